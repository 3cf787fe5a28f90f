import type { LocationEntry, LocationTextField } from '@portal/contracts';

/** Per system-technology type whether the location has it, plus the unit it was created for. */
export type LocationInfo = Record<string, boolean | string | undefined> & { initialSN?: string };

/**
 * A stored location as the units read model reads it and the domains above hand it on: declared
 * here, not taken from the locations table's row type, so units meets the locations domain only in
 * the SQL of its read model (docs/adr/0003). The locations table's rows have exactly these fields.
 */
/** The location's text fields as the contracts list them, plus what is its own. */
export interface LocationView extends Record<LocationTextField, string> {
  uuid: string;
  locationVirtual: boolean;
  locationInfo: LocationInfo;
  /** Who created it: operators may edit the locations they created even while they hold no unit there. */
  createdBy: number | null;
  createdAt: Date;
}

/**
 * A location in the spec's shape (spec 3 Location). `hkas` are the serials the caller may see there,
 * `hkaCount` all units there; services and warnings belong to the shop and are empty here.
 */
export function toLocationEntry(row: LocationView, hkas: string[], hkaCount: number): LocationEntry {
  const locationInfo: LocationEntry['locationInfo'] = {};
  for (const [key, value] of Object.entries(row.locationInfo)) {
    if (value !== undefined) locationInfo[key] = value;
  }
  return {
    uuid: row.uuid,
    name: row.name,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    telefonnummer: row.telefonnummer,
    strasse: row.strasse,
    hausnummer: row.hausnummer,
    plz: row.plz,
    ort: row.ort,
    locationVirtual: row.locationVirtual,
    hkas,
    hkaCount,
    services: {},
    warnings: [],
    locationInfo,
  };
}
