import { z } from 'zod';
import { incidentKinds, incidentSeverities, incidentStates } from './alarms.js';

// Webhooks (issue 42): a user (an operator, a partner company's account) registers an address; the
// portal POSTs each alarm event there as JSON, signed with a secret it made, from a durable outbox
// (docs/adr/0017-alarms.md). The receiver checks the signature as the README shows.

/** How many webhooks one user may have. */
export const maxWebhooksPerUser = 5;
/** The longest address the portal takes. */
export const webhookUrlMaxLength = 500;
/** How many deliveries of a webhook are kept and shown (the finished older ones are pruned). */
export const webhookDeliveriesKept = 100;
/** How much of a receiver's answer body is kept with a delivery. */
export const webhookExcerptLength = 500;

/** The headers of every delivery. */
export const webhookHeaders = {
  /** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the webhook's secret>` */
  signature: 'X-Portal-Signature',
  /** The delivery's id (a UUID), the same on every try: a receiver takes each id once. */
  delivery: 'X-Portal-Delivery',
  /** Unix seconds when this try was sent (part of what is signed). */
  timestamp: 'X-Portal-Timestamp',
  /** The event type (`incident.opened`, `ping`, …), as in the body. */
  event: 'X-Portal-Event',
} as const;

/** An address naming a user or password before its host (`https://user:pw@host/`). */
const withCredentials = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;

/** An http or https address without user name or password, at most webhookUrlMaxLength long. */
export const webhookUrlSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(webhookUrlMaxLength, { error: 'validation.webhook.url' })
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: 'validation.webhook.url' }))
  .refine((url) => !withCredentials.test(url), { error: 'validation.webhook.url' });

export const webhookCreateRequestSchema = z.object({ url: webhookUrlSchema });
export type WebhookCreateRequest = z.input<typeof webhookCreateRequestSchema>;

/** What to change; a field left out stays as it is. */
export const webhookUpdateRequestSchema = z.object({
  url: webhookUrlSchema.optional(),
  active: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type WebhookUpdateRequest = z.input<typeof webhookUpdateRequestSchema>;

/** Admins list another user's webhooks (read-only) by login. */
export const webhookListQuerySchema = z.object({ login: z.string().trim().min(1).max(120).optional() });

export const webhookIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const webhookDeliveryStates = ['pending', 'sent', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

const isoTime = z.string();

export const webhookSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  active: z.boolean(),
  /** The secret masked (`whsec_…a1b2`): shown in full only once, when the webhook is made. */
  secretHint: z.string(),
  createdAt: isoTime,
  /** The newest delivery's state and time; null before the first. */
  lastDelivery: z.object({ state: z.enum(webhookDeliveryStates), at: isoTime }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookListResponse = z.infer<typeof webhookListResponseSchema>;

export const webhookResponseSchema = z.object({ webhook: webhookSchema });

/** A new webhook and its secret, in full this once. */
export const webhookCreatedResponseSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookCreatedResponse = z.infer<typeof webhookCreatedResponseSchema>;

export const webhookTestResponseSchema = z.object({ deliveryId: z.uuid() });

export const webhookDeliverySchema = z.object({
  /** The delivery id the receiver got in X-Portal-Delivery. */
  id: z.uuid(),
  event: z.string(),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number().int().nonnegative(),
  /** The receiver's HTTP status of the last try; null when it did not answer. */
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer body (at most webhookExcerptLength characters). */
  responseExcerpt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  /** When a pending delivery is tried next. */
  nextAttemptAt: isoTime.nullable(),
  sentAt: isoTime.nullable(),
  failedAt: isoTime.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A webhook's last deliveries, newest first. */
export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

// What a receiver gets: the body of every delivery.

export const webhookIncidentEventTypes = [
  'incident.opened',
  'incident.acknowledged',
  'incident.resolved',
] as const;
export type WebhookIncidentEventType = (typeof webhookIncidentEventTypes)[number];

/** An incident as a webhook tells it: texts in the webhook owner's language. */
export const webhookIncidentSchema = z.object({
  id: z.number().int().positive(),
  sn: z.string(),
  unitName: z.string(),
  kind: z.enum(incidentKinds),
  severity: z.enum(incidentSeverities),
  code: z.string().nullable(),
  title: z.string(),
  state: z.enum(incidentStates),
  openedAt: isoTime,
  acknowledgedAt: isoTime.nullable(),
  resolvedAt: isoTime.nullable(),
  /** Where the portal shows it. */
  url: z.string(),
});
export type WebhookIncident = z.infer<typeof webhookIncidentSchema>;

export const webhookEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(webhookIncidentEventTypes),
    /** The delivery id (as X-Portal-Delivery). */
    id: z.uuid(),
    occurredAt: isoTime,
    incident: webhookIncidentSchema,
  }),
  z.object({ type: z.literal('ping'), id: z.uuid(), occurredAt: isoTime, webhookId: z.number().int() }),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
