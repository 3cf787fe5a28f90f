import type { AdviceFinding, Detector } from './advice-finding.js';
import { evidenceDays, rounded } from './advice-finding.js';
import { type DaySummary, dayMs, mean } from './advice-history.js';

/**
 * Falling COP (a heat pump): heat made over electricity taken. The COP follows the weather (a colder
 * source and a warmer flow lower it), so the last `recentDays` days are set against what the unit's
 * own `baselineDays` ending `gapDays` before them made at the same outdoor temperatures: a line
 * `cop = a + b · outdoor` fitted to the baseline days (`b` held to [0, `maxSlope`] per K, 0 when
 * their outdoor temperatures spread less than `minSpreadK`). Days more than `maxBeyondK` colder
 * than the baseline saw are not judged (the line would promise too much there); warmer days are,
 * with the line held at `maxBeyondK` above the warmest baseline day (promising too little only
 * hides a loss, it never invents one). Only heating days count, on both sides (a daily mean of
 * `heatingDayMaxC` or less): on warmer days hot water (made at a warmer flow, so at a lower COP)
 * weighs more and more, and a day's COP follows its share instead of the weather. The recent days' heat over the electricity the line predicts for that heat is their COP
 * against the expected one; `dropShare` (10 %) or more below it warns. Days that took under
 * `minDayKWh` are left out (a day of hot water only, counters in 0.1 kWh), and days whose COP lies
 * outside [`minCop`, `maxCop`] are a counter's, not the refrigerant circuit's, finding; days whose
 * cycle is under `minCycleMin` (of 2 h running or more) are the short-cycling detector's (tripping
 * starts cost COP too).
 */
export const fallingCop = {
  recentDays: 14,
  gapDays: 28,
  baselineDays: 42,
  dropShare: 0.1,
  minDayKWh: 3,
  minRecentDays: 7,
  minBaselineDays: 14,
  minSpreadK: 3,
  maxSlope: 0.2,
  maxBeyondK: 2,
  minCop: 1,
  maxCop: 8,
  /** A compressor runs 10 minutes at least: days of shorter cycles had starts that tripped. */
  minCycleMin: 8,
  heatingDayMaxC: 12,
} as const;

interface Line {
  at0: number;
  slope: number;
  minC: number;
  maxC: number;
}

/** A day's COP and outdoor temperature, where the day says enough. */
function copOf(day: DaySummary): { cop: number; outdoorC: number; heat: number } | null {
  const taken = day.electricityInKWh;
  if (taken === null || day.heatKWh === null || day.outdoorC === null || taken < fallingCop.minDayKWh)
    return null;
  if (day.outdoorC > fallingCop.heatingDayMaxC) return null;
  if (day.runHours >= 2 && day.cycleMin !== null && day.cycleMin < fallingCop.minCycleMin) return null;
  const cop = day.heatKWh / taken;
  return cop < fallingCop.minCop || cop > fallingCop.maxCop
    ? null
    : { cop, outdoorC: day.outdoorC, heat: day.heatKWh };
}

function fit(days: readonly DaySummary[]): Line | null {
  const points = days.flatMap((day) => copOf(day) ?? []);
  if (points.length < fallingCop.minBaselineDays) return null;
  const temperatures = points.map((p) => p.outdoorC);
  const minC = Math.min(...temperatures);
  const maxC = Math.max(...temperatures);
  const meanCop = mean(points.map((p) => p.cop))!;
  if (maxC - minC < fallingCop.minSpreadK) return { at0: meanCop, slope: 0, minC, maxC };
  const meanC = mean(temperatures)!;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.outdoorC - meanC) * (p.cop - meanCop);
    sxx += (p.outdoorC - meanC) ** 2;
  }
  const slope = Math.min(fallingCop.maxSlope, Math.max(0, sxy / sxx));
  return { at0: meanCop - slope * meanC, slope, minC, maxC };
}

const expected = (line: Line, outdoorC: number) =>
  line.at0 + line.slope * Math.min(outdoorC, line.maxC + fallingCop.maxBeyondK);

export const detectFallingCop: Detector = ({ days }) => {
  const last = days.at(-1);
  if (!last) return null;
  const recentFrom = last.start + dayMs - fallingCop.recentDays * dayMs;
  const baselineTo = recentFrom - fallingCop.gapDays * dayMs;
  const baselineFrom = baselineTo - fallingCop.baselineDays * dayMs;
  const line = fit(days.filter((d) => d.start >= baselineFrom && d.start < baselineTo));
  if (!line) return null;
  const judged = days
    .filter((d) => d.start >= recentFrom)
    .flatMap((d) => copOf(d) ?? [])
    .filter((p) => p.outdoorC >= line.minC - fallingCop.maxBeyondK);
  if (judged.length < fallingCop.minRecentDays) return null;
  const heat = judged.reduce((sum, p) => sum + p.heat, 0);
  const taken = judged.reduce((sum, p) => sum + p.heat / p.cop, 0);
  const expectedTaken = judged.reduce((sum, p) => sum + p.heat / expected(line, p.outdoorC), 0);
  if (taken <= 0 || expectedTaken <= 0) return null;
  const now = heat / taken;
  const before = heat / expectedTaken;
  if (now > before * (1 - fallingCop.dropShare)) return null;
  const shown = days.slice(-evidenceDays * 2);
  const finding: AdviceFinding = {
    detector: 'falling-cop',
    since: recentFrom,
    evidence: {
      detector: 'falling-cop',
      unit: 'COP',
      resolution: 'day',
      points: shown.map((day) => {
        const seen = copOf(day);
        return [day.start, seen === null ? null : rounded(seen.cop)];
      }),
      // The line for this fortnight's weather: what the unit made at these temperatures before.
      threshold: rounded(before * (1 - fallingCop.dropShare)),
      baseline: rounded(before),
      figures: {
        nowCop: rounded(now),
        beforeCop: rounded(before),
        dropPercent: rounded((1 - now / before) * 100, 1),
        outdoorC: rounded(mean(judged.map((p) => p.outdoorC))!, 1),
      },
    },
  };
  return finding;
};
