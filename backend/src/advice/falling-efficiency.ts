import type { AdviceFinding, Detector } from './advice-finding.js';
import { evidenceDays, rounded } from './advice-finding.js';
import { type DaySummary, dayMs, median } from './advice-history.js';

/**
 * Falling efficiency: a Dachs runs at its rated power, so the electricity (and heat) its counters
 * gain per operating hour is nearly constant. The last `recentDays` days against the unit's own
 * `baselineDays` ending `gapDays` before them, each as the window's energy over its operating hours (sums, as the
 * counters count whole hours and kWh: a day's ratio is off by up to an hour's worth, a window's
 * by far less); a fall of `dropShare` (8 %) or more is a warning. Each window needs `minRecentHours`
 * / `minBaselineHours` of running. A day that ran without its counter moving, or far below the
 * unit's usual rate, is left out: a stopped counter is the stopped-counter detector's finding, not a
 * worn engine. A unit that takes electricity (a heat pump) is not judged here: its compressor
 * modulates and its heat per hour follows the weather; its efficiency is the COP (falling-cop.ts).
 */
export const fallingEfficiency = {
  recentDays: 14,
  /** Weeks skipped between the two windows: a slow wear would otherwise move the baseline along. */
  gapDays: 28,
  baselineDays: 42,
  dropShare: 0.08,
  minRecentHours: 30,
  minBaselineHours: 80,
  /** Days drawn in the evidence need this many operating hours (fewer round too coarsely). */
  shownMinRunHours: 4,
  /**
   * A day of `shownMinRunHours` or more below this share of the unit's usual rate is a counter that
   * (partly) stood, not an engine that wore: such days count for neither window.
   */
  counterFaultShare: 0.6,
  /**
   * A day whose cycle is shorter than this (a healthy Dachs runs 30 minutes at least) had starts that
   * never reached power: the short-cycling detector's finding, left out here.
   */
  minCycleMin: 20,
} as const;

type Counter = 'electricityKWh' | 'heatKWh';

const perHour = (day: DaySummary, counter: Counter): number | null => {
  const energy = day[counter];
  return energy === null || day.runHours < fallingEfficiency.shownMinRunHours
    ? null
    : rounded(energy / day.runHours);
};

function ratio(
  days: readonly DaySummary[],
  counter: Counter,
  minHours: number,
  usual: number | null,
): number | null {
  let energy = 0;
  let hours = 0;
  for (const day of days) {
    const value = day[counter];
    if (value === null || (value <= 0 && day.runHours > 0)) continue;
    // Judged on days of some running only: a day of one short run may count no operating hour at all.
    if (day.runHours >= 2 && day.cycleMin !== null && day.cycleMin < fallingEfficiency.minCycleMin) continue;
    const rate = perHour(day, counter);
    if (usual !== null && rate !== null && rate < usual * fallingEfficiency.counterFaultShare) continue;
    energy += value;
    hours += day.runHours;
  }
  return hours < minHours ? null : energy / hours;
}

function compare(days: readonly DaySummary[], counter: Counter, end: number) {
  const recentFrom = end - fallingEfficiency.recentDays * dayMs;
  const baselineTo = recentFrom - fallingEfficiency.gapDays * dayMs;
  const baselineFrom = baselineTo - fallingEfficiency.baselineDays * dayMs;
  const window = days.filter((d) => d.start >= baselineFrom);
  const usual = median(window.flatMap((d) => perHour(d, counter) ?? []));
  const now = ratio(
    window.filter((d) => d.start >= recentFrom),
    counter,
    fallingEfficiency.minRecentHours,
    usual,
  );
  const before = ratio(
    window.filter((d) => d.start < baselineTo),
    counter,
    fallingEfficiency.minBaselineHours,
    usual,
  );
  if (now === null || before === null || before <= 0) return null;
  if (now > before * (1 - fallingEfficiency.dropShare)) return null;
  return { now, before, recentFrom };
}

export const detectFallingEfficiency: Detector = ({ days }) => {
  const last = days.at(-1);
  if (!last || days.some((day) => day.electricityInKWh !== null)) return null;
  const end = last.start + dayMs;
  for (const counter of ['electricityKWh', 'heatKWh'] as const) {
    const found = compare(days, counter, end);
    if (!found) continue;
    const finding: AdviceFinding = {
      detector: 'falling-efficiency',
      since: found.recentFrom,
      evidence: {
        detector: 'falling-efficiency',
        unit: 'kWh/h',
        resolution: 'day',
        points: days.slice(-evidenceDays * 2).map((day) => [day.start, perHour(day, counter)]),
        threshold: rounded(found.before * (1 - fallingEfficiency.dropShare)),
        baseline: rounded(found.before),
        figures: {
          heat: counter === 'heatKWh' ? 1 : 0,
          nowPerHour: rounded(found.now),
          beforePerHour: rounded(found.before),
          dropPercent: rounded((1 - found.now / found.before) * 100, 1),
        },
      },
    };
    return finding;
  }
  return null;
};
