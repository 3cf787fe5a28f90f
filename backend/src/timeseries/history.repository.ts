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
  /** Raw samples in the window asked for (from the rollups), when one was. */
  samples?: number | null;
}

export interface BucketValue {
  series: number;
  /** Bucket start, ms. */
  bucket: number;
  value: number;
}

/** One series' buckets (start, ms) and values, in time order: few rows out of the database driver. */
export interface SeriesBuckets {
  series: number;
  buckets: number[];
  values: number[];
  /** Smallest and largest sample per bucket, when asked for. */
  mins?: number[];
  maxs?: number[];
}

/** Folds (series, b, v[, lo, hi]) rows into one row of arrays per series. */
const perSeries = (rows: SQL, withRange = false) => sql`SELECT series, array_agg(b ORDER BY b) AS buckets,
    array_agg(v ORDER BY b) AS "values"
    ${withRange ? sql`, array_agg(lo ORDER BY b) AS mins, array_agg(hi ORDER BY b) AS maxs` : sql``}
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

  /**
   * The series of a unit's keys; with `counted`, each with its raw samples in about [from, to):
   * counted from the rollups of the given resolution, whole buckets at the edges (days read a long
   * window in few rows). One query, as every chart asks both.
   */
  async seriesIds(
    sn: string,
    keys: readonly string[],
    counted?: { bucketing: '15m' | '1d'; from: number; to: number },
  ): Promise<SeriesKey[]> {
    const samples = counted
      ? sql`, (SELECT sum(r.count)::float8 FROM ${sources[counted.bucketing]} r
          WHERE r.series = s.id AND r.bucket >= ${at(counted.from)} AND r.bucket < ${at(counted.to)}) AS samples`
      : sql``;
    return rowsOf<SeriesKey>(
      await this.db.execute(
        sql`SELECT s.id, s.key ${samples} FROM ${tsSeries} s
          WHERE s.sn = ${sn} AND s.key = ANY(${sql.param([...keys])}::text[])`,
      ),
    );
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
   * bucket's smallest and largest sample when `withRange`. Quarter hours, hours and days are the
   * stored rows themselves; months are aggregated from days.
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
    const value = sql.raw(aggregate === 'mean' ? 'r.sum / r.count' : 'r.last_value');
    const extremes = withRange
      ? sql`, array_agg(r.min ORDER BY r.bucket) AS mins, array_agg(r.max ORDER BY r.bucket) AS maxs`
      : sql``;
    if (bucketing === '15m' || bucketing === '1h')
      return this.evenStats(series, bucketing, value, range, withRange ? extremes : undefined);
    if (bucketing === '1d') {
      // Stored buckets, each series on its own (LATERAL): its rows are adjacent in the index.
      return rowsOf<SeriesBuckets>(
        await this.db.execute(sql`SELECT wanted.id AS series, x.*
          FROM unnest(${ids(series)}) AS wanted(id) CROSS JOIN LATERAL (
            SELECT array_agg(${epochMs(sql`r.bucket`)} ORDER BY r.bucket) AS buckets,
              array_agg(${value} ORDER BY r.bucket) AS "values" ${extremes}
            FROM ${sources[bucketing]} r WHERE r.series = wanted.id AND ${range}
          ) x
          WHERE x.buckets IS NOT NULL`),
      );
    }
    const monthValue = sql.raw(
      aggregate === 'mean'
        ? 'sum(r.sum) / sum(r.count)'
        : '(array_agg(r.last_value ORDER BY r.last_ts DESC))[1]',
    );
    const rows = sql`SELECT r.series, ${epochMs(targetOf(bucketing))} AS b, ${monthValue} AS v,
        min(r.min) AS lo, max(r.max) AS hi
      FROM ${sources[bucketing]} r WHERE r.series = ANY(${ids(series)}) AND ${range} GROUP BY 1, 2`;
    return rowsOf<SeriesBuckets>(await this.db.execute(perSeries(rows, withRange)));
  }

  /**
   * stats for buckets of one width: a series without a missing bucket comes as its first bucket and
   * its values, and only a series with holes has its bucket times read (computing them for every
   * bucket costs a third of the read). Answers the same rows as the other resolutions.
   */
  private async evenStats(
    series: readonly number[],
    bucketing: '15m' | '1h',
    value: SQL,
    range: SQL,
    extremes: SQL | undefined,
  ): Promise<SeriesBuckets[]> {
    const width = bucketing === '15m' ? 900_000 : 3_600_000;
    const rows = rowsOf<Omit<SeriesBuckets, 'buckets'> & { first: number; buckets: number[] | null }>(
      await this.db
        .execute(sql`SELECT wanted.id AS series, x.first, x."values" ${extremes ? sql`, x.mins, x.maxs` : sql``},
          CASE WHEN x.n = (x.last - x.first) / ${width} + 1 THEN NULL ELSE (
            SELECT array_agg(${epochMs(sql`r.bucket`)} ORDER BY r.bucket) FROM ${sources[bucketing]} r
            WHERE r.series = wanted.id AND ${range}
          ) END AS buckets
        FROM unnest(${ids(series)}) AS wanted(id) CROSS JOIN LATERAL (
          SELECT count(*)::int AS n, ${epochMs(sql`min(r.bucket)`)} AS first, ${epochMs(sql`max(r.bucket)`)} AS last,
            array_agg(${value} ORDER BY r.bucket) AS "values" ${extremes ?? sql``}
          FROM ${sources[bucketing]} r WHERE r.series = wanted.id AND ${range}
        ) x
        WHERE x.n > 0`),
    );
    return rows.map(({ first, buckets, ...row }) => ({
      ...row,
      buckets: buckets ?? row.values.map((_, i) => first + i * width),
    }));
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
  ): Promise<SeriesBuckets[]> {
    const source = sources[bucketing];
    const target = targetOf(bucketing);
    return rowsOf<SeriesBuckets>(
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
  }

  /**
   * Spans longer than minGapMs without a sample of one series, from its last sample before to its
   * first after, read from the rollups of the given resolution in [from, to): the stored first and
   * last sample times make any resolution exact at bucket edges (days see only gaps across midnight).
   */
  async gaps(
    series: number,
    bucketing: HistoryBucketing,
    from: number,
    to: number,
    minGapMs: number,
  ): Promise<{ from: number; to: number }[]> {
    return rowsOf<{ from: number; to: number }>(
      await this.db.execute(sql`SELECT ${epochMs(sql`prev_last`)} AS "from", ${epochMs(sql`first_ts`)} AS "to"
        FROM (
          SELECT r.first_ts, lag(r.last_ts) OVER (ORDER BY r.bucket) AS prev_last FROM ${sources[bucketing]} r
          WHERE r.series = ${series} AND r.bucket >= ${at(from)} AND r.bucket < ${at(to)}
        ) b
        WHERE first_ts - prev_last > ${`${minGapMs / 1000} seconds`}::interval
        ORDER BY first_ts`),
    );
  }
}
