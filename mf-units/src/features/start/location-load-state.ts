import type { LocationEntry, UnitListEntry } from '@portal/contracts';

/** How many units of the location are loaded and whether more exist. */
export function loadState(location: LocationEntry | null, units: readonly UnitListEntry[]) {
  const loaded = units.length;
  return { loaded, more: location !== null && loaded < location.hkaCount };
}
