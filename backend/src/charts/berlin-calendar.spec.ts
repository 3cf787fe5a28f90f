import { dayStart, fromWallClock, localDate, shifted, wallClock } from './berlin-calendar.js';

const HOUR = 3_600_000;
/** The zone database through another formatter: Swedish dates read 2025-03-30 03:00:00. */
function fromIntl(ms: number) {
  const text = new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' });
  const [year, month, day, hour, minute, second] = (text.match(/\d+/g) ?? []).map(Number);
  return { year, month, day, hour, minute, second };
}

describe('the Berlin wall clock', () => {
  it('reads every 37 minutes of 2025 and 2026 as the zone database does', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 37 * 60_000 + 13_000)
      expect(wallClock(ms)).toEqual(fromIntl(ms));
  });

  it('has days of 23 and 25 hours when the clocks change', () => {
    const march30 = fromWallClock(2025, 3, 30);
    expect(march30).toBe(Date.parse('2025-03-30T00:00:00+01:00'));
    expect(shifted(march30, { days: 1 }) - march30).toBe(23 * HOUR);
    const october26 = fromWallClock(2025, 10, 26);
    expect(shifted(october26, { days: 1 }) - october26).toBe(25 * HOUR);
    expect(dayStart(october26 + 24.5 * HOUR)).toBe(october26);
    expect(localDate(october26 + 24.5 * HOUR)).toBe('2025-10-26');
  });

  it('takes overflowing fields to the next month and year', () => {
    expect(fromWallClock(2025, 13, 1)).toBe(Date.parse('2026-01-01T00:00:00+01:00'));
    expect(fromWallClock(2025, 6, 31)).toBe(Date.parse('2025-07-01T00:00:00+02:00'));
  });
});
