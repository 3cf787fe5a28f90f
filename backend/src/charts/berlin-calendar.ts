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

export function wallClock(ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(ms))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The moment a wall-clock time names (fields may overflow: day 32 is the next month's first). */
export function fromWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetAt = (ms: number) => {
    const w = wallClock(ms);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
  };
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
