import type { HzaByPlzResponse, HzaOffice } from '@portal/contracts';
import type { County } from './postcodes.js';

// The 41 main customs offices (facts energy-tax-tool.md §4, zoll.de "Örtliche Behörden"). No
// office's own 4-digit number is verified, so dss stays null; only München's address is verified
// (bayernportal.de). Everything else is corrected in the portal (POST /hzatool/countyOffice).

export interface OfficeSeed {
  key: string;
  name: string;
  dss: string | null;
  address: string | null;
  verified: boolean;
}

// prettier-ignore
const names = [
  'Aachen', 'Augsburg', 'Berlin', 'Bielefeld', 'Braunschweig', 'Bremen', 'Darmstadt', 'Dortmund',
  'Dresden', 'Duisburg', 'Düsseldorf', 'Erfurt', 'Frankfurt am Main', 'Frankfurt (Oder)', 'Gießen',
  'Hamburg', 'Hannover', 'Heilbronn', 'Itzehoe', 'Karlsruhe', 'Kiel', 'Koblenz', 'Köln', 'Krefeld',
  'Landshut', 'Lörrach', 'Magdeburg', 'München', 'Münster', 'Nürnberg', 'Oldenburg', 'Osnabrück',
  'Potsdam', 'Regensburg', 'Rosenheim', 'Saarbrücken', 'Schweinfurt', 'Singen', 'Stralsund',
  'Stuttgart', 'Ulm',
] as const;

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

const verifiedAddresses: Record<string, string> = {
  muenchen: 'Sophienstraße 6, 80333 München',
};

export const officeSeeds: readonly OfficeSeed[] = names.map((name) => {
  const key = officeKey(name);
  const address = verifiedAddresses[key] ?? null;
  return { key, name: `Hauptzollamt ${name}`, dss: null, address, verified: address !== null };
});

/** Regierungsbezirk Schwaben as GeoNames keys it. */
const schwabenRegion = '097';

/**
 * The county → office entries the facts state (BMF "Bestimmung von Bezirk und Sitz der
 * Hauptzollämter", 3 Jan 2017, first entries only; Hamburg merged 2019). Nothing is guessed: a
 * county not listed has no office until someone enters it. Split counties whose other office is
 * unknown (Warendorf → partly Bielefeld, Gifhorn → partly Braunschweig) get no entry either.
 */
export function seededCountyOffices(counties: readonly County[]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const assign = (code: string, office: string) => table.set(code, [office]);
  // Aachen: Städteregion Aachen and the Kreise Düren, Heinsberg, Euskirchen.
  for (const code of ['05334', '05358', '05370', '05366']) assign(code, 'aachen');
  // Augsburg: Regierungsbezirk Schwaben, Ingolstadt and the Landkreise Eichstätt,
  // Neuburg-Schrobenhausen and Pfaffenhofen a.d. Ilm. Pfaffenhofen's Ortsteil Steinkirchen belongs
  // elsewhere; a postcode-level table cannot tell it apart, so the whole county goes to Augsburg.
  for (const county of counties) if (county.regionCode === schwabenRegion) assign(county.code, 'augsburg');
  for (const code of ['09161', '09176', '09185', '09186']) assign(code, 'augsburg');
  assign('11000', 'berlin');
  assign('02000', 'hamburg');
  return table;
}

/**
 * The offices of a postcode's counties. Unique only when every county maps to that one office: a
 * county without one (a Brandenburg postcode shared with Berlin) may belong to another office, so
 * the known ones are offered and the user asked (issue 40, 5). Several offices: ambiguous; none: none.
 */
export function officesByPostcode(
  counties: readonly County[],
  entries: ReadonlyMap<string, readonly string[]>,
  offices: readonly HzaOffice[],
): HzaByPlzResponse {
  const perCounty = counties.map((county) => entries.get(county.code) ?? []);
  const keys = new Set(perCounty.flat());
  const found = offices.filter((office) => keys.has(office.key));
  const partlyUnknown = found.length > 0 && perCounty.some((officeKeys) => officeKeys.length === 0);
  const match = found.length === 0 ? 'none' : found.length === 1 && !partlyUnknown ? 'unique' : 'ambiguous';
  return {
    match,
    offices: found,
    counties: counties.map((county) => ({ code: county.code, name: county.name })),
    messageKey:
      match === 'none'
        ? 'hzatool.plz.nooffice'
        : partlyUnknown
          ? 'hzatool.plz.partlyunknown'
          : match === 'ambiguous'
            ? 'hzatool.plz.ambiguous'
            : null,
  };
}
