import type { CampaignFilter, CampaignState, CampaignSkipReason } from '@portal/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Accessor } from '../audit/accessor.js';
import { unitCommands } from '../commands/commands.schema.js';
import { units } from '../units/units.schema.js';
import { users } from '../users/users.schema.js';

/** Parameter campaigns (docs/adr/0021-commands-and-campaigns.md). */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdBy: text('created_by').notNull(),
  /** The owner as the units' access logs name them; their commands carry it. */
  accessor: jsonb('accessor').$type<Accessor>().notNull(),
  values: jsonb('values').$type<Record<string, number>>().notNull(),
  filter: jsonb('filter').$type<CampaignFilter>().notNull(),
  /** Cumulative shares in percent, rising, the last 100. */
  stages: jsonb('stages').$type<number[]>().notNull(),
  pauseMinutes: integer('pause_minutes').notNull(),
  queueOffline: boolean('queue_offline').notNull(),
  expiresInHours: integer('expires_in_hours').notNull(),
  state: text('state').$type<CampaignState>().notNull(),
  pauseReason: text('pause_reason'),
  /** The stage being worked on (0-based); its commands are made when it starts. */
  stage: integer('stage').notNull().default(0),
  /** When the current stage's commands go out (now for the first; after the pause for the next). */
  stageStartsAt: timestamp('stage_starts_at', { withTimezone: true }),
  /** Set once the current stage's commands were made. */
  stageSent: boolean('stage_sent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * A campaign's units, chosen when it starts: each in a stage with the change planned (current →
 * new), or skipped with the reason. Its result is its command's state.
 */
export const campaignUnits = pgTable(
  'campaign_units',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    sn: text('sn')
      .notNull()
      .references(() => units.seriennummer, { onDelete: 'cascade' }),
    productGroup: text('product_group').notNull(),
    /** 0-based; null for a skipped unit. */
    stage: integer('stage'),
    skipReason: text('skip_reason').$type<CampaignSkipReason>(),
    changes: jsonb('changes').$type<{ key: string; from: number | null; to: number }[]>().notNull(),
    commandId: integer('command_id').references(() => unitCommands.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.sn] }),
    index('campaign_units_stage_idx').on(table.campaignId, table.stage),
    index('campaign_units_command_idx').on(table.commandId),
  ],
);
