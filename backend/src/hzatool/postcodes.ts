import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

// GeoNames postcodes → counties (backend/reference-data/README.md: CC BY 4.0). Read once into memory; one
// postcode may lie in several counties. County names mix forms, so everything goes by the key.

export interface County {
  code: string;
  name: string;
  /** Regierungsbezirk key as GeoNames gives it ('097' = Schwaben), '' where a Land has none. */
  regionCode: string;
}

/** A postcode's part in one county, with the places (GeoNames names) it covers there. */
export interface PostcodeArea {
  county: County;
  places: string[];
}

export interface PostcodeTable {
  countiesOf(plz: string): County[];
  /** The postcode's counties, each with the postcode's places in it. */
  areasOf(plz: string): PostcodeArea[];
  /** Every county once, by key. */
  counties(): County[];
}

const dataFile = fileURLToPath(new URL('../../reference-data/de-postcodes-counties.csv', import.meta.url));

export function parsePostcodes(csv: string): PostcodeTable {
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });
  const byPlz = new Map<string, PostcodeArea[]>();
  const counties = new Map<string, County>();
  for (const row of rows) {
    const code = row.county_code ?? '';
    if (!/^\d{5}$/.test(code)) continue;
    // The first name met stays: the key decides, the name only orients the user.
    const county = counties.get(code) ?? { code, name: row.county ?? '', regionCode: row.region_code ?? '' };
    counties.set(code, county);
    const plz = row.plz ?? '';
    const areas = byPlz.get(plz) ?? [];
    byPlz.set(plz, areas);
    let area = areas.find((known) => known.county.code === code);
    if (!area) areas.push((area = { county, places: [] }));
    const place = row.place ?? '';
    if (place !== '' && !area.places.includes(place)) area.places.push(place);
  }
  return {
    countiesOf: (plz) => (byPlz.get(plz) ?? []).map((area) => area.county),
    areasOf: (plz) => byPlz.get(plz) ?? [],
    counties: () => [...counties.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

let loaded: PostcodeTable | undefined;

export function postcodeTable(): PostcodeTable {
  loaded ??= parsePostcodes(readFileSync(dataFile, 'utf8'));
  return loaded;
}
