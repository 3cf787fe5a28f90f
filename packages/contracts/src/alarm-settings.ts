import { z } from 'zod';
import { alarmingSeverities, incidentKinds, incidentSeverities, offlineGraceMinutes } from './alarms.js';

// Who is told what (issue 42): each user follows incidents per unit, location or all their units,
// chooses channels, quiet hours and a daily digest; a unit's offline grace is the unit's own.

/** Where a message goes. The portal channel is the bell and the live list. */
export const alarmChannels = ['portal', 'email', 'webhook'] as const;
export type AlarmChannel = (typeof alarmChannels)[number];

/** What a subscription covers; the most specific one that fits a unit decides for it. */
export const alarmScopes = ['all', 'location', 'unit'] as const;
export type AlarmScope = (typeof alarmScopes)[number];

/** A unit's serial or a location's uuid; empty for 'all'. */
const scopeFields = { scope: z.enum(alarmScopes), ref: z.string().max(40).default('') };

/** 'all' names nothing, a location its uuid, a unit its serial. */
function scopeIsWellFormed(s: { scope: AlarmScope; ref: string }): boolean {
  if (s.scope === 'all') return s.ref === '';
  if (s.scope === 'location') return z.uuid().safeParse(s.ref).success;
  return s.ref !== '';
}
const wellFormed = { message: 'error.invalidInput', path: ['ref'] };

export const alarmScopeSchema = z.object(scopeFields).refine(scopeIsWellFormed, wellFormed);
export type AlarmScopeRef = z.input<typeof alarmScopeSchema>;

const distinct = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { message: 'error.invalidInput' });

export const alarmFollowSchema = z.object({
  kinds: distinct(incidentKinds),
  severities: distinct(incidentSeverities),
  channels: distinct(alarmChannels),
});
export type AlarmFollow = z.infer<typeof alarmFollowSchema>;

/** What a user follows without a subscription: every kind, the alarming severities, portal and mail. */
export const defaultFollow: AlarmFollow = {
  kinds: [...incidentKinds],
  severities: [...alarmingSeverities],
  channels: ['portal', 'email', 'webhook'],
};

/** The manufacturer's staff and admins see the fleet in the portal but are mailed only what they choose. */
export const defaultStaffFollow: AlarmFollow = { ...defaultFollow, channels: ['portal'] };

export const alarmSubscriptionSchema = z.object({
  scope: z.enum(alarmScopes),
  ref: z.string(),
  /** The unit's or location's name as the unit list shows it; null for 'all'. */
  name: z.string().nullable(),
  ...alarmFollowSchema.shape,
});
export type AlarmSubscription = z.infer<typeof alarmSubscriptionSchema>;

export const alarmSubscriptionRequestSchema = z
  .object({ ...scopeFields, ...alarmFollowSchema.shape })
  .refine(scopeIsWellFormed, wellFormed);
export type AlarmSubscriptionRequest = z.input<typeof alarmSubscriptionRequestSchema>;

/** "HH:MM" on the portal's wall clock (Europe/Berlin). */
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'error.invalidInput');

export const quietHoursSchema = z.object({
  from: wallTime,
  to: wallTime,
  /** Locking faults are told at once, quiet hours or not. */
  lockingPasses: z.boolean(),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** Reminders of an open, unacknowledged incident every N hours (0: none). */
export const reminderHours = [0, 1, 4, 12, 24] as const;

export const alarmPreferencesSchema = z.object({
  /** Mails held while they last (the portal still shows them); null: none. */
  quietHours: quietHoursSchema.nullable(),
  /** A mail per incident start and end, or one a day at 07:00 with what happened. */
  email: z.enum(['each', 'digest']),
  reminderHours: z.union(reminderHours.map((hours) => z.literal(hours))),
});
export type AlarmPreferences = z.infer<typeof alarmPreferencesSchema>;

export const defaultAlarmPreferences: AlarmPreferences = {
  quietHours: null,
  email: 'each',
  reminderHours: 0,
};

/** A unit's or location's own grace before it counts as offline (null: back to the default). */
export const offlineGraceRequestSchema = z
  .object({
    ...scopeFields,
    scope: z.enum(['location', 'unit']),
    minutes: z.number().int().min(offlineGraceMinutes.min).max(offlineGraceMinutes.max).nullable(),
  })
  .refine(scopeIsWellFormed, wellFormed);
export type OfflineGraceRequest = z.input<typeof offlineGraceRequestSchema>;

export const offlineGraceSchema = z.object({
  scope: z.enum(['location', 'unit']),
  ref: z.string(),
  name: z.string().nullable(),
  minutes: z.number().int(),
});
export type OfflineGrace = z.infer<typeof offlineGraceSchema>;

export const alarmSettingsResponseSchema = z.object({
  preferences: alarmPreferencesSchema,
  /** What the user follows where no subscription fits (depends on their roles). */
  defaults: alarmFollowSchema,
  subscriptions: z.array(alarmSubscriptionSchema),
  /** The graces set on units and locations the user may see. */
  offlineGraces: z.array(offlineGraceSchema),
  /** The portal's default grace in minutes. */
  offlineGraceDefault: z.number().int(),
});
export type AlarmSettingsResponse = z.infer<typeof alarmSettingsResponseSchema>;

export const deliveryStates = ['queued', 'held', 'sent', 'failed'] as const;

export const deliveryListRequestSchema = z.object({
  /** Admins: everyone's deliveries (the outbox), or one user's; others always see their own. */
  everyone: z.boolean().default(false),
  limit: z.number().int().min(1).max(100).default(25),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type DeliveryListRequest = z.input<typeof deliveryListRequestSchema>;

export const deliverySchema = z.object({
  id: z.number().int(),
  channel: z.literal('email'),
  to: z.string(),
  subject: z.string(),
  /** The mail as sent; admins only (the outbox page of a portal without SMTP). */
  text: z.string().nullable(),
  incidentId: z.number().int().nullable(),
  state: z.enum(deliveryStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Sent at, or the next try (or the end of quiet hours). */
  at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListResponseSchema = z.object({
  deliveries: z.array(deliverySchema),
  total: z.number().int().nonnegative(),
});
export type DeliveryListResponse = z.infer<typeof deliveryListResponseSchema>;
