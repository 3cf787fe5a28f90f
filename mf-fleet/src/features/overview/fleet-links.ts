import type { FleetRegion, FleetStatus, IncidentSeverity } from '@portal/contracts';

// Where the overview's figures lead: the unit list (mf-units' start page) with the filters it reads
// from the address, or /alarms with its own. Each link counts the units or incidents its figure
// counted (backend/test/fleet.api.spec.ts checks the pairs against the API).

export interface UnitListLink {
  region?: FleetRegion;
  status?: FleetStatus;
  locked?: boolean;
  maintenance?: boolean;
  online?: boolean;
  /** Added after this moment (ISO). */
  addedSince?: string;
}

/**
 * The unit list, as units (not by location), filtered as named. The list's GEN2 filter (on by
 * default for partners and staff) is switched off: the overview counts every unit.
 */
export function unitListLink(filter: UnitListLink = {}): string {
  const query = new URLSearchParams({ view: 'units', gen2: '0' });
  if (filter.region) query.set('region', filter.region);
  if (filter.status) query.set('status', filter.status);
  if (filter.locked) query.set('locked', '1');
  if (filter.maintenance) query.set('maintenance', '1');
  if (filter.online) query.set('online', '1');
  if (filter.addedSince) query.set('since', filter.addedSince);
  return `/?${query.toString()}`;
}

/**
 * /alarms with the unresolved incidents (its default) of one severity, or all opened since a day
 * (YYYY-MM-DD; the page filters by whole days).
 */
export function alarmsLink(filter: { severity?: IncidentSeverity; from?: string } = {}): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('state', 'all');
  if (filter.severity) query.set('severity', filter.severity);
  if (filter.from) query.set('from', filter.from);
  const text = query.toString();
  return text ? `/alarms?${text}` : '/alarms';
}

/** The change from last year's figure in percent, rounded; null when there is none to compare with. */
export function changePercent(now: number, lastYear: number | null): number | null {
  if (lastYear === null || lastYear === 0) return null;
  return Math.round(((now - lastYear) / lastYear) * 100);
}
