import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** express-session rows: sessions survive restarts and are shared by every backend instance. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

/** Failed-login counters of rate-limiter-flexible's drizzle store (its column names are fixed). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
