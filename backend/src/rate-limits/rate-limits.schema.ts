import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Call budgets when the portal runs on a PostgreSQL server without Redis: one row per caller and
 * window, in rate-limiter-flexible's shape (key, points, expire), so every instance counts the same
 * calls. Expired rows are deleted by the limiter an hour after they ran out.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
