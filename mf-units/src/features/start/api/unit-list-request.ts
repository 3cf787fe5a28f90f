import {
  type FleetRegion,
  type FleetStatus,
  type UnitListFilter,
  type UnitListRequest,
  fleetRegions,
  fleetStatuses,
} from '@portal/contracts';
import type { UserRules } from '../../../components/user-rules.js';
import type { ListSettings } from '../list-settings.js';

/**
 * The filter of the start page's list call: only the filters the user can see are sent (spec 2,
 * 6), a location filter (?uuid=) lists that location's units and ignores the search.
 */
export function listFilterOf(
  settings: ListSettings,
  rules: UserRules,
  locationUuid?: string,
): UnitListFilter {
  const attentionFirst = rules.attentionSort && settings.attentionFirst;
  const byLocation = settings.sortByLocation && !locationUuid && !attentionFirst;
  const search = locationUuid ? '' : settings.filterSearch.trim();
  return {
    ...(search ? { search } : {}),
    ...(rules.debug && settings.filterConnected ? { connected: true } : {}),
    ...(rules.gen2Filter ? { msr3Filter: settings.msr3Filter } : {}),
    sortByLocation: byLocation,
    locationMode: byLocation,
    ...(rules.brandFilters && settings.onlyExtern ? { onlyExtern: true } : {}),
    ...(rules.brandFilters && settings.onlyWithLocation ? { onlyWithLocation: true } : {}),
    ...(attentionFirst ? { attentionFirst } : {}),
    ...(locationUuid ? { locationUuid } : {}),
    ...fleetFilterOf(settings),
  };
}

const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * The fleet overview's filters (issue 44: a state of the map, a status, locked, online or new units);
 * an address naming an unknown region or status, or no moment, filters by nothing rather than failing.
 */
export function fleetFilterOf(
  settings: Pick<
    ListSettings,
    'fleetRegion' | 'fleetStatus' | 'onlyLocked' | 'onlyMaintenance' | 'onlyOnline' | 'addedSince'
  >,
): Pick<UnitListFilter, 'region' | 'status' | 'locked' | 'maintenanceDue' | 'online' | 'addedSince'> {
  const region = oneOf<FleetRegion>(fleetRegions, settings.fleetRegion);
  const status = oneOf<FleetStatus>(fleetStatuses, settings.fleetStatus);
  const addedSince = Date.parse(settings.addedSince);
  return {
    ...(Number.isNaN(addedSince) ? {} : { addedSince: new Date(addedSince).toISOString() }),
    ...(region ? { region } : {}),
    ...(status ? { status } : {}),
    ...(settings.onlyLocked ? { locked: true } : {}),
    ...(settings.onlyMaintenance ? { maintenanceDue: true } : {}),
    ...(settings.onlyOnline ? { online: true } : {}),
  };
}

export function listRequestOf(
  settings: ListSettings,
  rules: UserRules,
  locationUuid?: string,
): UnitListRequest {
  return {
    limit: settings.perPage,
    offset: settings.currentPage * settings.perPage,
    filter: listFilterOf(settings, rules, locationUuid),
  };
}

/**
 * The next units of one location in location mode ('x von y geladen'): the list's filter without
 * the search, narrowed to the location, in unit mode.
 */
export function moreUnitsRequestOf(
  filter: UnitListFilter,
  locationUuid: string,
  loaded: number,
  perPage: number,
) {
  const { search: _search, ...rest } = filter;
  return {
    limit: perPage,
    offset: loaded,
    filter: { ...rest, sortByLocation: false, locationMode: false, locationUuid },
  } satisfies UnitListRequest;
}
