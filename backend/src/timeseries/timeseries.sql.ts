import { portalTimeZone } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { tsRollup15m, tsRollup1d, tsRollup1h } from './timeseries.schema.js';

// SQL pieces every query over the time-series tables shares (ingest, chart reads, bulk history).

export const rollupTables = { '15m': tsRollup15m, '1h': tsRollup1h, '1d': tsRollup1d } as const;
export type RollupResolution = keyof typeof rollupTables;

// Both drivers answer raw queries with { rows }; the generic result type does not say so.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * An array of numbers as one PostgreSQL array literal (`{1,2.5,-3e+300}`), to be cast (`::float8[]`,
 * `::int[]`): node-postgres quotes and escapes every element of an array parameter, some 3× the
 * time of a join, on the event loop, for a 100,000-row write (issue 46). JavaScript's shortest
 * round-trip text reads back as the same float8; NaN and ±Infinity are PostgreSQL's spellings too.
 */
export const numberArray = (values: readonly number[]): string => `{${values.join(',')}}`;

/** Timestamps travel as float8 epoch milliseconds both ways: no driver-specific date parsing. */
export const toTimestamp = (column: SQL) => sql`to_timestamp(${column} / 1000)`;
// date_part, not extract: extract answers numeric, whose arithmetic and output cost twice the
// time of a chart's whole read on PGlite.
export const epochMs = (column: SQL) => sql`(date_part('epoch', ${column}) * 1000)`;

/** Quarter-hour and hour buckets are aligned to UTC midnight (whole hours in Berlin too). */
export const bucketOrigin = sql.raw(`timestamptz '2000-01-01 00:00:00+00'`);
/** Daily buckets are days on the wall clock of the portal's time zone (23 or 25 hours at DST changes). */
export const localZone = sql.raw(`'${portalTimeZone}'`);

/** The rollup column list, in the order every insert into a rollup table names them. */
export const rollupColumns = sql.raw(
  'series, bucket, min, max, sum, count, first_ts, first_value, last_ts, last_value',
);

/**
 * The value at the earliest (first) or latest (last) time of a group: the second element of the
 * smallest or largest [epoch seconds, value] pair. `array_agg(value ORDER BY ts)` sorted every
 * group on its own, a sixth of a write's time when each series of it has one sample (issue 46).
 * The times of a group are distinct (a series' samples by its key, its buckets by their span), so
 * the value never decides; epoch seconds as float8 keep microseconds apart.
 */
export const firstValueOf = (ts: SQL, value: SQL) =>
  sql`(min(ARRAY[date_part('epoch', ${ts}), ${value}]))[2]`;
export const lastValueOf = (ts: SQL, value: SQL) => sql`(max(ARRAY[date_part('epoch', ${ts}), ${value}]))[2]`;

/**
 * Folds rollup rows of `source` (a table or CTE with the rollup columns) into coarser buckets:
 * `bucket` maps a source bucket to its target bucket. Answers the rollup columns.
 */
export const foldRollups = (source: SQL, bucket: SQL, where: SQL = sql`TRUE`) => sql`SELECT series,
    ${bucket} AS bucket, min(min) AS min, max(max) AS max, sum(sum) AS sum, sum(count)::int AS count,
    min(first_ts) AS first_ts, ${firstValueOf(sql`first_ts`, sql`first_value`)} AS first_value,
    max(last_ts) AS last_ts, ${lastValueOf(sql`last_ts`, sql`last_value`)} AS last_value
  FROM ${source} WHERE ${where} GROUP BY 1, 2`;

/** The hour a quarter-hour bucket belongs to, and the local day. */
export const hourOf = (bucket: SQL) => sql`date_bin('1 hour', ${bucket}, ${bucketOrigin})`;
export const localDayOf = (bucket: SQL) => sql`date_trunc('day', ${bucket}, ${localZone})`;
