import { describe, expect, it } from '@jest/globals';
import { daysBetween } from './fleet-energy.js';

describe('daysBetween', () => {
  it('gives the start of every Berlin day from the one holding `from` to the one holding `to`', () => {
    // 24 Oct 2026 12:00 UTC to 26 Oct 2026 01:00 UTC: summer time ends on the 25th (a 25-hour day).
    expect(
      daysBetween(Date.UTC(2026, 9, 24, 12), Date.UTC(2026, 9, 26, 1)).map((ms) =>
        new Date(ms).toISOString(),
      ),
    ).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
  });

  it('gives one day for moments within it, and the next day from its midnight on', () => {
    const midnight = Date.UTC(2026, 10, 28, 23); // 29 Nov 2026 00:00 in Berlin
    expect(daysBetween(midnight - 1, midnight - 1)).toEqual([Date.UTC(2026, 10, 27, 23)]);
    expect(daysBetween(midnight, midnight + 3_600_000)).toEqual([midnight]);
  });
});
