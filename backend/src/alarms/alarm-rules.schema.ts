import type { AlarmRuleOperator, AlarmRuleScope, AlarmRuleSeverity } from '@portal/contracts';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from '../units/units.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Users' own limit rules (docs/adr/0017-alarms.md): a numeric data point of a unit kind above or
 * below a limit for N minutes, on one unit, a location's units or every unit the owner is told of.
 */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<AlarmRuleScope>().notNull(),
    /** The unit's serial or the location's uuid; '' for 'all'. */
    ref: text('ref').notNull().default(''),
    productGroup: text('product_group').notNull(),
    dataPoint: text('data_point').notNull(),
    operator: text('operator').$type<AlarmRuleOperator>().notNull(),
    /** Display units (raw × gain). */
    limit: doublePrecision('limit').notNull(),
    minutes: integer('minutes').notNull(),
    hysteresis: doublePrecision('hysteresis').notNull(),
    severity: text('severity').$type<AlarmRuleSeverity>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alarm_rules_owner_idx').on(table.ownerId)],
);

/**
 * Units online whose next values are awaited, each with the time a data gap is due. Values push the
 * due time on (written at most once a minute per unit); the sweep deletes the due rows (one instance
 * gets each) and opens their gap incidents; going offline deletes the row (offline covers it).
 */
export const alarmGapWatch = pgTable(
  'alarm_gap_watch',
  {
    sn: text('sn')
      .primaryKey()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    /** The last values (or coming online) this watch knows of. */
    heardAt: timestamp('heard_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('alarm_gap_watch_due_idx').on(table.dueAt)],
);
