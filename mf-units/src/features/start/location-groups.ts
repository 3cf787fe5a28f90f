import type { LocationEntry, UnitListEntry, UnitListResponse } from '@portal/contracts';

export interface LocationGroup {
  /** null: the units without a location that the answer carries as well. */
  location: LocationEntry | null;
  units: UnitListEntry[];
}

/**
 * Location mode: each location with its loaded units in the server's order (`hkas`, then units
 * pointing at it that `hkas` missed), then the units no location claims.
 */
export function groupByLocation(data: Pick<UnitListResponse, 'units' | 'locations'>): LocationGroup[] {
  const bySerial = new Map(data.units.map((unit) => [unit.seriennummer, unit]));
  const placed = new Set<string>();
  const groups: LocationGroup[] = data.locations.map((location) => {
    const listed = location.hkas.flatMap((sn) => bySerial.get(sn) ?? []);
    const pointing = data.units.filter(
      (unit) => unit.locationUuid === location.uuid && !location.hkas.includes(unit.seriennummer),
    );
    const units = [...listed, ...pointing].filter((unit) => !placed.has(unit.seriennummer));
    for (const unit of units) placed.add(unit.seriennummer);
    return { location, units };
  });
  const rest = data.units.filter((unit) => !placed.has(unit.seriennummer));
  return rest.length > 0 ? [...groups, { location: null, units: rest }] : groups;
}

/** Adds the next units of a location (its 'x von y geladen' button) to the loaded answer. */
export function withMoreUnits(
  data: UnitListResponse,
  locationUuid: string,
  more: readonly UnitListEntry[],
): UnitListResponse {
  const known = new Set(data.units.map((unit) => unit.seriennummer));
  const fresh = more.filter((unit) => !known.has(unit.seriennummer));
  return {
    ...data,
    units: [...data.units, ...fresh],
    locations: data.locations.map((location) =>
      location.uuid === locationUuid
        ? { ...location, hkas: [...location.hkas, ...fresh.map((unit) => unit.seriennummer)] }
        : location,
    ),
  };
}
