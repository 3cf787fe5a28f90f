import { readFileSync } from 'node:fs';
import { systemtechnikTypes } from '@portal/contracts';
import { buildDemoWorld, type DemoUnit, type DemoWorld } from './demo-world.js';

const TODAY = '2026-11-22';
const roleLogins = ['admin', 'betreiber', 'betreiberold', 'partner', 'subpartner', 'demo', 'extern'];
const seeds = [1, 42, 2026, 987654321];
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Worlds for several seeds, so the rules hold for the generator and not just for one lucky draw. */
const worlds: [number, DemoWorld][] = seeds.map((seed) => [seed, buildDemoWorld({ brand: 'dachs', seed })]);

function unitsOf(world: DemoWorld, login: string): DemoUnit[] {
  return world.units.filter((u) => u.operators.includes(login));
}

function consentKeys(brand: string): string[] {
  return ['DACHSWEB', `FERNZUGRIFF_${brand.toUpperCase()}`, 'FERNZUGRIFF_PARTNER'].sort();
}

describe('buildDemoWorld determinism', () => {
  it('gives a deep-equal world for the same seed', () => {
    expect(buildDemoWorld({ brand: 'dachs', seed: 7 })).toEqual(buildDemoWorld({ brand: 'dachs', seed: 7 }));
    expect(buildDemoWorld({ brand: 'dachs' })).toEqual(buildDemoWorld({ brand: 'dachs' }));
  });

  it('gives a different world for a different seed', () => {
    const a = buildDemoWorld({ brand: 'dachs', seed: 7 });
    const b = buildDemoWorld({ brand: 'dachs', seed: 8 });
    expect(a).not.toEqual(b);
    expect(a.units.map((u) => u.seriennummer)).not.toEqual(b.units.map((u) => u.seriennummer));
    expect(a.locations.map((l) => l.uuid)).not.toEqual(b.locations.map((l) => l.uuid));
  });

  it('rejects a malformed today and a brand that collides with a fixed role', () => {
    expect(() => buildDemoWorld({ brand: 'dachs', today: '22.11.2026' })).toThrow();
    expect(() => buildDemoWorld({ brand: 'demo' })).toThrow();
  });
});

describe.each(['dachs', 'remeha'])('role accounts for brand %s', (brand) => {
  const world = buildDemoWorld({ brand, seed: 3 });
  const byLogin = (login: string) => world.users.filter((u) => u.login === login);

  it('has each role account exactly once, login-able, with the right roles', () => {
    const expected: Record<string, string[]> = {
      admin: ['admin', brand],
      betreiber: ['betreiber'],
      betreiberold: ['betreiberold'],
      partner: ['partner'],
      subpartner: ['subpartner'],
      [brand]: [brand],
      demo: ['demo'],
      extern: ['extern'],
    };
    for (const [login, roles] of Object.entries(expected)) {
      const found = byLogin(login);
      expect(found).toHaveLength(1);
      expect(found[0]?.roles).toEqual(roles);
      expect(found[0]?.canLogIn).toBe(true);
    }
    expect(
      world.users
        .filter((u) => u.canLogIn)
        .map((u) => u.login)
        .sort(),
    ).toEqual([...roleLogins, brand].sort());
  });

  it('gives admin the hza_admin right and debug, and nobody else debug', () => {
    const admin = byLogin('admin')[0];
    expect(admin?.rights).toEqual(['hza_admin']);
    expect(admin?.debug).toBe(true);
    expect(world.users.filter((u) => u.debug).map((u) => u.login)).toEqual(['admin']);
  });

  it('uses the brand as the manufacturer login and consent key', () => {
    const other = brand === 'dachs' ? 'remeha' : 'dachs';
    expect(byLogin(other)).toHaveLength(0);
    expect(world.users.some((u) => u.roles.includes(other))).toBe(false);
    for (const unit of world.units)
      expect(Object.keys(unit.zustimmungMap).sort()).toEqual(consentKeys(brand));
  });
});

describe.each(worlds)('demo world for seed %i', (_seed, world) => {
  const partnerKeys = new Set(world.partners.map((p) => p.key));
  const logins = new Set(world.users.map((u) => u.login));
  const locationUuids = new Set(world.locations.map((l) => l.uuid));
  const operators = world.users.filter((u) => u.roles.includes('betreiber'));

  it('has the expected sizes', () => {
    expect(world.partners.length).toBeGreaterThanOrEqual(4);
    expect(world.partners.length).toBeLessThanOrEqual(6);
    expect(operators.filter((u) => !u.canLogIn).length).toBeGreaterThanOrEqual(18);
    expect(world.locations.length).toBeGreaterThanOrEqual(32);
    expect(world.locations.length).toBeLessThanOrEqual(40);
    expect(world.units.length).toBeGreaterThanOrEqual(55);
    expect(world.units.length).toBeLessThanOrEqual(66);
  });

  it('has unique lowercase logins and e-mails under example domains only', () => {
    const all = world.users.map((u) => u.login);
    expect(new Set(all).size).toBe(all.length);
    for (const login of all) expect(login).toBe(login.toLowerCase());
    const mails = [...world.users.map((u) => u.email), ...world.partners.map((p) => p.mail)];
    mails.push(...world.locations.filter((l) => l.email !== '').map((l) => l.email));
    for (const mail of mails) expect(mail).toMatch(/^[a-z0-9.-]+@([a-z0-9-]+\.)*example\.(de|com)$/);
  });

  it('names extra operators firstname.lastname, without password, one or two to review their data', () => {
    const extra = operators.filter((u) => u.login !== 'betreiber');
    expect(extra.length).toBeGreaterThanOrEqual(18);
    for (const user of extra) {
      expect(user.login).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(user.canLogIn).toBe(false);
    }
    const reviewers = world.users.filter((u) => u.reviewUserData);
    expect(reviewers.length).toBeGreaterThanOrEqual(1);
    expect(reviewers.length).toBeLessThanOrEqual(2);
    expect(reviewers.every((u) => extra.includes(u))).toBe(true);
  });

  it('has unique 10-digit serials and unique v4 uuids', () => {
    const serials = world.units.map((u) => u.seriennummer);
    expect(new Set(serials).size).toBe(serials.length);
    for (const serial of serials) expect(serial).toMatch(/^\d{10}$/);
    const uuids = world.locations.map((l) => l.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const uuid of uuids) expect(uuid).toMatch(uuidV4);
  });

  it('uses 5-digit postcodes for partners and real locations, a couple of virtual locations', () => {
    for (const partner of world.partners) expect(partner.plz).toMatch(/^\d{5}$/);
    const real = world.locations.filter((l) => !l.locationVirtual);
    for (const location of real) {
      expect(location.plz).toMatch(/^\d{5}$/);
      expect(location.ort).not.toBe('');
      expect(location.strasse).not.toBe('');
    }
    const virtual = world.locations.filter((l) => l.locationVirtual);
    expect(virtual.length).toBeGreaterThanOrEqual(1);
    expect(virtual.length).toBeLessThanOrEqual(3);
  });

  it('references only existing partners, users and locations', () => {
    for (const location of world.locations) {
      expect(location.partnerKeys.length).toBeGreaterThanOrEqual(1);
      expect(location.partnerKeys.length).toBeLessThanOrEqual(2);
      for (const key of location.partnerKeys) expect(partnerKeys.has(key)).toBe(true);
    }
    for (const user of world.users) {
      for (const key of user.partnerKeys) expect(partnerKeys.has(key)).toBe(true);
    }
    for (const unit of world.units) {
      for (const login of unit.operators) expect(logins.has(login)).toBe(true);
      if (unit.locationUuid !== null) expect(locationUuids.has(unit.locationUuid)).toBe(true);
    }
  });

  it('gives every location 1-4 units, system flags, and an initialSN among its units', () => {
    for (const location of world.locations) {
      const here = world.units.filter((u) => u.locationUuid === location.uuid);
      expect(here.length).toBeGreaterThanOrEqual(1);
      expect(here.length).toBeLessThanOrEqual(4);
      expect(here.map((u) => u.seriennummer)).toContain(location.locationInfo.initialSN);
      for (const type of systemtechnikTypes) expect(typeof location.locationInfo[type]).toBe('boolean');
    }
  });

  it('lets the partner company look after 8+ locations and the subpartner company 3+', () => {
    const company = (login: string) => world.users.find((u) => u.login === login)?.companyPartnerKey;
    const partnerKey = company('partner');
    const subKey = company('subpartner');
    expect(partnerKey).toBeDefined();
    expect(subKey).toBeDefined();
    expect(partnerKey).not.toBe(subKey);
    const count = (key: string | undefined) =>
      world.locations.filter((l) => key && l.partnerKeys.includes(key)).length;
    expect(count(partnerKey)).toBeGreaterThanOrEqual(8);
    expect(count(subKey)).toBeGreaterThanOrEqual(3);
  });

  it('gives the betreiber account 6-8 units at 4 locations with the demo cases and 2 partners', () => {
    const betreiber = world.users.find((u) => u.login === 'betreiber');
    expect(betreiber?.reviewUserData).toBe(false);
    expect(betreiber?.partnerKeys).toHaveLength(2);
    const own = unitsOf(world, 'betreiber');
    expect(own.length).toBeGreaterThanOrEqual(6);
    expect(own.length).toBeLessThanOrEqual(8);
    const places = new Set(own.map((u) => u.locationUuid));
    expect(places.has(null)).toBe(false);
    expect(places.size).toBe(4);
    const fullConsent = (u: DemoUnit) => Object.values(u.zustimmungMap).every(Boolean);
    expect(own.some((u) => u.productGroup === 'dachsII' && u.module === 'L1' && fullConsent(u))).toBe(true);
    expect(own.some((u) => u.zustimmungMap.DACHSWEB === false)).toBe(true);
  });

  it('gives betreiberold exactly one classic MSR2 Dachs', () => {
    const own = unitsOf(world, 'betreiberold');
    expect(own).toHaveLength(1);
    expect(own[0]?.productGroup).toBe('dachs');
    expect(own[0]?.msrTyp).toBe(2);
  });

  it("gives a unit password to betreiberold's Dachs and to one unclaimed classic Dachs only", () => {
    const withPassword = world.units.filter((u) => u.legacyPassword);
    expect(withPassword).toHaveLength(2);
    for (const unit of withPassword) {
      expect(unit.productGroup).toBe('dachs');
      expect(unit.msrTyp).toBe(2);
    }
    const [own, unclaimed] = withPassword;
    expect(own?.operators).toEqual(['betreiberold']);
    expect(unclaimed?.operators).toEqual([]);
    expect(unclaimed?.locationUuid).toBeNull();
  });

  it('gives every placed non-external unit 1-2 operators', () => {
    const placed = world.units.filter((u) => u.locationUuid !== null && !u.external);
    expect(placed.length).toBeGreaterThan(40);
    for (const unit of placed) {
      expect(unit.operators.length).toBeGreaterThanOrEqual(1);
      expect(unit.operators.length).toBeLessThanOrEqual(2);
      expect(unit.operators).not.toContain('extern');
    }
  });

  it('has 2 external Dachs Pro units owned by extern and 4-5 other units without location', () => {
    const external = world.units.filter((u) => u.external);
    expect(external).toHaveLength(2);
    for (const unit of external) {
      expect(unit.productGroup).toBe('dachsII');
      expect(unit.msrTyp).toBe(3);
      expect(unit.operators).toEqual(['extern']);
      expect(unit.benennung).toMatch(/^Dachs Pro [GF]20$/);
    }
    // 3-4 not yet placed, plus the unclaimed old unit of the migration demo.
    const loose = world.units.filter((u) => u.locationUuid === null && !u.external);
    expect(loose.length).toBeGreaterThanOrEqual(4);
    expect(loose.length).toBeLessThanOrEqual(5);
  });

  it('keeps product groups and controller types consistent', () => {
    const msrTypByGroup: Record<string, number> = {
      dachsII: 3,
      dachs08: 3,
      dachs: 2,
      waermepumpe: 3,
      pufferspeicher: 3,
      batterie: 3,
      netz: 3,
    };
    for (const unit of world.units) {
      expect(msrTypByGroup[unit.productGroup]).toBe(unit.msrTyp);
      expect(unit.artikelNummer).toMatch(/^\d{10}$/);
      expect(unit.benennung).not.toBe('');
      if (unit.productGroup !== 'dachsII') expect(unit.module).toBe('');
    }
    const groups = new Set(world.units.map((u) => u.productGroup));
    expect([...groups].sort()).toEqual(Object.keys(msrTypByGroup).sort());
    const dachsII = world.units.filter((u) => u.productGroup === 'dachsII' && !u.external);
    expect(dachsII.filter((u) => u.module === 'L1').length).toBeGreaterThan(dachsII.length / 2);
    expect(dachsII.some((u) => u.module === '')).toBe(true);
  });

  it('withholds remote access whenever DACHSWEB is false; most units consent fully', () => {
    for (const unit of world.units) {
      if (unit.zustimmungMap.DACHSWEB === false) {
        expect(Object.values(unit.zustimmungMap).every((granted) => granted === false)).toBe(true);
      }
    }
    const lacking = world.units.filter((u) => !Object.values(u.zustimmungMap).every(Boolean));
    expect(lacking.length).toBeGreaterThanOrEqual(2);
    expect(lacking.length).toBeLessThan(world.units.length / 5);
  });

  it('has 2-3 connectable units without contract and 2-3 decommissioned units', () => {
    const noContract = world.units.filter((u) => !u.hasVertrag);
    expect(noContract.length).toBeGreaterThanOrEqual(2);
    expect(noContract.length).toBeLessThanOrEqual(3);
    for (const unit of noContract) expect(unit.msrTyp).toBe(3);
    const retired = world.units.filter((u) => u.ausserbetriebnahmeDatum !== null);
    expect(retired.length).toBeGreaterThanOrEqual(2);
    expect(retired.length).toBeLessThanOrEqual(3);
  });

  it('keeps dates well-formed, between 2008 and today, and in order', () => {
    const checkOrder = (unit: DemoUnit) => {
      const { inbetriebnahmeDatum: ib, modernisierungDatum: mod, ausserbetriebnahmeDatum: ab } = unit;
      for (const date of [ib, mod, ab]) {
        if (date === null) continue;
        expect(date).toMatch(isoDate);
        expect(date >= '2008-01-01').toBe(true);
        expect(date <= TODAY).toBe(true);
      }
      if (mod !== null) expect(ib !== null && mod > ib).toBe(true);
      if (ab !== null) expect(ib !== null && ab > ib && (mod === null || ab > mod)).toBe(true);
    };
    world.units.forEach(checkOrder);
    expect(world.units.some((u) => u.modernisierungDatum !== null)).toBe(true);
  });

  it('puts Gasart and chimney-sweep notes on some units', () => {
    const withInfo = world.units.filter((u) => !u.external && Object.keys(u.infoMap).length > 0);
    expect(withInfo.length).toBeGreaterThanOrEqual(5);
    expect(withInfo.some((u) => 'Gasart' in u.infoMap)).toBe(true);
  });
});

describe('an earlier today', () => {
  it('never dates anything after it', () => {
    const today = '2021-06-30';
    const world = buildDemoWorld({ brand: 'dachs', seed: 11, today });
    const dates = world.units.flatMap((u) => [
      u.inbetriebnahmeDatum,
      u.modernisierungDatum,
      u.ausserbetriebnahmeDatum,
    ]);
    const set = dates.filter((d): d is string => d !== null);
    expect(set.length).toBeGreaterThan(50);
    expect(set.filter((d) => d > today)).toEqual([]);
  });
});

describe('the energy-tax tool bookings', () => {
  const world = buildDemoWorld({ brand: 'dachs' });
  const nameOf = (uuid: string) => world.locations.find((location) => location.uuid === uuid)?.name;
  const bookedUuids = [...new Set(world.bookings.map((booking) => booking.locationUuid))];

  it('books last year and this year for one betreiber location and one partner customer', () => {
    expect(world.bookings).toHaveLength(4);
    expect(bookedUuids.map(nameOf)).toEqual(['Mehrfamilienhaus Hofmann', 'Grundschule am Lindenplatz']);
    for (const uuid of bookedUuids)
      expect(world.bookings.filter((b) => b.locationUuid === uuid).map((b) => b.yearsAgo)).toEqual([1, 0]);
    const partnerKey = world.users.find((user) => user.login === 'partner')?.companyPartnerKey;
    const school = world.locations.find((location) => location.name === 'Grundschule am Lindenplatz');
    expect(school?.partnerKeys).toContain(partnerKey);
    expect(
      world.units
        .filter((u) => u.locationUuid === school?.uuid)
        .every((u) => !u.operators.includes('betreiber')),
    ).toBe(true);
  });

  it('leaves the Hofmann locations the shop demos order for unbooked', () => {
    for (const name of ['Einfamilienhaus Hofmann', 'Bäckerei Hofmann', 'Ferienhaus Hofmann'])
      expect(bookedUuids.map(nameOf)).not.toContain(name);
  });

  it("gives the betreiber's booked location a connectable natural-gas Dachs G 5.5 the calculation knows", () => {
    const uuid = bookedUuids[0];
    const here = world.units.filter((unit) => unit.locationUuid === uuid);
    expect(here).toHaveLength(1);
    expect(here[0]).toMatchObject({
      benennung: 'Dachs G 5.5',
      artikelNummer: '4700107000',
      productGroup: 'dachsII',
      msrTyp: 3,
      hasVertrag: true,
      operators: ['betreiber'],
      infoMap: { Gasart: 'Erdgas E' },
      inbetriebnahmeDatum: '2016-04-12',
    });
  });
});

describe("the README's demo accounts", () => {
  // The seed builds the world with the default seed: what the README promises is what it seeds.
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const world = buildDemoWorld({ brand: 'dachs', today: TODAY });
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(readme);
    if (!match) throw new Error(`README does not say ${String(pattern)}`);
    return match.slice(1).map(Number);
  };

  it("names the betreiber account's units and locations as seeded", () => {
    const own = unitsOf(world, 'betreiber');
    const [units, locations] = figure(/\| `betreiber` +\| operator +\| own (\d+) units at (\d+) locations/);
    expect([units, locations]).toEqual([own.length, new Set(own.map((u) => u.locationUuid)).size]);
  });

  it('counts the partner companies, further operators, locations and units as seeded', () => {
    const further = world.users.filter((u) => u.roles.includes('betreiber') && !roleLogins.includes(u.login));
    expect(
      figure(
        /plus (\d+) partner companies, (\d+) more operators, (\d+) locations across Germany and (\d+)\s+units/,
      ),
    ).toEqual([world.partners.length, further.length, world.locations.length, world.units.length]);
  });
});
