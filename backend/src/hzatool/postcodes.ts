import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

// GeoNames postcodes → counties (backend/data/README.md: CC BY 4.0). Read once into memory; one
// postcode may lie in several counties. County names mix forms, so everything goes by the key.

export interface County {
  code: string;
  name: string;
  /** Regierungsbezirk key as GeoNames gives it ('097' = Schwaben), '' where a Land has none. */
  regionCode: string;
}

export interface PostcodeTable {
  countiesOf(plz: string): County[];
  /** Every county once, by key. */
  counties(): County[];
}

const dataFile = fileURLToPath(new URL('../../data/de-postcodes-counties.csv', import.meta.url));

export function parsePostcodes(csv: string): PostcodeTable {
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });
  const byPlz = new Map<string, County[]>();
  const counties = new Map<string, County>();
  for (const row of rows) {
    const code = row.county_code ?? '';
    if (!/^\d{5}$/.test(code)) continue;
    // The first name met stays: the key decides, the name only orients the user.
    const county = counties.get(code) ?? { code, name: row.county ?? '', regionCode: row.region_code ?? '' };
    counties.set(code, county);
    const plz = row.plz ?? '';
    const list = byPlz.get(plz) ?? [];
    if (!list.some((known) => known.code === code)) list.push(county);
    byPlz.set(plz, list);
  }
  return {
    countiesOf: (plz) => byPlz.get(plz) ?? [],
    counties: () => [...counties.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

let loaded: PostcodeTable | undefined;

export function postcodeTable(): PostcodeTable {
  loaded ??= parsePostcodes(readFileSync(dataFile, 'utf8'));
  return loaded;
}
