import type { AdviceFinding, Detector } from './advice-finding.js';
import { type DaySummary, shortCycleStarts } from './advice-history.js';
import { rounded } from './advice-finding.js';

/**
 * Short cycling (issue 45): a day with at least one hour of `shortCycleStarts` (6) starts or more and
 * a cycle (minutes run per start over the day; the counter's whole hours give no cycle per hour, so
 * the day's mean stands in for the median) of 15 minutes or less, three days running. A healthy
 * Dachs runs at least 30 minutes and stands at least 15 (at most 1.3 starts an hour); six starts in
 * an hour are starts that abort, or a controller that no longer keeps its minimum times. A heat
 * pump's compressor counts its starts and whole hours the same way; makers allow it about three
 * starts an hour and runs of 6..10 minutes at least, so the same limits hold for it.
 */
export const shortCycling = {
  startsPerHour: shortCycleStarts,
  cycleMin: 15,
  daysRunning: 3,
  /**
   * The warning holds while such a run ended within the last `holdDays` usable days: a mild day
   * between cold ones does not end it and open it again.
   */
  holdDays: 7,
  /** A day with fewer hours of data says too little (neither counts nor breaks the run). */
  minHoursWithData: 12,
  shownDays: 14,
} as const;

const qualifies = (day: DaySummary) =>
  day.hoursAtPeak >= 1 && day.cycleMin !== null && day.cycleMin <= shortCycling.cycleMin;

export const detectShortCycling: Detector = ({ days }) => {
  const usable = days.filter((day) => day.hoursWithData >= shortCycling.minHoursWithData);
  // The latest run of qualifying days of at least `daysRunning` that ended within `holdDays`.
  let found: { first: number; last: number } | undefined;
  let runEnd = -1;
  for (let i = usable.length - 1; i >= 0; i -= 1) {
    if (!qualifies(usable[i]!)) {
      if (found) break;
      runEnd = -1;
      continue;
    }
    if (runEnd < 0) {
      if (i < usable.length - shortCycling.holdDays) break;
      runEnd = i;
    }
    if (runEnd - i + 1 >= shortCycling.daysRunning) found = { first: i, last: runEnd };
  }
  if (!found) return null;
  const run = found.last - found.first + 1;
  const first = usable[found.first]!;
  const last = usable[found.last]!;
  const shown = days.slice(-shortCycling.shownDays);
  const finding: AdviceFinding = {
    detector: 'short-cycling',
    since: first.start,
    evidence: {
      detector: 'short-cycling',
      unit: 'starts/h',
      resolution: 'day',
      points: shown.map((day) => [day.start, day.hoursWithData > 0 ? day.peakStarts : null]),
      threshold: shortCycling.startsPerHour,
      baseline: null,
      figures: {
        days: run,
        peakStarts: last.peakStarts,
        cycleMin: rounded(last.cycleMin ?? 0, 1),
        startsPerDay: last.starts,
        // A unit that takes electricity is a heat pump: its texts name the compressor.
        ...(days.some((day) => day.electricityInKWh !== null) ? { heatPump: 1 } : {}),
      },
    },
  };
  return finding;
};
