import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { webhookDeliveries, webhooks } from './webhooks.schema.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;
/** A claimed delivery with where it goes. */
export type ClaimedDelivery = DeliveryRow & { url: string; secret: string };

const pending = and(isNull(webhookDeliveries.sentAt), isNull(webhookDeliveries.failedAt));
const finished = or(isNotNull(webhookDeliveries.sentAt), isNotNull(webhookDeliveries.failedAt));

/** The users' webhooks and their outbox of deliveries. */
@Injectable()
export class WebhooksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listOf(userId: number): Promise<WebhookRow[]> {
    return this.db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(webhooks.id);
  }

  find(id: number): Promise<WebhookRow | undefined> {
    return this.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.id, id))
      .then(([row]) => row);
  }

  async countOf(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
    return row?.n ?? 0;
  }

  /**
   * Adds a webhook unless the user has `max` already: the count and the insert are one statement,
   * so two parallel requests cannot pass the limit together. Undefined when at the limit.
   */
  async insertBelow(
    max: number,
    webhook: { userId: number; url: string; secret: string },
  ): Promise<WebhookRow | undefined> {
    const rows = await this.db.execute(sql`
      insert into ${webhooks} (user_id, url, secret)
      select ${webhook.userId}, ${webhook.url}, ${webhook.secret}
      where (select count(*) from ${webhooks} where user_id = ${webhook.userId}) < ${max}
      returning id`);
    const id = (rows as { rows: { id: number }[] }).rows[0]?.id;
    return id === undefined ? undefined : this.find(Number(id));
  }

  async update(id: number, change: { url?: string; active?: boolean }): Promise<WebhookRow | undefined> {
    if (change.url === undefined && change.active === undefined) return this.find(id);
    const [row] = await this.db.update(webhooks).set(change).where(eq(webhooks.id, id)).returning();
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(webhooks).where(eq(webhooks.id, id));
  }

  /** The users among `userIds` with at least one active webhook. */
  async usersWithActive(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ userId: webhooks.userId })
      .from(webhooks)
      .where(and(inArray(webhooks.userId, [...userIds]), eq(webhooks.active, true)));
    return new Set(rows.map((row) => row.userId));
  }

  activeOf(userId: number): Promise<WebhookRow[]> {
    return this.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.userId, userId), eq(webhooks.active, true)));
  }

  /** Answers true when a delivery with its key was added; false when one is there already. */
  async insertDelivery(delivery: NewDelivery): Promise<boolean> {
    const rows = await this.db
      .insert(webhookDeliveries)
      .values(delivery)
      .onConflictDoNothing({ target: webhookDeliveries.key })
      .returning({ id: webhookDeliveries.id });
    return rows.length > 0;
  }

  /** A webhook's newest deliveries, newest first. */
  deliveriesOf(webhookId: number, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit);
  }

  /** The newest delivery of each webhook given. */
  async latestOf(webhookIds: readonly number[]): Promise<Map<number, DeliveryRow>> {
    if (webhookIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([webhookDeliveries.webhookId])
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.webhookId, [...webhookIds]))
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
    return new Map(rows.map((row) => [row.webhookId, row]));
  }

  /**
   * Claims up to `limit` due deliveries of active webhooks for `leaseMs`: their due time moves past
   * the lease, so no other instance takes them meanwhile (SKIP LOCKED lets two claims pass each
   * other), and a crash before they are marked frees them again. A paused webhook's wait.
   */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    const activeHooks = this.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.active, true));
    const due = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(pending, lte(webhookDeliveries.dueAt, now), inArray(webhookDeliveries.webhookId, activeHooks)),
      )
      .orderBy(webhookDeliveries.dueAt, webhookDeliveries.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(webhookDeliveries)
      .set({
        dueAt: new Date(now.getTime() + leaseMs),
        attempts: sql`${webhookDeliveries.attempts} + 1`,
      })
      .where(sql`${webhookDeliveries.id} in ${due}`)
      .returning();
    if (claimed.length === 0) return [];
    const targets = await this.db
      .select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
      .from(webhooks)
      .where(inArray(webhooks.id, [...new Set(claimed.map((row) => row.webhookId))]));
    const byId = new Map(targets.map((target) => [target.id, target]));
    return claimed.flatMap((row) => {
      const target = byId.get(row.webhookId);
      return target ? [{ ...row, url: target.url, secret: target.secret }] : [];
    });
  }

  async markSent(id: number, answer: Answer, sentAt: Date): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ ...answer, sentAt, lastError: null })
      .where(eq(webhookDeliveries.id, id));
  }

  async markFailed(
    id: number,
    answer: Answer,
    error: string,
    retryAt: Date | null,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ ...answer, lastError: error, ...(retryAt ? { dueAt: retryAt } : { failedAt: now }) })
      .where(eq(webhookDeliveries.id, id));
  }

  /** Deliveries never sent that were queued before `before`: given up. */
  async expire(before: Date, now: Date): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ failedAt: now, lastError: 'expired unsent' })
      .where(and(pending, lt(webhookDeliveries.createdAt, before)));
  }

  /** Deletes a webhook's finished deliveries older than its newest `keep`. */
  async prune(webhookId: number, keep: number): Promise<void> {
    const newest = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(keep);
    await this.db
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhookId, webhookId),
          finished,
          sql`${webhookDeliveries.id} not in ${newest}`,
        ),
      );
  }
}

/** What the receiver answered to a try. */
export interface Answer {
  responseStatus: number | null;
  responseExcerpt: string | null;
}
