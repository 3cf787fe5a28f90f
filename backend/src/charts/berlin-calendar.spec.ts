import { fromWallClock } from '@portal/contracts';
import { dayStart, localDate, shifted } from './berlin-calendar.js';

const HOUR = 3_600_000;

describe('chart days on the Berlin wall clock', () => {
  it('has days of 23 and 25 hours when the clocks change', () => {
    const march30 = fromWallClock(2025, 3, 30);
    expect(march30).toBe(Date.parse('2025-03-30T00:00:00+01:00'));
    expect(shifted(march30, { days: 1 }) - march30).toBe(23 * HOUR);
    const october26 = fromWallClock(2025, 10, 26);
    expect(shifted(october26, { days: 1 }) - october26).toBe(25 * HOUR);
    expect(dayStart(october26 + 24.5 * HOUR)).toBe(october26);
    expect(localDate(october26 + 24.5 * HOUR)).toBe('2025-10-26');
  });
});
