import {
  type ChartRange,
  canShift,
  chartWindow,
  clampDate,
  dropdownOptions,
  fallbackChartStart,
  isoWeek,
  periodEnd,
  periodStart,
  shiftRange,
} from './chart-range.js';

/** Local time in ms (month 1-12 for readability). */
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime();
const day = (year: number, month: number, date: number): ChartRange => ({
  start: at(year, month, date),
  period: 'd',
});
const week = (year: number, month: number, date: number): ChartRange => ({
  start: at(year, month, date),
  period: 'w',
});
const month = (year: number, m: number): ChartRange => ({ start: at(year, m, 1), period: 'M' });
const year = (y: number): ChartRange => ({ start: at(y, 1, 1), period: 'y' });

/** Friday 20 Nov 2026, 14:30; the unit was commissioned on Wednesday 14 Oct 2026, 09:30. */
const now = at(2026, 11, 20, 14, 30);
const commissioning = at(2026, 10, 14, 9, 30);

describe('periodStart', () => {
  it('starts a day at local midnight', () => {
    expect(periodStart(now, 'd')).toBe(at(2026, 11, 20));
    expect(periodStart(new Date(now), 'd')).toBe(at(2026, 11, 20));
  });

  it('starts a week on Monday, so a Sunday belongs to the week before it', () => {
    expect(periodStart(now, 'w')).toBe(at(2026, 11, 16));
    expect(periodStart(at(2026, 11, 22, 23, 59), 'w')).toBe(at(2026, 11, 16));
    expect(periodStart(at(2026, 11, 16), 'w')).toBe(at(2026, 11, 16));
    expect(periodStart(at(2026, 11, 23, 0, 1), 'w')).toBe(at(2026, 11, 23));
    expect(new Date(periodStart(now, 'w')).getDay()).toBe(1);
  });

  it('starts a week across a month and a year end on its Monday', () => {
    expect(periodStart(at(2027, 1, 1), 'w')).toBe(at(2026, 12, 28));
    expect(periodStart(at(2026, 3, 1), 'w')).toBe(at(2026, 2, 23));
  });

  it('starts a month on its first and a year on 1 January; all keeps the date', () => {
    expect(periodStart(now, 'M')).toBe(at(2026, 11, 1));
    expect(periodStart(now, 'y')).toBe(at(2026, 1, 1));
    expect(periodStart(now, 'a')).toBe(at(2026, 11, 20));
  });
});

describe('shiftRange', () => {
  it('moves by one period of the same length', () => {
    expect(shiftRange(day(2026, 3, 1), -1)).toEqual(day(2026, 2, 28));
    expect(shiftRange(day(2026, 11, 20), 1)).toEqual(day(2026, 11, 21));
    expect(shiftRange(week(2026, 12, 28), 1)).toEqual(week(2027, 1, 4));
    expect(shiftRange(week(2026, 11, 16), -1)).toEqual(week(2026, 11, 9));
    expect(shiftRange(month(2026, 1), -1)).toEqual(month(2025, 12));
    expect(shiftRange(month(2026, 12), 1)).toEqual(month(2027, 1));
    expect(shiftRange(year(2026), -1)).toEqual(year(2025));
  });

  it('lands on local midnight across a daylight-saving change', () => {
    // 29 Mar and 25 Oct 2026 are the European change days (23 and 25 hours long there).
    expect(shiftRange(day(2026, 3, 29), 1)).toEqual(day(2026, 3, 30));
    expect(shiftRange(day(2026, 10, 26), -1)).toEqual(day(2026, 10, 25));
    expect(shiftRange(week(2026, 3, 23), 1)).toEqual(week(2026, 3, 30));
    expect(new Date(shiftRange(week(2026, 10, 26), -1).start).getHours()).toBe(0);
  });

  it('normalises a start inside the period first', () => {
    expect(shiftRange({ start: now, period: 'w' }, 1)).toEqual(week(2026, 11, 23));
  });

  it('leaves all where it is', () => {
    const all: ChartRange = { start: at(2026, 11, 20), period: 'a' };
    expect(shiftRange(all, -1)).toBe(all);
    expect(shiftRange(all, 1)).toBe(all);
  });
});

describe('chartWindow', () => {
  it('runs from the start to the next period', () => {
    expect(chartWindow(day(2026, 11, 20), commissioning, now)).toEqual({
      from: at(2026, 11, 20),
      to: at(2026, 11, 21),
    });
    expect(chartWindow(week(2026, 11, 16), commissioning, now)).toEqual({
      from: at(2026, 11, 16),
      to: at(2026, 11, 23),
    });
    expect(chartWindow(week(2026, 3, 23), commissioning, now)).toEqual({
      from: at(2026, 3, 23),
      to: at(2026, 3, 30),
    });
    expect(chartWindow(month(2026, 2), commissioning, now)).toEqual({
      from: at(2026, 2, 1),
      to: at(2026, 3, 1),
    });
    expect(chartWindow(year(2026), commissioning, now)).toEqual({ from: at(2026, 1, 1), to: at(2027, 1, 1) });
  });

  it('runs all from one month before commissioning to the end of next year', () => {
    const all: ChartRange = { start: at(2026, 11, 20), period: 'a' };
    expect(chartWindow(all, commissioning, now)).toEqual({ from: at(2026, 9, 14), to: at(2028, 1, 1) });
    // A month before 31 March is the last day of February.
    expect(chartWindow(all, at(2026, 3, 31, 8), now).from).toBe(at(2026, 2, 28));
    expect(chartWindow(all, at(2026, 1, 15), now).from).toBe(at(2025, 12, 15));
  });

  it('runs all from 1 January 2018 when commissioning is unknown', () => {
    const all: ChartRange = { start: at(2026, 11, 20), period: 'a' };
    expect(fallbackChartStart).toBe(at(2018, 1, 1));
    expect(chartWindow(all, null, now)).toEqual({ from: at(2018, 1, 1), to: at(2028, 1, 1) });
  });

  it('never starts before 2000, which the API refuses (validation.moment)', () => {
    const all: ChartRange = { start: at(2026, 11, 20), period: 'a' };
    const bound = Date.UTC(2000, 0, 1);
    // A month before a commissioning in January 2000, and a unit commissioned in the nineties.
    expect(chartWindow(all, at(2000, 1, 20), now).from).toBe(bound);
    expect(chartWindow(all, at(1997, 6, 1), now).from).toBe(bound);
    // Local midnight of 1 January 2000 lies before it in Berlin (UTC+1).
    expect(chartWindow(year(2000), at(1997, 6, 1), now)).toEqual({ from: bound, to: at(2001, 1, 1) });
    expect(chartWindow(all, at(2000, 3, 10), now).from).toBe(at(2000, 2, 10));
    expect(clampDate(at(1998, 5, 5), at(1997, 6, 1), now)).toBe(bound);
  });

  it('has periodEnd as the first moment after a period', () => {
    expect(periodEnd(month(2026, 12))).toBe(at(2027, 1, 1));
    expect(periodEnd({ start: at(2026, 11, 20), period: 'a' })).toBe(at(2026, 11, 21));
  });
});

describe('canShift', () => {
  it('disables previous when the period contains commissioning or starts before it', () => {
    expect(canShift(day(2026, 10, 14), -1, commissioning, now)).toBe(false);
    expect(canShift(day(2026, 10, 1), -1, commissioning, now)).toBe(false);
    expect(canShift(day(2026, 10, 15), -1, commissioning, now)).toBe(true);
    expect(canShift(week(2026, 10, 12), -1, commissioning, now)).toBe(false);
    expect(canShift(week(2026, 10, 19), -1, commissioning, now)).toBe(true);
    expect(canShift(month(2026, 10), -1, commissioning, now)).toBe(false);
    expect(canShift(month(2026, 11), -1, commissioning, now)).toBe(true);
    expect(canShift(year(2026), -1, commissioning, now)).toBe(false);
  });

  it('disables next when the next period starts in the future', () => {
    expect(canShift(day(2026, 11, 20), 1, commissioning, now)).toBe(false);
    expect(canShift(day(2026, 11, 19), 1, commissioning, now)).toBe(true);
    expect(canShift(week(2026, 11, 16), 1, commissioning, now)).toBe(false);
    expect(canShift(week(2026, 11, 9), 1, commissioning, now)).toBe(true);
    expect(canShift(month(2026, 11), 1, commissioning, now)).toBe(false);
    expect(canShift(month(2026, 10), 1, commissioning, now)).toBe(true);
    expect(canShift(year(2026), 1, commissioning, now)).toBe(false);
    expect(canShift(year(2025), 1, null, now)).toBe(true);
  });

  it('allows next when the next period starts exactly now', () => {
    expect(canShift(day(2026, 11, 19), 1, commissioning, at(2026, 11, 20))).toBe(true);
    expect(canShift(day(2026, 11, 19), 1, commissioning, at(2026, 11, 20) - 1)).toBe(false);
  });

  it('stops previous at 1 January 2018 when commissioning is unknown', () => {
    expect(canShift(day(2018, 1, 1), -1, null, now)).toBe(false);
    expect(canShift(day(2018, 1, 2), -1, null, now)).toBe(true);
    expect(canShift(year(2018), -1, null, now)).toBe(false);
    expect(canShift(year(2019), -1, null, now)).toBe(true);
  });

  it('never shifts all', () => {
    const all: ChartRange = { start: at(2026, 11, 1), period: 'a' };
    expect(canShift(all, -1, null, now)).toBe(false);
    expect(canShift(all, 1, null, now)).toBe(false);
  });
});

describe('dropdownOptions', () => {
  it('offers the current period and 3 before it for days and weeks, newest first', () => {
    expect(dropdownOptions('d', null, now)).toEqual([
      day(2026, 11, 20),
      day(2026, 11, 19),
      day(2026, 11, 18),
      day(2026, 11, 17),
    ]);
    expect(dropdownOptions('w', null, now)).toEqual([
      week(2026, 11, 16),
      week(2026, 11, 9),
      week(2026, 11, 2),
      week(2026, 10, 26),
    ]);
  });

  it('offers 6 months and 4 years before the current one', () => {
    expect(dropdownOptions('M', null, now)).toEqual([11, 10, 9, 8, 7, 6, 5].map((m) => month(2026, m)));
    expect(dropdownOptions('y', null, now)).toEqual([2026, 2025, 2024, 2023, 2022].map(year));
  });

  it('reaches back to the period containing commissioning, not before', () => {
    expect(dropdownOptions('M', commissioning, now)).toEqual([month(2026, 11), month(2026, 10)]);
    expect(dropdownOptions('y', commissioning, now)).toEqual([year(2026)]);
    // Commissioned on Wednesday 4 Nov: its week (from Monday 2 Nov) is the earliest.
    expect(dropdownOptions('w', at(2026, 11, 4, 12), now)).toEqual([
      week(2026, 11, 16),
      week(2026, 11, 9),
      week(2026, 11, 2),
    ]);
    expect(dropdownOptions('d', at(2026, 11, 18, 11), now)).toEqual([
      day(2026, 11, 20),
      day(2026, 11, 19),
      day(2026, 11, 18),
    ]);
  });

  it('reaches back to 2018 at most when commissioning is unknown', () => {
    expect(dropdownOptions('M', null, at(2018, 3, 15))).toEqual([
      month(2018, 3),
      month(2018, 2),
      month(2018, 1),
    ]);
  });

  it('offers nothing for all', () => {
    expect(dropdownOptions('a', commissioning, now)).toEqual([]);
  });
});

describe('clampDate', () => {
  it('keeps dates between commissioning and now', () => {
    expect(clampDate(at(2026, 11, 1), commissioning, now)).toBe(at(2026, 11, 1));
    expect(clampDate(new Date(at(2026, 11, 1)), commissioning, now)).toBe(at(2026, 11, 1));
  });

  it('moves earlier dates to commissioning and later ones to now', () => {
    expect(clampDate(at(2026, 10, 1), commissioning, now)).toBe(commissioning);
    expect(clampDate(at(2027, 1, 1), commissioning, now)).toBe(now);
    expect(clampDate(at(2017, 6, 1), null, now)).toBe(at(2018, 1, 1));
  });
});

describe('isoWeek', () => {
  it('numbers weeks from Monday with week 1 holding the first Thursday', () => {
    expect(isoWeek(now)).toBe(47);
    expect(isoWeek(at(2026, 11, 16))).toBe(47);
    expect(isoWeek(at(2026, 11, 22, 23))).toBe(47);
    expect(isoWeek(at(2026, 11, 23))).toBe(48);
    expect(isoWeek(at(2025, 12, 29))).toBe(1);
    expect(isoWeek(at(2026, 12, 28))).toBe(53);
    expect(isoWeek(at(2027, 1, 3))).toBe(53);
    expect(isoWeek(at(2027, 1, 4))).toBe(1);
    expect(isoWeek(at(2021, 1, 1))).toBe(53);
  });
});
