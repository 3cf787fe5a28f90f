import type { Webhook, WebhookDelivery } from '@portal/contracts';

// Answers of the webhook calls for the page's tests (checked against the contracts by the fake).

export function webhook(patch: Partial<Webhook> = {}): Webhook {
  return {
    id: 7,
    url: 'https://hooks.example.org/portal',
    active: true,
    secretHint: 'whsec_…a1b2',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastDelivery: null,
    ...patch,
  };
}

export function delivery(patch: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '0b6d2f4e-9a51-4c1e-8f7a-3d2b1c0a9e81',
    event: 'incident.opened',
    state: 'sent',
    attempts: 1,
    responseStatus: 200,
    responseExcerpt: 'ok',
    lastError: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    nextAttemptAt: null,
    sentAt: '2026-03-02T10:00:01.000Z',
    failedAt: null,
    ...patch,
  };
}

export const retrying = delivery({
  id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  event: 'incident.resolved',
  state: 'pending',
  attempts: 2,
  responseStatus: 500,
  responseExcerpt: 'Internal Server Error',
  lastError: 'HTTP 500',
  createdAt: '2026-03-02T11:00:00.000Z',
  nextAttemptAt: '2026-03-02T11:00:20.000Z',
  sentAt: null,
});
