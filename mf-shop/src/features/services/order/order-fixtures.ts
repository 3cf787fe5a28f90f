import type { LocationEntry, LocationService } from '@portal/contracts';

// Test data of the order specs: a location's offered service and locations as the unit list gives them.

export const product = (number = 'HZA-TOOL-1', price = 119) => ({
  number,
  name: 'Energiesteuer-Tool',
  namePackage: 'Ein Antragsjahr',
  price,
  prices: { partner: 89, betreiber: price },
});

export function offered(overrides: Partial<LocationService> = {}): LocationService {
  return {
    year: 2025,
    bookable: true,
    booked: false,
    free: false,
    orderNumber: null,
    info: '',
    orderURL: null,
    props: product(),
    ...overrides,
  };
}

/** Location `n` (uuid …0a0n) with two units in Würzburg. */
export function locationEntry(
  n: number,
  name: string,
  services: Record<string, LocationService>,
  overrides: Partial<LocationEntry> = {},
): LocationEntry {
  return {
    uuid: `8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a0${n}`,
    name,
    vorname: 'Stefan',
    nachname: 'Hofmann',
    email: '',
    telefonnummer: '',
    strasse: 'Hauptstraße',
    hausnummer: String(n),
    plz: '97070',
    ort: 'Würzburg',
    locationVirtual: false,
    hkas: [`520000000${n}`, `520000010${n}`],
    hkaCount: 2,
    services,
    warnings: [],
    locationInfo: {},
    ...overrides,
  };
}
