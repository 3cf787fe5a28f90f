import { SimClock, germanTime } from './clock.js';

describe('SimClock', () => {
  it('runs speedup times faster than the wall clock from the start time', () => {
    let real = 1000;
    const clock = new SimClock(Date.UTC(2025, 0, 1), 60, () => real);
    expect(clock.now()).toBe(Date.UTC(2025, 0, 1));
    real += 1000;
    expect(clock.now()).toBe(Date.UTC(2025, 0, 1) + 60_000);
    expect(clock.realDelayUntil(Date.UTC(2025, 0, 1) + 120_000)).toBe(1000);
    expect(clock.realDelayUntil(0)).toBe(0);
  });
});

describe('germanTime', () => {
  it('uses CET in winter and CEST in summer, with Monday as weekday 0', () => {
    const winter = germanTime(Date.UTC(2025, 0, 6, 5, 30)); // Monday
    expect(winter).toMatchObject({ hour: 6.5, minuteOfDay: 390, weekday: 0, dayOfYear: 6, month: 1 });
    const summer = germanTime(Date.UTC(2025, 6, 13, 22, 0)); // Sunday 22:00 UTC = Monday 00:00 CEST
    expect(summer).toMatchObject({ minuteOfDay: 0, weekday: 0, month: 7 });
    // Switch on 30 March 2025 at 01:00 UTC.
    expect(germanTime(Date.UTC(2025, 2, 30, 0, 59)).minuteOfDay).toBe(119);
    expect(germanTime(Date.UTC(2025, 2, 30, 1, 0)).minuteOfDay).toBe(180);
  });
});
