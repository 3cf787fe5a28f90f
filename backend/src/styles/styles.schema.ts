import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stylesheets an admin set (spec 7 layout and custom CSS): per sheet ('custom': the whole portal,
 * 'layout': unit pages) for every skin of the install (scope 'all') or for one skin (its name).
 */
export const customStyles = pgTable(
  'custom_styles',
  {
    sheet: text('sheet').notNull(),
    scope: text('scope').notNull(),
    css: text('css').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sheet, table.scope] })],
);
