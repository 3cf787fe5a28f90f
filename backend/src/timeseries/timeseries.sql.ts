import { portalTimeZone } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { tsRollup15m, tsRollup1d } from './timeseries.schema.js';

// SQL pieces every query over the time-series tables shares (ingest, chart reads, bulk history).

export const rollupTables = { '15m': tsRollup15m, '1d': tsRollup1d } as const;

// Both drivers answer raw queries with { rows }; the generic result type does not say so.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Timestamps travel as float8 epoch milliseconds both ways: no driver-specific date parsing. */
export const toTimestamp = (column: SQL) => sql`to_timestamp(${column} / 1000)`;
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Quarter-hour and hour buckets are aligned to UTC midnight (whole hours in Berlin too). */
export const bucketOrigin = sql.raw(`timestamptz '2000-01-01 00:00:00+00'`);
/** Daily buckets are days on the wall clock of the portal's time zone (23 or 25 hours at DST changes). */
export const localZone = sql.raw(`'${portalTimeZone}'`);
