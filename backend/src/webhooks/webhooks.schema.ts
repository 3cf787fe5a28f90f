import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** A user's webhook: where alarm events are POSTed, signed with a secret the portal made. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The HMAC-SHA256 key; shown to its owner in full once, when the webhook is made. */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhooks_user_idx').on(table.userId)],
);

/**
 * The webhook outbox (docs/adr/0017-alarms.md): every event is a row before it is sent; the
 * dispatcher claims the due ones (FOR UPDATE SKIP LOCKED, a lease in `due_at`) and retries failures
 * with backoff for a day. `key` names a message that must go once (an incident's start to one
 * webhook): a second insert with the same key adds nothing, on any instance. The last 100 of a
 * webhook are kept with the receiver's answers; older finished ones are pruned.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** The delivery id the receiver gets (X-Portal-Delivery and the body's `id`), the same on every try. */
    deliveryId: uuid('delivery_id').notNull().unique(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    event: text('event').notNull(),
    /** The body sent, the same on every try. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time (a retry's backoff, or another instance's claim while it sends). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status of the last try; null when it did not answer. */
    responseStatus: integer('response_status'),
    /** The start of its answer body. */
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after a day of failures. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.id),
  ],
);
