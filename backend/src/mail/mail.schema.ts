import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every outgoing mail; without SMTP_URL this table is the outbox (sentAt stays null). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
