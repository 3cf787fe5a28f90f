import type { HzaOffice } from '@portal/contracts';
import { countyOffices } from './county-offices.js';
import { type OfficeData, countyEntry, officeOfPostcode } from './office-lookup.js';
import { officeKey, officeSeeds } from './offices.js';
import { postcodeTable } from './postcodes.js';

// The postcode → county → office lookup over the shipped tables (backend/reference-data), with corrections.

const table = postcodeTable();
const offices: HzaOffice[] = officeSeeds.map(({ key, name, dss, address, verified }) => ({
  key,
  name,
  dss,
  address,
  verified,
}));
const data = (corrections: [string, string[]][] = []): OfficeData => ({
  rows: countyOffices(),
  corrections: new Map(corrections),
  offices,
});
const lookup = (plz: string, place?: string, corrections: [string, string[]][] = []) =>
  officeOfPostcode(plz, table.areasOf(plz), data(corrections), place);
const keys = (answer: { offices: HzaOffice[] }) => answer.offices.map((office) => office.key).sort();

describe('offices', () => {
  it("has today's 41 main customs offices under unique keys, verified only with a stated address", () => {
    expect(officeSeeds).toHaveLength(41);
    expect(new Set(officeSeeds.map((office) => office.key)).size).toBe(41);
    expect(officeKey('Frankfurt (Oder)')).toBe('frankfurt-oder');
    expect(officeKey('München')).toBe('muenchen');
    expect(officeSeeds.filter((office) => office.verified).map((office) => office.key)).toEqual([
      'hannover',
      'muenchen',
    ]);
    expect(officeSeeds.find((office) => office.key === 'muenchen')?.address).toMatch(
      /^Sophienstraße 6, 80333/,
    );
  });

  it('maps every county of the postcode table, each office one of the 41', () => {
    const known = new Set(officeSeeds.map((office) => office.key));
    const counties = table.counties();
    expect(counties).toHaveLength(400);
    for (const county of counties) {
      const rows = countyOffices().get(county.code) ?? [];
      expect([county.code, rows.length > 0]).toEqual([county.code, true]);
      for (const row of rows) if (row.officeKey !== null) expect(known.has(row.officeKey)).toBe(true);
    }
  });
});

describe('officeOfPostcode', () => {
  it.each([
    ['80331', 'muenchen'],
    ['50667', 'koeln'],
    ['70173', 'stuttgart'],
    ['01067', 'dresden'],
  ])('proposes a candidate office for %s, to verify, with its source', (plz, office) => {
    const answer = lookup(plz);
    expect(answer).toMatchObject({
      match: 'unique',
      basis: 'candidate',
      messageKey: 'hzatool.plz.candidate',
      places: [],
    });
    expect(keys(answer)).toEqual([office]);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it("takes a row of the regulation as found (Bielefeld, BMF no. 4), with the regulation's source", () => {
    expect(lookup('33602')).toMatchObject({
      match: 'unique',
      basis: 'regulation',
      messageKey: null,
      offices: [{ key: 'bielefeld' }],
      sources: ['BMF 2017 no. 4'],
    });
  });

  it('asks for an unresolved county (Leipzig): no office, every one to choose', () => {
    expect(lookup('04109')).toMatchObject({
      match: 'none',
      offices: [],
      basis: null,
      messageKey: 'hzatool.plz.nooffice',
    });
  });

  it('takes a municipality exception by its place: Ahlen is Bielefeld (BMF), though Warendorf is split', () => {
    expect(lookup('59227')).toMatchObject({
      match: 'unique',
      basis: 'regulation',
      offices: [{ key: 'bielefeld' }],
    });
    expect(lookup('59227', 'Ahlen')).toMatchObject({ match: 'unique', offices: [{ key: 'bielefeld' }] });
    // Warendorf itself is named by no row: Bielefeld's list or the rest (Münster); the user is asked.
    const warendorf = lookup('48231');
    expect(warendorf).toMatchObject({ match: 'ambiguous', messageKey: 'hzatool.plz.ambiguous' });
    expect(keys(warendorf)).toEqual(['bielefeld', 'muenster']);
  });

  it('lets the place decide a postcode shared by Berlin and Brandenburg (12529), never choosing alone', () => {
    const both = lookup('12529');
    expect(both).toMatchObject({
      match: 'ambiguous',
      messageKey: 'hzatool.plz.place',
      places: ['Berlin', 'Schönefeld'],
      place: null,
    });
    expect(keys(both)).toEqual(['berlin', 'potsdam']);
    expect(lookup('12529', 'berlin')).toMatchObject({
      match: 'unique',
      basis: 'regulation',
      offices: [{ key: 'berlin' }],
      place: 'Berlin',
      places: ['Berlin', 'Schönefeld'],
    });
    expect(lookup('12529', 'Schönefeld')).toMatchObject({
      match: 'unique',
      basis: 'candidate',
      offices: [{ key: 'potsdam' }],
    });
    // A place the postcode does not have decides nothing.
    expect(lookup('12529', 'Atlantis')).toMatchObject({ match: 'ambiguous', place: null });
  });

  it('is not unique where a part has no office: Reichertshausen may be its Ortsteil Steinkirchen', () => {
    expect(lookup('85305')).toMatchObject({
      match: 'unique',
      basis: 'regulation',
      offices: [{ key: 'augsburg' }],
    });
    const areas = [{ county: table.countiesOf('85305')[0]!, places: ['Reichertshausen'] }];
    const answer = officeOfPostcode('85305', areas, data());
    expect(answer).toMatchObject({ match: 'ambiguous', messageKey: 'hzatool.plz.partlyunknown' });
    expect(keys(answer)).toEqual(['augsburg']);
  });

  it("leaves an airport's grounds out unless the place names the airport (Hamburg, Freising)", () => {
    expect(lookup('20095')).toMatchObject({ match: 'unique', offices: [{ key: 'hamburg' }] });
    expect(lookup('85356')).toMatchObject({ match: 'unique', offices: [{ key: 'landshut' }] });
  });

  it('places Jungholz, an Austrian municipality with a German postcode, in Augsburg (BMF no. 2)', () => {
    expect(lookup('87491')).toMatchObject({
      match: 'unique',
      basis: 'regulation',
      offices: [{ key: 'augsburg' }],
    });
  });

  it('knows nothing of a postcode that does not exist', () => {
    expect(lookup('00000')).toMatchObject({ match: 'none', counties: [], places: [] });
  });

  it("puts an admin's correction above the data, for a candidate and an unresolved county", () => {
    expect(lookup('80331', undefined, [['09162', ['augsburg']]])).toMatchObject({
      match: 'unique',
      basis: 'correction',
      messageKey: null,
      offices: [{ key: 'augsburg' }],
    });
    expect(lookup('04109', undefined, [['14713', ['dresden']]])).toMatchObject({
      match: 'unique',
      basis: 'correction',
      offices: [{ key: 'dresden' }],
    });
    // A correction to 'unknown' takes the data's office away.
    expect(lookup('33602', undefined, [['05711', []]])).toMatchObject({ match: 'none' });
  });
});

describe('countyEntry', () => {
  const county = (code: string) => {
    const found = table.counties().find((entry) => entry.code === code);
    if (!found) throw new Error(code);
    return found;
  };

  it('says how each county is known: regulation, candidate, unresolved, correction', () => {
    expect(countyEntry(county('11000'), data())).toMatchObject({
      officeKeys: ['berlin'],
      basis: 'regulation',
    });
    expect(countyEntry(county('09162'), data())).toMatchObject({
      officeKeys: ['muenchen'],
      basis: 'candidate',
    });
    expect(countyEntry(county('14713'), data())).toMatchObject({ officeKeys: [], basis: 'unresolved' });
    expect(countyEntry(county('05570'), data())).toMatchObject({
      officeKeys: ['bielefeld', 'muenster'],
      basis: 'candidate',
    });
    expect(countyEntry(county('14713'), data([['14713', ['dresden']]]))).toMatchObject({
      officeKeys: ['dresden'],
      basis: 'correction',
      sources: [],
    });
  });
});
