import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { mailOutbox } from './mail.schema.js';

export type NewMail = typeof mailOutbox.$inferInsert;

/** The outbox: every mail the portal sends, and when it was delivered. */
@Injectable()
export class MailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Answers the new entry's id. */
  async insert(mail: NewMail): Promise<number | undefined> {
    const [row] = await this.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    return row?.id;
  }

  async markSent(id: number, sentAt: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id));
  }
}
