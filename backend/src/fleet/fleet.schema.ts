import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * When each user last opened the fleet overview (issue 44): 'new since my last visit' counts from
 * the visit before the current one, so a reload does not wipe what the user has not looked at yet.
 */
export const fleetVisits = pgTable('fleet_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The visit the current figures compare with. */
  previousAt: timestamp('previous_at', { withTimezone: true }),
  /** The latest visit. */
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
