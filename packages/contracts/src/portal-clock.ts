// The portal's wall clock (Europe/Berlin): chart days and months, and times public clients send
// without an offset, are read on it. Intl formatting costs microseconds per call and a year of daily
// buckets needs a thousand calls, so the zone is asked once per hour and the rest is UTC arithmetic.

/** Days, months and years of charts are those of this time zone (the portal's users are in Germany). */
export const portalTimeZone = 'Europe/Berlin';

let wallClockFormat: Intl.DateTimeFormat | undefined;

/**
 * The wall clock's formatter, made on first use: making one for a time zone loads the zone's data
 * (~40 ms on a phone-class CPU), which a page that shows no date or time need not wait for.
 */
function wallClockParts(ms: number): Intl.DateTimeFormatPart[] {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: portalTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return wallClockFormat.formatToParts(ms);
}

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
    for (const part of wallClockParts(hour * HOUR))
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

/**
 * The moments a chart or measurement window may name: this century. A number outside it is no time
 * in ms (seconds since 1970 read as ms fall in January 1970), so it is refused, not charted empty.
 */
export const momentBounds = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) } as const;
