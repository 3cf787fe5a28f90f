import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../files/files.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Every outgoing mail, durable before it is sent (docs/adr/0017-alarms.md): the dispatcher sends the
 * due ones and retries failures with backoff for a day. Without SMTP_URL this table is the outbox
 * (sentAt stays null). `key` names a message that must go once (an incident's start to one user):
 * a second insert with the same key adds nothing, on any instance.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    /** The recipient's account, where the mail is a message to one (its delivery record). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The incident the mail tells of, if any. */
    incidentId: integer('incident_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** One attached file (a monthly report's PDF), if any. */
    attachmentName: text('attachment_name'),
    attachment: bytea('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time (a retry's backoff, or another instance's claim while it sends). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Given up after a day of failures. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_user_idx').on(table.userId, table.createdAt),
    index('mail_outbox_due_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
