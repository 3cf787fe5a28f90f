import { z } from 'zod';
import { incidentSeverities } from './alarms.js';
import { isManufacturerStaff } from './roles.js';

// The fleet overview (issue 44, /fleet): figures over the units a partner or the manufacturer sees,
// 30-day trends, what is new since the last visit and the units per German state for the map
// (docs/adr/0021-fleet-overview.md).

/**
 * The German states (Länder) by their two-letter code, with the first two digits of the official
 * municipality key (AGS) the postcode data's county keys start with, and the key of the state in the
 * Highcharts map collection's `countries/de/de-all` map. Their names are proper nouns, kept here like
 * the unit catalogue's bilingual labels so the fleet page and the unit list's filter name them alike.
 */
export const germanStates = [
  { code: 'SH', ags: '01', mapKey: 'de-sh', name: { de: 'Schleswig-Holstein', en: 'Schleswig-Holstein' } },
  { code: 'HH', ags: '02', mapKey: 'de-hh', name: { de: 'Hamburg', en: 'Hamburg' } },
  { code: 'NI', ags: '03', mapKey: 'de-ni', name: { de: 'Niedersachsen', en: 'Lower Saxony' } },
  { code: 'HB', ags: '04', mapKey: 'de-hb', name: { de: 'Bremen', en: 'Bremen' } },
  {
    code: 'NW',
    ags: '05',
    mapKey: 'de-nw',
    name: { de: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' },
  },
  { code: 'HE', ags: '06', mapKey: 'de-he', name: { de: 'Hessen', en: 'Hesse' } },
  { code: 'RP', ags: '07', mapKey: 'de-rp', name: { de: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' } },
  { code: 'BW', ags: '08', mapKey: 'de-bw', name: { de: 'Baden-Württemberg', en: 'Baden-Württemberg' } },
  { code: 'BY', ags: '09', mapKey: 'de-by', name: { de: 'Bayern', en: 'Bavaria' } },
  { code: 'SL', ags: '10', mapKey: 'de-sl', name: { de: 'Saarland', en: 'Saarland' } },
  { code: 'BE', ags: '11', mapKey: 'de-be', name: { de: 'Berlin', en: 'Berlin' } },
  { code: 'BB', ags: '12', mapKey: 'de-bb', name: { de: 'Brandenburg', en: 'Brandenburg' } },
  {
    code: 'MV',
    ags: '13',
    mapKey: 'de-mv',
    name: { de: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Western Pomerania' },
  },
  { code: 'SN', ags: '14', mapKey: 'de-sn', name: { de: 'Sachsen', en: 'Saxony' } },
  { code: 'ST', ags: '15', mapKey: 'de-st', name: { de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' } },
  { code: 'TH', ags: '16', mapKey: 'de-th', name: { de: 'Thüringen', en: 'Thuringia' } },
] as const;
export type GermanStateCode = (typeof germanStates)[number]['code'];

/** A state's name in German or English ('de-de', 'en-gb': by the language's first two letters). */
export function germanStateName(code: GermanStateCode, locale: string): string {
  const state = germanStates.find((entry) => entry.code === code);
  return state ? state.name[locale.startsWith('de') ? 'de' : 'en'] : code;
}
export const germanStateCodes = germanStates.map((state) => state.code) as [
  GermanStateCode,
  ...GermanStateCode[],
];

/** A region of the map: a state, or the units whose location has no known German postcode. */
export const fleetRegions = [...germanStateCodes, 'unknown'] as const;
export type FleetRegion = (typeof fleetRegions)[number];

/**
 * A unit's state on the map and in the list's `status` filter, worst first: a current fault or a
 * fault lock-out; maintenance due; not online now; fine.
 */
export const fleetStatuses = ['fault', 'warning', 'offline', 'ok'] as const;
export type FleetStatus = (typeof fleetStatuses)[number];

/**
 * Who may open the fleet overview: partners and subpartners (their units), the manufacturer's staff
 * and admins (all units). Operators, demo and external users may not.
 */
export function mayViewFleet(roles: readonly string[], brand: string): boolean {
  return (
    isManufacturerStaff(roles, brand) ||
    ['partner', 'subpartner', 'serviceparter'].some((role) => roles.includes(role))
  );
}

export const fleetOverviewQuerySchema = z.object({
  /** Days of the trend charts, ending today (Berlin calendar). */
  days: z.coerce.number().int().min(7).max(90).default(30),
});
export type FleetOverviewQuery = z.input<typeof fleetOverviewQuerySchema>;

const count = z.number().int().nonnegative();

/** Energy in kWh of a period and of the same period a year before (null: no stored counter then). */
const energyComparisonSchema = z.object({
  kWh: z.number().nonnegative(),
  lastYearKWh: z.number().nonnegative().nullable(),
});

export const fleetRegionSchema = z.object({
  region: z.enum(fleetRegions),
  units: count,
  /** Units per status. */
  byStatus: z.object({ fault: count, warning: count, offline: count, ok: count }),
  worst: z.enum(fleetStatuses),
});
export type FleetRegionEntry = z.infer<typeof fleetRegionSchema>;

export const fleetOverviewResponseSchema = z.object({
  /** When the figures were taken (ISO). */
  at: z.string(),
  units: z.object({
    total: count,
    online: count,
    /** Locked out by a fault (the glance's lock). */
    locked: count,
    /** Maintenance due (see the ADR: the units tell 'due', not a date). */
    maintenanceDue: count,
    byStatus: z.object({ fault: count, warning: count, offline: count, ok: count }),
  }),
  /** Open (unresolved) incidents per severity. */
  openIncidents: z.object(
    Object.fromEntries(incidentSeverities.map((s) => [s, count])) as {
      [S in (typeof incidentSeverities)[number]]: typeof count;
    },
  ),
  energy: z.object({ yesterday: energyComparisonSchema, thisMonth: energyComparisonSchema }),
  /** One entry per day (YYYY-MM-DD, Berlin), oldest first. */
  trend: z.array(
    z.object({
      day: z.string(),
      /** Incidents opened that day. */
      incidentsOpened: count,
      /** Incidents not resolved at the end of that day (now, for today). */
      incidentsOpen: count,
      kWh: z.number().nonnegative(),
    }),
  ),
  sinceLastVisit: z.object({
    /** The previous visit (ISO); null on the first one. */
    previousVisit: z.string().nullable(),
    incidents: count,
    units: count,
  }),
  /** Every state with units, then 'unknown' when some units have no known postcode. */
  regions: z.array(fleetRegionSchema),
});
export type FleetOverviewResponse = z.infer<typeof fleetOverviewResponseSchema>;

const ranks: Record<FleetStatus, number> = { fault: 0, warning: 1, offline: 2, ok: 3 };

/** The worse of two statuses (fault > warning > offline > ok). */
export function worseStatus(a: FleetStatus, b: FleetStatus): FleetStatus {
  return ranks[a] <= ranks[b] ? a : b;
}

/** The worst status that has units in `byStatus` ('ok' when none). */
export function worstStatusOf(byStatus: Record<FleetStatus, number>): FleetStatus {
  return fleetStatuses.find((status) => byStatus[status] > 0) ?? 'ok';
}
