import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Personal access tokens (docs/adr/0018-access-tokens.md). Only the SHA-256 of the secret is kept;
 * `public_id` finds the row without it. `units` null: all of the user's units.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicId: text('public_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    units: jsonb('units').$type<{ serials: string[]; locations: string[] }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);
