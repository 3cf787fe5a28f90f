// Simulated time: runs `speedup` times faster than the wall clock from a chosen start, so a test can
// live through days in seconds. Model code only sees the simulated milliseconds.

export interface Clock {
  /** Simulated ms since the epoch. */
  now(): number;
  /** Wall-clock ms until the simulated clock reaches `simMs` (0 when already past). */
  realDelayUntil(simMs: number): number;
  readonly speedup: number;
}

export class SimClock implements Clock {
  private readonly realStart: number;

  constructor(
    private readonly startTime: number,
    readonly speedup: number,
    private readonly realNow: () => number = Date.now,
  ) {
    this.realStart = realNow();
  }

  now(): number {
    return Math.floor(this.startTime + (this.realNow() - this.realStart) * this.speedup);
  }

  realDelayUntil(simMs: number): number {
    return Math.max(0, (simMs - this.now()) / this.speedup);
  }
}

export interface LocalTime {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..366 */
  dayOfYear: number;
  /** 0 = Monday .. 6 = Sunday, the order of the time programs. */
  weekday: number;
  /** Fractional hour of the day, 0 <= h < 24. */
  hour: number;
  /** Whole minutes since midnight. */
  minuteOfDay: number;
}

const hourMs = 3_600_000;

/** Last Sunday of a month at 01:00 UTC, when the EU switches summer time. */
function lastSundayUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * hourMs;
}

/** Summer time's start and end by year: the models ask for every step of months of history. */
const summerTimes = new Map<number, readonly [number, number]>();

/** How far German wall-clock time is ahead of UTC at `ms` (1 h in winter, 2 h in summer). */
function germanOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  let summer = summerTimes.get(year);
  if (!summer) {
    summer = [lastSundayUtc(year, 2), lastSundayUtc(year, 9)];
    summerTimes.set(year, summer);
  }
  return (ms >= summer[0] && ms < summer[1] ? 2 : 1) * hourMs;
}

/** Start (UTC ms) of the German calendar day holding `ms`; such days last 23, 24 or 25 hours. */
export function germanDayStart(ms: number): number {
  const localMidnight = Math.floor((ms + germanOffsetMs(ms)) / (24 * hourMs)) * 24 * hourMs;
  // The offset at midnight may differ from the one at `ms` on the days the clocks change.
  return localMidnight - germanOffsetMs(localMidnight - germanOffsetMs(ms));
}

/** German local time (CET/CEST) without Intl, so results never depend on the host's zone data. */
export function germanTime(ms: number): LocalTime {
  const local = new Date(ms + germanOffsetMs(ms));
  const y = local.getUTCFullYear();
  const dayOfYear = Math.floor((local.getTime() - Date.UTC(y, 0, 1)) / (24 * hourMs)) + 1;
  const hour = local.getUTCHours() + local.getUTCMinutes() / 60 + local.getUTCSeconds() / 3600;
  return {
    year: y,
    month: local.getUTCMonth() + 1,
    dayOfYear,
    weekday: (local.getUTCDay() + 6) % 7,
    hour,
    minuteOfDay: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}
