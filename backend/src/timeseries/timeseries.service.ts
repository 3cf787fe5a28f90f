import { Inject, Injectable } from '@nestjs/common';
import { type Aggregates, type SeriesHistory, emptyAggregates } from '@portal/unit-sim';
import { HistoryWriter, type RollupColumns } from './history-writer.js';
import { SamplePartitions } from './sample-partitions.js';
import { SeriesIds } from './series-ids.js';
import { type IngestSample, TimeseriesIngest } from './timeseries-ingest.js';
import { type RetentionResult, TimeseriesRetention } from './timeseries-retention.js';
import { type Span, WrittenSpan } from './written-span.js';
import {
  type RollupResolution,
  type RollupRow,
  type SampleRow,
  TimeseriesRepository,
} from './timeseries.repository.js';

export type { IngestSample } from './timeseries-ingest.js';
export type { Span } from './written-span.js';
export type { RollupResolution, RollupRow, SampleRow } from './timeseries.repository.js';

export interface LatestValue {
  value: unknown;
  ts: number;
}

/**
 * Time-series storage, as the other domains use it: raw samples (monthly partitions), 15-minute,
 * hourly and daily rollups kept current on ingest, the latest value of every key, and retention.
 * Ingest (TimeseriesIngest) and retention (TimeseriesRetention) run on their own; this is where
 * they are asked, and where stored series are read.
 */
@Injectable()
export class TimeseriesService {
  constructor(
    @Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository,
    @Inject(TimeseriesIngest) private readonly ingestion: TimeseriesIngest,
    @Inject(TimeseriesRetention) private readonly retention: TimeseriesRetention,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(SeriesIds) private readonly seriesIds: SeriesIds,
    @Inject(SamplePartitions) private readonly partitions: SamplePartitions,
    @Inject(WrittenSpan) private readonly written: WrittenSpan,
  ) {}

  /** See TimeseriesIngest.ingest. */
  ingest(sn: string, samples: readonly IngestSample[]): void {
    this.ingestion.ingest(sn, samples);
  }

  /** See TimeseriesIngest.ingestDurable. */
  ingestDurable(
    sn: string,
    samples: readonly IngestSample[],
    options: { batched?: boolean } = {},
  ): Promise<void> {
    return this.ingestion.ingestDurable(sn, samples, options);
  }

  /** Writes everything accepted so far; rejects (keeping the samples buffered) when a write fails. */
  flush(): Promise<void> {
    return this.ingestion.flush();
  }

  /** See TimeseriesRetention.apply. */
  applyRetention(now = new Date()): Promise<RetentionResult> {
    return this.retention.apply(now);
  }

  /** The last known value of every key of a unit, including values not yet written. */
  async latestValues(sn: string): Promise<Record<string, LatestValue>> {
    const result: Record<string, LatestValue> = {};
    for (const row of await this.repository.latest(sn)) result[row.key] = { value: row.value, ts: row.ts };
    return this.withUnwritten(sn, result);
  }

  /** The last known values of `keys` of many units in one read (a campaign's dry run), by serial. */
  async latestValuesOf(
    sns: readonly string[],
    keys: readonly string[],
  ): Promise<Map<string, Record<string, LatestValue>>> {
    const bySn = new Map<string, Record<string, LatestValue>>(sns.map((sn) => [sn, {}]));
    for (const row of await this.repository.latestOf(sns, keys)) {
      const values = bySn.get(row.sn);
      if (values) values[row.key] = { value: row.value, ts: row.ts };
    }
    for (const [sn, values] of bySn) {
      const all = this.withUnwritten(sn, values);
      bySn.set(sn, Object.fromEntries(keys.flatMap((key) => (all[key] ? [[key, all[key]]] : []))));
    }
    return bySn;
  }

  /** `stored` with the unit's values not yet written where they are newer. */
  private withUnwritten(sn: string, stored: Record<string, LatestValue>): Record<string, LatestValue> {
    for (const keys of this.ingestion.unwrittenLatest(sn)) {
      for (const [key, entry] of keys ?? []) {
        const known = stored[key];
        if (!known || known.ts <= entry.ts) stored[key] = { value: entry.value, ts: entry.ts };
      }
    }
    return stored;
  }

  /**
   * Stores a unit's computed past (the demo world's history): daily, 15-minute and hourly rollups and raw
   * samples, written directly in bulk. The latest values are left to the unit (or its simulator).
   */
  async writeHistory(sn: string, history: readonly SeriesHistory[]): Promise<void> {
    const keys = history.map((s) => s.key);
    const resolved = await this.seriesIds.resolve(
      keys.map(() => sn),
      keys,
    );
    const ids = new Map(keys.map((key, i) => [key, resolved[i]]));
    const idOf = (key: string) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`no series id for ${sn} ${key}`);
      return id;
    };
    await this.history.writeRollups(
      '1d',
      rollupColumns(history, (s) => s.days, idOf),
    );
    await this.history.writeRollups(
      '15m',
      rollupColumns(history, (s) => s.quarterHours, idOf),
    );
    await this.history.foldHours([...new Set(resolved)]);
    for (const s of history) this.written.record(s.days.bucket);
    const samples = { series: [] as number[], ts: [] as number[], value: [] as number[] };
    for (const s of history) {
      samples.series.push(...s.samples.ts.map(() => idOf(s.key)));
      samples.ts.push(...s.samples.ts);
      samples.value.push(...s.samples.value);
    }
    await this.partitions.ensure(samples.ts);
    await this.history.writeSamples(samples.series, samples.ts, samples.value);
  }

  /** The span of sample times written to the rollups since the last call (see WrittenSpan). */
  takeWrittenSpan(): Span | undefined {
    return this.written.take();
  }

  /** Hands back a span taken but not used. */
  restoreWrittenSpan(span: Span): void {
    this.written.restore(span);
  }

  /** Written raw samples of one key with from <= ts < to, oldest first. */
  samples(sn: string, key: string, from: Date, to: Date): Promise<SampleRow[]> {
    return this.repository.samples(sn, key, from, to);
  }

  /**
   * How fast the counter `key` of each unit rose per day since `from`: its rise between its first
   * and last reading divided by the days between them, where at least `minDays` lie between (a
   * counter that went back, a replaced unit, gives none).
   */
  async counterRates(key: string, from: Date, minDays: number): Promise<Map<string, number>> {
    const rates = new Map<string, number>();
    for (const span of await this.repository.counterSpans(key, from)) {
      const days = (Number(span.lastTs) - Number(span.firstTs)) / 86_400_000;
      const rise = Number(span.last) - Number(span.first);
      if (days >= minDays && rise >= 0) rates.set(span.sn, rise / days);
    }
    return rates;
  }

  /** Written rollup buckets of one key starting at from <= bucket < to (UTC-aligned), oldest first. */
  rollups(sn: string, key: string, resolution: RollupResolution, from: Date, to: Date): Promise<RollupRow[]> {
    return this.repository.rollups(resolution, sn, key, from, to);
  }
}

/** The aggregates `pick` takes from each series, as one set of columns. */
function rollupColumns(
  history: readonly SeriesHistory[],
  pick: (s: SeriesHistory) => Aggregates,
  idOf: (key: string) => number,
): RollupColumns {
  const out: RollupColumns = { series: [], ...emptyAggregates() };
  for (const s of history) {
    const a = pick(s);
    const id = idOf(s.key);
    for (const name of Object.keys(a) as (keyof Aggregates)[]) out[name].push(...a[name]);
    out.series.push(...a.bucket.map(() => id));
  }
  return out;
}
