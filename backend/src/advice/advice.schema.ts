import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per advice sweep slot (docs/adr/0024-advice-detectors.md): the instance whose insert
 * makes the row runs the sweep, the others find it there and skip, so several instances sweep once.
 */
export const adviceRuns = pgTable('advice_runs', {
  slot: timestamp('slot', { withTimezone: true }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Units swept and findings, when done (null while running or if the instance died). */
  summary: text('summary'),
});
