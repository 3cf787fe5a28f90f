import { fromWallClock, wallClock } from '@portal/contracts';

// The calendar of the overview's figures on the portal's wall clock (Europe/Berlin), as the daily
// rollups bucket days: yesterday and this month so far, each beside the same days a year before,
// and the trend's days ending today.

export interface Window {
  from: number;
  to: number;
}

export interface FleetPeriods {
  yesterday: Window;
  yesterdayLastYear: Window;
  thisMonth: Window;
  thisMonthLastYear: Window;
  /** Starts of the trend's days, oldest first; the last is today. */
  trendDays: number[];
  /** End of today. */
  end: number;
}

export function fleetPeriods(now: number, days: number): FleetPeriods {
  const { year, month, day } = wallClock(now);
  const dayStart = (y: number, d: number) => fromWallClock(y, month, d);
  return {
    yesterday: { from: dayStart(year, day - 1), to: dayStart(year, day) },
    yesterdayLastYear: { from: dayStart(year - 1, day - 1), to: dayStart(year - 1, day) },
    // Through today: the month's days so far, today's partial one included.
    thisMonth: { from: dayStart(year, 1), to: dayStart(year, day + 1) },
    thisMonthLastYear: { from: dayStart(year - 1, 1), to: dayStart(year - 1, day + 1) },
    trendDays: Array.from({ length: days }, (_, index) => dayStart(year, day - days + 1 + index)),
    end: dayStart(year, day + 1),
  };
}

/** The sum of the days in the window; null when no day there has a figure (no counter stored then). */
export function sumWithin(byDay: ReadonlyMap<number, number>, window: Window): number | null {
  let sum: number | null = null;
  for (const [day, value] of byDay) if (day >= window.from && day < window.to) sum = (sum ?? 0) + value;
  return sum;
}

/** A day as YYYY-MM-DD on the wall clock. */
export function dayLabel(ms: number): string {
  const { year, month, day } = wallClock(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
