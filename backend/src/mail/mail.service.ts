import { Inject, Injectable, Logger } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { mailOutbox } from './mail.schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Records every mail in the outbox and delivers it over SMTP when SMTP_URL is set. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    if (!this.transport || !row) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      await this.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      // The mail stays unsent in the outbox; the caller's answer must not reveal delivery problems.
      this.logger.error(
        `Delivery to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
