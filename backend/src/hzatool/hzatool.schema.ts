import type { HzaApplication, HzaStep } from '@portal/contracts';
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
import { bytea } from '../files/files.schema.js';
import { locations } from '../locations/locations.schema.js';

/** A location taken into the energy-tax tool (its uuid is the anlageId, spec 7 Hzatool). */
export const hzaPlants = pgTable('hza_plants', {
  anlageId: uuid('anlage_id')
    .primaryKey()
    .references(() => locations.uuid, { onDelete: 'cascade' }),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plant's application for one calendar year, as the editor last saved it. */
export const hzaApplications = pgTable(
  'hza_applications',
  {
    anlageId: uuid('anlage_id')
      .notNull()
      .references(() => hzaPlants.anlageId, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    step: text('step').$type<HzaStep>().notNull(),
    application: jsonb('application').$type<HzaApplication>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.anlageId, table.year] })],
);

export type HzaFileKind = 'antrag' | 'zusammenfassung' | 'xml';

/** Documents the tool produced for a plant and year. */
export const hzaFiles = pgTable(
  'hza_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anlageId: uuid('anlage_id')
      .notNull()
      .references(() => hzaPlants.anlageId, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind').$type<HzaFileKind>().notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [index('hza_files_plant_idx').on(table.anlageId, table.year)],
);

/** Main customs offices (Hauptzollämter); numbers and addresses only where verified (facts §4). */
export const hzaOffices = pgTable('hza_offices', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  dss: text('dss'),
  address: text('address'),
  verified: boolean('verified').notNull().default(false),
});

/** County (5-digit Kreisschlüssel) → offices; several where a county is split between districts. */
export const hzaCountyOffices = pgTable('hza_county_offices', {
  countyCode: text('county_code').primaryKey(),
  officeKeys: jsonb('office_keys').$type<string[]>().notNull().default([]),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
