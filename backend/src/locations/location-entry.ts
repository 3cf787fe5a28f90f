import type { LocationEntry } from '@portal/contracts';
import type { locations } from './locations.schema.js';

/** A stored location, as the locations domain hands it to its callers and other domains. */
export type LocationRow = typeof locations.$inferSelect;

/**
 * A location in the spec's shape (spec 3 Location). `hkas` are the serials the caller may see there,
 * `hkaCount` all units there; services and warnings belong to the shop and are empty here.
 */
export function toLocationEntry(row: LocationRow, hkas: string[], hkaCount: number): LocationEntry {
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
