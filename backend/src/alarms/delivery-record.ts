import type { Delivery } from '@portal/contracts';
import type { OutboxEntry } from '../mail/mail.service.js';

/** A mail as its delivery record: queued (or retrying), held (quiet hours), sent, or failed. */
export function toDelivery(row: OutboxEntry, { withText, now }: { withText: boolean; now: Date }): Delivery {
  const state = row.sentAt
    ? 'sent'
    : row.failedAt
      ? 'failed'
      : row.attempts === 0 && row.dueAt > now
        ? 'held'
        : 'queued';
  const at = row.sentAt ?? row.failedAt ?? (state === 'queued' && row.attempts === 0 ? null : row.dueAt);
  return {
    id: row.id,
    channel: 'email',
    to: row.to,
    subject: row.subject,
    text: withText ? row.text : null,
    incidentId: row.incidentId,
    state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    at: at?.toISOString() ?? null,
  };
}
