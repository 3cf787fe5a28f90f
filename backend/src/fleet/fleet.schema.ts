import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Energy produced per day (kWh, the CHP units' electrical counters), summed per location and over
 * the whole fleet (place '*'), kept from the daily rollups by FleetEnergy (ADR 0021): the overview
 * reads a few hundred rows here instead of a day's rollup of every unit. A '*' row marks a day as
 * computed (0 when nothing was produced); units without a location count only in '*'.
 */
export const fleetEnergyDays = pgTable(
  'fleet_energy_days',
  {
    /** A location's uuid, or '*' for every unit. */
    place: text('place').notNull(),
    /** Start of the day on the portal's wall clock, as the daily rollups bucket it. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    kWh: doublePrecision('kwh').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.place, table.day] }),
    // A day is computed again as a whole.
    index('fleet_energy_days_day').on(table.day),
    // A partner's thousand locations are summed from the index alone.
    index('fleet_energy_days_covering').on(table.place, table.day, table.kWh),
  ],
);
