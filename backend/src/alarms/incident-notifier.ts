import { Inject, Injectable } from '@nestjs/common';
import { type Incident, type Language, alarmingSeverities } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LiveBus } from '../live/live-bus.js';
import { MailService } from '../mail/mail.service.js';
import { UnitsService } from '../units/units.service.js';
import { UsersService } from '../users/users.service.js';
import { IncidentDescriber } from './incident-describer.js';
import { type MailedEvent, incidentMail } from './incident-mail.js';
import { IncidentWebhooks } from './incident-webhooks.js';
import { type IncidentChange, IncidentsRepository } from './incidents.repository.js';

/** Who gets mail by default: the unit's operators and its consented partners, not the whole staff. */
const mailedRelations = new Set(['operator', 'partner']);

/**
 * Tells everyone told of a unit that one of its incidents changed: their browsers over the live
 * socket (only ids and states travel; the REST calls decide what they read), by mail when an
 * alarming incident starts or ends, and to their webhooks when it opens, is acknowledged or ends —
 * queued once per incident, event and recipient (and webhook) under the outboxes' keys.
 */
@Injectable()
export class IncidentNotifier {
  constructor(
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(IncidentDescriber) private readonly describer: IncidentDescriber,
    @Inject(IncidentWebhooks) private readonly webhooks: IncidentWebhooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async changed(changes: readonly IncidentChange[]): Promise<void> {
    for (const change of changes) {
      const recipients = await this.units.alarmRecipients(change.sn);
      for (const { userId } of recipients)
        this.bus.publish({ type: 'user.alarm', userId, id: change.id, state: change.state });
      const event = mailedEvent(change);
      if (event) await this.mailChange(change.id, event, recipients);
      await this.webhookChange(change, recipients);
    }
  }

  /** The webhook channel: an alarming change to the active webhooks of every recipient but the demo. */
  private webhookChange(
    change: IncidentChange,
    recipients: readonly { userId: number; via: string }[],
  ): Promise<void> {
    return this.webhooks.queue(change, recipients);
  }

  /** Mails the change to its operators and partners: the incident read once, described once per language. */
  private async mailChange(
    id: number,
    event: MailedEvent,
    recipients: readonly { userId: number; via: string }[],
  ): Promise<void> {
    const row = await this.incidents.find(id, undefined);
    if (!row) return;
    const described = new Map<Language, Promise<Incident | undefined>>();
    for (const { userId, via } of recipients) {
      if (!mailedRelations.has(via)) continue;
      const user = await this.users.findById(userId);
      if (!user?.email || user.roles.includes('demo')) continue;
      const language = user.language as Language;
      if (!described.has(language))
        described.set(
          language,
          this.describer.describe([row], { language }).then(([one]) => one),
        );
      const incident = await described.get(language);
      if (!incident) continue;
      const mail = incidentMail(incident, event, {
        language,
        portalName: this.config.portalName,
        baseUrl: this.config.publicUrl ?? `http://localhost:${this.config.port}`,
      });
      await this.mail.queue({ to: user.email, ...mail }, `alarm:${id}:${event}:${userId}`);
    }
  }
}

/** An alarming incident's start and end are mailed; acknowledgements and the others only show. */
function mailedEvent(change: IncidentChange): MailedEvent | undefined {
  if (!alarmingSeverities.includes(change.severity)) return undefined;
  if (change.state === 'open') return 'opened';
  if (change.state === 'resolved') return 'resolved';
  return undefined;
}
