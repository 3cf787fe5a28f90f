import type { HzaOffice } from '@portal/contracts';
import { officeKey, officeSeeds, officesByPostcode, seededCountyOffices } from './offices.js';
import { postcodeTable } from './postcodes.js';

// The postcode → county → office lookup over the shipped GeoNames table and the seeded entries.

const table = postcodeTable();
const seeded = seededCountyOffices(table.counties());
const offices: HzaOffice[] = officeSeeds.map(({ key, name, dss, address, verified }) => ({
  key,
  name,
  dss,
  address,
  verified,
}));
const lookup = (plz: string, entries: ReadonlyMap<string, readonly string[]> = seeded) =>
  officesByPostcode(table.countiesOf(plz), entries, offices);

describe('offices', () => {
  it('has the 41 main customs offices under unique keys', () => {
    expect(officeSeeds).toHaveLength(41);
    expect(new Set(officeSeeds.map((office) => office.key)).size).toBe(41);
    expect(officeKey('Frankfurt (Oder)')).toBe('frankfurt-oder');
    expect(officeKey('München')).toBe('muenchen');
    expect(officeSeeds.filter((office) => office.verified).map((office) => office.key)).toEqual(['muenchen']);
  });

  it('seeds only the entries the facts state, every one to a known office', () => {
    const keys = new Set(officeSeeds.map((office) => office.key));
    for (const officeKeys of seeded.values()) for (const key of officeKeys) expect(keys.has(key)).toBe(true);
    expect(seeded.get('11000')).toEqual(['berlin']);
    expect(seeded.get('09761')).toEqual(['augsburg']); // Stadt Augsburg, in Schwaben
    expect(seeded.get('09186')).toEqual(['augsburg']); // Pfaffenhofen a.d. Ilm
    expect(seeded.has('12052')).toBe(false); // Cottbus: not stated, not guessed
  });
});

describe('officesByPostcode', () => {
  it('finds one office for a postcode of a mapped county', () => {
    expect(lookup('10115')).toMatchObject({
      match: 'unique',
      offices: [{ key: 'berlin', name: 'Hauptzollamt Berlin' }],
      counties: [{ code: '11000' }],
      messageKey: null,
    });
    expect(lookup('86150')).toMatchObject({ match: 'unique', offices: [{ key: 'augsburg' }] });
  });

  it('finds none for an unknown postcode and for unmapped counties, with the counties it knows', () => {
    expect(lookup('00000')).toEqual({
      match: 'none',
      offices: [],
      counties: [],
      messageKey: 'hzatool.plz.nooffice',
    });
    const split = lookup('03058');
    expect(split).toMatchObject({ match: 'none', messageKey: 'hzatool.plz.nooffice' });
    expect(split.counties.map((county) => county.code).sort()).toEqual(['12052', '12071']);
  });

  it('is not unique where one of the counties has no office: the known one is offered, the user asked', () => {
    // 12529 lies in Berlin (11000, mapped) and in Brandenburg's Dahme-Spreewald (12061, not mapped).
    expect(
      table
        .countiesOf('12529')
        .map((county) => county.code)
        .sort(),
    ).toEqual(['11000', '12061']);
    expect(lookup('12529')).toMatchObject({
      match: 'ambiguous',
      offices: [{ key: 'berlin' }],
      messageKey: 'hzatool.plz.partlyunknown',
    });
    // Once the other county maps to Berlin too, Berlin is the one office.
    expect(lookup('12529', new Map([...seeded, ['12061', ['berlin']]]))).toMatchObject({
      match: 'unique',
      messageKey: null,
    });
  });

  it('is ambiguous where the counties of one postcode belong to different offices', () => {
    const entries = new Map([...seeded, ['12052', ['potsdam']], ['12071', ['frankfurt-oder']]]);
    const answer = lookup('03058', entries);
    expect(answer.match).toBe('ambiguous');
    expect(answer.messageKey).toBe('hzatool.plz.ambiguous');
    expect(answer.offices.map((office) => office.key).sort()).toEqual(['frankfurt-oder', 'potsdam']);
    // Both counties at one office: unique again.
    const same = new Map([...seeded, ['12052', ['potsdam']], ['12071', ['potsdam']]]);
    expect(lookup('03058', same).match).toBe('unique');
  });
});
