import { z } from 'zod';
import { commandExpirySchema } from './commands.js';
import { chartConfigSchema } from './charts.js';
import type { UnitError } from './device.js';

// Bodies and answers of /rest/canip/* (spec 7, facts §5).

const serial = z.string().trim().min(1).max(32);
const requestParameters = z.record(z.string(), z.unknown());

/**
 * Two body shapes name the wanted values: facts §5 `keys` ("board.name") or spec 7 `boardName` with
 * `dataPointNames`. `parameters` apply to every key, `keyParameters` to one key each.
 */
export const canipRequestSchema = z
  .object({
    seriennummer: serial.optional(),
    keys: z.array(z.string().min(1)).max(500).optional(),
    boardName: z.string().min(1).optional(),
    dataPointNames: z.array(z.string().min(1)).max(500).optional(),
    parameters: requestParameters.optional(),
    keyParameters: z.record(z.string(), requestParameters).optional(),
  })
  .refine((body) => (body.keys?.length ?? 0) + (body.dataPointNames?.length ?? 0) > 0, {
    message: 'validation.required',
    path: ['keys'],
  })
  .refine((body) => !body.dataPointNames || body.boardName, {
    message: 'validation.required',
    path: ['boardName'],
  });
export type CanipRequest = z.infer<typeof canipRequestSchema>;

export const canipRequestResponseSchema = z.object({
  success: z.boolean(),
  errorKeys: z.array(z.string()),
  message: z.string(),
  /** Key as sent → key with its 3-digit counter, for keys requested with parameters. */
  requestKeys: z.record(z.string(), z.string()).optional(),
});

/** Write: values by key in display units; with a boardName other than `na`, keys may omit the board. */
export const canipWriteSchema = z.object({
  action: z.literal('writeValues').default('writeValues'),
  boardName: z.string().min(1).default('na'),
  values: z.record(z.string().min(1), z.unknown()).refine((values) => Object.keys(values).length > 0, {
    message: 'validation.required',
  }),
  /** For an offline unit: how long the write waits in the queue (issue 44; 24 h when not given). */
  expiresInHours: commandExpirySchema.optional(),
});
export type CanipWrite = z.infer<typeof canipWriteSchema>;

export const canipWriteResponseSchema = canipRequestResponseSchema.extend({
  /** Why each rejected key was rejected (write.* keys). */
  errors: z.record(z.string(), z.string()),
  /** The written keys as read back from the unit (display units). */
  values: z.record(z.string(), z.unknown()),
  /** The command the write became (issue 44); absent when nothing was sent. */
  commandId: z.number().int().optional(),
  /** True when the unit was offline: the command waits until it comes back (or expires). */
  queued: z.boolean().optional(),
});

export const fetchErrorsSchema = z.object({ boardName: z.string().min(1).optional() });

export const canipErrorSchema = z.object({
  boardName: z.string(),
  codeText: z.string(),
  counter: z.number(),
  currentError: z.boolean(),
  timestamp: z.number(),
  errorCode: z.object({ category: z.string(), code: z.number() }),
  /** The board's values (raw) when the entry was raised, from the unit's fault memory; {} if none. */
  data: z.record(z.string(), z.union([z.number(), z.boolean()])),
});
export type CanipError = z.infer<typeof canipErrorSchema>;

export const fetchErrorsResponseSchema = z.object({ canipErrors: z.array(canipErrorSchema) });

/** The device protocol's error entry in the canip answer shape. */
export function toCanipError(error: UnitError): CanipError {
  return {
    boardName: error.boardName,
    codeText: error.codeText,
    counter: error.counter,
    currentError: error.currentError,
    timestamp: error.timestamp,
    errorCode: { category: error.category, code: error.code },
    data: error.data ?? {},
  };
}

export const zustimmungSchema = z.record(z.string().regex(/^[A-Z_]+$/), z.boolean());

export const canipBoardSchema = z.object({
  name: z.string(),
  attributes: z.array(z.string()),
  canipErrors: z.array(canipErrorSchema),
});

/** Spec 3 Log entry: a value written to the unit (UPDATE_CANIPVALUE), as read back. */
export const unitLogEntrySchema = z.object({
  /** When it was written (ms since the epoch). */
  date: z.number(),
  type: z.literal('UPDATE_CANIPVALUE'),
  board: z.string(),
  dataPoint: z.string(),
  value: z.unknown(),
});
export type UnitLogEntry = z.infer<typeof unitLogEntrySchema>;

/** The connected unit (facts §5 plus spec 3 Unit fields the dashboard needs). */
export const canipUnitSchema = z.object({
  /** The portal's number of the unit; null for demo sessions (it would tell the real unit). */
  id: z.number().int().nullable(),
  seriennummer: z.string(),
  productGroup: z.string(),
  module: z.string(),
  benennung: z.string(),
  msrTyp: z.number(),
  hasVertrag: z.boolean(),
  /** Commissioning date (YYYY-MM-DD): charts and their date picker start there. */
  inbetriebnahmeDatum: z.string().nullable(),
  connected: z.boolean(),
  online: z.boolean(),
  offline: z.boolean(),
  firmware: z.string().nullable(),
  zustimmungMap: z.record(z.string(), z.boolean()),
  boards: z.array(canipBoardSchema),
  boardValues: z.record(z.string(), z.object({ value: z.unknown(), age: z.number() })),
  /**
   * The kind's layout; `css` is the URL of its layout stylesheet with a cache-busting query, '' when
   * it has none.
   */
  layout: z.record(z.string(), z.unknown()),
  charts: z.array(chartConfigSchema),
  state: z.object({ color: z.string(), name: z.string() }),
  /** What the portal knows of the unit beyond its values: firmware and how fresh its data is (ISO). */
  metaInfo: z.object({
    firmware: z.string().nullable(),
    /** When it last went online or offline; null when never heard of. */
    stateSince: z.string().nullable(),
    /** When its newest stored value was taken; null when none is stored. */
    lastValueAt: z.string().nullable(),
  }),
  /** The latest values written to the unit, newest first (spec 3 Log entry). */
  logEntries: z.array(unitLogEntrySchema),
  /** Whether the portal is recording the unit's values right now (one arrived within 15 minutes). */
  loggingActive: z.boolean(),
  /** Per board: the last hour of stored samples of the keys its trending charts show. */
  boardTrending: z.record(
    z.string(),
    z.record(z.string(), z.array(z.object({ ts: z.number(), value: z.number() }))),
  ),
  /** Per chart name: each field's latest value (raw), null when none is stored. */
  chartValues: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const reloadLayoutResponseSchema = canipUnitSchema.pick({ layout: true, charts: true });
export const successResponseSchema = z.object({ success: z.boolean() });
