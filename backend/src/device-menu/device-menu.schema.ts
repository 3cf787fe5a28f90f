import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth.schema.js';

/**
 * An installer's service level on one unit (ADR 0014): per browser session and unit, so any
 * instance sees it; it goes with the session row, like session_units.
 */
export const deviceServiceLevels = pgTable(
  'device_service_levels',
  {
    sid: text('sid')
      .notNull()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    sn: text('sn').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sid, table.sn] })],
);

/** Wrong service codes, rate-limiter-flexible's drizzle store (its column names are fixed). */
export const serviceCodeThrottle = pgTable('service_code_throttle', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
