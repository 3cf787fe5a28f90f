import { z } from 'zod';
import { incidentStates } from './alarms.js';

// Messages on the /ws websocket (facts §5): JSON objects keyed by `action`. Values are raw, as the
// unit stores them; the client multiplies by the data point's gain and translates enums.

export const connectedMessageSchema = z.object({
  action: z.literal('Connected'),
  data: z.object({ login: z.string(), version: z.string() }),
});

export const canipValueSchema = z.object({
  sn: z.string(),
  boardName: z.string(),
  dataPointName: z.string(),
  /** The array index, null for scalars. */
  index: z.number().int().nonnegative().nullable(),
  array: z.boolean(),
  /** True when the message carries an array's length instead of an item. */
  size: z.boolean(),
  /** Seconds since the unit took the value; 0 for a fresh one. */
  age: z.number().nonnegative(),
  value: z.unknown(),
  /** When the unit took the value (ms since the epoch). */
  ts: z.number(),
  /** Spec 3 value record: ReadPos for a value the unit reported, WritePos for one read back after a write. */
  function: z.enum(['ReadPos', 'WritePos']),
  /** From the unit's archive backlog rather than taken now (live values never are; CanipArchive tells of those). */
  archive: z.boolean(),
  /** The data point is computed from others (catalog `virtual`), not measured. */
  virtual: z.boolean(),
  /** The value answers this session's request (POST canip request), not the unit's own stream. */
  request: z.boolean(),
  /** The request's 3-digit counter when the value answers a request with parameters. */
  requestCounter: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
});
export type CanipValue = z.infer<typeof canipValueSchema>;

export const canipValueMessageSchema = z.object({ action: z.literal('CanipValue'), data: canipValueSchema });

/** A unit's backlog arrived after an outage and was stored; charts of that span can be reloaded. */
export const archivedValuesMessageSchema = z.object({
  action: z.literal('CanipArchive'),
  data: z.object({ sn: z.string(), count: z.number().int().positive(), from: z.number(), to: z.number() }),
});

/** Recent samples of one key, e.g. for a log entry's trending dialog. */
export const trendingMessageSchema = z.object({
  action: z.literal('Trending'),
  data: z.object({
    sn: z.string(),
    key: z.string(),
    points: z.array(z.object({ ts: z.number(), value: z.number() })),
  }),
});

export const hkaStoreUpdateTypes = ['add', 'update', 'remove'] as const;

/** A unit changed for the unit list/store: connected, online, consents, errors; or it went away. */
export const hkaStoreMessageSchema = z.object({
  action: z.literal('HkaStore'),
  sn: z.string(),
  data: z.object({
    updateType: z.enum(hkaStoreUpdateTypes),
    unit: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** The current user's data changed (consents given elsewhere, roles, language). */
export const userStoreMessageSchema = z.object({
  action: z.literal('UserStore'),
  data: z.record(z.string(), z.unknown()),
});

/** A notice for the user, e.g. a unit went offline. `key` is a message key, params fill it. */
export const infoMessageSchema = z.object({
  action: z.literal('Info'),
  data: z.object({
    key: z.string(),
    params: z.record(z.string(), z.string()).optional(),
    level: z.enum(['info', 'warning', 'danger']),
  }),
});

/**
 * An incident of a unit the user may see opened, was acknowledged or closed, or resolved: the bell
 * and the alarms page reload what they show.
 */
export const alarmMessageSchema = z.object({
  action: z.literal('Alarm'),
  data: z.object({ id: z.number().int().positive(), state: z.enum(incidentStates) }),
});

export const appActionMessageSchema = z.object({
  action: z.literal('AppAction'),
  data: z.object({ command: z.literal('reload') }),
});

export const liveMessageSchema = z.discriminatedUnion('action', [
  connectedMessageSchema,
  canipValueMessageSchema,
  archivedValuesMessageSchema,
  trendingMessageSchema,
  hkaStoreMessageSchema,
  userStoreMessageSchema,
  infoMessageSchema,
  alarmMessageSchema,
  appActionMessageSchema,
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
export type LiveAction = LiveMessage['action'];
