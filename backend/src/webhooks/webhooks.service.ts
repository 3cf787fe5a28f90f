import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  maxWebhooksPerUser,
  webhookDeliveriesKept,
} from '@portal/contracts';
import { ApiException, notFound, roleMissing } from '../common/api-exception.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';
import { WebhookConsents } from './webhook-consents.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { newSecret, secretHint } from './webhook-signature.js';
import { type DeliveryRow, type WebhookRow, WebhooksRepository } from './webhooks.repository.js';

/** An event as its producer describes it; the outbox gives it its delivery id. */
export type QueuedEvent = DistributiveOmit<WebhookEvent, 'id'>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

const isAdmin = (user: SessionUser) => user.roles.includes('admin');
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The users' webhooks (issue 42): each user manages their own; admins read anyone's and their
 * deliveries. Events are queued in the outbox once per key and webhook, and sent by the dispatcher.
 */
@Injectable()
export class WebhooksService {
  constructor(
    @Inject(WebhooksRepository) private readonly webhooks: WebhooksRepository,
    @Inject(WebhookDispatcher) private readonly dispatcher: WebhookDispatcher,
    @Inject(UsersService) private readonly users: UsersService,
    @Optional() @Inject(WebhookConsents) private readonly consents: WebhookConsents | null,
  ) {}

  /** The user's webhooks; an admin may name another user (read-only, secrets masked as always). */
  async list(user: SessionUser, login: string | undefined): Promise<{ webhooks: Webhook[] }> {
    let userId = user.id;
    if (login !== undefined && login.toLowerCase() !== user.login) {
      if (!isAdmin(user)) throw roleMissing();
      const owner = await this.users.findByLogin(login.toLowerCase());
      if (!owner) throw notFound();
      userId = owner.id;
    }
    const rows = await this.webhooks.listOf(userId);
    const latest = await this.webhooks.latestOf(rows.map((row) => row.id));
    return { webhooks: rows.map((row) => toWebhook(row, latest.get(row.id))) };
  }

  async create(user: SessionUser, url: string): Promise<{ webhook: Webhook; secret: string }> {
    const secret = newSecret();
    const row = await this.webhooks.insertBelow(maxWebhooksPerUser, { userId: user.id, url, secret });
    if (!row) throw new ApiException(400, 'exception.webhook.limit');
    await this.consents?.granted({ webhook: row, by: user });
    return { webhook: toWebhook(row, undefined), secret };
  }

  async update(
    user: SessionUser,
    id: number,
    change: { url?: string | undefined; active?: boolean | undefined },
  ): Promise<{ webhook: Webhook }> {
    const before = await this.owned(user, id);
    const row = await this.webhooks.update(id, {
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
    });
    if (!row) throw notFound();
    // Another address is another grantee: its consents are a new version.
    if (row.url !== before.url) {
      await this.consents?.ended({ webhook: before, by: user });
      await this.consents?.granted({ webhook: row, by: user });
    }
    // Switched on again: what waited meanwhile goes now.
    if (change.active) void this.dispatcher.dispatch();
    const latest = await this.webhooks.latestOf([id]);
    return { webhook: toWebhook(row, latest.get(id)) };
  }

  async delete(user: SessionUser, id: number): Promise<{ success: boolean }> {
    const webhook = await this.owned(user, id);
    await this.webhooks.delete(id);
    await this.consents?.ended({ webhook, by: user });
    return { success: true };
  }

  /** Queues a `ping` to one of the user's webhooks and answers its delivery id. */
  async test(user: SessionUser, id: number): Promise<{ deliveryId: string }> {
    const webhook = await this.owned(user, id);
    const deliveryId = randomUUID();
    const event: WebhookEvent = {
      type: 'ping',
      id: deliveryId,
      occurredAt: new Date().toISOString(),
      webhookId: webhook.id,
    };
    await this.webhooks.insertDelivery({
      deliveryId,
      webhookId: webhook.id,
      key: `ping:${deliveryId}`,
      event: event.type,
      payload: event,
      dueAt: new Date(),
    });
    void this.dispatcher.dispatch();
    return { deliveryId };
  }

  /** A webhook's last deliveries: its owner's, or any for an admin (read-only). */
  async deliveries(user: SessionUser, id: number): Promise<{ deliveries: WebhookDelivery[] }> {
    const webhook = await this.webhooks.find(id);
    if (!webhook || (webhook.userId !== user.id && !isAdmin(user))) throw notFound();
    const rows = await this.webhooks.deliveriesOf(id, webhookDeliveriesKept);
    return { deliveries: rows.map(toDelivery) };
  }

  /** The users among `userIds` that have an active webhook (the only ones worth describing an event for). */
  usersWithActiveWebhooks(userIds: readonly number[]): Promise<Set<number>> {
    return this.webhooks.usersWithActive(userIds);
  }

  /**
   * Queues `event` to each active webhook of the user, once per `key` and webhook whatever the
   * number of instances or calls, and starts sending without waiting for it. Answers the ids of the
   * webhooks it was queued to now (not those that had it already).
   */
  async queueForUser(userId: number, event: QueuedEvent, key: string): Promise<number[]> {
    const targets = await this.webhooks.activeOf(userId);
    const queued: number[] = [];
    for (const webhook of targets) {
      const deliveryId = randomUUID();
      const payload: WebhookEvent = { ...event, id: deliveryId };
      // Due by this process's clock, the one claims compare with.
      const inserted = await this.webhooks.insertDelivery({
        deliveryId,
        webhookId: webhook.id,
        key: `${key}:${webhook.id}`,
        event: event.type,
        payload,
        dueAt: new Date(),
      });
      if (inserted) queued.push(webhook.id);
    }
    if (queued.length > 0) void this.dispatcher.dispatch();
    return queued;
  }

  /** The webhook when the user owns it; another's is not found (its existence is not told). */
  private async owned(user: SessionUser, id: number): Promise<WebhookRow> {
    const webhook = await this.webhooks.find(id);
    if (!webhook || webhook.userId !== user.id) throw notFound();
    return webhook;
  }
}

function stateOf(row: DeliveryRow): WebhookDelivery['state'] {
  if (row.sentAt) return 'sent';
  if (row.failedAt) return 'failed';
  return 'pending';
}

function toWebhook(row: WebhookRow, latest: DeliveryRow | undefined): Webhook {
  return {
    id: row.id,
    url: row.url,
    active: row.active,
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
    lastDelivery: latest
      ? {
          state: stateOf(latest),
          at: (latest.sentAt ?? latest.failedAt ?? latest.createdAt).toISOString(),
        }
      : null,
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  const state = stateOf(row);
  return {
    id: row.deliveryId,
    event: row.event,
    state,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: state === 'pending' ? row.dueAt.toISOString() : null,
    sentAt: iso(row.sentAt),
    failedAt: iso(row.failedAt),
  };
}
