import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import type { UserAccount } from '../users/users.service.js';
import { heldUntil } from './alarm-follow.js';
import type { AlarmReader } from './alarm-readers.js';
import { IncidentDescriber } from './incident-describer.js';
import { type MailedEvent, digestMail, incidentMail } from './incident-mail.js';
import type { IncidentRow } from './incidents.repository.js';

/** Whether an account can be mailed at all (the demo's accounts cannot). */
export const mailable = (user: UserAccount) => Boolean(user.email) && !user.roles.includes('demo');

/**
 * Puts an incident's mails in the outbox: described once per language, one per incident, event
 * and recipient (the outbox key, whatever the number of instances), held while a recipient's quiet
 * hours last, each the recipient's delivery record.
 */
@Injectable()
export class IncidentMailer {
  constructor(
    @Inject(MailService) private readonly mail: MailService,
    @Inject(IncidentDescriber) private readonly describer: IncidentDescriber,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `key` tells events of one kind apart (a reminder's number); defaults to the event. */
  async send(
    row: IncidentRow,
    event: MailedEvent,
    readers: readonly AlarmReader[],
    key: string = event,
  ): Promise<void> {
    const describedIn = this.describer.inLanguages(row);
    const now = Date.now();
    for (const { user, preferences } of readers) {
      const language = user.language as Language;
      const incident = await describedIn(language);
      if (!incident) continue;
      await this.mail.queue(
        { to: user.email, ...incidentMail(incident, event, this.context(language)) },
        `alarm:${row.id}:${key}:${user.id}`,
        { userId: user.id, incidentId: row.id, dueAt: heldUntil(preferences.quietHours, now, row.severity) },
      );
    }
  }

  /** One user's digest of `rows` (already the ones they follow), once per `day`. */
  async digest(user: UserAccount, rows: readonly IncidentRow[], day: string): Promise<void> {
    const language = user.language as Language;
    const incidents = await this.describer.describe(rows, { language });
    if (incidents.length === 0) return;
    await this.mail.queue(
      { to: user.email, ...digestMail(incidents, this.context(language)) },
      `digest:${day}:${user.id}`,
      { userId: user.id },
    );
  }

  private context(language: Language) {
    return {
      language,
      portalName: this.config.portalName,
      baseUrl: this.config.publicUrl ?? `http://localhost:${this.config.port}`,
    };
  }
}
