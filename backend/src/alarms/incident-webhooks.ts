import { Inject, Injectable } from '@nestjs/common';
import { type Incident, type Language, type WebhookIncidentEventType } from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersService } from '../users/users.service.js';
import { type QueuedEvent, WebhooksService } from '../webhooks/webhooks.service.js';
import { IncidentDescriber } from './incident-describer.js';
import { type IncidentChange, type IncidentRow, IncidentsRepository } from './incidents.repository.js';

const eventTypes = {
  open: 'incident.opened',
  acknowledged: 'incident.acknowledged',
  resolved: 'incident.resolved',
} as const satisfies Record<IncidentChange['state'], WebhookIncidentEventType>;

/**
 * The webhook channel of incidents: every change of an incident (opened, acknowledged, resolved)
 * goes to the active webhooks of those following it by webhook but the demo, described in each
 * owner's language, queued once per incident, event, user and webhook (the outbox key), each
 * recorded in the unit's access log as the webhook's.
 */
@Injectable()
export class IncidentWebhooks {
  constructor(
    @Inject(WebhooksService) private readonly webhooks: WebhooksService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(IncidentDescriber) private readonly describer: IncidentDescriber,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** `recipients`: those following the change by webhook (their subscriptions decided). */
  async queue(change: IncidentChange, recipients: readonly { userId: number }[]): Promise<void> {
    const withWebhooks = await this.webhooks.usersWithActiveWebhooks(recipients.map((r) => r.userId));
    if (withWebhooks.size === 0) return;
    const row = await this.incidents.find(change.id, undefined);
    if (!row) return;
    const type = eventTypes[change.state];
    const describedIn = this.describer.inLanguages(row);
    for (const userId of withWebhooks) {
      const user = await this.users.findById(userId);
      if (!user || user.roles.includes('demo')) continue;
      const incident = await describedIn(user.language as Language);
      if (!incident) continue;
      const queued = await this.webhooks.queueForUser(
        userId,
        this.event(type, row, incident),
        `alarm:${change.id}:${type}:${userId}`,
      );
      // The unit's owner sees in its access log what went to which webhook.
      await this.audit.recordAll(
        queued.map((webhookId) => ({
          actor: user.login,
          action: 'access.alarmSent',
          sn: row.sn,
          details: { event: type, incidentId: row.id },
          actorId: user.id,
          accessorKind: 'webhook' as const,
          granteeId: String(webhookId),
        })),
      );
    }
  }

  private event(type: WebhookIncidentEventType, row: IncidentRow, incident: Incident): QueuedEvent {
    const baseUrl = this.config.publicUrl ?? `http://localhost:${this.config.port}`;
    const occurredAt =
      type === 'incident.opened'
        ? row.openedAt
        : type === 'incident.acknowledged'
          ? row.acknowledgedAt
          : row.resolvedAt;
    return {
      type,
      occurredAt: (occurredAt ?? new Date()).toISOString(),
      incident: {
        id: incident.id,
        sn: incident.sn,
        unitName: incident.unitName,
        kind: incident.kind,
        severity: incident.severity,
        code: incident.code,
        title: incident.text,
        state: incident.state,
        openedAt: incident.openedAt,
        acknowledgedAt: incident.acknowledged?.at ?? null,
        resolvedAt: incident.resolved?.at ?? null,
        url: `${baseUrl}/alarms`,
      },
    };
  }
}
