import type { AlarmChannel, IncidentKind, IncidentSeverity, QuietHours } from '@portal/contracts';
import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';
import { alarmIncidents } from './alarms.schema.js';

/**
 * What a user follows per scope (all their units, a location, a unit; `ref` is '' for all, else the
 * location's uuid or the unit's serial). The most specific row that fits a unit decides; without
 * one the defaults of contracts' alarm-settings apply.
 */
export const alarmSubscriptions = pgTable(
  'alarm_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<'all' | 'location' | 'unit'>().notNull(),
    ref: text('ref').notNull().default(''),
    kinds: jsonb('kinds').$type<IncidentKind[]>().notNull(),
    severities: jsonb('severities').$type<IncidentSeverity[]>().notNull(),
    channels: jsonb('channels').$type<AlarmChannel[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.ref] })],
);

/** A user's quiet hours, mail mode and reminders (no row: the defaults). */
export const alarmPreferences = pgTable('alarm_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietHours: jsonb('quiet_hours').$type<QuietHours>(),
  email: text('email').$type<'each' | 'digest'>().notNull().default('each'),
  reminderHours: smallint('reminder_hours').notNull().default(0),
});

/** A unit's or a location's own grace before silence is an incident (the unit's wins). */
export const alarmOfflineGraces = pgTable(
  'alarm_offline_graces',
  {
    scope: text('scope').$type<'location' | 'unit'>().notNull(),
    ref: text('ref').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.ref] })],
);

/**
 * The next reminder of an open incident to one user; the sweep takes the due ones (one instance
 * gets each) and an acknowledgement or resolution deletes them.
 */
export const alarmReminders = pgTable(
  'alarm_reminders',
  {
    incidentId: integer('incident_id')
      .notNull()
      .references(() => alarmIncidents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Reminders sent so far: names each one's outbox key. */
    sent: smallint('sent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.incidentId, table.userId] })],
);
