import { Inject, Injectable } from '@nestjs/common';
import type { IncidentState } from '@portal/contracts';
import { LiveBus } from '../live/live-bus.js';
import { follows } from './alarm-follow.js';
import { type AlarmReader, AlarmReaders } from './alarm-readers.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';
import type { MailedEvent } from './incident-mail.js';
import { IncidentMailer, mailable } from './incident-mailer.js';
import { IncidentWebhooks } from './incident-webhooks.js';
import { type Escalation, type IncidentChange, IncidentsRepository } from './incidents.repository.js';

const hour = 3_600_000;

/** A change that is mailed: an incident's start and its end; acknowledgements only show. */
const mailedEvents: Partial<Record<IncidentState, MailedEvent>> = { open: 'opened', resolved: 'resolved' };

/** Who gets an incident's mails: those following it by mail who did not ask for a daily digest. */
const mailedNow = (change: IncidentChange) => (reader: AlarmReader) =>
  mailable(reader.user) && reader.preferences.email === 'each' && follows(reader.follow, change, 'email');

/**
 * Tells everyone told of a unit that one of its incidents changed (docs/adr/0017-alarms.md): their
 * browsers over the live socket (only ids and states travel; the REST calls decide what they read),
 * and the channels each follows it by (mail at its start and end, webhooks at every change);
 * escalations and reminders of unacknowledged incidents.
 */
@Injectable()
export class IncidentNotifier {
  constructor(
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(AlarmReaders) private readonly readers: AlarmReaders,
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(IncidentMailer) private readonly mailer: IncidentMailer,
    @Inject(IncidentWebhooks) private readonly webhooks: IncidentWebhooks,
  ) {}

  async changed(changes: readonly IncidentChange[]): Promise<void> {
    for (const change of changes) {
      // A rule incident is its owner's alone (while they are told of the unit at all).
      const readers = (await this.readers.of(change.sn)).filter(
        (reader) => change.ownerId === null || reader.user.id === change.ownerId,
      );
      for (const { user } of readers)
        this.bus.publish({ type: 'user.alarm', userId: user.id, id: change.id, state: change.state });
      await this.webhooks.queue(
        change,
        readers
          .filter((reader) => follows(reader.follow, change, 'webhook'))
          .map((r) => ({ userId: r.user.id })),
      );
      const event = mailedEvents[change.state];
      if (!event) continue;
      const row = await this.incidents.find(change.id, undefined);
      if (!row) continue;
      await this.mailer.send(row, event, readers.filter(mailedNow(change)));
      if (event === 'opened') await this.scheduleReminders(change, readers);
    }
  }

  /** Partners hear of an incident nobody acknowledged, then the manufacturer's service. */
  async escalated(escalations: readonly Escalation[]): Promise<void> {
    for (const escalation of escalations) {
      const row = await this.incidents.find(escalation.id, undefined);
      if (!row) continue;
      // A jump over both steps (the portal was down) tells both; the outbox key keeps it once each.
      const readers = (await this.readers.of(escalation.sn)).filter(
        (reader) =>
          (reader.via === 'partner' || (escalation.stage >= 2 && reader.service)) &&
          mailable(reader.user) &&
          reader.escalationFollow.channels.includes('email'),
      );
      await this.mailer.send(row, 'escalated', readers);
    }
  }

  /** The due reminders of open incidents, each to its user while they still follow it. */
  async remind(now: Date): Promise<void> {
    for (const { incidentId, userId, sent } of await this.settings.takeDueReminders(now)) {
      const row = await this.incidents.find(incidentId, undefined);
      if (row?.state !== 'open') continue;
      const reader = (await this.readers.of(row.sn)).find((r) => r.user.id === userId);
      if (reader && mailedNow(row)(reader))
        await this.mailer.send(row, 'reminder', [reader], `reminder${sent}`);
    }
  }

  private async scheduleReminders(change: IncidentChange, readers: readonly AlarmReader[]): Promise<void> {
    for (const reader of readers.filter(mailedNow(change)))
      if (reader.preferences.reminderHours > 0)
        await this.settings.remindLater(
          change.id,
          reader.user.id,
          new Date(Date.now() + reader.preferences.reminderHours * hour),
        );
  }
}
