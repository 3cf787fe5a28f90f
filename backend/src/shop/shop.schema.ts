import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShopBasket, ShopNotificationResponse } from '@portal/contracts';
import { locations } from '../locations/locations.schema.js';
import { users } from '../users/users.schema.js';

/** A basket as kept: jsonb, so the return address needs no column of its own. */
export type StoredBasket = ShopBasket & { returnUrl?: string };

/** A basket handed to the web shop (shopbasket=key); the shop reads it back by its key. */
export const shopBaskets = pgTable('shop_baskets', {
  key: text('key').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The basket, and the portal origin the customer ordered by (the shop returns there). */
  basket: jsonb('basket').$type<StoredBasket>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an order notification names it: a basket is bought once. */
  usedBy: text('used_by'),
});

/**
 * An order: paid in the shop (notification), ordered by a partner, or whitelisted by an admin. The
 * order number is the key, so a notification is applied once however often it arrives.
 */
export const shopOrders = pgTable('shop_orders', {
  orderNumber: text('order_number').primaryKey(),
  source: text('source').$type<'shop' | 'partner' | 'whitelist'>().notNull(),
  /** Login of the customer or the ordering user (kept when the account goes). */
  customer: text('customer').notNull(),
  /** What the shop was answered, given again to a repeated notification. */
  answer: jsonb('answer').$type<ShopNotificationResponse>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A service booked for a location and year (orderServiceId = id). */
export const shopBookings = pgTable(
  'shop_bookings',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => shopOrders.orderNumber),
    service: text('service').notNull(),
    productNumber: text('product_number').notNull(),
    year: integer('year').notNull(),
    locationUuid: uuid('location_uuid')
      .notNull()
      .references(() => locations.uuid, { onDelete: 'cascade' }),
    serials: jsonb('serials').$type<string[]>().notNull().default([]),
    free: boolean('free').notNull().default(false),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    blacklisted: boolean('blacklisted').notNull().default(false),
    bookedBy: text('booked_by').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A service is granted once per location and year: a second booking (two tabs, two partners,
    // a shop notification racing a partner order) finds this index and books nothing.
    uniqueIndex('shop_bookings_granted_idx')
      .on(table.locationUuid, table.service, table.year)
      .where(sql`not ${table.blacklisted}`),
    index('shop_bookings_booked_at_idx').on(table.bookedAt),
  ],
);
