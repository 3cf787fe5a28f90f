import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { firstRetryMs, nextTry, retryForMs } from '../common/outbox-backoff.js';
import { OutboxRounds } from '../common/outbox-rounds.js';
import { type MailRow, MailRepository } from './mail.repository.js';

/** An outbox row: a mail and what became of it (its delivery record). */
export type OutboxEntry = MailRow;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** One attached file (a monthly report), kept in the outbox with the mail. */
  attachment?: { name: string; content: Buffer };
}

/** The outbox row's columns of a mail. */
function toRow({ attachment, ...mail }: Mail) {
  return attachment ? { ...mail, attachmentName: attachment.name, attachment: attachment.content } : mail;
}

const batch = 20;

/**
 * Puts every mail in the outbox first and delivers it from there over SMTP when SMTP_URL is set:
 * at once, and again with backoff for a day when the server refuses or is away. A restart loses
 * none; a mail with a key is queued once whatever the number of instances.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | undefined;
  private readonly rounds = new OutboxRounds(() => this.round(), this.logger);

  constructor(
    @Inject(MailRepository) private readonly outbox: MailRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  onModuleInit(): void {
    if (this.transport) this.rounds.start(firstRetryMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.rounds.stop();
    this.transport?.close();
  }

  /** Queues a mail and answers once the due ones went out (or failed to, to be retried). */
  async send(mail: Mail): Promise<void> {
    // Due by this process's clock, the one claims compare with (the database's runs in microseconds).
    await this.outbox.insert({ ...toRow(mail), dueAt: new Date() });
    if (this.transport) await this.dispatch();
  }

  /**
   * Queues a mail once per `key` (on any instance) and starts delivering without waiting for it.
   * `record` names the recipient's account and incident (their delivery record) and may hold the
   * mail back (quiet hours).
   */
  async queue(
    mail: Mail,
    key: string,
    record: { userId?: number; incidentId?: number; dueAt?: Date } = {},
  ): Promise<void> {
    await this.outbox.insert({ ...toRow(mail), key, ...record, dueAt: record.dueAt ?? new Date() });
    if (this.transport) void this.dispatch();
  }

  /** Delivery records, newest first: one user's mails, or the whole outbox (undefined). */
  list(userId: number | undefined, limit: number, offset: number) {
    return this.outbox.list(userId, limit, offset);
  }

  /** Delivers what is due; a call while a round runs gets one more round after it. */
  dispatch(): Promise<void> {
    return this.rounds.dispatch();
  }

  /** One batch of due mails; answers whether it was full. */
  private async round(): Promise<boolean> {
    const now = new Date();
    await this.outbox.expire(new Date(now.getTime() - retryForMs), now);
    const claimed = await this.outbox.claimDue(now, this.config.mailLeaseMs, batch);
    for (const mail of claimed) await this.deliver(mail);
    return claimed.length === batch;
  }

  private async deliver(mail: MailRow): Promise<void> {
    try {
      // The Message-ID names the outbox entry: a mail sent twice (a crash between sending and
      // marking it) is one message to the receiving side.
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments:
          mail.attachment && mail.attachmentName
            ? [{ filename: mail.attachmentName, content: mail.attachment }]
            : undefined,
        messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@unit-portal>`,
      });
      await this.outbox.markSent(mail.id, new Date());
    } catch (error) {
      // The caller's answer must not reveal delivery problems; the mail waits for its next try.
      const reason = error instanceof Error ? error.message : String(error);
      // A failed mail is tried again after 5 s, 10 s, 20 s … at most an hour apart, for a day.
      const retryAt = nextTry(mail.createdAt, mail.attempts, Date.now());
      this.logger.warn(`delivery to ${mail.to} failed (try ${mail.attempts}): ${reason}`);
      await this.outbox.markFailed(mail.id, reason, retryAt, new Date());
    }
  }
}
