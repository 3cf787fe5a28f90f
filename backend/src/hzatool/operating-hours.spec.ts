import type { RollupRow } from '../timeseries/timeseries.service.js';
import { hoursInMonth } from '@portal/energy-tax';
import { operatingHours } from './operating-hours.js';

// The counter over an energy-tax year from daily rollups (German days: a bucket starts at 23:00 or
// 22:00 UTC the day before) and the 31 December snapshot (BD3112).

const hourMs = 3_600_000;
/** The German day's bucket, its first and last counter reading. */
const day = (year: number, month: number, date: number, first: number, last: number): RollupRow => ({
  bucket: Date.UTC(year, month - 1, date) - (month >= 4 && month <= 10 ? 2 : 1) * hourMs,
  first,
  last,
  min: first,
  max: last,
  avg: (first + last) / 2,
  count: 96,
});

describe('operatingHours', () => {
  const year = 2025;
  const days = [
    day(year, 1, 1, 20_000, 20_016),
    day(year, 1, 31, 20_400, 20_416),
    day(year, 6, 15, 22_000, 22_008),
    day(year, 12, 31, 24_990, 25_000),
  ];

  it('takes start and end from the history; the months add up to them, gaps spread over their months', () => {
    const answer = operatingHours('5200000001', year, days, undefined);
    expect(answer).toMatchObject({ serial: '5200000001', year, counterStart: 20_000, counterEnd: 25_000 });
    expect(answer.source).toBe('history');
    // The whole year is read, and the months in the gaps are named: their hours are interpolated.
    expect(answer.covered).toBe(true);
    expect(answer.monthsWithoutData).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11]);
    const monthly = answer.monthlyHours ?? [];
    expect(monthly[0]).toBe(416);
    expect(monthly.reduce((sum, hours) => sum + hours, 0)).toBeCloseTo(5_000, 6);
    // February to mid-June has no readings: its 1,584 hours fall on each of its months, none on one.
    for (const month of [1, 2, 3, 4]) expect(monthly[month]).toBeGreaterThan(200);
    monthly.forEach((hours, month) => expect(hours).toBeLessThanOrEqual(hoursInMonth(year, month + 1)));
  });

  it("prefers the unit's own 31 December snapshot, stored during the following year", () => {
    const snapshot = { value: 25_004, ts: Date.UTC(year + 1, 0, 1, 0, 5) };
    const answer = operatingHours('5200000001', year, days, snapshot);
    expect(answer).toMatchObject({ counterStart: 20_000, counterEnd: 25_004, source: 'snapshot' });
    // Without history the snapshot still gives the end.
    expect(operatingHours('5200000001', year, [], snapshot)).toEqual({
      serial: '5200000001',
      year,
      counterStart: null,
      counterEnd: 25_004,
      monthlyHours: null,
      source: 'snapshot',
      covered: false,
      monthsWithoutData: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
  });

  it('a history that starts on 24 December is not the year: no start counter, no monthly hours', () => {
    const late = [day(year, 12, 24, 30_000, 30_016), day(year, 12, 31, 30_160, 30_177)];
    expect(operatingHours('5200000001', year, late, undefined)).toEqual({
      serial: '5200000001',
      year,
      counterStart: null,
      counterEnd: 30_177,
      monthlyHours: null,
      source: 'history',
      covered: false,
      monthsWithoutData: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    });
    // With the unit's snapshot the end is its own reading.
    const snapshot = { value: 30_180, ts: Date.UTC(year + 1, 0, 1, 0, 5) };
    expect(operatingHours('5200000001', year, late, snapshot)).toMatchObject({
      counterStart: null,
      counterEnd: 30_180,
      source: 'snapshot',
      covered: false,
    });
  });

  it('a history that ends before 31 December gives the start only', () => {
    const early = [day(year, 1, 1, 20_000, 20_016), day(year, 9, 30, 24_000, 24_010)];
    expect(operatingHours('5200000001', year, early, undefined)).toMatchObject({
      counterStart: 20_000,
      counterEnd: null,
      monthlyHours: null,
      covered: false,
      monthsWithoutData: [2, 3, 4, 5, 6, 7, 8, 10, 11, 12],
    });
  });

  it("spreads a gap before the unit's snapshot over its months, not onto December", () => {
    const untilOctober = [day(year, 1, 1, 20_000, 20_016), day(year, 10, 31, 24_000, 24_010)];
    const snapshot = { value: 24_800, ts: Date.UTC(year + 1, 0, 1, 0, 5) };
    const answer = operatingHours('5200000001', year, untilOctober, snapshot);
    expect(answer).toMatchObject({ counterStart: 20_000, counterEnd: 24_800, covered: true });
    expect(answer.monthsWithoutData).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    const monthly = answer.monthlyHours ?? [];
    expect(monthly[10]).toBeGreaterThan(350);
    expect(monthly[11]).toBeGreaterThan(350);
    expect(monthly.reduce((sum, hours) => sum + hours, 0)).toBeCloseTo(4_800, 6);
  });

  it("ignores another year's snapshot and a value that is not a number", () => {
    for (const snapshot of [
      { value: 30_000, ts: Date.UTC(year + 2, 0, 1, 0, 5) },
      { value: 20_000, ts: Date.UTC(year, 5, 1) },
      { value: '25004', ts: Date.UTC(year + 1, 0, 2) },
    ]) {
      expect(operatingHours('5200000001', year, days, snapshot)).toMatchObject({
        counterEnd: 25_000,
        source: 'history',
      });
      expect(operatingHours('5200000001', year, [], snapshot)).toMatchObject({
        counterStart: null,
        counterEnd: null,
        monthlyHours: null,
        source: 'none',
      });
    }
  });

  it('leaves out a snapshot the history contradicts (below its last reading, or more hours than the year had left)', () => {
    for (const value of [24_000, 25_100]) {
      const snapshot = { value, ts: Date.UTC(year + 1, 0, 1, 0, 5) };
      expect(operatingHours('5200000001', year, days, snapshot)).toMatchObject({
        counterEnd: 25_000,
        source: 'history',
      });
    }
  });

  it('moves hours a month cannot hold (read at day ends) to the months before, keeping the total', () => {
    const busy = [
      day(year, 1, 1, 6_200, 6_200),
      day(year, 11, 29, 7_000, 7_024),
      day(year, 12, 1, 7_050, 7_074),
      day(year, 12, 31, 7_790, 7_800),
    ];
    const monthly = operatingHours('5200000001', year, busy, undefined).monthlyHours ?? [];
    monthly.forEach((hours, month) => expect(hours).toBeLessThanOrEqual(hoursInMonth(year, month + 1)));
    expect(monthly.reduce((sum, hours) => sum + hours, 0)).toBeCloseTo(1_600, 6);
    expect(monthly[11]).toBe(744);
  });

  it('never counts a counter that went back (a replaced controller) as negative hours', () => {
    const replaced = [day(year, 1, 1, 400, 400), day(year, 3, 1, 500, 100), day(year, 12, 31, 900, 900)];
    const answer = operatingHours('5200000001', year, replaced, undefined);
    expect(answer.monthlyHours?.[2]).toBe(0);
  });
});
