import type { AdviceFinding, Detector } from './advice-finding.js';
import { rounded } from './advice-finding.js';
import { type DaySummary, dayMs, mean } from './advice-history.js';

/**
 * Rising return temperature: the unit's daily mean return temperature while running, against what
 * its own earlier weeks predict for the day's outdoor temperature. A heating curve makes returns
 * warmer below the heating limit (15 °C) and flat above it, so the prediction is
 * `a + b · max(0, 15 − outdoor)` fitted to the baseline days, `b` held to [0, 1] K per K (0 when
 * the baseline's heating degrees spread less than 3 K: nothing to fit). Days more than
 * `maxBeyondK` colder than anything the baseline saw are not judged (autumn alone must not warn).
 * The last `recentDays` days lie `riseK` (5 K) or more above the prediction on average, and the
 * excess still grows over the last `trendDays`.
 */
export const risingReturn = {
  recentDays: 7,
  trendDays: 21,
  baselineDays: 35,
  riseK: 5,
  heatingLimitC: 15,
  maxBeyondK: 3,
  minRecentDays: 4,
  minBaselineDays: 14,
  minSpreadK: 3,
  shownDays: 56,
} as const;

interface Line {
  at0: number;
  slope: number;
  /** The largest heating degree the baseline saw. */
  maxDegree: number;
}

const degreeOf = (outdoorC: number | null) =>
  outdoorC === null ? null : Math.max(0, risingReturn.heatingLimitC - outdoorC);

function fit(days: readonly DaySummary[]): Line | null {
  const points = days.flatMap((d) => {
    const degree = degreeOf(d.outdoorC);
    return d.returnRunningC === null || degree === null ? [] : [[degree, d.returnRunningC] as const];
  });
  if (points.length < risingReturn.minBaselineDays) return null;
  const degrees = points.map(([x]) => x);
  const meanReturn = mean(points.map(([, r]) => r))!;
  const maxDegree = Math.max(...degrees);
  if (maxDegree - Math.min(...degrees) < risingReturn.minSpreadK)
    return { at0: meanReturn, slope: 0, maxDegree };
  const meanDegree = mean(degrees)!;
  let sxy = 0;
  let sxx = 0;
  for (const [x, r] of points) {
    sxy += (x - meanDegree) * (r - meanReturn);
    sxx += (x - meanDegree) ** 2;
  }
  const slope = Math.min(1, Math.max(0, sxy / sxx));
  return { at0: meanReturn - slope * meanDegree, slope, maxDegree };
}

const predicted = (line: Line, degree: number) => line.at0 + line.slope * degree;

/** Least-squares slope of values over their day index (K per day). */
function trend(values: readonly [number, number][]): number {
  if (values.length < 3) return 0;
  const mx = mean(values.map(([x]) => x))!;
  const my = mean(values.map(([, y]) => y))!;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of values) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

export const detectRisingReturn: Detector = ({ days }) => {
  const last = days.at(-1);
  if (!last) return null;
  const end = last.start + dayMs;
  const recentFrom = end - risingReturn.recentDays * dayMs;
  const trendFrom = end - risingReturn.trendDays * dayMs;
  const baselineFrom = trendFrom - risingReturn.baselineDays * dayMs;
  const line = fit(days.filter((d) => d.start >= baselineFrom && d.start < trendFrom));
  if (!line) return null;
  const excess = (d: DaySummary) => {
    const degree = degreeOf(d.outdoorC);
    if (d.returnRunningC === null || degree === null || degree > line.maxDegree + risingReturn.maxBeyondK)
      return null;
    return d.returnRunningC - predicted(line, degree);
  };
  const recent = days.filter((d) => d.start >= recentFrom).flatMap((d) => excess(d) ?? []);
  if (recent.length < risingReturn.minRecentDays) return null;
  const rise = mean(recent)!;
  if (rise < risingReturn.riseK) return null;
  const growing = trend(
    days
      .filter((d) => d.start >= trendFrom)
      .flatMap((d) => {
        const e = excess(d);
        return e === null ? [] : [[(d.start - trendFrom) / dayMs, e] as [number, number]];
      }),
  );
  if (growing <= 0) return null;
  const outdoorNow = mean(days.filter((d) => d.start >= recentFrom).flatMap((d) => d.outdoorC ?? []));
  const baseline = predicted(line, degreeOf(outdoorNow) ?? 0);
  const finding: AdviceFinding = {
    detector: 'rising-return',
    since: trendFrom,
    evidence: {
      detector: 'rising-return',
      unit: '°C',
      resolution: 'day',
      points: days
        .slice(-risingReturn.shownDays)
        .map((d) => [d.start, d.returnRunningC === null ? null : rounded(d.returnRunningC, 1)]),
      threshold: rounded(baseline + risingReturn.riseK, 1),
      baseline: rounded(baseline, 1),
      figures: { riseK: rounded(rise, 1), perWeekK: rounded(growing * 7, 1) },
    },
  };
  return finding;
};
