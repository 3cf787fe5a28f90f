import {
  type FleetOverviewResponse,
  type FleetRegionEntry,
  type FleetStatus,
  fleetRegions,
  worstStatusOf,
} from '@portal/contracts';
import type { RegionCounts } from './fleet.repository.js';

type UnitFigures = FleetOverviewResponse['units'];

const byStatusOf = (row: Pick<RegionCounts, FleetStatus>) => ({
  fault: row.fault,
  warning: row.warning,
  offline: row.offline,
  ok: row.ok,
});

/** The map's regions in the order of fleetRegions (states, then 'unknown'), those with units only. */
export function regionEntries(rows: readonly RegionCounts[]): FleetRegionEntry[] {
  const byRegion = new Map(rows.map((row) => [row.region, row]));
  return fleetRegions.flatMap((region) => {
    const row = byRegion.get(region);
    if (!row || row.total === 0) return [];
    const byStatus = byStatusOf(row);
    return [{ region, units: row.total, byStatus, worst: worstStatusOf(byStatus) }];
  });
}

/** The whole fleet's figures: the regions' added up. */
export function unitFigures(rows: readonly RegionCounts[]): UnitFigures {
  const sum = (field: keyof Omit<RegionCounts, 'region'>) =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    total: sum('total'),
    online: sum('online'),
    locked: sum('locked'),
    maintenanceDue: sum('maintenanceDue'),
    byStatus: { fault: sum('fault'), warning: sum('warning'), offline: sum('offline'), ok: sum('ok') },
  };
}
