import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { SAMPLES_TABLE } from './timeseries.partitions.js';
import { tsRollup15m, tsRollup1d, tsRollup1h, tsSeries } from './timeseries.schema.js';
import { epochMs, localZone, rowsOf } from './timeseries.sql.js';

/** Buckets history is read in: quarter hours, hours and days as stored, months from the daily rollups. */
export type HistoryBucketing = '15m' | '1h' | '1d' | '1M';

export interface SeriesKey {
  id: number;
  key: string;
}

export interface BucketValue {
  series: number;
  /** Bucket start, ms. */
  bucket: number;
  value: number;
}

/** One series' buckets and values, in time order: few rows out of the database driver. */
export interface SeriesBuckets {
  series: number;
  /** The first bucket's start, ms. */
  first: number;
  /**
   * Each value's bucket start (ms); null when the series misses no bucket between its first and
   * last, so its values fill consecutive buckets from `first` (computing the times of every bucket
   * costs a third of a read).
   */
  buckets: number[] | null;
  values: number[];
  /** Smallest and largest sample per bucket, when asked for. */
  mins?: number[];
  maxs?: number[];
  /** Raw samples the buckets hold (stats only). */
  samples?: number;
  /**
   * The longest gap between samples of consecutive buckets could be (stats of quarter hours and
   * hours): with no missing bucket, the series has no longer gap.
   */
  slack?: number;
}

/** Buckets that always name their times (months and increments are folded per bucket anyway). */
export type DatedSeriesBuckets = SeriesBuckets & { buckets: number[] };

/**
 * Arrays of numbers leave the database as comma-separated text: array output and parsing it took
 * as long as reading the rows (a month of hours for ten series: 6 instead of 4 ms).
 */
const listed = (values: SQL) => sql`array_to_string(${values}, ',')`;
const numbers = (list: string): number[] => (list === '' ? [] : list.split(',').map(Number));

/** SeriesBuckets as the queries answer them, arrays listed. */
interface ListedSeriesBuckets {
  series: number;
  first: number;
  buckets: string | null;
  values: string;
  mins?: string;
  maxs?: string;
  samples?: number;
  slack?: number;
}

function parsed({ buckets, values, mins, maxs, ...row }: ListedSeriesBuckets): SeriesBuckets {
  return {
    ...row,
    buckets: buckets === null ? null : numbers(buckets),
    values: numbers(values),
    ...(mins !== undefined && maxs !== undefined ? { mins: numbers(mins), maxs: numbers(maxs) } : {}),
  };
}

/** Folds (series, b, v[, lo, hi, c]) rows into one row of listed arrays per series. */
const perSeries = (rows: SQL, options: { withRange?: boolean; counted?: boolean } = {}) =>
  sql`SELECT series, min(b) AS first, ${listed(sql`array_agg(b ORDER BY b)`)} AS buckets,
    ${listed(sql`array_agg(v ORDER BY b)`)} AS "values"
    ${options.withRange ? sql`, ${listed(sql`array_agg(lo ORDER BY b)`)} AS mins, ${listed(sql`array_agg(hi ORDER BY b)`)} AS maxs` : sql``}
    ${options.counted ? sql`, sum(c)::float8 AS samples` : sql``}
  FROM (${rows}) t GROUP BY series`;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const ids = (series: readonly number[]) => sql`${sql.param([...series])}::int[]`;

const sources = { '15m': tsRollup15m, '1h': tsRollup1h, '1d': tsRollup1d, '1M': tsRollup1d } as const;

/** The target bucket a source rollup row falls into (only months are not stored as such). */
const targetOf = (bucketing: HistoryBucketing): SQL =>
  bucketing === '1M' ? sql`date_trunc('month', r.bucket, ${localZone})` : sql.raw('r.bucket');

/** Read queries over the time-series tables for charts: aggregated in the database, few rows out. */
@Injectable()
export class HistoryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The series of a unit's keys (keys never stored have none). */
  async seriesIds(sn: string, keys: readonly string[]): Promise<SeriesKey[]> {
    return rowsOf<SeriesKey>(
      await this.db.execute(
        sql`SELECT s.id, s.key FROM ${tsSeries} s WHERE s.sn = ${sn} AND s.key = ANY(${sql.param([...keys])}::text[])`,
      ),
    );
  }

  /** Units with an hourly rollup of any of `keys` from `since` on (the units reporting now). */
  async serialsWithHoursSince(keys: readonly string[], since: number): Promise<string[]> {
    const rows = rowsOf<{ sn: string }>(
      await this.db.execute(sql`SELECT DISTINCT s.sn FROM ${tsSeries} s
        WHERE s.key = ANY(${sql.param([...keys])}::text[])
          AND EXISTS (SELECT 1 FROM ${tsRollup1h} r WHERE r.series = s.id AND r.bucket >= ${at(since)})
        ORDER BY s.sn`),
    );
    return rows.map((row) => row.sn);
  }

  async samples(series: readonly number[], from: number, to: number): Promise<BucketValue[]> {
    return rowsOf<BucketValue>(
      await this.db.execute(sql`SELECT s.series, ${epochMs(sql`s.ts`)} AS bucket, s.value
        FROM ${sql.identifier(SAMPLES_TABLE)} s
        WHERE s.series = ANY(${ids(series)}) AND s.ts >= ${at(from)} AND s.ts < ${at(to)}
        ORDER BY s.ts`),
    );
  }

  /**
   * Mean (signals) or last value (states) per target bucket starting in [from, to), with each
   * bucket's smallest and largest sample when `withRange`, and the raw samples they hold. Quarter
   * hours, hours and days are the stored rows themselves; months are aggregated from days.
   */
  async stats(
    series: readonly number[],
    bucketing: HistoryBucketing,
    aggregate: 'mean' | 'last',
    from: number,
    to: number,
    withRange = false,
  ): Promise<SeriesBuckets[]> {
    const range = sql`r.bucket >= ${at(from)} AND r.bucket < ${at(to)}`;
    if (bucketing !== '1M') {
      const value = sql.raw(aggregate === 'mean' ? 'r.sum / r.count' : 'r.last_value');
      return this.storedStats(series, bucketing, value, range, withRange);
    }
    const monthValue = sql.raw(
      aggregate === 'mean'
        ? 'sum(r.sum) / sum(r.count)'
        : '(array_agg(r.last_value ORDER BY r.last_ts DESC))[1]',
    );
    const rows = sql`SELECT r.series, ${epochMs(targetOf(bucketing))} AS b, ${monthValue} AS v,
        min(r.min) AS lo, max(r.max) AS hi, sum(r.count) AS c
      FROM ${sources[bucketing]} r WHERE r.series = ANY(${ids(series)}) AND ${range} GROUP BY 1, 2`;
    return rowsOf<ListedSeriesBuckets>(
      await this.db.execute(perSeries(rows, { withRange, counted: true })),
    ).map(parsed);
  }

  /**
   * stats of stored rows, each series on its own (LATERAL: its rows are adjacent in the index); a
   * series has its bucket times read only when it misses buckets.
   */
  private async storedStats(
    series: readonly number[],
    bucketing: Exclude<HistoryBucketing, '1M'>,
    value: SQL,
    range: SQL,
    withRange: boolean,
  ): Promise<SeriesBuckets[]> {
    const extremes = withRange
      ? sql`, ${listed(sql`array_agg(r.min ORDER BY r.bucket)`)} AS mins, ${listed(sql`array_agg(r.max ORDER BY r.bucket)`)} AS maxs`
      : sql``;
    // Buckets from the first to the last one: days on the wall clock, which has 23- and 25-hour days.
    const span =
      bucketing === '1d'
        ? sql`(x.last AT TIME ZONE ${localZone})::date - (x.first AT TIME ZONE ${localZone})::date + 1`
        : sql`extract(epoch FROM x.last - x.first)::int / ${bucketing === '15m' ? 900 : 3600} + 1`;
    // The sample-free time at the start of any bucket plus that at the end of any: between buckets
    // that follow each other no gap is longer (days have no fixed end, so none for them).
    const slack =
      bucketing === '1d'
        ? sql``
        : sql`, ${epochMs(sql`max(r.first_ts - r.bucket) + max(r.bucket - r.last_ts)`)} + ${bucketing === '15m' ? 900_000 : 3_600_000} AS slack`;
    return rowsOf<ListedSeriesBuckets>(
      await this.db.execute(sql`SELECT wanted.id AS series, ${epochMs(sql`x.first`)} AS first, x."values",
          x.samples ${bucketing === '1d' ? sql`` : sql`, x.slack`} ${withRange ? sql`, x.mins, x.maxs` : sql``},
          CASE WHEN x.n = ${span} THEN NULL ELSE (
            SELECT ${listed(sql`array_agg(${epochMs(sql`r.bucket`)} ORDER BY r.bucket)`)} FROM ${sources[bucketing]} r
            WHERE r.series = wanted.id AND ${range}
          ) END AS buckets
        FROM unnest(${ids(series)}) AS wanted(id) CROSS JOIN LATERAL (
          SELECT count(*)::int AS n, min(r.bucket) AS first, max(r.bucket) AS last,
            sum(r.count)::float8 AS samples, ${listed(sql`array_agg(${value} ORDER BY r.bucket)`)} AS "values"
            ${slack} ${extremes}
          FROM ${sources[bucketing]} r WHERE r.series = wanted.id AND ${range}
        ) x
        WHERE x.n > 0`),
    ).map(parsed);
  }

  /**
   * Counter increments per target bucket starting in [from, to), right across counter resets:
   * within a source bucket last − first (or last when the counter went back), plus between buckets
   * first − the previous bucket's last (or first when it went back). The previous bucket may lie
   * before the window, so the row before it is read too.
   */
  async increments(
    series: readonly number[],
    bucketing: HistoryBucketing,
    from: number,
    to: number,
  ): Promise<DatedSeriesBuckets[]> {
    const source = sources[bucketing];
    const target = targetOf(bucketing);
    const rows = rowsOf<ListedSeriesBuckets>(
      await this.db.execute(sql`WITH src AS (
          SELECT r.series, r.bucket, r.first_value, r.last_value FROM ${source} r
          WHERE r.series = ANY(${ids(series)}) AND r.bucket >= ${at(from)} AND r.bucket < ${at(to)}
          UNION ALL
          SELECT p.series, p.bucket, p.first_value, p.last_value
          FROM unnest(${ids(series)}) AS wanted(id) CROSS JOIN LATERAL (
            SELECT q.series, q.bucket, q.first_value, q.last_value FROM ${source} q
            WHERE q.series = wanted.id AND q.bucket < ${at(from)} ORDER BY q.bucket DESC LIMIT 1
          ) p
        ), steps AS (
          SELECT series, bucket,
            CASE WHEN last_value >= first_value THEN last_value - first_value ELSE last_value END
            + CASE
                WHEN lag(last_value) OVER w IS NULL THEN 0
                WHEN first_value >= lag(last_value) OVER w THEN first_value - lag(last_value) OVER w
                ELSE first_value
              END AS step
          FROM src WINDOW w AS (PARTITION BY series ORDER BY bucket)
        )
        ${perSeries(sql`SELECT r.series, ${epochMs(target)} AS b, sum(r.step) AS v
          FROM steps r WHERE r.bucket >= ${at(from)} GROUP BY 1, 2`)}`),
    );
    return rows.map(parsed).map((row) => ({ ...row, buckets: row.buckets ?? [] }));
  }

  /**
   * Spans longer than minGapMs without a sample of one series, from its last sample before to its
   * first after, within [from, to): the stored first and last sample times make any resolution exact
   * at bucket edges (days see only gaps across midnight). The buckets just before and after the
   * window are read too, so a span across the window's edge (a night offline seen on either day)
   * shows, cut to the window.
   */
  async gaps(
    series: number,
    bucketing: HistoryBucketing,
    from: number,
    to: number,
    minGapMs: number,
  ): Promise<{ from: number; to: number }[]> {
    const source = sources[bucketing];
    return rowsOf<{ from: number; to: number }>(
      await this.db.execute(sql`SELECT ${epochMs(sql`greatest(prev_last, ${at(from)})`)} AS "from",
          ${epochMs(sql`least(first_ts, ${at(to)})`)} AS "to"
        FROM (
          SELECT r.first_ts, lag(r.last_ts) OVER (ORDER BY r.bucket) AS prev_last FROM (
            (SELECT q.bucket, q.first_ts, q.last_ts FROM ${source} q
              WHERE q.series = ${series} AND q.bucket < ${at(from)} ORDER BY q.bucket DESC LIMIT 1)
            UNION ALL
            SELECT q.bucket, q.first_ts, q.last_ts FROM ${source} q
              WHERE q.series = ${series} AND q.bucket >= ${at(from)} AND q.bucket < ${at(to)}
            UNION ALL
            (SELECT q.bucket, q.first_ts, q.last_ts FROM ${source} q
              WHERE q.series = ${series} AND q.bucket >= ${at(to)} ORDER BY q.bucket LIMIT 1)
          ) r
        ) b
        WHERE first_ts - prev_last > ${`${minGapMs / 1000} seconds`}::interval
          AND first_ts > ${at(from)} AND prev_last < ${at(to)}
        ORDER BY first_ts`),
    );
  }
}
