import { fromWallClock, wallClock } from './portal-clock.js';

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

  it('takes overflowing fields to the next month and year', () => {
    expect(fromWallClock(2025, 13, 1)).toBe(Date.parse('2026-01-01T00:00:00+01:00'));
    expect(fromWallClock(2025, 6, 31)).toBe(Date.parse('2025-07-01T00:00:00+02:00'));
  });
});
