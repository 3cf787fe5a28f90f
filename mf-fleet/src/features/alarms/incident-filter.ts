import {
  type IncidentKind,
  type IncidentListRequest,
  type IncidentSeverity,
  incidentKinds,
  incidentSeverities,
  incidentStates,
} from '@portal/contracts';

/** What the state filter offers: open and acknowledged ones ('active', the default), one state, all. */
export const stateChoices = ['active', ...incidentStates, 'all'] as const;
export type StateChoice = (typeof stateChoices)[number];

/**
 * The page's filter as the address keeps it (`/alarms?state=open&severity=fault&page=2`); one unit
 * (`sn`, also from a unit's errors page: `/alarms?sn=…&state=all`) or one location (`location`, with
 * its name in `place` to show).
 */
export interface IncidentFilter {
  state: StateChoice;
  /** One unit's incidents; empty means all units. */
  sn: string;
  /** One location's incidents (its uuid); empty means all locations. */
  location: string;
  /** The location's name, as it was chosen (only shown). */
  place: string;
  severity: IncidentSeverity | '';
  kind: IncidentKind | '';
  /** Days (yyyy-mm-dd) in the browser's time zone; empty means open. */
  from: string;
  to: string;
  /** 0-based. */
  page: number;
}

export const incidentsPerPage = 25;

export const defaultFilter: IncidentFilter = {
  state: 'active',
  sn: '',
  location: '',
  place: '',
  severity: '',
  kind: '',
  from: '',
  to: '',
  page: 0,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** A serial as the list request takes it (1 to 40 characters), or ''. */
function serialOf(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  return trimmed.length <= 40 ? trimmed : '';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A location's uuid, or ''. */
function locationOf(value: string | null): string {
  return value !== null && uuidPattern.test(value) ? value : '';
}

/** A day as yyyy-mm-dd that exists, or ''. */
function dayOf(value: string | null): string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  return Number.isNaN(localMidnight(value).getTime()) ? '' : value;
}

function localMidnight(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const midnight = new Date(year, month - 1, date);
  // new Date rolls 2026-02-31 over into March: such a day does not exist.
  return midnight.getDate() === date && midnight.getMonth() === month - 1 ? midnight : new Date(NaN);
}

/** The filter an address asks for; what it cannot read is left at the default. */
export function filterOf(search: URLSearchParams): IncidentFilter {
  const page = Number(search.get('page') ?? '1');
  return {
    state: oneOf(stateChoices, search.get('state')) ?? defaultFilter.state,
    sn: serialOf(search.get('sn')),
    location: locationOf(search.get('location')),
    place: (search.get('place') ?? '').slice(0, 120),
    severity: oneOf(incidentSeverities, search.get('severity')) ?? '',
    kind: oneOf(incidentKinds, search.get('kind')) ?? '',
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

/** The address of a filter: only what differs from the default (pages counted from 1). */
export function searchOf(filter: IncidentFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.sn) search.set('sn', filter.sn);
  if (filter.location) {
    search.set('location', filter.location);
    if (filter.place) search.set('place', filter.place);
  }
  if (filter.state !== defaultFilter.state) search.set('state', filter.state);
  if (filter.severity) search.set('severity', filter.severity);
  if (filter.kind) search.set('kind', filter.kind);
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.page > 0) search.set('page', String(filter.page + 1));
  return search;
}

/** The day after `day` (yyyy-mm-dd), at local midnight. */
function dayAfter(day: string): Date {
  const midnight = localMidnight(day);
  return new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + 1);
}

/** What the list asks the server for: 'to' takes in the whole of its day. */
export function requestOf(filter: IncidentFilter): IncidentListRequest {
  return {
    state: filter.state,
    ...(filter.sn ? { sn: filter.sn } : {}),
    ...(filter.location ? { locationUuid: filter.location } : {}),
    ...(filter.severity ? { severities: [filter.severity] } : {}),
    ...(filter.kind ? { kinds: [filter.kind] } : {}),
    ...(filter.from ? { from: localMidnight(filter.from).toISOString() } : {}),
    ...(filter.to ? { to: dayAfter(filter.to).toISOString() } : {}),
    limit: incidentsPerPage,
    offset: filter.page * incidentsPerPage,
  };
}
