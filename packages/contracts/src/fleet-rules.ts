import { isManufacturerStaff } from './roles.js';

// The fleet overview's zod-free part (ADR 0007): German states, regions, statuses and who may see
// the fleet, which the shell's menu and the unit list need on their first screens.

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

/** How many days ahead a service counts as coming due (the overview's figure, the list's filter). */
export const serviceHorizonDays = 30;

/**
 * The days until a unit's next service falls due (0: due now) from what its glance holds: the
 * operating hours left to it at the hours the unit ran a day lately; null where the unit does not
 * tell or has not run. The unit list's maintenance filter (units/unit-status.ts) counts the same
 * units in SQL.
 */
export function serviceInDays(glance: {
  maintenanceDue: boolean;
  serviceHoursLeft: number | null;
  operatingHoursPerDay: number | null;
}): number | null {
  const { maintenanceDue, serviceHoursLeft: left, operatingHoursPerDay: perDay } = glance;
  if (maintenanceDue) return 0;
  if (left === null) return null;
  if (left <= 0) return 0;
  return perDay !== null && perDay > 0 ? Math.ceil(left / perDay) : null;
}

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

/** Who may run parameter campaigns: partners (their units) and the manufacturer's staff and admins (all); never the demo. */
export function mayRunCampaigns(roles: readonly string[], brand: string): boolean {
  return !roles.includes('demo') && (roles.includes('partner') || isManufacturerStaff(roles, brand));
}
