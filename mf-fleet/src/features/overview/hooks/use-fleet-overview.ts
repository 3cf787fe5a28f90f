import type { FleetRegion } from '@portal/contracts';
import { useAlarmReload, useEndpointQuery, useSearchParams } from '@portal/web-kit';
import { fleetRegions } from '@portal/contracts';

/**
 * The page's state: the overview (reloaded when an incident changes, as /alarms is) and the chosen
 * region, kept in the address (`/fleet?region=BY`) so Back and a shared link show the same state.
 */
export function useFleetOverview() {
  const overview = useEndpointQuery('fleetOverview', { query: { days: '30' } });
  useAlarmReload('fleetOverview');
  const [search, setSearch] = useSearchParams();
  const region = fleetRegions.find((code) => code === search.get('region'));
  const choose = (next: FleetRegion | undefined) =>
    setSearch(next ? new URLSearchParams({ region: next }) : new URLSearchParams(), { replace: true });
  return { overview, region, choose };
}
export type FleetOverviewState = ReturnType<typeof useFleetOverview>;
