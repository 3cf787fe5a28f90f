import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HzaOfficeBasis } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { officeKey } from './offices.js';

// Every county's main customs office (backend/reference-data/README.md): rows taken from the BMF regulation
// of 3 January 2017, candidate rows from other cited sources, and rows still unresolved. A county
// split between offices has one row per part, named by its municipalities, and one for the rest.

/**
 * How a row's office is known: the regulation's text, another source (to verify), not at all, or
 * from an admin's correction.
 */
export type RowStatus = HzaOfficeBasis;

/**
 * Which part of its county a row covers: the whole county; the rest of a split county; named
 * municipalities (an Ortsteil with its municipality); an airport's grounds; or a part whose
 * municipalities nobody named (any place of the county may lie in it).
 */
export type RowScope =
  | { kind: 'whole' }
  | { kind: 'rest' }
  | { kind: 'named'; municipalities: string[]; ortsteile: { name: string; of: string }[] }
  | { kind: 'airport' }
  | { kind: 'unnamed' };

export interface CountyRow {
  countyCode: string;
  /** Office key, null where no source places the county (or sources conflict). */
  officeKey: string | null;
  status: RowStatus;
  scope: RowScope;
  source: string;
}

/** Lower case, without the kind of municipality the data puts before some names. */
export function placeName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^(stadt|gemeinde|samtgemeinde|markt)\s+/, '');
}

function scopeOf(split: string, municipalities: string): RowScope {
  if (split !== 'partial') return { kind: 'whole' };
  if (municipalities === 'rest') return { kind: 'rest' };
  if (/flughafen/i.test(municipalities)) return { kind: 'airport' };
  if (/unknown|not named|southern part/i.test(municipalities)) return { kind: 'unnamed' };
  const named: Extract<RowScope, { kind: 'named' }> = { kind: 'named', municipalities: [], ortsteile: [] };
  for (const entry of municipalities.split(';')) {
    // 'Reichertshausen: Ortsteil Steinkirchen'
    const ortsteil = /^(.+):\s*Ortsteil\s+(.+)$/.exec(entry.trim());
    if (ortsteil?.[1] && ortsteil[2])
      named.ortsteile.push({ name: placeName(ortsteil[2]), of: placeName(ortsteil[1]) });
    else if (entry.trim() !== '') named.municipalities.push(placeName(entry));
  }
  return named;
}

function statusOf(office: string, note: string): RowStatus {
  if (office === '') return 'unresolved';
  return /^(unresolved|ambiguous)/.test(note) ? 'candidate' : 'regulation';
}

export function parseCountyOffices(csv: string): Map<string, CountyRow[]> {
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });
  const byCounty = new Map<string, CountyRow[]>();
  for (const row of rows) {
    const countyCode = row.county_code ?? '';
    const office = (row.office ?? '').trim();
    const entry: CountyRow = {
      countyCode,
      officeKey: office === '' ? null : officeKey(office.replace(/^Hauptzollamt\s+/, '')),
      status: statusOf(office, row.note ?? ''),
      scope: scopeOf(row.split ?? '', (row.municipalities ?? '').trim()),
      source: (row.source ?? '').trim(),
    };
    byCounty.set(countyCode, [...(byCounty.get(countyCode) ?? []), entry]);
  }
  return byCounty;
}

/**
 * A postcode outside every county: 87491 Jungholz, an Austrian municipality with a German postcode,
 * which BMF no. 2 puts in HZA Augsburg ("die österreichischen Gemeinden Jungholz und Mittelberg").
 */
export const postcodeRows: ReadonlyMap<string, CountyRow> = new Map([
  [
    '87491',
    {
      countyCode: '',
      officeKey: 'augsburg',
      status: 'regulation',
      scope: { kind: 'whole' },
      source: 'BMF 2017 no. 2',
    },
  ],
]);

const dataFile = fileURLToPath(
  new URL('../../reference-data/de-counties-customs-offices.csv', import.meta.url),
);
let loaded: Map<string, CountyRow[]> | undefined;

export function countyOffices(): ReadonlyMap<string, CountyRow[]> {
  loaded ??= parseCountyOffices(readFileSync(dataFile, 'utf8'));
  return loaded;
}
