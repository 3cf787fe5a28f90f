import { type BalancePeriod, fromWallClock, wallClock } from '@portal/contracts';
import { localDate } from '../charts/berlin-calendar.js';

// Periods are Europe/Berlin calendar days, months and years, as the daily rollups are.

export interface BalanceWindow {
  /** Start (inclusive) and end (exclusive), ms. */
  from: number;
  to: number;
  firstDay: string;
  lastDay: string;
  /** Calendar days in the period. */
  days: number;
  /** The same period a year before. */
  previousYear: { from: number; to: number };
}

function bounds(period: BalancePeriod, year: number, month: number, day: number): [number, number] {
  if (period === 'day') return [fromWallClock(year, month, day), fromWallClock(year, month, day + 1)];
  if (period === 'month') return [fromWallClock(year, month, 1), fromWallClock(year, month + 1, 1)];
  return [fromWallClock(year, 1, 1), fromWallClock(year + 1, 1, 1)];
}

/** The period of kind `period` that holds the day `start` (YYYY-MM-DD), else the one holding `now`. */
export function balanceWindow(period: BalancePeriod, start: string | undefined, now: number): BalanceWindow {
  const [year, month, day] = start
    ? (start.split('-').map(Number) as [number, number, number])
    : ((w) => [w.year, w.month, w.day] as const)(wallClock(now));
  const [from, to] = bounds(period, year, month, day);
  // 29 February a year before is 1 March: the previous day period starts where its wall clock says.
  const [previousFrom, previousTo] = bounds(period, year - 1, month, day);
  const lastDay = localDate(to - 1);
  return {
    from,
    to,
    firstDay: localDate(from),
    lastDay,
    days:
      Math.round(
        (Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${localDate(from)}T00:00:00Z`)) / 86_400_000,
      ) + 1,
    previousYear: { from: previousFrom, to: previousTo },
  };
}
