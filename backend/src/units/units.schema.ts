import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from '../locations/locations.schema.js';
import { users } from '../users/users.schema.js';

/** Consent keys: DACHSWEB, FERNZUGRIFF_{BRAND}, FERNZUGRIFF_PARTNER. */
export type ZustimmungMap = Record<string, boolean>;

export const units = pgTable(
  'units',
  {
    seriennummer: text('seriennummer').primaryKey(),
    /** The portal's number of the unit (spec 3 Unit.id); the serial stays the key. */
    id: integer('id').generatedByDefaultAsIdentity().unique(),
    /** 3 = connectable (current generation) controller. */
    msrTyp: integer('msr_typ').notNull(),
    hasVertrag: boolean('has_vertrag').notNull().default(true),
    module: text('module').notNull().default(''),
    benennung: text('benennung').notNull().default(''),
    artikelNummer: text('artikel_nummer').notNull().default(''),
    productGroup: text('product_group').notNull(),
    locationUuid: uuid('location_uuid').references(() => locations.uuid, { onDelete: 'set null' }),
    inbetriebnahmeDatum: date('inbetriebnahme_datum'),
    modernisierungDatum: date('modernisierung_datum'),
    ausserbetriebnahmeDatum: date('ausserbetriebnahme_datum'),
    external: boolean('external').notNull().default(false),
    infoMap: jsonb('info_map').$type<Record<string, string>>().notNull().default({}),
    zustimmungMap: jsonb('zustimmung_map').$type<ZustimmungMap>().notNull().default({}),
    /** Password of an old (MSR2-era) unit, hashed; operators prove ownership with it when migrating. */
    legacyPasswordHash: text('legacy_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the unit's glance asks attention for, as an index into unitAttention (fault, locked,
     * maintenance or none; never offline): kept by the device gateway with unit_glance, so 'needs
     * attention first' reads it from the unit's row (docs/adr/0026-stored-attention.md).
     */
    glanceAttention: smallint('glance_attention').notNull().default(4),
    /**
     * From when the unit counts as offline for 'needs attention first': offline since plus
     * attentionOfflineMs; null while online; the epoch while never heard of. Kept by the device
     * gateway with unit_presence (docs/adr/0026-stored-attention.md).
     */
    offlineFrom: timestamp('offline_from', { withTimezone: true }).default(sql`'epoch'`),
  },
  (table) => [
    // Fuzzy search of the unit list (pg_trgm): serial and name. No fastupdate: its pending list is
    // merged only by VACUUM (never run by embedded PGlite) or on a 4 MB overflow, and every search
    // scans it meanwhile: 0.5-1.5 s at 100k units in pnpm bench:units.
    index('units_seriennummer_trgm')
      .using('gin', sql`${table.seriennummer} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('units_benennung_trgm')
      .using('gin', sql`${table.benennung} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('units_location_idx').on(table.locationUuid),
    // The list's count for those who see every unit (GEN2 filter and the units without a location),
    // read from this index alone once the table is vacuumed: 8 instead of 18 ms at 100,000 on PGlite.
    index('units_msr_location_idx').on(table.msrTyp, table.locationUuid),
    // The fleet overview's units added since a visit, and the list's filter of them.
    index('units_created_idx').on(table.createdAt),
    // 'Needs attention first': the units whose glance asks for attention, and those that are or will
    // be offline (a fifth of a fleet), each read by its class instead of every unit
    // (units/unit-attention.ts). It holds what the list counts and pages them by, so both read the
    // index alone once the table is vacuumed (the count per attention 4 instead of 36 ms at 100,000).
    index('units_attention_idx')
      .on(table.glanceAttention, table.offlineFrom, table.msrTyp, table.locationUuid, table.seriennummer)
      .where(sql`${table.glanceAttention} < 4 or ${table.offlineFrom} is not null`),
  ],
);

export const unitOperators = pgTable(
  'unit_operators',
  {
    sn: text('sn')
      .notNull()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sn, table.userId] }),
    // An operator's units are looked up on every unit list call (spec 6 scope).
    index('unit_operators_user_idx').on(table.userId),
  ],
);
