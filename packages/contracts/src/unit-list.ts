import { z } from 'zod';
import { locationServiceSchema } from './shop.js';
import { emailField, optionalText, plzField, requiredText } from './fields.js';
import { notInFuture } from './extern-unit.js';
import { systemtechnikTypes } from './locations.js';
import { fleetRegions, fleetStatuses } from './fleet.js';

// The start page's calls (spec 2 Unit list, 3 Unit/Location/Unit list response, 7 info/units,
// info/standortdaten, info/migrate, admin): bodies and answers shared by mf-units and the backend.

export const unitListPageSize = 10;

/**
 * Spec 9: the list's GEN2 filter is on by default for everyone but operators (who never see it);
 * the side menu's unit count follows the same rule, so both count alike (issue 40, 40).
 */
export function listsGen2OnlyByDefault(roles: readonly string[]): boolean {
  return !roles.includes('betreiber');
}

export const unitListFilterSchema = z.object({
  /** Trimmed; empty means no search. Matches serial, name, location name and address (fuzzy). */
  search: z.string().trim().max(200).optional(),
  /** Only units some session has connected (debug users' filter). */
  connected: z.boolean().optional(),
  /** Only current-generation controllers (msrTyp 3, "GEN2"). */
  msr3Filter: z.boolean().optional(),
  /** Page over locations (each with its units) instead of over units. */
  sortByLocation: z.boolean().optional(),
  locationMode: z.boolean().optional(),
  /** Only external units; takes effect for admins only. */
  onlyExtern: z.boolean().optional(),
  /** Only units that have a location (manufacturer filter). */
  onlyWithLocation: z.boolean().optional(),
  /** Only the units of this location (?uuid= on the start page, 'loaded x of y'). */
  locationUuid: z.uuid().optional(),
  /** Search locations by similarity of name and address (for the location dialog's candidates). */
  fuzzyGroupSearch: z.boolean().optional(),
  /** Search units by similarity instead of substring. */
  fuzzyHka: z.boolean().optional(),
  /** Units that need attention first (see unitAttention), then by location and serial. */
  attentionFirst: z.boolean().optional(),
  /** Only units of these product groups (the runtime analysis' unit picker: grid meters). */
  productGroups: z.array(z.string().min(1).max(40)).min(1).max(20).optional(),
  /** Only units in this German state by their location's postcode, or 'unknown' (the fleet map). */
  region: z.enum(fleetRegions).optional(),
  /** Only units of this fleet status (fault, warning, offline, ok; see fleetStatuses). */
  status: z.enum(fleetStatuses).optional(),
  /** Only units locked out by a fault (true). */
  locked: z.literal(true).optional(),
  /** Only units whose service is due now or within serviceHorizonDays (true; see serviceInDays). */
  maintenanceDue: z.literal(true).optional(),
  /** Only units online now (true). */
  online: z.literal(true).optional(),
  /** Only units added after this moment (the fleet overview's 'new since your last visit'). */
  addedSince: z.iso.datetime({ offset: true }).optional(),
});
export type UnitListFilter = z.infer<typeof unitListFilterSchema>;

export const unitListRequestSchema = z.object({
  limit: z.number().int().min(1).max(100).default(unitListPageSize),
  offset: z.number().int().min(0).default(0),
  filter: unitListFilterSchema.default({}),
});
export type UnitListRequest = z.infer<typeof unitListRequestSchema>;

export const unitListStateSchema = z.object({ color: z.string(), name: z.string() });

/** Why a unit needs attention, most urgent first; 'none' last ('needs attention first' order). */
export const unitAttention = ['fault', 'locked', 'offline', 'maintenance', 'none'] as const;
export type UnitAttention = (typeof unitAttention)[number];
/** Offline for longer than this needs attention. */
export const attentionOfflineMs = 24 * 60 * 60 * 1000;

/** What a row shows of the unit without connecting: presence, run state, output, fault, maintenance. */
export const unitGlanceSchema = z.object({
  /** When the unit last went online or offline (ISO); null when never heard of. */
  since: z.string().nullable(),
  /** Null when its kind does not tell or it has not said yet. */
  running: z.boolean().nullable(),
  /** In its start sequence: not running yet, not idle either (issue 40, 35); running is then false. */
  starting: z.boolean(),
  /** Current output in its data point's unit (kW, W). */
  output: z.object({ value: z.number(), unit: z.string() }).nullable(),
  /** Charge level in percent (buffer tanks, batteries). */
  level: z.number().nullable(),
  /** The first current fault, with its text in the user's language. */
  fault: z.object({ code: z.string(), text: z.string() }).nullable(),
  locked: z.boolean(),
  maintenanceDue: z.boolean(),
  /** Days until the next service falls due at the hours the unit ran a day lately (0: due now); null: unknown. */
  serviceInDays: z.number().int().min(0).nullable(),
  attention: z.enum(unitAttention),
});
export type UnitGlance = z.infer<typeof unitGlanceSchema>;

/** The glance of a unit that has told nothing yet (nothing known, nothing to attend to). */
export const emptyGlance: UnitGlance = {
  since: null,
  running: null,
  starting: false,
  output: null,
  level: null,
  fault: null,
  locked: false,
  maintenanceDue: false,
  serviceInDays: null,
  attention: 'none',
};

/** A unit row of the list (spec 3 Unit, facts §5 info/units). */
export const unitListEntrySchema = z.object({
  /** The portal's number of the unit; null for demo users (it would tell the real unit). */
  id: z.number().int().nullable(),
  seriennummer: z.string(),
  /** Demo users only: kept server-side, never sent (the field stays absent). */
  realSeriennummer: z.string().optional(),
  msrTyp: z.number().int(),
  hasVertrag: z.boolean(),
  connected: z.boolean(),
  online: z.boolean(),
  module: z.string(),
  benennung: z.string(),
  artikelNummer: z.string(),
  productGroup: z.string(),
  locationUuid: z.string().nullable(),
  location: z.string().nullable(),
  standortName: z.string().nullable(),
  standortAnsprech: z.string().nullable(),
  standortAdresse: z.string().nullable(),
  standortPlz: z.string().nullable(),
  standortOrt: z.string().nullable(),
  inbetriebnahmeDatum: z.string().nullable(),
  modernisierungDatum: z.string().nullable(),
  ausserbetriebnahmeDatum: z.string().nullable(),
  /** Operator logins. */
  betreiber: z.array(z.string()),
  external: z.boolean(),
  infoMap: z.record(z.string(), z.string()),
  zustimmungMap: z.record(z.string(), z.boolean()),
  state: unitListStateSchema,
  glance: unitGlanceSchema,
});
export type UnitListEntry = z.infer<typeof unitListEntrySchema>;

/** A flag per system-technology type the location has, plus `initialSN`: the unit it was created for. */
export const locationInfoSchema = z.record(z.string(), z.union([z.boolean(), z.string()]));

/** A location of the list (spec 3 Location). */
export const locationEntrySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  vorname: z.string(),
  nachname: z.string(),
  email: z.string(),
  telefonnummer: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  plz: z.string(),
  ort: z.string(),
  locationVirtual: z.boolean(),
  /** Serials of the units loaded with this answer. */
  hkas: z.array(z.string()),
  /** All units at the location ('loaded x of y'). */
  hkaCount: z.number().int(),
  /** Per service name (spec 3): its state for the location and the service's current year. */
  services: z.record(z.string(), locationServiceSchema),
  warnings: z.array(z.string()),
  locationInfo: locationInfoSchema,
});
export type LocationEntry = z.infer<typeof locationEntrySchema>;

export const unitListResponseSchema = z.object({
  units: z.array(unitListEntrySchema),
  locations: z.array(locationEntrySchema),
  /** Units, or locations in location mode. */
  totalRows: z.number().int(),
  /** The filtered location (filter.locationUuid). */
  location: locationEntrySchema.nullable(),
  locationMode: z.boolean(),
});
export type UnitListResponse = z.infer<typeof unitListResponseSchema>;

/** Create (no uuid) or edit a location (spec 5: name and plz required; email optional but valid). */
export const standortdatenRequestSchema = z.object({
  uuid: z.uuid().optional(),
  name: requiredText(120),
  vorname: optionalText(80),
  nachname: optionalText(80),
  email: z.union([z.literal(''), emailField]).default(''),
  telefonnummer: optionalText(40),
  strasse: optionalText(120),
  hausnummer: optionalText(20),
  plz: plzField,
  ort: optionalText(80),
  locationVirtual: z.boolean().default(false),
  locationInfo: z.partialRecord(z.enum(systemtechnikTypes), z.boolean()).default({}),
  /** Serials at the location after saving (the unit selection dialog's choice). */
  hkas: z.array(z.string().trim().min(1)).max(500).default([]),
});
export type StandortdatenRequest = z.infer<typeof standortdatenRequestSchema>;

export const externUnitTypes = ['ext_se_prog20', 'ext_se_prof20'] as const;

/** Migration (spec 7 info/migrate): e-mail twice; or an old unit's serial and password; or an external unit. */
export const migrateRequestSchema = z.union([
  z.object({ email: emailField, emailRepeat: emailField }).refine((body) => body.email === body.emailRepeat, {
    message: 'login.error.emaildiffer',
    path: ['emailRepeat'],
  }),
  z.object({ seriennummer: requiredText(32), password: z.string().min(1, { error: 'validation.required' }) }),
  z.object({
    serial: requiredText(32),
    plz: plzField,
    type: z.enum(externUnitTypes, { error: 'validation.invalid' }),
    // A commissioning date lies in the past (or is today).
    ibDate: z.iso
      .date({
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalid',
      })
      .refine((date) => notInFuture(date), {
        error: 'validation.notfuture',
      }),
    extern: z.literal(true),
  }),
]);
export type MigrateRequest = z.infer<typeof migrateRequestSchema>;

export const migrateResponseSchema = z.object({
  result: z.literal('success'),
  /** Serial added by an old-unit or external migration. */
  sn: z.string().optional(),
});
