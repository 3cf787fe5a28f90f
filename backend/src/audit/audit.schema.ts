import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, kept even when the acting account is deleted (so logins are copied, not referenced). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    ts: timestamp('ts', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    sn: text('sn'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The acting account's id when known (the access log names its company). */
    actorId: integer('actor_id'),
    /**
     * The kind of access the actor had to the unit (contracts accessorKinds): the owner's access log
     * lists the entries of others by it. Null for entries that are no access to a unit.
     */
    accessorKind: text('accessor_kind'),
    /** A token's or webhook's id once they act on units. */
    granteeId: text('grantee_id'),
    /** The admin's account id while they act as the actor (impersonation). */
    impersonatorId: integer('impersonator_id'),
  },
  (table) => [index('audit_log_sn_idx').on(table.sn, table.ts)],
);
