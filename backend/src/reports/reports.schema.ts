import type { ReportSettings } from '@portal/contracts';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from '../units/units.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Who gets a unit's monthly report (issue 45, docs/adr/0025-balance-reports.md): one row per unit,
 * the contracts' object as jsonb, read back through its schema.
 */
export const reportSettings = pgTable('report_settings', {
  sn: text('sn')
    .primaryKey()
    .references(() => units.seriennummer, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ReportSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The monthly mailing of one unit's report for one month (YYYY-MM): the primary key makes it one
 * row whatever the number of instances. An instance claims it (claimedAt) before it builds the PDF;
 * a claim older than the lease is taken over (the instance died); sentAt closes it.
 */
export const reportSends = pgTable(
  'report_sends',
  {
    sn: text('sn')
      .notNull()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many mails were queued (0: nobody to send to). */
    recipients: integer('recipients'),
  },
  (table) => [primaryKey({ columns: [table.sn, table.month] })],
);
