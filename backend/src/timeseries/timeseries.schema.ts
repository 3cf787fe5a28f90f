import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// The raw samples table `ts_samples (series, ts, value)` is partitioned by month on ts, which drizzle
// cannot express: it lives in a hand-written migration and is queried with sql templates.

/** One row per numeric data point of a unit, so sample and rollup rows carry a small integer. */
export const tsSeries = pgTable(
  'ts_series',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull(),
    key: text('key').notNull(),
  },
  (table) => [unique('ts_series_sn_key_unique').on(table.sn, table.key)],
);

/** The last known value of every key of a unit (any JSON), shown when a unit is offline. */
export const tsLatest = pgTable(
  'ts_latest',
  {
    sn: text('sn').notNull(),
    key: text('key').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    value: jsonb('value'),
  },
  (table) => [primaryKey({ columns: [table.sn, table.key] })],
);

/**
 * Rollup columns shared by both resolutions. No foreign key to ts_series: every batch upserts
 * thousands of rows and series are never deleted. first and last keep their timestamps so batches
 * arriving out of order merge correctly (daily energy = last - first of a counter).
 */
const rollupColumns = {
  series: integer('series').notNull(),
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  min: doublePrecision('min').notNull(),
  max: doublePrecision('max').notNull(),
  sum: doublePrecision('sum').notNull(),
  count: integer('count').notNull(),
  firstTs: timestamp('first_ts', { withTimezone: true }).notNull(),
  firstValue: doublePrecision('first_value').notNull(),
  lastTs: timestamp('last_ts', { withTimezone: true }).notNull(),
  lastValue: doublePrecision('last_value').notNull(),
};

// BRIN on bucket: rows arrive roughly in time order, and retention deletes by bucket alone.
export const tsRollup15m = pgTable('ts_rollup_15m', rollupColumns, (table) => [
  primaryKey({ columns: [table.series, table.bucket] }),
  index('ts_rollup_15m_bucket_brin').using('brin', table.bucket),
]);

// Hours are stored too: a month of a chart in hours then reads ~750 rows per series, not ~3,000.
export const tsRollup1h = pgTable('ts_rollup_1h', rollupColumns, (table) => [
  primaryKey({ columns: [table.series, table.bucket] }),
  index('ts_rollup_1h_bucket_brin').using('brin', table.bucket),
]);

export const tsRollup1d = pgTable('ts_rollup_1d', rollupColumns, (table) => [
  primaryKey({ columns: [table.series, table.bucket] }),
  index('ts_rollup_1d_bucket_brin').using('brin', table.bucket),
]);
