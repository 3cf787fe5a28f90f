import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { SAMPLES_TABLE, monthStart, partitionName } from './timeseries.partitions.js';
import { tsLatest, tsRollup15m, tsRollup1d, tsRollup1h, tsSeries } from './timeseries.schema.js';
import {
  type RollupResolution,
  bucketOrigin,
  epochMs,
  firstValueOf,
  foldRollups,
  hourOf,
  lastValueOf,
  localDayOf,
  numberArray,
  rollupColumns,
  rollupTables,
  rowsOf,
  toTimestamp,
} from './timeseries.sql.js';

export type { RollupResolution } from './timeseries.sql.js';

const bucketWidths: Record<RollupResolution, number> = {
  '15m': 15 * 60_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

export interface SeriesRow {
  id: number;
  sn: string;
  key: string;
}

/** Samples with resolved series ids, in column arrays. */
export interface SeriesSamples {
  series: number[];
  ts: number[];
  value: number[];
}

/** Latest values in column arrays; `json` holds each value as JSON text. */
export interface LatestRows {
  sn: string[];
  key: string[];
  ts: number[];
  json: string[];
}

export interface SampleRow {
  ts: number;
  value: number;
}

export interface RollupRow {
  bucket: number;
  min: number;
  max: number;
  avg: number;
  first: number;
  last: number;
  count: number;
}

/** A counter's first and last reading in a span (ms and value). */
export interface CounterSpan {
  sn: string;
  firstTs: number;
  first: number;
  lastTs: number;
  last: number;
}

export interface LatestRow {
  key: string;
  ts: number;
  value: unknown;
}

/**
 * Merges a batch's aggregate into an existing bucket. Only rows just inserted reach here, so their
 * timestamps never equal the bucket's first or last one.
 */
const mergeRollup = sql.raw(`ON CONFLICT (series, bucket) DO UPDATE SET
  min = least(r.min, excluded.min),
  max = greatest(r.max, excluded.max),
  sum = r.sum + excluded.sum,
  count = r.count + excluded.count,
  first_value = CASE WHEN excluded.first_ts < r.first_ts THEN excluded.first_value ELSE r.first_value END,
  first_ts = least(r.first_ts, excluded.first_ts),
  last_value = CASE WHEN excluded.last_ts > r.last_ts THEN excluded.last_value ELSE r.last_value END,
  last_ts = greatest(r.last_ts, excluded.last_ts)`);

@Injectable()
export class TimeseriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Ids of the given series, creating the missing ones (concurrent instances may race: no error). */
  async resolveSeries(sns: string[], keys: string[]): Promise<SeriesRow[]> {
    const input = sql`unnest(${sql.param(sns)}::text[], ${sql.param(keys)}::text[]) AS input(sn, key)`;
    await this.db.execute(
      sql`INSERT INTO ${tsSeries} (sn, key) SELECT sn, key FROM ${input} ORDER BY sn, key ON CONFLICT DO NOTHING`,
    );
    // A separate statement, so rows another instance committed meanwhile are seen too.
    return rowsOf<SeriesRow>(
      await this.db.execute(
        sql`SELECT s.id, s.sn, s.key FROM ${tsSeries} s JOIN ${input} ON s.sn = input.sn AND s.key = input.key`,
      ),
    );
  }

  async partitions(): Promise<string[]> {
    const rows = rowsOf<{ name: string }>(
      await this.db.execute(sql`SELECT child.relname AS name FROM pg_inherits i
        JOIN pg_class child ON child.oid = i.inhrelid
        JOIN pg_class parent ON parent.oid = i.inhparent
        JOIN pg_namespace ns ON ns.oid = parent.relnamespace
        WHERE parent.relname = ${SAMPLES_TABLE} AND ns.nspname = current_schema()`),
    );
    return rows.map((row) => row.name);
  }

  async createPartition(month: number): Promise<void> {
    const from = monthStart(month).toISOString();
    const to = monthStart(month + 1).toISOString();
    await this.db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS ${partitionName(month)} PARTITION OF ${SAMPLES_TABLE} FOR VALUES FROM ('${from}') TO ('${to}')`,
      ),
    );
  }

  async dropPartition(name: string): Promise<void> {
    await this.db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
  }

  /**
   * Writes one batch in one transaction: the samples and the three rollups in one statement (rollups
   * see only the rows the insert did not skip as duplicates, so archive replays count once), then
   * the latest values, each kept only when not older than the stored one. Answers the number of
   * samples inserted.
   */
  async writeBatch(samples: SeriesSamples, latest: LatestRows): Promise<number> {
    return this.db.transaction(async (tx) => {
      let inserted = 0;
      if (samples.series.length > 0) {
        const [row] = rowsOf<{ inserted: number }>(
          await tx.execute(sql`WITH input AS (
            SELECT series, ${toTimestamp(sql`t`)} AS ts, value
            FROM unnest(${numberArray(samples.series)}::int[], ${numberArray(samples.ts)}::float8[], ${numberArray(samples.value)}::float8[]) AS u(series, t, value)
          ), inserted AS (
            INSERT INTO ${sql.identifier(SAMPLES_TABLE)} (series, ts, value) SELECT series, ts, value FROM input
            ON CONFLICT DO NOTHING RETURNING series, ts, value
          ), q AS (
            SELECT series, date_bin('15 minutes', ts, ${bucketOrigin}) AS bucket, min(value) AS min, max(value) AS max,
              sum(value) AS sum, count(*)::int AS count,
              min(ts) AS first_ts, ${firstValueOf(sql`ts`, sql`value`)} AS first_value,
              max(ts) AS last_ts, ${lastValueOf(sql`ts`, sql`value`)} AS last_value
            FROM inserted GROUP BY 1, 2
          ), q_merged AS (
            INSERT INTO ${tsRollup15m} AS r (${rollupColumns}) SELECT ${rollupColumns} FROM q ORDER BY series, bucket
            ${mergeRollup}
          ), h AS (${foldRollups(sql`q`, hourOf(sql`bucket`))}
          ), h_merged AS (
            INSERT INTO ${tsRollup1h} AS r (${rollupColumns}) SELECT ${rollupColumns} FROM h ORDER BY series, bucket
            ${mergeRollup}
          ), d AS (${foldRollups(sql`q`, localDayOf(sql`bucket`))}
          ), d_merged AS (
            INSERT INTO ${tsRollup1d} AS r (${rollupColumns}) SELECT ${rollupColumns} FROM d ORDER BY series, bucket
            ${mergeRollup}
          )
          SELECT count(*)::int AS inserted FROM inserted`),
        );
        inserted = row?.inserted ?? 0;
      }
      if (latest.sn.length > 0) {
        await tx.execute(sql`INSERT INTO ${tsLatest} AS l (sn, key, ts, value)
          SELECT sn, key, ${toTimestamp(sql`t`)}, value
          FROM unnest(${sql.param(latest.sn)}::text[], ${sql.param(latest.key)}::text[], ${numberArray(latest.ts)}::float8[], ${sql.param(latest.json)}::jsonb[]) AS u(sn, key, t, value)
          ORDER BY sn, key
          ON CONFLICT (sn, key) DO UPDATE SET ts = excluded.ts, value = excluded.value WHERE excluded.ts >= l.ts`);
      }
      return inserted;
    });
  }

  async latest(sn: string): Promise<LatestRow[]> {
    return rowsOf<LatestRow>(
      await this.db.execute(
        sql`SELECT key, ${epochMs(sql`ts`)} AS ts, value FROM ${tsLatest} WHERE sn = ${sn}`,
      ),
    );
  }

  /** The latest values of `keys` of the units `sns`. */
  async latestOf(sns: readonly string[], keys: readonly string[]): Promise<(LatestRow & { sn: string })[]> {
    return rowsOf<LatestRow & { sn: string }>(
      await this.db.execute(sql`SELECT sn, key, ${epochMs(sql`ts`)} AS ts, value FROM ${tsLatest}
        WHERE sn = any(${sql.param([...sns])}::text[]) AND key = any(${sql.param([...keys])}::text[])`),
    );
  }

  /** Raw samples with from <= ts < to, oldest first. */
  async samples(sn: string, key: string, from: Date, to: Date): Promise<SampleRow[]> {
    return rowsOf<SampleRow>(
      await this.db.execute(sql`SELECT ${epochMs(sql`s.ts`)} AS ts, s.value
        FROM ${sql.identifier(SAMPLES_TABLE)} s
        WHERE s.series = (SELECT id FROM ${tsSeries} WHERE sn = ${sn} AND key = ${key})
          AND s.ts >= ${from.toISOString()}::timestamptz AND s.ts < ${to.toISOString()}::timestamptz
        ORDER BY s.ts`),
    );
  }

  /** Buckets starting at from <= bucket < to, oldest first. */
  async rollups(
    resolution: RollupResolution,
    sn: string,
    key: string,
    from: Date,
    to: Date,
  ): Promise<RollupRow[]> {
    return rowsOf<RollupRow>(
      await this.db
        .execute(sql`SELECT ${epochMs(sql`r.bucket`)} AS bucket, r.min, r.max, r.sum / r.count AS avg,
          r.first_value AS first, r.last_value AS last, r.count
        FROM ${rollupTables[resolution]} r
        WHERE r.series = (SELECT id FROM ${tsSeries} WHERE sn = ${sn} AND key = ${key})
          AND r.bucket >= ${from.toISOString()}::timestamptz AND r.bucket < ${to.toISOString()}::timestamptz
        ORDER BY r.bucket`),
    );
  }

  /**
   * Per unit with a series of `key`: its first and last value (and their times) in the daily buckets
   * from `from` on. Two reads through each series' primary key.
   */
  async counterSpans(key: string, from: Date): Promise<CounterSpan[]> {
    const since = sql`${from.toISOString()}::timestamptz`;
    return rowsOf<CounterSpan>(
      await this.db.execute(sql`SELECT s.sn, ${epochMs(sql`f.first_ts`)} AS "firstTs", f.first_value AS first,
          ${epochMs(sql`l.last_ts`)} AS "lastTs", l.last_value AS last
        FROM ${tsSeries} s
        CROSS JOIN LATERAL (SELECT first_ts, first_value FROM ${tsRollup1d}
          WHERE series = s.id AND bucket >= ${since} ORDER BY bucket LIMIT 1) f
        CROSS JOIN LATERAL (SELECT last_ts, last_value FROM ${tsRollup1d}
          WHERE series = s.id AND bucket >= ${since} ORDER BY bucket DESC LIMIT 1) l
        WHERE s.key = ${key}`),
    );
  }

  /** Deletes buckets that end at or before `cutoff` (a local day taken as 24 h); answers how many. */
  async deleteRollupsBefore(resolution: RollupResolution, cutoff: Date): Promise<number> {
    const lastStart = new Date(cutoff.getTime() - bucketWidths[resolution]);
    const rows = rowsOf<{ n: number }>(
      await this.db.execute(sql`WITH deleted AS (
          DELETE FROM ${rollupTables[resolution]} WHERE bucket <= ${lastStart.toISOString()}::timestamptz RETURNING 1
        ) SELECT count(*)::int AS n FROM deleted`),
    );
    return rows[0]?.n ?? 0;
  }
}
