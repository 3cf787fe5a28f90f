import { z } from 'zod';
import { optionalText } from './fields.js';

// Alarms (issue 42): an incident is one cause on one unit while it lasts, from open through
// acknowledged to resolved. The unit list and the errors page show what a unit says now; incidents
// are what the portal tells people about, with who saw them and when.

/**
 * What an incident is about. 'gap': online but no values for a while (ALARM_GAP_SECONDS); 'rule': a
 * user's own limit rule on a data point (alarm-rules.ts), told only to the rule's owner; 'advice': a
 * warning before failure that a detector found in the unit's history (docs/adr/0024).
 */
export const incidentKinds = ['fault', 'offline', 'maintenance', 'gap', 'rule', 'advice'] as const;
export type IncidentKind = (typeof incidentKinds)[number];

/** Worst first. Locking faults and faults alarm; warnings and maintenance only show. */
export const incidentSeverities = ['locking', 'fault', 'warning', 'info'] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];

/** The severities that alarm by default (they are what the bell counts). */
export const alarmingSeverities: readonly IncidentSeverity[] = ['locking', 'fault'];

export const incidentStates = ['open', 'acknowledged', 'resolved'] as const;
export type IncidentState = (typeof incidentStates)[number];

/** A unit offline longer than this is an incident (ALARM_OFFLINE_MINUTES; 5 min to 24 h). */
export const offlineGraceMinutes = { default: 30, min: 5, max: 24 * 60 } as const;

const isoTime = z.string();

/** The history detectors behind advice incidents (cause `advice:<detector>`, docs/adr/0024). */
export const adviceDetectors = [
  'short-cycling',
  'falling-efficiency',
  'rising-return',
  'stopped-counter',
  'falling-cop',
] as const;
export type AdviceDetector = (typeof adviceDetectors)[number];

/**
 * What a detector saw: one series over days or hours (bucket start ms, value or null for no data)
 * with the line it was measured against, and the figures its text names.
 */
export const adviceEvidenceSchema = z.object({
  detector: z.enum(adviceDetectors),
  /** The series' unit: 'starts/h', 'kWh/h', '°C', 'h', 'kWh' or 'COP'. */
  unit: z.string().max(20),
  /** 'day' or 'hour' buckets. */
  resolution: z.enum(['day', 'hour']),
  points: z.array(z.tuple([z.number(), z.number().nullable()])).max(800),
  /** A second series where the finding is two counters apart (stopped counter: hours against electricity). */
  second: z
    .array(z.tuple([z.number(), z.number().nullable()]))
    .max(800)
    .optional(),
  /** The limit the series crossed (short-cycling: 6 starts an hour; the others: baseline ± margin). */
  threshold: z.number().nullable(),
  /** The unit's own earlier level, where the detector compares with it. */
  baseline: z.number().nullable(),
  /** Figures for the text, e.g. { days: 3, medianCycleMin: 9 }. */
  figures: z.record(z.string(), z.number()),
});
export type AdviceEvidence = z.infer<typeof adviceEvidenceSchema>;

/** Who did something to an incident: their login and name as the user list shows them. */
const actorSchema = z.object({ login: z.string(), name: z.string() });

export const incidentSchema = z.object({
  id: z.number().int().positive(),
  /** The unit's serial (a demo session is shown its fake). */
  sn: z.string(),
  /** The unit's name and its location's, as the unit list shows them. */
  unitName: z.string(),
  locationName: z.string().nullable(),
  kind: z.enum(incidentKinds),
  severity: z.enum(incidentSeverities),
  /** The fault's code text (E120, A650); null for offline. */
  code: z.string().nullable(),
  /** What it is, in the user's language (the catalogue's text, or 'offline since …'). */
  text: z.string(),
  /** What to do, from the catalogue; null where it has no advice. */
  advice: z.string().nullable(),
  state: z.enum(incidentStates),
  openedAt: isoTime,
  acknowledged: z.object({ at: isoTime, by: actorSchema, note: z.string() }).nullable(),
  /** By: null when the cause cleared by itself. */
  resolved: z.object({ at: isoTime, by: actorSchema.nullable(), note: z.string() }).nullable(),
  /** An advice incident's evidence: the small chart it was found on (absent for other kinds). */
  evidence: adviceEvidenceSchema.nullable().optional(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListRequestSchema = z.object({
  /** Open and acknowledged ones ('active'), or one state, or all. */
  state: z.enum(['active', ...incidentStates, 'all']).default('active'),
  kinds: z.array(z.enum(incidentKinds)).min(1).max(incidentKinds.length).optional(),
  severities: z.array(z.enum(incidentSeverities)).min(1).max(incidentSeverities.length).optional(),
  /** One unit's incidents (its errors page). */
  sn: z.string().min(1).max(40).optional(),
  /** The incidents of one location's units. */
  locationUuid: z.uuid().optional(),
  /** Opened at or after / before (ISO times). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.number().int().min(1).max(100).default(25),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type IncidentListRequest = z.input<typeof incidentListRequestSchema>;

export const incidentListResponseSchema = z.object({
  incidents: z.array(incidentSchema),
  /** How many match the filter (for paging). */
  total: z.number().int().nonnegative(),
});
export type IncidentListResponse = z.infer<typeof incidentListResponseSchema>;

/** The bell: open alarming incidents of the units the user may see. */
export const incidentCountResponseSchema = z.object({
  open: z.number().int().nonnegative(),
  /** The worst severity among them; null when none is open. */
  worst: z.enum(incidentSeverities).nullable(),
});
export type IncidentCountResponse = z.infer<typeof incidentCountResponseSchema>;

/** A note on acknowledging or closing: what was done, who comes when. */
export const incidentNoteSchema = z.object({ note: optionalText(200) });
export type IncidentNote = z.input<typeof incidentNoteSchema>;

export const incidentIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const incidentResponseSchema = z.object({ incident: incidentSchema });
