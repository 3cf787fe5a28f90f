import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { webhookDeliveriesKept } from '@portal/contracts';
import { firstRetryMs, nextTry, retryForMs } from '../common/outbox-backoff.js';
import { OutboxRounds } from '../common/outbox-rounds.js';
import { postDelivery } from './webhook-post.js';
import { type ClaimedDelivery, WebhooksRepository } from './webhooks.repository.js';

/** How long an instance holds the deliveries it claimed while it sends them (well past a try's 10 s). */
const leaseMs = 60_000;
/** Deliveries claimed and sent together in one round. */
const batch = 10;

/**
 * Sends the webhook outbox: every delivery is a row first; each instance claims the due ones
 * (SKIP LOCKED, a lease) and POSTs them, at once and again with backoff for a day when the receiver
 * fails. A restart loses none; a claimed one is sent by one instance at a time, and the rare second
 * try after a crash between sending and marking carries the same delivery id.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly rounds = new OutboxRounds(() => this.round(), this.logger);

  constructor(@Inject(WebhooksRepository) private readonly outbox: WebhooksRepository) {}

  onModuleInit(): void {
    this.rounds.start(firstRetryMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** Sends what is due; a call while a round runs gets one more round after it. */
  dispatch(): Promise<void> {
    return this.rounds.dispatch();
  }

  /** One batch of due deliveries; answers whether it was full. */
  private async round(): Promise<boolean> {
    const now = new Date();
    await this.outbox.expire(new Date(now.getTime() - retryForMs), now);
    const claimed = await this.outbox.claimDue(now, leaseMs, batch);
    // Receivers are independent: one slow one does not hold up the others of the batch.
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    for (const webhookId of new Set(claimed.map((delivery) => delivery.webhookId)))
      await this.outbox.prune(webhookId, webhookDeliveriesKept);
    return claimed.length === batch;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const result = await postDelivery(
      {
        url: delivery.url,
        secret: delivery.secret,
        deliveryId: delivery.deliveryId,
        event: delivery.event,
      },
      JSON.stringify(delivery.payload),
      new Date(),
    );
    const answer = { responseStatus: result.status, responseExcerpt: result.excerpt };
    if (result.ok) return this.outbox.markSent(delivery.id, answer, new Date());
    const retryAt = nextTry(delivery.createdAt, delivery.attempts, Date.now());
    this.logger.warn(
      `delivery ${delivery.deliveryId} to webhook ${delivery.webhookId} failed (try ${delivery.attempts}): ${result.error}`,
    );
    await this.outbox.markFailed(delivery.id, answer, result.error ?? 'failed', retryAt, new Date());
  }
}
