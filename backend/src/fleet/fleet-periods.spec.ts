import { dayLabel, fleetPeriods, sumWithin } from './fleet-periods.js';

describe('the overview’s calendar (Berlin)', () => {
  // 1 March 2026, 00:30 in Berlin (23:30 UTC the day before).
  const now = Date.UTC(2026, 1, 28, 23, 30);
  const periods = fleetPeriods(now, 30);

  it('yesterday is the last day of February, the month so far starts on 1 March', () => {
    expect(dayLabel(periods.yesterday.from)).toBe('2026-02-28');
    expect(periods.yesterday.to - periods.yesterday.from).toBe(24 * 3_600_000);
    expect(dayLabel(periods.thisMonth.from)).toBe('2026-03-01');
    expect(new Date(periods.thisMonth.from).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(dayLabel(periods.thisMonthLastYear.from)).toBe('2025-03-01');
    expect(dayLabel(periods.yesterdayLastYear.from)).toBe('2025-02-28');
  });

  it('has 30 trend days ending today', () => {
    expect(periods.trendDays).toHaveLength(30);
    expect(dayLabel(periods.trendDays.at(-1) ?? 0)).toBe('2026-03-01');
    expect(dayLabel(periods.trendDays[0] ?? 0)).toBe('2026-01-31');
  });

  it('sums the days in a window, null when none has a figure', () => {
    const byDay = new Map([
      [periods.yesterday.from, 12.5],
      [periods.thisMonth.from, 3],
    ]);
    expect(sumWithin(byDay, periods.yesterday)).toBe(12.5);
    expect(sumWithin(byDay, periods.thisMonth)).toBe(3);
    expect(sumWithin(byDay, periods.thisMonthLastYear)).toBeNull();
  });
});
