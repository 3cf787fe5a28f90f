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

/** One series' buckets (start, ms) and values, in time order: few rows out of the database driver. */
export interface SeriesBuckets {
  series: number;
  buckets: number[];
  values: number[];
}

/** Folds (series, b, v) rows into one row of arrays per series. */
const perSeries = (
  rows: SQL,
) => sql`SELECT series, array_agg(b ORDER BY b) AS buckets, array_agg(v ORDER BY b) AS "values"
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

  async seriesIds(sn: string, keys: readonly string[]): Promise<SeriesKey[]> {
    return rowsOf<SeriesKey>(
      await this.db.execute(
        sql`SELECT id, key FROM ${tsSeries} WHERE sn = ${sn} AND key = ANY(${sql.param([...keys])}::text[])`,
      ),
    );
  }

  /**
   * Raw samples per series in about [from, to): counted from the rollups of the given resolution,
   * whole buckets at the edges (days read a long window in few rows).
   */
  async sampleCounts(
    series: readonly number[],
    bucketing: '15m' | '1d',
    from: number,
    to: number,
  ): Promise<Map<number, number>> {
    const rows = rowsOf<{ series: number; n: number }>(
      await this.db.execute(sql`SELECT r.series, sum(r.count)::float8 AS n FROM ${sources[bucketing]} r
        WHERE r.series = ANY(${ids(series)}) AND r.bucket >= ${at(from)} AND r.bucket < ${at(to)}
        GROUP BY 1`),
    );
    return new Map(rows.map((row) => [row.series, row.n]));
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
   * Mean (signals) or last value (states) per target bucket starting in [from, to). Quarter hours,
   * hours and days are the stored rows themselves; months are aggregated from days.
   */
  async stats(
    series: readonly number[],
    bucketing: HistoryBucketing,
    aggregate: 'mean' | 'last',
    from: number,
    to: number,
  ): Promise<SeriesBuckets[]> {
    const where = sql`r.series = ANY(${ids(series)}) AND r.bucket >= ${at(from)} AND r.bucket < ${at(to)}`;
    const stored = bucketing !== '1M';
    const value = stored
      ? sql.raw(aggregate === 'mean' ? 'r.sum / r.count' : 'r.last_value')
      : sql.raw(
          aggregate === 'mean'
            ? 'sum(r.sum) / sum(r.count)'
            : '(array_agg(r.last_value ORDER BY r.last_ts DESC))[1]',
        );
    const rows = sql`SELECT r.series, ${epochMs(targetOf(bucketing))} AS b, ${value} AS v
      FROM ${sources[bucketing]} r WHERE ${where} ${stored ? sql`` : sql`GROUP BY 1, 2`}`;
    return rowsOf<SeriesBuckets>(await this.db.execute(perSeries(rows)));
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
   * Spans in [from, to) longer than minGapMs between consecutive stored buckets of one series
   * (quarter hours for fine resolutions, days for coarse ones).
   */
  async gaps(
    series: number,
    bucketing: HistoryBucketing,
    from: number,
    to: number,
    minGapMs: number,
  ): Promise<{ from: number; to: number }[]> {
    const fine = bucketing === '15m' || bucketing === '1h';
    const width = fine ? '15 minutes' : '1 day';
    return rowsOf<{ from: number; to: number }>(
      await this.db
        .execute(sql`SELECT ${epochMs(sql`prev + ${width}::interval`)} AS "from", ${epochMs(sql`bucket`)} AS "to"
        FROM (
          SELECT r.bucket, lag(r.bucket) OVER (ORDER BY r.bucket) AS prev FROM ${fine ? tsRollup15m : tsRollup1d} r
          WHERE r.series = ${series} AND r.bucket >= ${at(from)} AND r.bucket < ${at(to)}
        ) b
        WHERE prev IS NOT NULL AND bucket - (prev + ${width}::interval) > ${`${minGapMs / 1000} seconds`}::interval
        ORDER BY bucket`),
    );
  }
}
