import {
  type FleetOverviewResponse,
  type FleetRegionEntry,
  type FleetStatus,
  type GermanStateCode,
  germanStates,
} from '@portal/contracts';

// The map's data: one point per German state keyed as the map collection's de-all map keys them,
// coloured by the state's worst unit status; states without units stay neutral.

/** Bootstrap's danger, warning, secondary and success, as the badges and status pills show them. */
export const statusColors: Record<FleetStatus, string> = {
  fault: '#dc3545',
  warning: '#ffc107',
  offline: '#8c959d',
  ok: '#198754',
};
export const emptyColor = '#e9ecef';

export const statusIcons: Record<FleetStatus, string> = {
  fault: 'bi-x-octagon-fill',
  warning: 'bi-wrench-adjustable',
  offline: 'bi-cloud-slash',
  ok: 'bi-check-circle-fill',
};

export interface MapPoint {
  'hc-key': string;
  /** The state's code: what a click selects. */
  code: GermanStateCode;
  units: number;
  worst: FleetStatus | null;
  color: string;
}

export function mapPoints(regions: FleetOverviewResponse['regions']): MapPoint[] {
  const byRegion = new Map(regions.map((entry) => [entry.region, entry]));
  return germanStates.map((state) => {
    const entry = byRegion.get(state.code);
    return {
      'hc-key': state.mapKey,
      code: state.code,
      units: entry?.units ?? 0,
      worst: entry?.worst ?? null,
      color: entry ? statusColors[entry.worst] : emptyColor,
    };
  });
}

/** The region entry of a code, or an empty one (a state without units may be chosen too). */
export function regionOf(
  regions: readonly FleetRegionEntry[],
  code: FleetRegionEntry['region'],
): FleetRegionEntry {
  return (
    regions.find((entry) => entry.region === code) ?? {
      region: code,
      units: 0,
      byStatus: { fault: 0, warning: 0, offline: 0, ok: 0 },
      worst: 'ok',
    }
  );
}
