import { boolean, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

// The whole fleet's counts, kept by triggers on units in the same transaction as every write
// (migration 0040, docs/adr/0029-fleet-tallies.md): the unit list of those who see every unit
// reads its totals here instead of counting 100,000 index entries per request.

/** Units per controller generation, located or not, and (located) the locations with such a unit. */
export const fleetTallies = pgTable(
  'fleet_tallies',
  {
    msrTyp: integer('msr_typ').notNull(),
    located: boolean('located').notNull(),
    units: integer('units').notNull().default(0),
    /** Locations with at least one unit of the generation; 0 where not located. */
    locations: integer('locations').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.msrTyp, table.located] })],
);

/**
 * Units per location and generation: what tells the triggers when a location gains its first or
 * loses its last unit of a generation. No foreign key: a deleted location's units are moved off it
 * (set null) by the same statement, which the triggers count down here afterwards.
 */
export const locationUnitTallies = pgTable(
  'location_unit_tallies',
  {
    locationUuid: uuid('location_uuid').notNull(),
    msrTyp: integer('msr_typ').notNull(),
    units: integer('units').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationUuid, table.msrTyp] })],
);
