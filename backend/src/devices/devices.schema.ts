import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { UnitError } from '@portal/contracts';
import { units } from '../units/units.schema.js';

/** A unit's MQTT login: the serial is the user name, the secret is kept only as a hash. */
export const unitCredentials = pgTable('unit_credentials', {
  sn: text('sn')
    .primaryKey()
    .references(() => units.seriennummer, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Last state a unit reported (retained state or last will), for lists and offline views. */
export const unitPresence = pgTable('unit_presence', {
  sn: text('sn')
    .primaryKey()
    .references(() => units.seriennummer, { onDelete: 'cascade' }),
  online: boolean('online').notNull(),
  module: text('module').notNull().default(''),
  firmware: text('firmware').notNull().default(''),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** The unit's latest error list (current errors and history), replaced whenever it reports one. */
export const unitErrors = pgTable('unit_errors', {
  sn: text('sn')
    .primaryKey()
    .references(() => units.seriennummer, { onDelete: 'cascade' }),
  errors: jsonb('errors').$type<UnitError[]>().notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
});

/**
 * What the start page shows of a unit without connecting (kind's glance, from its published values
 * and errors): kept per unit so the list can rank a whole fleet by what needs attention in SQL.
 */
export const unitGlance = pgTable(
  'unit_glance',
  {
    sn: text('sn')
      .primaryKey()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    running: boolean('running'),
    /** In its start sequence (kind.glance.starting); running is false meanwhile. */
    starting: boolean('starting').notNull().default(false),
    /** Current output in display units of the kind's output data point. */
    output: doublePrecision('output'),
    /** Charge level, percent. */
    level: doublePrecision('level'),
    locked: boolean('locked').notNull().default(false),
    maintenanceDue: boolean('maintenance_due').notNull().default(false),
    /** Operating hours left until the next service (kind.glance.service); negative when overdue. */
    serviceHoursLeft: doublePrecision('service_hours_left'),
    /** Operating hours a day over the last weeks, from the hours counter (MaintenanceForecast). */
    operatingHoursPerDay: doublePrecision('operating_hours_per_day'),
    /** The first current fault (E code), if any. */
    faultCode: text('fault_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The few units whose glance asks for attention: 'needs attention first' reads a fault, lock-out
    // or maintenance class of the fleet through it instead of every glance (units/unit-attention.ts).
    index('unit_glance_attention_idx')
      .on(table.sn)
      .where(sql`${table.faultCode} is not null or ${table.locked} or ${table.maintenanceDue}`),
  ],
);
