import { sql } from 'drizzle-orm';
import type { AdviceEvidence, IncidentKind } from '@portal/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';
import { units } from '../units/units.schema.js';

export interface IncidentActor {
  login: string;
  name: string;
}

/**
 * One cause on one unit while it lasts (docs/adr/0017-alarms.md). `cause` names it per unit
 * ('fault:E120', 'offline', 'maintenance:A650'); a partial unique index keeps one unresolved incident
 * per cause, so every instance may try to open it and one row results.
 */
export const alarmIncidents = pgTable(
  'alarm_incidents',
  {
    id: serial('id').primaryKey(),
    sn: text('sn')
      .notNull()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    cause: text('cause').notNull(),
    kind: text('kind').$type<IncidentKind>().notNull(),
    severity: text('severity').$type<'locking' | 'fault' | 'warning' | 'info'>().notNull(),
    /** The fault's code text (E120); null for offline. */
    code: text('code'),
    state: text('state').$type<'open' | 'acknowledged' | 'resolved'>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Who acknowledged or closed, as they were named then: the record outlives renames. */
    acknowledgedBy: jsonb('acknowledged_by').$type<IncidentActor>(),
    acknowledgeNote: text('acknowledge_note').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Null when the cause cleared by itself. */
    resolvedBy: jsonb('resolved_by').$type<IncidentActor>(),
    resolveNote: text('resolve_note').notNull().default(''),
    /** The cause went away at this time; the incident resolves once it stays away (hysteresis). */
    clearingSince: timestamp('clearing_since', { withTimezone: true }),
    /**
     * How far an unacknowledged incident went: 1 to the unit's partners, 2 to the manufacturer's
     * service (ALARM_ESCALATE_*_SECONDS after it opened).
     */
    escalationStage: smallint('escalation_stage').notNull().default(0),
    /** A user's own rule's incident ('rule:<id>') is theirs alone; null: told to all told of the unit. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** An advice incident's evidence (docs/adr/0024): the chart it was found on, kept current while open. */
    evidence: jsonb('evidence').$type<AdviceEvidence>(),
  },
  (table) => [
    uniqueIndex('alarm_incidents_one_per_cause')
      .on(table.sn, table.cause)
      .where(sql`${table.state} <> 'resolved'`),
    index('alarm_incidents_sn_opened_idx').on(table.sn, table.openedAt),
    index('alarm_incidents_opened_idx').on(table.openedAt),
    // The sweep's question: which clearing incidents are due.
    index('alarm_incidents_clearing_idx')
      .on(table.clearingSince)
      .where(sql`${table.clearingSince} is not null`),
    // The sweep's other question: which open incidents are due to escalate.
    index('alarm_incidents_escalate_idx')
      .on(table.openedAt)
      .where(sql`${table.state} = 'open' and ${table.escalationStage} < 2`),
  ],
);

/**
 * Units seen going offline, each with the time its offline alarm is due. A row survives a restart;
 * the sweep deletes the due ones (one instance gets each) and opens their incidents.
 */
export const alarmOfflineWatch = pgTable(
  'alarm_offline_watch',
  {
    sn: text('sn')
      .primaryKey()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    offlineSince: timestamp('offline_since', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('alarm_offline_watch_due_idx').on(table.dueAt)],
);
