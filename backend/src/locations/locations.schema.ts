import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocationInfo } from '../units/location-view.js';
import { partners, users } from '../users/users.schema.js';

export const locations = pgTable(
  'locations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    vorname: text('vorname').notNull().default(''),
    nachname: text('nachname').notNull().default(''),
    email: text('email').notNull().default(''),
    telefonnummer: text('telefonnummer').notNull().default(''),
    strasse: text('strasse').notNull().default(''),
    hausnummer: text('hausnummer').notNull().default(''),
    plz: text('plz').notNull().default(''),
    ort: text('ort').notNull().default(''),
    locationVirtual: boolean('location_virtual').notNull().default(false),
    locationInfo: jsonb('location_info').$type<LocationInfo>().notNull().default({}),
    /** Who created it: operators may edit the locations they created even while they hold no unit there. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Fuzzy search of the unit list (pg_trgm) over the location's name and address in one expression
    // (no fastupdate: see units_seriennummer_trgm).
    index('locations_search_trgm')
      .using(
        'gin',
        sql`(${table.name} || ' ' || ${table.strasse} || ' ' || ${table.hausnummer} || ' ' || ${table.plz} || ' ' || ${table.ort}) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    // The unit list pages in this order: an index walk finds the first page without sorting all units.
    index('locations_name_idx').on(table.name, table.uuid),
    // An operator's own locations, listed in location mode even without units.
    index('locations_created_by_idx').on(table.createdBy),
  ],
);

/** Partners see the units of the locations they look after. */
export const locationPartners = pgTable(
  'location_partners',
  {
    locationUuid: uuid('location_uuid')
      .notNull()
      .references(() => locations.uuid, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.locationUuid, table.partnerId] }),
    // A partner's locations are looked up on every unit list call (spec 6 scope).
    index('location_partners_partner_idx').on(table.partnerId),
  ],
);
