// A unit's recent history as the advice detectors read it (docs/adr/0024-advice-detectors.md): hourly
// buckets as the store keeps them (ts_rollup_1h: counters as increments, temperatures as means),
// folded into days once. Detectors are pure functions of this; the sweep and the bench fill it.

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** One hour: counter increments (null: no data that hour) and mean temperatures. */
export interface HourBucket {
  /** Bucket start, ms (UTC hour). */
  start: number;
  starts: number | null;
  /** Operating hours counted in this hour (the Dachs counts whole hours: 0 or 1, more after a gap). */
  runHours: number | null;
  electricityKWh: number | null;
  heatKWh: number | null;
  /** Electricity taken (a heat pump's; absent for units that make electricity). */
  electricityInKWh?: number | null;
  returnC: number | null;
  outdoorC: number | null;
}

/** One UTC day folded from its hours. */
export interface DaySummary {
  start: number;
  /** Hours with data, of 24. */
  hoursWithData: number;
  starts: number;
  runHours: number;
  electricityKWh: number | null;
  heatKWh: number | null;
  /** Electricity taken (a heat pump's), null for units that make it. */
  electricityInKWh: number | null;
  /** Most starts in one hour of the day. */
  peakStarts: number;
  /** Hours with at least `shortCycleStarts` starts. */
  hoursAtPeak: number;
  /**
   * The day's cycle: minutes run per start (null without a start). The Dachs counts whole operating
   * hours, so an hour's run time is 0 or 1 and no hour has a cycle of its own; over a day the
   * counter's rounding is less than an hour.
   */
  cycleMin: number | null;
  /** Mean return temperature over the hours the unit ran (half an hour or more). */
  returnRunningC: number | null;
  outdoorC: number | null;
}

/** What the store answers for a unit: the hours of the window (oldest first) and the latest hours. */
export interface AdviceHistory {
  days: DaySummary[];
  hours: HourBucket[];
}

/** At least this many starts in one hour is an hour of short cycling (issue 45). */
export const shortCycleStarts = 6;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Hours a detector may trust: a counter's rise across a gap in the stored history lands on the first
 * hour after it (docs/adr/0023), so an hour right after a missing one, or one counting more than an
 * hour of running, is no hour's work and is left out.
 */
export function trustedHours(hours: readonly HourBucket[]): HourBucket[] {
  const out: HourBucket[] = [];
  let previous: HourBucket | undefined;
  for (const hour of hours) {
    const afterGap =
      previous !== undefined && (hour.start - previous.start > hourMs || previous.runHours === null);
    previous = hour;
    if (afterGap || hour.runHours === null || hour.runHours > 1.05) continue;
    out.push(hour);
  }
  return out;
}

/** Folds trusted hours into UTC days, oldest first (days without a trusted hour are left out). */
export function foldDays(hours: readonly HourBucket[]): DaySummary[] {
  const byDay = new Map<number, HourBucket[]>();
  for (const hour of trustedHours(hours)) {
    const day = Math.floor(hour.start / dayMs) * dayMs;
    const list = byDay.get(day);
    if (list) list.push(hour);
    else byDay.set(day, [hour]);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([start, list]) => foldDay(start, list));
}

const sumOf = (list: readonly HourBucket[], pick: (h: HourBucket) => number | null): number | null => {
  let sum = 0;
  let any = false;
  for (const hour of list) {
    const value = pick(hour);
    if (value === null) continue;
    sum += value;
    any = true;
  }
  return any ? sum : null;
};

function foldDay(start: number, list: readonly HourBucket[]): DaySummary {
  let peakStarts = 0;
  let hoursAtPeak = 0;
  const returns: number[] = [];
  const outdoors: number[] = [];
  for (const hour of list) {
    const starts = hour.starts ?? 0;
    const run = hour.runHours ?? 0;
    peakStarts = Math.max(peakStarts, starts);
    if (starts >= shortCycleStarts) hoursAtPeak += 1;
    if (run >= 0.5 && hour.returnC !== null) returns.push(hour.returnC);
    if (hour.outdoorC !== null) outdoors.push(hour.outdoorC);
  }
  const starts = sumOf(list, (h) => h.starts) ?? 0;
  const runHours = sumOf(list, (h) => h.runHours) ?? 0;
  return {
    start,
    hoursWithData: list.length,
    starts,
    runHours,
    electricityKWh: sumOf(list, (h) => h.electricityKWh),
    heatKWh: sumOf(list, (h) => h.heatKWh),
    electricityInKWh: sumOf(list, (h) => h.electricityInKWh ?? null),
    peakStarts,
    hoursAtPeak,
    cycleMin: starts > 0 ? (runHours * 60) / starts : null,
    returnRunningC: mean(returns),
    outdoorC: mean(outdoors),
  };
}
