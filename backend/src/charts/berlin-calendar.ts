import { fromWallClock, wallClock } from '@portal/contracts';

// Days and months of charts are those of the portal's wall clock (23 or 25 hours when the clocks
// change), so bucket starts come from the time zone, never from fixed multiples of 24 h.

export function dayStart(ms: number): number {
  const w = wallClock(ms);
  return fromWallClock(w.year, w.month, w.day);
}

export function monthStart(ms: number): number {
  const w = wallClock(ms);
  return fromWallClock(w.year, w.month, 1);
}

/** The same wall-clock time `days` days and `months` months later. */
export function shifted(ms: number, { days = 0, months = 0 }: { days?: number; months?: number }): number {
  const w = wallClock(ms);
  return fromWallClock(w.year, w.month + months, w.day + days, w.hour, w.minute, w.second) + (ms % 1000);
}

/** The local date, YYYY-MM-DD. */
export function localDate(ms: number): string {
  const w = wallClock(ms);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
