import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailRepository } from './mail.repository.js';

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
    @Inject(MailRepository) private readonly outbox: MailRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    const id = await this.outbox.insert(mail);
    if (!this.transport || id === undefined) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      await this.outbox.markSent(id, new Date());
    } catch (error) {
      // The mail stays unsent in the outbox; the caller's answer must not reveal delivery problems.
      this.logger.error(
        `Delivery to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
