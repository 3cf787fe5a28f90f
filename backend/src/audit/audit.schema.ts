import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, kept even when the acting account is deleted (so logins are copied, not referenced). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    ts: timestamp('ts', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    sn: text('sn'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_sn_idx').on(table.sn, table.ts)],
);
