import type { HzaByPlzResponse, HzaCountyOffice, HzaOffice, HzaOfficeBasis } from '@portal/contracts';
import { type CountyRow, type RowScope, placeName, postcodeRows } from './county-offices.js';
import type { County, PostcodeArea } from './postcodes.js';

// The main customs office of a postcode: postcode → counties (and their places) → the county's
// rows, an admin's correction standing above the data. Unique only when every part of the postcode
// leads to the same office; otherwise the user is asked.

export interface OfficeData {
  /** The shipped table, by county key. */
  rows: ReadonlyMap<string, readonly CountyRow[]>;
  /** Admins' corrections, by county key: they replace the county's rows (empty: unknown). */
  corrections: ReadonlyMap<string, readonly string[]>;
  offices: readonly HzaOffice[];
}

/** The rows of a county: the admin's correction, else the data's. */
export function rowsOf(countyCode: string, data: OfficeData): readonly CountyRow[] {
  const corrected = data.corrections.get(countyCode);
  if (!corrected) return data.rows.get(countyCode) ?? [];
  const row = (officeKey: string | null): CountyRow => ({
    countyCode,
    officeKey,
    status: 'correction',
    scope: { kind: 'whole' },
    source: '',
  });
  return corrected.length === 0 ? [row(null)] : corrected.map(row);
}

/** `Hamburg Fuhlsbüttel` lies in `hamburg`; `Moers` is `moers`. */
const isIn = (place: string, municipality: string) =>
  place === municipality || place.startsWith(`${municipality} `) || place.startsWith(`${municipality},`);

function named(scope: RowScope, place: string): boolean {
  if (scope.kind === 'airport') return place.includes('flughafen');
  if (scope.kind !== 'named') return false;
  return (
    scope.municipalities.some((name) => isIn(place, name)) ||
    scope.ortsteile.some((ortsteil) => isIn(place, ortsteil.name))
  );
}

/**
 * Whether a row may cover a place no row names: the rest, a part nobody named, and named
 * municipalities too, since the place may be one of their Ortsteile. An Ortsteil's row only for its
 * own municipality; an airport's grounds only where the place names the airport.
 */
function mayCover(scope: RowScope, place: string): boolean {
  if (scope.kind === 'airport') return false;
  if (scope.kind !== 'named') return true;
  return scope.municipalities.length > 0 || scope.ortsteile.some((ortsteil) => isIn(place, ortsteil.of));
}

/** The rows of a county that may hold a place: those naming it, else those that may cover it. */
export function rowsForPlace(rows: readonly CountyRow[], place: string): readonly CountyRow[] {
  const name = placeName(place);
  const direct = rows.filter((row) => named(row.scope, name));
  return direct.length > 0 ? direct : rows.filter((row) => mayCover(row.scope, name));
}

/** The rows each place of the postcode may fall under (a place in two counties gets both). */
function rowsByPlace(areas: readonly PostcodeArea[], data: OfficeData): Map<string, CountyRow[]> {
  const byPlace = new Map<string, CountyRow[]>();
  for (const area of areas) {
    const rows = rowsOf(area.county.code, data);
    for (const place of area.places.length > 0 ? area.places : ['']) {
      const found = rowsForPlace(rows, place);
      byPlace.set(place, [...(byPlace.get(place) ?? []), ...found]);
    }
  }
  return byPlace;
}

const officeSet = (rows: readonly CountyRow[]) =>
  [...new Set(rows.map((row) => row.officeKey ?? '?'))].sort().join(' ');

/** The weakest basis among rows: a candidate anywhere makes the answer one to verify. */
function weakest(rows: readonly CountyRow[]): HzaOfficeBasis {
  const order: HzaOfficeBasis[] = ['unresolved', 'candidate', 'regulation', 'correction'];
  return order.find((basis) => rows.some((row) => row.status === basis)) ?? 'correction';
}

function messageKeyOf(
  match: HzaByPlzResponse['match'],
  unknown: boolean,
  byPlace: boolean,
  basis: HzaOfficeBasis | null,
) {
  if (match === 'none') return 'hzatool.plz.nooffice';
  if (unknown) return 'hzatool.plz.partlyunknown';
  if (match === 'ambiguous') return byPlace ? 'hzatool.plz.place' : 'hzatool.plz.ambiguous';
  return basis === 'candidate' ? 'hzatool.plz.candidate' : null;
}

/** GET /hzatool/hzaByPlz: the office of a postcode, or of the place the user picked in it. */
export function officeOfPostcode(
  plz: string,
  areas: readonly PostcodeArea[],
  data: OfficeData,
  place?: string,
): HzaByPlzResponse {
  const byPlace = rowsByPlace(areas, data);
  const exception = postcodeRows.get(plz);
  if (exception) byPlace.set('', [exception]);
  const deciding = new Set([...byPlace.values()].map(officeSet)).size > 1;
  const picked = [...byPlace.keys()].find(
    (name) => name !== '' && place !== undefined && placeName(name) === placeName(place),
  );
  const rows = picked !== undefined ? (byPlace.get(picked) ?? []) : [...byPlace.values()].flat();
  const keys = new Set(rows.flatMap((row) => row.officeKey ?? []));
  const unknown = rows.some((row) => row.officeKey === null);
  const found = data.offices.filter((office) => keys.has(office.key));
  const match = found.length === 0 ? 'none' : found.length === 1 && !unknown ? 'unique' : 'ambiguous';
  const basis = match === 'unique' ? weakest(rows) : null;
  return {
    match,
    offices: found,
    counties: areas.map((area) => ({ code: area.county.code, name: area.county.name })),
    messageKey: messageKeyOf(match, unknown, deciding && picked === undefined, basis),
    basis,
    sources: [...new Set(rows.map((row) => row.source).filter((source) => source !== ''))],
    places: deciding
      ? [...byPlace.keys()].filter((name) => name !== '').sort((a, b) => a.localeCompare(b, 'de'))
      : [],
    place: picked ?? null,
  };
}

/** A county as the admins' table shows it: its offices and how they are known. */
export function countyEntry(county: County, data: OfficeData): HzaCountyOffice {
  const rows = rowsOf(county.code, data);
  return {
    countyCode: county.code,
    countyName: county.name,
    officeKeys: [...new Set(rows.flatMap((row) => row.officeKey ?? []))],
    basis: rows.length === 0 ? 'unresolved' : weakest(rows),
    sources: [...new Set(rows.map((row) => row.source).filter((source) => source !== ''))],
  };
}
