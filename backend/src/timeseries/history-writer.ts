import { Inject, Injectable } from '@nestjs/common';
import { type Aggregates } from '@portal/unit-sim';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { SAMPLES_TABLE } from './timeseries.partitions.js';
import { tsRollup15m, tsRollup1h } from './timeseries.schema.js';
import { foldRollups, hourOf, rollupColumns, rollupTables, toTimestamp } from './timeseries.sql.js';

// Bulk writes of computed history (the demo world's past): rollups and raw samples straight into
// their tables in a few large statements, bypassing the ingest buffer. Rows that exist already are
// kept, so writing the same history twice changes nothing.

export type HistoryResolution = '15m' | '1d';

/** Aggregates of several series in column arrays, `series` naming the series id of each row. */
export interface RollupColumns extends Aggregates {
  series: number[];
}

const column = (name: string) => sql.raw(name);

@Injectable()
export class HistoryWriter {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async writeRollups(resolution: HistoryResolution, rows: RollupColumns): Promise<void> {
    if (rows.series.length === 0) return;
    const floats = (values: number[]) => sql`${sql.param(values)}::float8[]`;
    await this.db.execute(sql`INSERT INTO ${rollupTables[resolution]}
        (series, bucket, min, max, sum, count, first_ts, first_value, last_ts, last_value)
      SELECT series, ${toTimestamp(column('bucket'))}, min, max, sum, count, ${toTimestamp(column('first_ts'))}, first_value,
        ${toTimestamp(column('last_ts'))}, last_value
      FROM unnest(${sql.param(rows.series)}::int[], ${floats(rows.bucket)}, ${floats(rows.min)},
        ${floats(rows.max)}, ${floats(rows.sum)}, ${sql.param(rows.count)}::int[], ${floats(rows.firstTs)},
        ${floats(rows.firstValue)}, ${floats(rows.lastTs)}, ${floats(rows.lastValue)})
        AS u(series, bucket, min, max, sum, count, first_ts, first_value, last_ts, last_value)
      ON CONFLICT DO NOTHING`);
  }

  /** Hours of the given series from their quarter hours (computed history has no hours of its own). */
  async foldHours(series: number[]): Promise<void> {
    if (series.length === 0) return;
    const mine = sql`series = ANY(${sql.param(series)}::int[])`;
    await this.db.execute(sql`INSERT INTO ${tsRollup1h} (${rollupColumns})
      ${foldRollups(sql`${tsRollup15m}`, hourOf(sql`bucket`), mine)} ORDER BY 1, 2
      ON CONFLICT DO NOTHING`);
  }

  /** Raw samples; their monthly partitions must exist. */
  async writeSamples(series: number[], ts: number[], value: number[]): Promise<void> {
    if (series.length === 0) return;
    await this.db.execute(sql`INSERT INTO ${sql.identifier(SAMPLES_TABLE)} (series, ts, value)
      SELECT series, ${toTimestamp(column('t'))}, value
      FROM unnest(${sql.param(series)}::int[], ${sql.param(ts)}::float8[], ${sql.param(value)}::float8[]) AS u(series, t, value)
      ON CONFLICT DO NOTHING`);
  }
}
