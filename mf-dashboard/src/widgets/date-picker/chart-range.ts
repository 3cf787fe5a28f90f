// The chart periods of spec 4 and the date picker's rules of spec 5 and 9, as pure functions over
// moments in ms. Everything is computed in local time with calendar arithmetic (new Date(y, m, d)),
// so days stay midnight-to-midnight across daylight-saving changes. Weeks start on Monday (ISO).

import { momentBounds } from '@portal/contracts/frontend';

/** Day, week, month, year, or all data ('a'). */
export type ChartPeriod = 'd' | 'w' | 'M' | 'y' | 'a';

/** The periods in the order the picker offers them. */
export const chartPeriods: readonly ChartPeriod[] = ['d', 'w', 'M', 'y', 'a'];

/**
 * What a chart shows: the period and the ms of its first moment in local time. For 'a' the start is
 * the midnight of the date the picker keeps, so switching back to a period returns to that date.
 */
export interface ChartRange {
  start: number;
  period: ChartPeriod;
}

/** A time window in ms: `from` inclusive, `to` exclusive (the first moment after the window). */
export interface ChartWindow {
  from: number;
  to: number;
}

/** Earliest chart start when the commissioning date is unknown (spec 9), 1 Jan 2018 local time, in ms. */
export const fallbackChartStart: number = new Date(2018, 0, 1).getTime();

/** How many periods the dropdown reaches back from the current one (spec 9). */
const dropdownDepth: Record<Exclude<ChartPeriod, 'a'>, number> = { d: 3, w: 3, M: 6, y: 4 };

const toDate = (date: number | Date) => new Date(typeof date === 'number' ? date : date.getTime());

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The same day `months` months away, on the month's last day when it is shorter. */
function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

/** The first moment of the period that contains `date` (for 'a': the date's midnight). */
export function periodStart(date: number | Date, period: ChartPeriod): number {
  const day = startOfDay(toDate(date));
  switch (period) {
    case 'd':
    case 'a':
      return day.getTime();
    case 'w': {
      const sinceMonday = (day.getDay() + 6) % 7;
      return new Date(day.getFullYear(), day.getMonth(), day.getDate() - sinceMonday).getTime();
    }
    case 'M':
      return new Date(day.getFullYear(), day.getMonth(), 1).getTime();
    case 'y':
      return new Date(day.getFullYear(), 0, 1).getTime();
  }
}

/** The period `steps` periods away from the one starting at `start` ('a' stays where it is). */
function movePeriod(start: number, period: ChartPeriod, steps: number): number {
  const first = new Date(periodStart(start, period));
  const [year, month, day] = [first.getFullYear(), first.getMonth(), first.getDate()];
  switch (period) {
    case 'd':
      return new Date(year, month, day + steps).getTime();
    case 'w':
      return new Date(year, month, day + 7 * steps).getTime();
    case 'M':
      return new Date(year, month + steps, 1).getTime();
    case 'y':
      return new Date(year + steps, 0, 1).getTime();
    case 'a':
      return first.getTime();
  }
}

/** The first moment after the range's period (for 'a': after its day). */
export function periodEnd(range: ChartRange): number {
  return range.period === 'a' ? movePeriod(range.start, 'd', 1) : movePeriod(range.start, range.period, 1);
}

/** A commissioning date (YYYY-MM-DD) as its local midnight in ms; null when unknown. */
export function commissioningMoment(date: string | null | undefined): number | null {
  return date ? new Date(`${date}T00:00`).getTime() : null;
}

/**
 * The earliest allowed moment: commissioning, or the fallback chart start when it is unknown; never
 * before the first moment the chart API accepts (2000-01-01 UTC, older units' commissioning included).
 */
export function earliestDate(commissioning: number | null): number {
  return Math.max(commissioning ?? fallbackChartStart, momentBounds.from);
}

/** `date` moved into the allowed span: not before commissioning (or 2018-01-01), not after `now`. */
export function clampDate(date: number | Date, commissioning: number | null, now: number): number {
  return Math.min(Math.max(toDate(date).getTime(), earliestDate(commissioning)), now);
}

/**
 * The time window a chart of `range` loads. For 'a' it runs from one month before commissioning
 * (or from 1 Jan 2018 when commissioning is unknown) to the end of the year after `now`'s year.
 */
export function chartWindow(range: ChartRange, commissioning: number | null, now: number): ChartWindow {
  // The API refuses a start before 2000 (validation.moment): a window reaching back further starts there.
  const clamped = ({ from, to }: ChartWindow) => ({ from: Math.max(from, momentBounds.from), to });
  if (range.period !== 'a') {
    const from = periodStart(range.start, range.period);
    return clamped({ from, to: periodEnd({ start: from, period: range.period }) });
  }
  const from =
    commissioning === null ? fallbackChartStart : addMonths(startOfDay(toDate(commissioning)), -1).getTime();
  return clamped({ from, to: new Date(new Date(now).getFullYear() + 2, 0, 1).getTime() });
}

/** The previous (-1) or next (1) period of the same length; 'a' has none and stays. */
export function shiftRange(range: ChartRange, direction: -1 | 1): ChartRange {
  if (range.period === 'a') return range;
  return { start: movePeriod(range.start, range.period, direction), period: range.period };
}

/**
 * Whether the arrow in `direction` may be used (spec 5): previous is disabled when the period
 * contains commissioning or starts before it, next when the next period starts after `now`.
 */
export function canShift(
  range: ChartRange,
  direction: -1 | 1,
  commissioning: number | null,
  now: number,
): boolean {
  if (range.period === 'a') return false;
  const start = periodStart(range.start, range.period);
  if (direction === -1) return start > earliestDate(commissioning);
  return periodEnd({ start, period: range.period }) <= now;
}

/**
 * The dropdown's choices, newest first: the period containing `now` and the ones before it, 3 back
 * for days and weeks, 6 for months, 4 for years, never before the period containing commissioning.
 * None for 'a'.
 */
export function dropdownOptions(
  period: ChartPeriod,
  commissioning: number | null,
  now: number,
): ChartRange[] {
  if (period === 'a') return [];
  const floor = periodStart(earliestDate(commissioning), period);
  const current: ChartRange = { start: periodStart(now, period), period };
  const options = [current];
  for (let back = 1; back <= dropdownDepth[period]; back += 1) {
    const start = movePeriod(current.start, period, -back);
    if (start < floor) break;
    options.push({ start, period });
  }
  return options;
}

/** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: number | Date): number {
  const day = startOfDay(toDate(date));
  const thursday = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 3 - ((day.getDay() + 6) % 7));
  const firstOfYear = new Date(thursday.getFullYear(), 0, 1);
  // Whole days between local midnights; rounding absorbs a daylight-saving hour.
  const dayOfYear = Math.round((thursday.getTime() - firstOfYear.getTime()) / 86_400_000);
  return Math.floor(dayOfYear / 7) + 1;
}
