import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { units } from './units.schema.js';

/**
 * Each version of each consent of a unit (issue 43, ADR 0020): a change ends the current version
 * (`valid_to`) and starts a new one. The unit's `zustimmung_map` is the projection of the current
 * versions, written in the same transaction. The decider's login is copied, so the record outlives
 * the account.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    sn: text('sn')
      .notNull()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** portal | partner | manufacturer | token | webhook (contracts consentGranteeKinds). */
    granteeKind: text('grantee_kind').notNull(),
    /** The brand for the manufacturer, a token's or webhook's id; null for portal and partners. */
    granteeId: text('grantee_id'),
    /** A token's name or a webhook's address when the record was made. */
    granteeLabel: text('grantee_label'),
    granted: boolean('granted').notNull(),
    scope: text('scope').array().notNull(),
    grantedByUserId: integer('granted_by_user_id'),
    grantedByLogin: text('granted_by_login').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    textVersion: text('text_version'),
  },
  (table) => [
    index('consent_records_sn_idx').on(table.sn, table.validFrom),
    // One current version per consent.
    uniqueIndex('consent_records_current_idx')
      .on(table.sn, table.key)
      .where(sql`${table.validTo} is null`),
  ],
);
