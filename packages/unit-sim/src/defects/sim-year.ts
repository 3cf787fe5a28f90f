import type { Random } from '../util/random.js';
import type { SimHour } from './hourly-history.js';

// What the Dachs' and the heat pump's hourly histories with defects share: the season's weather,
// which defect acts when, offline gaps, and counters reported as their registers hold them.

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** Mean outdoor temperature of a day of the year (°C): about 0 in January, 18 in July. */
export const seasonC = (ms: number) => {
  const dayOfYear = (ms % (365.25 * dayMs)) / dayMs;
  return 9 - 9 * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365.25);
};

/** The injected defect of this kind acting at `t`, if any. */
export const activeDefect = <D extends { kind: string; onset: number; until?: number | undefined }>(
  defects: readonly D[],
  kind: D['kind'],
  t: number,
): D | undefined => defects.find((d) => d.kind === kind && t >= d.onset && t < (d.until ?? Infinity));

/**
 * A simulated span's course, drawn in this order from `rng`: when a harmless change comes (with
 * `benignChange`; Infinity else) and which of three it is, and the offline gaps.
 */
export function spanCourse(
  rng: Random,
  options: { from: number; hours: number; benignChange?: boolean | undefined; gaps?: number | undefined },
) {
  const end = options.from + options.hours * hourMs;
  const changeAt = options.benignChange ? rng.between(options.from, end) : Infinity;
  const changeKind = rng.int(0, 2);
  return { changeAt, changeKind, gaps: offlineGaps(rng, options.from, end, options.gaps) };
}

/** 0–4 (or `count`) offline spells of 2–72 hours between `from` and `end`, whole hours. */
export function offlineGaps(rng: Random, from: number, end: number, count?: number): [number, number][] {
  const gaps: [number, number][] = [];
  for (let i = 0, n = count ?? rng.int(0, 4); i < n; i += 1) {
    const start = Math.floor(rng.between(from, end) / hourMs) * hourMs;
    gaps.push([start, start + rng.int(2, 72) * hourMs]);
  }
  return gaps;
}

/** An hour the unit was offline: nothing stored; its counters catch up in the hour after. */
export const offlineHour = (gaps: readonly [number, number][], start: number): SimHour | undefined =>
  gaps.some(([a, b]) => start >= a && start < b)
    ? {
        start,
        starts: null,
        runHours: null,
        electricityKWh: null,
        heatKWh: null,
        electricityInKWh: null,
        returnC: null,
        outdoorC: null,
      }
    : undefined;

/**
 * Counters kept as floats, reported hour by hour as their registers hold them: whole counts (scale 1)
 * or tenths (scale 10), each hour the rise since the last report.
 */
export function counterRegisters<K extends string>(total: Record<K, number>) {
  const reported = Object.fromEntries(Object.keys(total).map((key) => [key, 0])) as Record<K, number>;
  const step = (key: K, scale = 1): number => {
    const now = Math.floor(total[key] * scale + 1e-9);
    const delta = now - reported[key];
    reported[key] = now;
    return delta / scale;
  };
  return { reported, step };
}
