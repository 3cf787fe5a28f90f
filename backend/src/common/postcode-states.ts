import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { type FleetRegion, type GermanStateCode, germanStates } from '@portal/contracts';

// Postcode → German state (Land) from the GeoNames postcode data the energy-tax tool reads too
// (backend/reference-data/README.md, CC BY 4.0). The state is the county key's first two digits (the
// official municipality key), not GeoNames' own state column, whose numbering differs. Used by the
// fleet map and the unit list's region filter (docs/adr/0021-fleet-overview.md).

const dataFile = fileURLToPath(new URL('../../reference-data/de-postcodes-counties.csv', import.meta.url));

const stateByAgs = new Map<string, GermanStateCode>(germanStates.map((state) => [state.ags, state.code]));

export interface PostcodeStates {
  /** The state of a postcode; undefined for anything not a known German postcode. */
  stateOf(plz: string): GermanStateCode | undefined;
  /** The postcodes of a state (the unit list's region filter). */
  postcodesOf(state: GermanStateCode): readonly string[];
  /** Every known postcode ('unknown region' is a location whose postcode is none of them). */
  allPostcodes(): readonly string[];
}

/**
 * Reads `plz,…,county_code` rows. A postcode across a state border (a handful) counts to the state
 * of its first row: a unit is counted once, and its state is a fact of the file, not of the order
 * units arrive in.
 */
export function parsePostcodeStates(csv: string): PostcodeStates {
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });
  const byPlz = new Map<string, GermanStateCode>();
  for (const row of rows) {
    const plz = row.plz ?? '';
    const state = stateByAgs.get((row.county_code ?? '').slice(0, 2));
    if (/^\d{5}$/.test(plz) && state && !byPlz.has(plz)) byPlz.set(plz, state);
  }
  const byState = new Map<GermanStateCode, string[]>();
  for (const [plz, state] of byPlz) byState.set(state, [...(byState.get(state) ?? []), plz]);
  const all = [...byPlz.keys()];
  return {
    stateOf: (plz) => byPlz.get(plz.trim()),
    postcodesOf: (state) => byState.get(state) ?? [],
    allPostcodes: () => all,
  };
}

/** The region of a postcode: its state, or 'unknown'. */
export function regionOf(table: PostcodeStates, plz: string | null): FleetRegion {
  return (plz === null ? undefined : table.stateOf(plz)) ?? 'unknown';
}

let loaded: PostcodeStates | undefined;

export function postcodeStates(): PostcodeStates {
  loaded ??= parsePostcodeStates(readFileSync(dataFile, 'utf8'));
  return loaded;
}
