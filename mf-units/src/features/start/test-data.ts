// Rows and answers of POST /rest/info/units for the start page's tests.
import { type LocationEntry, type UnitListEntry, type UnitListResponse } from '@portal/contracts';
import { unitEntry } from '@portal/web-kit/testing';

export function locationEntry(uuid: string, overrides: Partial<LocationEntry> = {}): LocationEntry {
  return {
    uuid,
    name: 'Einfamilienhaus Hofmann',
    vorname: 'Stefan',
    nachname: 'Hofmann',
    email: 'stefan@example.de',
    telefonnummer: '0931 12345',
    strasse: 'Lindenweg',
    hausnummer: '12a',
    plz: '97070',
    ort: 'Würzburg',
    locationVirtual: false,
    hkas: [],
    hkaCount: 0,
    services: {},
    warnings: [],
    locationInfo: { PV: true },
    ...overrides,
  };
}

/** A unit placed at a location (the row fields the server fills from the location). */
export function unitAt(
  sn: string,
  location: LocationEntry,
  overrides: Partial<UnitListEntry> = {},
): UnitListEntry {
  return unitEntry(sn, {
    locationUuid: location.uuid,
    location: location.name,
    standortName: location.name,
    standortAdresse: `${location.strasse} ${location.hausnummer}`,
    standortPlz: location.plz,
    standortOrt: location.ort,
    ...overrides,
  });
}

export function listAnswer(overrides: Partial<UnitListResponse> = {}): UnitListResponse {
  const units = overrides.units ?? [];
  return {
    units,
    locations: [],
    totalRows: units.length,
    location: null,
    locationMode: false,
    ...overrides,
  };
}

/** Location-mode answer: each location with its units (hkas and hkaCount filled). */
export function locationsAnswer(
  groups: { location: LocationEntry; units: UnitListEntry[]; hkaCount?: number }[],
  totalRows = groups.length,
): UnitListResponse {
  return {
    units: groups.flatMap((group) => group.units),
    locations: groups.map(({ location, units, hkaCount }) => ({
      ...location,
      hkas: units.map((unit) => unit.seriennummer),
      hkaCount: hkaCount ?? units.length,
    })),
    totalRows,
    location: null,
    locationMode: true,
  };
}
