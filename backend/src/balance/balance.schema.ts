import type { BalanceTariffs } from '@portal/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { units } from '../units/units.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A unit's tariffs for the balance's money figures (issue 45): one row per unit, the prices as the
 * contracts' schema checked them (read back through it, so an old row never reaches the page unchecked).
 */
export const balanceTariffs = pgTable('balance_tariffs', {
  sn: text('sn')
    .primaryKey()
    .references(() => units.seriennummer, { onDelete: 'cascade' }),
  tariffs: jsonb('tariffs').$type<BalanceTariffs>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
