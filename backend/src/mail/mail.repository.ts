import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { mailOutbox } from './mail.schema.js';

export type NewMail = typeof mailOutbox.$inferInsert;
export type MailRow = typeof mailOutbox.$inferSelect;

const pending = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

/** The outbox: every mail the portal sends, and what became of it. */
@Injectable()
export class MailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Answers the new entry's id; undefined when a mail with its key is there already. */
  async insert(mail: NewMail): Promise<number | undefined> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values(mail)
      .onConflictDoNothing({ target: mailOutbox.key })
      .returning({ id: mailOutbox.id });
    return row?.id;
  }

  /**
   * Claims up to `limit` due mails for `leaseMs`: their due time moves past the lease, so no other
   * instance takes them meanwhile (SKIP LOCKED lets two claims pass each other), and a crash before
   * they are marked frees them again.
   */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<MailRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(pending, lte(mailOutbox.dueAt, now)))
      .orderBy(mailOutbox.dueAt, mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ dueAt: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(sql`${mailOutbox.id} in ${due}`)
      .returning();
  }

  async markSent(id: number, sentAt: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ sentAt, lastError: null }).where(eq(mailOutbox.id, id));
  }

  async markFailed(id: number, error: string, retryAt: Date | null, now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set(retryAt ? { lastError: error, dueAt: retryAt } : { lastError: error, failedAt: now })
      .where(eq(mailOutbox.id, id));
  }

  /** Mails never sent that are older than `before`: the outbox of a portal that had no SMTP then. */
  async expire(before: Date, now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ failedAt: now, lastError: 'expired unsent' })
      .where(and(pending, lt(mailOutbox.createdAt, before)));
  }

  /** Delivery records, newest first: one user's mails, or everyone's (undefined). */
  async list(
    userId: number | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: MailRow[]; total: number }> {
    const where = userId === undefined ? undefined : eq(mailOutbox.userId, userId);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
}
