import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

// The 41 main customs offices of today (backend/reference-data/de-customs-offices.csv: zoll.de "Örtliche
// Behörden"). No office's Dienststellenschlüssel was found, so dss stays null; an address is given
// only where a source states it (München, Hannover), and only such an office counts as verified.

export interface OfficeSeed {
  key: string;
  name: string;
  dss: string | null;
  address: string | null;
  verified: boolean;
}

/** `Frankfurt (Oder)` → `frankfurt-oder`, `München` → `muenchen`. */
export function officeKey(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function parseOffices(csv: string): OfficeSeed[] {
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });
  return rows.map((row) => {
    const name = (row.office ?? '').trim();
    const address = (row.address ?? '').trim() || null;
    const dss = (row.dss ?? '').trim() || null;
    return {
      key: officeKey(name.replace(/^Hauptzollamt\s+/, '')),
      name,
      dss,
      address,
      verified: address !== null,
    };
  });
}

const dataFile = fileURLToPath(new URL('../../reference-data/de-customs-offices.csv', import.meta.url));

export const officeSeeds: readonly OfficeSeed[] = parseOffices(readFileSync(dataFile, 'utf8'));
