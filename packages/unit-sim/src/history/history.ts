import {
  type ProductGroup,
  boardAttributes,
  findDataPoint,
  findKind,
  numericValue,
} from '@portal/unit-catalog';
import { liveModelStart, warmUpStepSeconds } from '../model/live-model.js';
import { type SiteOptions } from '../model/site.js';
import { UnitModel } from '../model/unit-model.js';
import { germanDayStart } from '../util/clock.js';
import { Random } from '../util/random.js';
import { type Aggregates, addToBucket, emptyAggregates, shiftAggregates } from './aggregates.js';

// A unit's past, computed by fast-forwarding its own model (same seed, same weather by season and
// hour) over months: per chart field the German-day and 15-minute aggregates and the raw samples of
// the last days. Counters (chart columns aggregated as 'delta') are shifted so their last values are
// what a live model of the same unit starts with at `to`: the live simulation continues the history
// without a jump, and energy stays the integral of power (one constant per counter). The day of `to`
// is the live model's own run since the day's start (live-model.ts): today's chart, the unit's run
// grid and its counters tell one story (issue 40, 26).

export const quarterHourMs = 15 * 60_000;

export interface HistoryOptions {
  sn: string;
  productGroup: ProductGroup;
  /** The model seed the live simulator uses for this unit. */
  seed: number;
  commissionedAt?: number;
  /** Start and end (ms); history starts on the quarter hour at or after `from` (or commissioning). */
  from: number;
  to: number;
  /** 15-minute aggregates from here on (ms); days cover the whole history. */
  quarterHoursFrom: number;
  /** Raw samples from here on (ms), complete (no offline gaps). */
  rawFrom: number;
  /** Model step before `quarterHoursFrom`, seconds (a multiple of 60): days need no finer. Default 1800. */
  dayStepSeconds?: number;
  /** Model step from `quarterHoursFrom` to `rawFrom`, seconds (a multiple of 60). Default 900. */
  stepSeconds?: number;
  /** Model step and sample interval from `rawFrom` on, seconds (a multiple of 60). Default 300. */
  rawStepSeconds?: number;
  /** Offline gaps of some hours before `rawFrom`. Default 3. */
  gaps?: number;
  /** A grid connection's site (see UnitModelOptions.site). */
  site?: SiteOptions;
}

export interface SeriesHistory {
  key: string;
  /** German calendar days (bucket = the day's start in UTC ms). */
  days: Aggregates;
  quarterHours: Aggregates;
  /** Raw samples from `rawFrom` on. */
  samples: { ts: number[]; value: number[] };
}

const modelStepSeconds = 60;
const hourMs = 3_600_000;

/** The board that copies the counters on 31 December: they stand still all year. */
const yearEndBoard = 'BD3112';

/**
 * The fields a unit's history keeps, and which of them are counters: what the kind's charts show,
 * and every running counter (the balance and the advice read energy, hours and starts that no chart
 * shows, such as a heat pump's).
 */
export function historyFields(productGroup: ProductGroup): { keys: string[]; counters: Set<string> } {
  const kind = findKind(productGroup);
  if (!kind) throw new Error(`unknown product group ${productGroup}`);
  const columns = kind.charts.flatMap((chart) => chart.columns);
  const running = boardAttributes(kind)
    .filter((board) => board.name !== yearEndBoard)
    .flatMap((board) =>
      board.attributes
        .filter((name) => findDataPoint(kind, board.name, name)?.obdClass === 'Counter')
        .map((name) => `${board.name}.${name}`),
    );
  return {
    keys: [...new Set([...columns.map((c) => c.field), ...running])],
    counters: new Set([...columns.filter((c) => c.aggregate === 'delta').map((c) => c.field), ...running]),
  };
}

/**
 * Seeded offline windows of 2..12 hours between `from` and `until`; the first after `recentFrom`
 * where there is room, so the quarter-hour charts of the last weeks show one (days before them are
 * kept as whole days, where a gap of hours does not show).
 */
function offlineGaps(
  rng: Random,
  count: number,
  from: number,
  until: number,
  recentFrom: number,
): [number, number][] {
  const gaps: [number, number][] = [];
  for (let i = 0; i < count && until - from > 12 * hourMs; i += 1) {
    const earliest = i === 0 && until - recentFrom > 12 * hourMs ? Math.max(from, recentFrom) : from;
    const start = rng.between(earliest, until - 12 * hourMs);
    gaps.push([start, start + rng.between(2, 12) * hourMs]);
  }
  return gaps;
}

/** Start of the German day of `ms`, remembering the current day so most samples cost nothing. */
function dayBuckets(): (ms: number) => number {
  let start = -Infinity;
  let end = -Infinity;
  return (ms) => {
    if (ms < start || ms >= end) {
      start = germanDayStart(ms);
      // 36 h after a day's start always lies in the next day (days last 23..25 h).
      end = germanDayStart(start + 36 * hourMs);
    }
    return start;
  };
}

export function generateHistory(options: HistoryOptions): SeriesHistory[] {
  const { keys, counters } = historyFields(options.productGroup);
  const dayStepSeconds = options.dayStepSeconds ?? 1800;
  const stepSeconds = options.stepSeconds ?? 900;
  const rawStepSeconds = options.rawStepSeconds ?? 300;
  const start =
    Math.ceil(Math.max(options.from, options.commissionedAt ?? -Infinity) / quarterHourMs) * quarterHourMs;
  const rawFrom = Math.max(start, Math.floor(options.rawFrom / quarterHourMs) * quarterHourMs);
  const modelOptions = {
    sn: options.sn,
    productGroup: options.productGroup,
    seed: options.seed,
    commissionedAt: options.commissionedAt,
    stepSeconds: modelStepSeconds,
    site: options.site,
  };
  const model = new UnitModel({ ...modelOptions, startTime: start });
  // Today as the live unit lived it: from here on the live model's run replaces the long one.
  const todayStart = liveModelStart(options.to, options.commissionedAt);
  const longUntil = Math.max(start, todayStart);
  const gaps = offlineGaps(
    new Random(options.seed).fork('history gaps'),
    options.gaps ?? 3,
    start,
    rawFrom,
    options.quarterHoursFrom,
  );
  const series: SeriesHistory[] = keys.map((key) => ({
    key,
    days: emptyAggregates(),
    quarterHours: emptyAggregates(),
    samples: { ts: [], value: [] },
  }));
  const dayOf = dayBuckets();
  const record = (from: UnitModel, raw: boolean) => {
    const t = from.time;
    if (!raw && gaps.some(([a, b]) => t >= a && t < b)) return;
    const values = from.values(keys);
    const day = dayOf(t);
    const quarterHour = Math.floor(t / quarterHourMs) * quarterHourMs;
    for (const s of series) {
      const value = numericValue(values[s.key]);
      if (value === undefined) continue;
      addToBucket(s.days, day, t, value);
      if (t >= options.quarterHoursFrom) addToBucket(s.quarterHours, quarterHour, t, value);
      if (raw) {
        s.samples.ts.push(t);
        s.samples.value.push(value);
      }
    }
  };
  const run = (until: number, seconds: number, raw: boolean) => {
    while (model.time + seconds * 1000 <= until) {
      model.fastForward(model.time + seconds * 1000, seconds);
      record(model, raw);
    }
  };
  run(Math.min(rawFrom, options.quarterHoursFrom, longUntil), dayStepSeconds, false);
  run(Math.min(rawFrom, longUntil), stepSeconds, false);
  run(longUntil, rawStepSeconds, true);
  const today = new UnitModel({ ...modelOptions, startTime: todayStart });
  continueCounters(series, counters, today.values(keys));
  while (today.time + warmUpStepSeconds * 1000 <= options.to) {
    today.fastForward(today.time + warmUpStepSeconds * 1000, warmUpStepSeconds);
    if (today.time > longUntil && (today.time - todayStart) % (rawStepSeconds * 1000) === 0)
      record(today, true);
  }
  return series;
}

/** Shifts each counter so its last value is where `next` starts: one constant per counter. */
function continueCounters(
  series: SeriesHistory[],
  counters: ReadonlySet<string>,
  next: Record<string, unknown>,
): void {
  for (const s of series) {
    const last = s.days.lastValue.at(-1);
    const target = numericValue(next[s.key]);
    if (!counters.has(s.key) || last === undefined || target === undefined) continue;
    const offset = target - last;
    shiftAggregates(s.days, offset);
    shiftAggregates(s.quarterHours, offset);
    s.samples.value = s.samples.value.map((v) => Math.max(0, v + offset));
  }
}
