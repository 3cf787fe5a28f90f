import type { CommandState } from '@portal/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Accessor } from '../audit/accessor.js';
import { units } from '../units/units.schema.js';

/**
 * Set-point commands (docs/adr/0022-commands-and-campaigns.md): every write to a unit, from the
 * dashboard, a token or a campaign. A row moves forward only (queued → sent → acknowledged →
 * confirmed, or failed / cancelled / expired); each move is one conditional UPDATE, so two instances
 * never send the same command twice.
 */
export const unitCommands = pgTable(
  'unit_commands',
  {
    id: serial('id').primaryKey(),
    sn: text('sn')
      .notNull()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    /** The unit's kind when asked: how display values become raw ones when it is sent. */
    productGroup: text('product_group').notNull(),
    state: text('state').$type<CommandState>().notNull(),
    /** Key → value as asked, display units. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** Key → value before the write (display units), read from the unit just before it. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    readBack: jsonb('read_back').$type<Record<string, unknown>>().notNull().default({}),
    /** Refused key → write.* reason as the unit answered. */
    errors: jsonb('errors').$type<Record<string, string>>().notNull().default({}),
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    /** Who asked, as the unit's access log names them; the audit entries of later moves carry it. */
    accessor: jsonb('accessor').$type<Accessor>().notNull(),
    /** A campaign's command; no foreign key: campaigns sit above commands (their table points here). */
    campaignId: integer('campaign_id'),
    /** A queued command its campaign holds back while paused: it waits (and may expire), unsent. */
    held: boolean('held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A queued command gives up then; null once sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('unit_commands_sn_idx').on(table.sn, table.id),
    index('unit_commands_open_idx').on(table.state, table.expiresAt),
    index('unit_commands_campaign_idx').on(table.campaignId),
  ],
);
