import { portalTimeZone } from '@portal/contracts';

// Days and months of charts are those of the portal's wall clock (23 or 25 hours when the clocks
// change), so bucket starts come from the time zone, never from fixed multiples of 24 h.

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: portalTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR = 3_600_000;
/** Offset of the wall clock from UTC per UTC hour: the zone changes it only on whole hours. */
const offsets = new Map<number, number>();
const maxCachedHours = 100_000;

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of wallClockFormat.formatToParts(hour * HOUR))
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    offset =
      Date.UTC(
        parts.year ?? 1970,
        (parts.month ?? 1) - 1,
        parts.day ?? 1,
        parts.hour ?? 0,
        parts.minute ?? 0,
        parts.second ?? 0,
      ) -
      hour * HOUR;
    if (offsets.size >= maxCachedHours) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

// Intl formatting costs microseconds per call and a year of daily buckets needs a thousand calls:
// the zone is asked once per hour, the rest is UTC arithmetic.
export function wallClock(ms: number): WallClock {
  const local = new Date(ms + offsetAt(ms));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The moment a wall-clock time names (fields may overflow: day 32 is the next month's first). */
export function fromWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(guess);
}

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
