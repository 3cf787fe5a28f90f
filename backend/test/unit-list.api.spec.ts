import {
  type UnitListEntry,
  type UnitListResponse,
  emptyGlance,
  unitListResponseSchema,
} from '@portal/contracts';
import { type SQL, and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { unitPresence } from '../src/devices/devices.schema.js';
import { reconcileAttention } from '../src/devices/stored-attention.js';
import { GlanceService } from '../src/devices/glance.service.js';
import { locationPartners, locations } from '../src/locations/locations.schema.js';
import { fleetTallies, locationUnitTallies } from '../src/units/fleet-tallies.schema.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { partners, users } from '../src/users/users.schema.js';
import { UnitsService } from '../src/units/units.service.js';
import { type Client, type Portal, startPortal } from './harness.js';

// POST /rest/info/units over the seeded demo world plus a test location with 7 units. Expectations
// come from the database, so they hold whatever the demo world holds.

let portal: Portal;

const consents = { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true };
const depot = {
  uuid: '5b0e8a3c-1d2f-4e6a-9b7c-0a1b2c3d4e5f',
  name: 'Gärtnerei Testlager',
  vorname: 'Greta',
  nachname: 'Lager',
  strasse: 'Zypressenweg',
  hausnummer: '7',
  plz: '08915',
  ort: 'Teststadt',
  locationInfo: { PV: true, initialSN: '5931846027' },
};
/** Sorted; the first runs online, the second has no contract (and claims to be online). */
const depotSerials = [
  '5931846027',
  '5944015593',
  '5957203318',
  '5962770154',
  '5973318840',
  '5985506621',
  '5996142288',
];

/** When the depot's first two units came online (their presence change). */
const cameOnline = new Date();

beforeAll(async () => {
  portal = await startPortal();
  await portal.db.insert(locations).values(depot);
  await portal.db.insert(units).values(
    depotSerials.map((seriennummer, i) => ({
      seriennummer,
      msrTyp: 3,
      hasVertrag: i !== 1,
      module: 'L1',
      benennung: 'Dachs Gen2 G5.5',
      productGroup: 'dachsII',
      locationUuid: depot.uuid,
      inbetriebnahmeDatum: '2024-03-01',
      zustimmungMap: consents,
    })),
  );
  const reported = { module: 'L1', firmware: '1.0', changedAt: cameOnline };
  await portal.db.insert(unitPresence).values([
    { sn: depotSerials[0]!, online: true, ...reported },
    { sn: depotSerials[1]!, online: true, ...reported },
  ]);
  // Written by hand, not through the gateway: the stored attention follows as at start-up.
  await reconcileAttention(portal.db, depotSerials);
});
afterAll(() => portal?.destroy());

async function list(client: Client, body: object = {}): Promise<UnitListResponse> {
  const answer = await client.post('/rest/info/units', body);
  expect(answer.status).toBe(200);
  expect(unitListResponseSchema.safeParse(answer.body).error).toBeUndefined();
  return answer.body as UnitListResponse;
}

/** Every unit the list shows with this filter, page by page. */
async function listAll(client: Client, filter: object = {}): Promise<UnitListEntry[]> {
  const all: UnitListEntry[] = [];
  for (;;) {
    const page = await list(client, { limit: 20, offset: all.length, filter });
    all.push(...page.units);
    if (page.units.length === 0 || all.length >= page.totalRows) return all;
  }
}

/** Every location the list shows in location mode with this filter, page by page. */
async function locationsListed(client: Client, filter: object): Promise<UnitListResponse['locations']> {
  const all: UnitListResponse['locations'] = [];
  for (;;) {
    const page = await list(client, { limit: 100, offset: all.length, filter });
    all.push(...page.locations);
    if (page.locations.length === 0 || all.length >= page.totalRows) return all;
  }
}

const serialsOf = (entries: readonly UnitListEntry[]) => entries.map((entry) => entry.seriennummer).sort();

async function serialsWhere(where?: SQL): Promise<string[]> {
  const rows = await portal.db.select({ sn: units.seriennummer }).from(units).where(where);
  return rows.map((row) => row.sn).sort();
}

const operatedBy = (login: string) =>
  sql`${units.seriennummer} in (select o.sn from unit_operators o join users u on u.id = o.user_id where u.login = ${login})`;
const lookedAfterBy = (login: string) =>
  sql`${units.locationUuid} in (select lp.location_uuid from location_partners lp join partners p on p.id = lp.partner_id join users u on u.id = p.user_id where u.login = ${login})`;

describe('who may ask', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await portal.client().post('/rest/info/units', {})).status).toBe(401);
  });

  it('answers a bad body with 400 and a key per field', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.post('/rest/info/units', {
      limit: 0,
      offset: -1,
      filter: { locationUuid: 'nope', search: 7 },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual([
      'filter.locationUuid',
      'filter.search',
      'limit',
      'offset',
    ]);
  });
});

describe('role scope (spec 6)', () => {
  it('shows an operator exactly the units they operate', async () => {
    const client = await portal.loggedIn('betreiber');
    const own = await serialsWhere(operatedBy('betreiber'));
    expect(own.length).toBeGreaterThan(0);
    const listed = await listAll(client);
    expect(serialsOf(listed)).toEqual(own);
    for (const entry of listed) expect(entry.betreiber).toContain('betreiber');
  });

  it('shows a partner the units at the locations its company looks after', async () => {
    const client = await portal.loggedIn('partner');
    const expected = await serialsWhere(sql`(${lookedAfterBy('partner')} or ${operatedBy('partner')})`);
    expect(expected.length).toBeGreaterThan(0);
    expect(serialsOf(await listAll(client))).toEqual(expected);
  });

  it("lists a partner's units and locations alike in every mode, also a unit it operates elsewhere", async () => {
    const client = await portal.loggedIn('partner');
    const sees = sql`(${lookedAfterBy('partner')} or ${operatedBy('partner')})`;
    const gen2 = eq(units.msrTyp, 3);
    const expectListed = async () => {
      for (const [filter, where] of [
        [{}, sees],
        [{ msr3Filter: true }, and(sees, gen2)],
        [{ attentionFirst: true }, sees],
        [{ msr3Filter: true, attentionFirst: true }, and(sees, gen2)],
      ] as const) {
        const expected = await serialsWhere(where);
        const listed = await listAll(client, filter);
        expect(serialsOf(listed)).toEqual(expected);
        expect((await list(client, { filter })).totalRows).toBe(expected.length);
      }
      // Location mode with a filter: the locations with such a unit, each counted in full.
      const located = await portal.db
        .select({ uuid: sql<string>`${units.locationUuid}`, count: sql<number>`count(*)::int` })
        .from(units)
        .where(and(sees, gen2, isNotNull(units.locationUuid)))
        .groupBy(units.locationUuid);
      const entries = await locationsListed(client, { msr3Filter: true, sortByLocation: true });
      expect(entries.map((entry) => [entry.uuid, entry.hkaCount]).sort()).toEqual(
        located.map((row) => [row.uuid, row.count]).sort(),
      );
      // Without a filter also the locations the partner answers for without a visible unit.
      const own = await portal.db
        .select({ uuid: locations.uuid })
        .from(locations)
        .where(
          sql`${locations.uuid} in (select lp.location_uuid from location_partners lp join partners p on p.id = lp.partner_id join users u on u.id = p.user_id where u.login = 'partner')
            or ${locations.uuid} in (select ${units.locationUuid} from ${units} where ${sees})
            or ${locations.createdBy} = (select id from users where login = 'partner')`,
        );
      const everyLocation = await locationsListed(client, { sortByLocation: true });
      expect(everyLocation.map((entry) => entry.uuid).sort()).toEqual(own.map((row) => row.uuid).sort());
    };
    await expectListed();
    // Operating a unit elsewhere adds it to the looked-after locations' units (a second arm).
    const [partnerUser] = await portal.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'partner'));
    const elsewhere = await serialsWhere(sql`not ${sees} and ${units.locationUuid} is not null and ${gen2}`);
    await portal.db.insert(unitOperators).values({ sn: elsewhere[0]!, userId: partnerUser!.id });
    try {
      await expectListed();
    } finally {
      await portal.db
        .delete(unitOperators)
        .where(and(eq(unitOperators.sn, elsewhere[0]!), eq(unitOperators.userId, partnerUser!.id)));
    }
  });

  it('shows the brand role, admins and demo users every unit', async () => {
    const total = (await serialsWhere()).length;
    for (const login of ['dachs', 'admin', 'demo']) {
      const page = await list(await portal.loggedIn(login));
      expect(page.totalRows).toBe(total);
    }
    const admin = await portal.loggedIn('admin');
    expect(serialsOf(await listAll(admin))).toEqual(await serialsWhere());
  });

  it('shows the extern user its two external units', async () => {
    const listed = await listAll(await portal.loggedIn('extern'));
    expect(listed).toHaveLength(2);
    expect(listed.every((entry) => entry.external)).toBe(true);
  });
});

describe('order and paging', () => {
  it('orders by location name then serial, units without location last, pages without gaps', async () => {
    const rows = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .leftJoin(locations, eq(locations.uuid, units.locationUuid))
      .orderBy(sql`${locations.name} asc nulls last`, asc(locations.uuid), asc(units.seriennummer));
    const listed = await listAll(await portal.loggedIn('admin'));
    expect(listed.map((entry) => entry.seriennummer)).toEqual(rows.map((row) => row.sn));
    const located = listed.filter((entry) => entry.locationUuid !== null).length;
    expect(listed.slice(located).every((entry) => entry.locationUuid === null)).toBe(true);
  });

  it("answers 10 units by default, with the units' locations", async () => {
    const page = await list(await portal.loggedIn('admin'));
    expect(page.units).toHaveLength(10);
    expect(page.locationMode).toBe(false);
    expect(page.location).toBeNull();
    const shown = new Set(page.units.map((entry) => entry.locationUuid));
    expect(page.locations.map((entry) => entry.uuid).sort()).toEqual(
      [...shown].filter((uuid): uuid is string => uuid !== null).sort(),
    );
    for (const entry of page.locations) {
      expect(entry.hkas).toEqual(
        page.units.filter((unit) => unit.locationUuid === entry.uuid).map((unit) => unit.seriennummer),
      );
    }
  });
});

describe('filters', () => {
  it('msr3Filter lists connectable controllers only', async () => {
    const listed = await listAll(await portal.loggedIn('admin'), { msr3Filter: true });
    expect(serialsOf(listed)).toEqual(await serialsWhere(eq(units.msrTyp, 3)));
  });

  it("productGroups lists units of those kinds only, within the user's units", async () => {
    const meters = await listAll(await portal.loggedIn('admin'), { productGroups: ['netz'] });
    expect(serialsOf(meters)).toEqual(await serialsWhere(eq(units.productGroup, 'netz')));
    expect(meters.length).toBeGreaterThan(0);
    const both = await listAll(await portal.loggedIn('admin'), { productGroups: ['netz', 'batterie'] });
    expect(serialsOf(both)).toEqual(await serialsWhere(sql`${units.productGroup} in ('netz', 'batterie')`));
    const operator = await portal.loggedIn('betreiber');
    expect(serialsOf(await listAll(operator, { productGroups: ['netz'] }))).toEqual(
      await serialsWhere(and(eq(units.productGroup, 'netz'), operatedBy('betreiber'))),
    );
    const refused = await operator.post('/rest/info/units', { filter: { productGroups: [] } });
    expect(refused.status).toBe(400);
  });

  it('onlyWithLocation drops units without a location', async () => {
    const listed = await listAll(await portal.loggedIn('admin'), { onlyWithLocation: true });
    expect(serialsOf(listed)).toEqual(await serialsWhere(isNotNull(units.locationUuid)));
  });

  it('onlyExtern narrows for admins only and is ignored for everybody else', async () => {
    const external = await serialsWhere(eq(units.external, true));
    expect(serialsOf(await listAll(await portal.loggedIn('admin'), { onlyExtern: true }))).toEqual(external);
    const all = (await serialsWhere()).length;
    expect((await list(await portal.loggedIn('dachs'), { filter: { onlyExtern: true } })).totalRows).toBe(
      all,
    );
    const operator = await portal.loggedIn('betreiber');
    expect(serialsOf(await listAll(operator, { onlyExtern: true }))).toEqual(
      await serialsWhere(operatedBy('betreiber')),
    );
  });

  it('connected lists the units this browser session connected', async () => {
    const admin = await portal.loggedIn('admin');
    expect((await list(admin, { filter: { connected: true } })).totalRows).toBe(0);
    expect((await admin.get(`/rest/canip/${depotSerials[2]}?offline`)).status).toBe(200);
    const page = await list(admin, { filter: { connected: true } });
    expect(page.units.map((entry) => [entry.seriennummer, entry.connected])).toEqual([
      [depotSerials[2], true],
    ]);
    const other = await portal.loggedIn('admin');
    expect((await list(other, { filter: { connected: true } })).totalRows).toBe(0);
  });

  it('locationUuid lists one location and loads more with the offset (loaded x of y)', async () => {
    const admin = await portal.loggedIn('admin');
    const first = await list(admin, { limit: 5, filter: { locationUuid: depot.uuid } });
    expect(first.totalRows).toBe(7);
    expect(first.location).toMatchObject({ uuid: depot.uuid, name: depot.name, hkaCount: 7 });
    expect(first.location?.hkas).toEqual(depotSerials.slice(0, 5));
    const more = await list(admin, { limit: 5, offset: 5, filter: { locationUuid: depot.uuid } });
    expect(more.units.map((entry) => entry.seriennummer)).toEqual(depotSerials.slice(5));
    expect(more.location?.hkas).toEqual(depotSerials.slice(5));
  });

  it('locationUuid of a location the user may not see lists nothing', async () => {
    const page = await list(await portal.loggedIn('betreiber'), { filter: { locationUuid: depot.uuid } });
    expect(page).toMatchObject({ units: [], totalRows: 0, location: null });
  });
});

describe('the simulated fleet', () => {
  it('runs connectable units with a contract, never decommissioned ones', async () => {
    const decommissioned = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(and(eq(units.msrTyp, 3), eq(units.hasVertrag, true), isNotNull(units.ausserbetriebnahmeDatum)));
    expect(decommissioned.length).toBeGreaterThan(0);
    const fleet = await portal.app.get(UnitsService).connectableUnits(10_000, []);
    expect(fleet.length).toBeGreaterThan(20);
    for (const unit of fleet) {
      expect(unit).toMatchObject({ msrTyp: 3, hasVertrag: true, ausserbetriebnahmeDatum: null });
    }
  });
});

describe('search', () => {
  const admin = () => portal.loggedIn('admin');
  const found = async (client: Client, filter: object) => serialsOf(await listAll(client, filter));

  it('finds a serial fragment', async () => {
    const [sn] = await serialsWhere(operatedBy('betreiber'));
    const fragment = sn!.slice(2, 8);
    const hits = await listAll(await admin(), { search: ` ${fragment} ` });
    expect(hits.map((entry) => entry.seriennummer)).toContain(sn);
    for (const entry of hits) {
      const text = [
        entry.seriennummer,
        entry.benennung,
        entry.location,
        entry.standortAdresse,
        entry.standortPlz,
      ];
      expect(text.join(' ')).toContain(fragment);
    }
  });

  it('finds a serial typed as the portal shows it, with spaces between the groups', async () => {
    const client = await admin();
    expect(await found(client, { search: '59 3184 6027' })).toEqual([depotSerials[0]]);
    expect(await found(client, { search: '3184 60' })).toEqual([depotSerials[0]]);
    expect(await found(client, { search: '59 3184 6072', fuzzyHka: true })).toEqual([depotSerials[0]]);
    // Names and addresses keep their spaces: 'Zypressenweg 7' is no serial.
    expect(await found(client, { search: 'Dachs Gen2' })).toEqual(
      await serialsWhere(sql`${units.benennung} ilike '%dachs gen2%'`),
    );
  });

  it('finds the unit name, case-insensitively', async () => {
    const hits = await listAll(await admin(), { search: 'WÄRMEPUMPE' });
    expect(hits.length).toBeGreaterThan(0);
    expect(serialsOf(hits)).toEqual(await serialsWhere(sql`${units.benennung} ilike '%wärmepumpe%'`));
  });

  it('finds the location by name and by address', async () => {
    const client = await admin();
    expect(await found(client, { search: 'gärtnerei testlager' })).toEqual(depotSerials);
    expect(await found(client, { search: 'Zypressenweg 7' })).toEqual(depotSerials);
    expect(await found(client, { search: '08915' })).toEqual(depotSerials);
    expect(await found(client, { search: 'Teststadt' })).toEqual(depotSerials);
  });

  it('takes wildcards literally and treats a blank search as none', async () => {
    const client = await admin();
    expect((await list(client, { filter: { search: '%' } })).totalRows).toBe(0);
    expect((await list(client, { filter: { search: '_' } })).totalRows).toBe(0);
    expect((await list(client, { filter: { search: '   ' } })).totalRows).toBe((await serialsWhere()).length);
  });

  it('fuzzyGroupSearch tolerates a typo in the location, plain search does not', async () => {
    const client = await admin();
    expect((await list(client, { filter: { search: 'Gärtnerie Testlagr' } })).totalRows).toBe(0);
    expect(await found(client, { search: 'Gärtnerie Testlagr', fuzzyGroupSearch: true })).toEqual(
      depotSerials,
    );
  });

  it('fuzzyHka tolerates a typo in the serial', async () => {
    const client = await admin();
    expect((await list(client, { filter: { search: '5931846072' } })).totalRows).toBe(0);
    expect(await found(client, { search: '5931846072', fuzzyHka: true })).toEqual([depotSerials[0]]);
  });

  it("searches only within the user's units", async () => {
    const hits = await listAll(await portal.loggedIn('betreiber'), { search: 'Dachs' });
    const own = new Set(await serialsWhere(operatedBy('betreiber')));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((entry) => own.has(entry.seriennummer))).toBe(true);
  });
});

describe('location mode', () => {
  it('pages over locations, each with its first 5 units and the count of all', async () => {
    const admin = await portal.loggedIn('admin');
    // Without filters the admin's location list holds every location, with units or not.
    const count = await portal.db.$count(locations);
    const first = await list(admin, { limit: 100, filter: { sortByLocation: true } });
    expect(first.locationMode).toBe(true);
    expect(first.totalRows).toBe(count);
    expect(first.locations).toHaveLength(count);
    const entry = first.locations.find((location) => location.uuid === depot.uuid);
    expect(entry).toMatchObject({ hkas: depotSerials.slice(0, 5), hkaCount: 7, services: {}, warnings: [] });
    const listedHkas = first.locations.flatMap((location) => location.hkas).sort();
    expect(serialsOf(first.units)).toEqual(listedHkas);
    for (const location of first.locations) {
      expect(location.hkas.length).toBe(Math.min(5, location.hkaCount));
    }
    const pageOne = await list(admin, { limit: 4, filter: { locationMode: true } });
    const pageTwo = await list(admin, { limit: 4, offset: 4, filter: { locationMode: true } });
    expect([...pageOne.locations, ...pageTwo.locations].map((location) => location.uuid)).toEqual(
      first.locations.slice(0, 8).map((location) => location.uuid),
    );
  });

  it("lists an operator's own locations and finds locations by search", async () => {
    const operator = await list(await portal.loggedIn('betreiber'), { filter: { sortByLocation: true } });
    const own = await portal.db
      .selectDistinct({ uuid: units.locationUuid })
      .from(units)
      .where(and(operatedBy('betreiber'), isNotNull(units.locationUuid)));
    expect(operator.locations.map((entry) => entry.uuid).sort()).toEqual(own.map((row) => row.uuid).sort());
    // A location the operator created without units is listed too (it can be opened and edited).
    const client = await portal.loggedIn('betreiber');
    const created = await client.post('/rest/info/standortdaten', {
      name: 'Neubau ohne Anlagen',
      plz: '97070',
      hkas: [],
    });
    expect(created.status).toBe(200);
    const withEmpty = await list(client, { filter: { sortByLocation: true } });
    expect(withEmpty.locations.find((entry) => entry.uuid === created.body.uuid)).toMatchObject({
      hkas: [],
      hkaCount: 0,
    });
    expect(withEmpty.totalRows).toBe(operator.totalRows + 1);
    // A unit filter or a search lists only locations with matching units.
    const filtered = await list(client, { filter: { sortByLocation: true, msr3Filter: true } });
    expect(filtered.locations.some((entry) => entry.uuid === created.body.uuid)).toBe(false);
    const admin = await portal.loggedIn('admin');
    const searched = await list(admin, { filter: { sortByLocation: true, search: 'Testlager' } });
    expect(searched.totalRows).toBe(1);
    expect(searched.locations[0]?.uuid).toBe(depot.uuid);
  });
});

describe("the whole fleet's tallies", () => {
  const yard = { ...depot, uuid: '6c1f9b4d-2e30-4f7b-8c8d-1b2c3d4e5f60', name: 'Zählhof' };
  const serials = ['5990000001', '5990000002', '5990000003', '5990000004', '5990000005', '5990000006'];
  const unitAt = (seriennummer: string, locationUuid: string | null, msrTyp = 3) => ({
    seriennummer,
    msrTyp,
    benennung: 'Dachs Gen2 G5.5',
    productGroup: 'dachsII',
    locationUuid,
  });

  /** The tallies as the triggers keep them, and as counted from the units now. */
  async function talliesAndCounts() {
    const kept = await portal.db
      .select({
        msrTyp: fleetTallies.msrTyp,
        located: fleetTallies.located,
        units: fleetTallies.units,
        locations: fleetTallies.locations,
      })
      .from(fleetTallies)
      .where(sql`${fleetTallies.units} <> 0 or ${fleetTallies.locations} <> 0`)
      .orderBy(asc(fleetTallies.msrTyp), asc(fleetTallies.located));
    const counted = await portal.db
      .select({
        msrTyp: units.msrTyp,
        located: sql<boolean>`${units.locationUuid} is not null`,
        units: sql<number>`count(*)::int`,
        locations: sql<number>`count(distinct ${units.locationUuid})::int`,
      })
      .from(units)
      .groupBy(units.msrTyp, sql`2`)
      .orderBy(asc(units.msrTyp), sql`2`);
    const perLocation = await portal.db
      .select({
        uuid: locationUnitTallies.locationUuid,
        msrTyp: locationUnitTallies.msrTyp,
        units: locationUnitTallies.units,
      })
      .from(locationUnitTallies)
      .orderBy(asc(locationUnitTallies.locationUuid), asc(locationUnitTallies.msrTyp));
    const countedPerLocation = await portal.db
      .select({
        uuid: sql<string>`${units.locationUuid}`,
        msrTyp: units.msrTyp,
        units: sql<number>`count(*)::int`,
      })
      .from(units)
      .where(isNotNull(units.locationUuid))
      .groupBy(units.locationUuid, units.msrTyp)
      .orderBy(asc(units.locationUuid), asc(units.msrTyp));
    return { kept: { kept, perLocation }, counted: { kept: counted, perLocation: countedPerLocation } };
  }

  /** How many located units of `where` there are, and at how many locations. */
  async function located(where: SQL | undefined): Promise<number> {
    const [row] = await portal.db
      .select({ count: sql<number>`count(distinct ${units.locationUuid})::int` })
      .from(units)
      .where(where);
    return row?.count ?? 0;
  }

  /**
   * The tallies agree with the units, and the lists' totals with a count of the units each viewer
   * sees: the admin the whole fleet, the partner its looked-after locations, the operator its units.
   */
  async function expectTalliesRight() {
    const { kept, counted } = await talliesAndCounts();
    expect(kept).toEqual(counted);
    const gen2 = eq(units.msrTyp, 3);
    for (const [login, sees] of [
      ['admin', undefined],
      ['partner', lookedAfterBy('partner')],
      ['betreiber', operatedBy('betreiber')],
    ] as const) {
      const viewer = await portal.loggedIn(login);
      const gen2Units = (await serialsWhere(and(sees, gen2))).length;
      expect((await list(viewer, { filter: { msr3Filter: true } })).totalRows).toBe(gen2Units);
      expect((await list(viewer, { filter: { msr3Filter: true, attentionFirst: true } })).totalRows).toBe(
        gen2Units,
      );
      expect((await list(viewer)).totalRows).toBe((await serialsWhere(sees)).length);
      expect((await list(viewer, { filter: { msr3Filter: true, sortByLocation: true } })).totalRows).toBe(
        await located(and(sees, gen2)),
      );
    }
  }

  afterAll(async () => {
    await portal.db.delete(units).where(inArray(units.seriennummer, serials));
    await portal.db.delete(locations).where(eq(locations.uuid, yard.uuid));
  });

  it('hold the units and located locations through every kind of write', async () => {
    await expectTalliesRight();
    await portal.db.insert(locations).values(yard);
    // Looked after by the partner's company; the operator runs one unit there and one without a location.
    const [company] = await portal.db
      .select({ id: partners.id })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(eq(users.login, 'partner'));
    await portal.db.insert(locationPartners).values({ locationUuid: yard.uuid, partnerId: company!.id });
    // One statement: three GEN2 units and an older one at a new location, two without a location.
    const [a, b, c, d, e, f] = serials as [string, string, string, string, string, string];
    await portal.db
      .insert(units)
      .values([
        unitAt(a, yard.uuid),
        unitAt(b, yard.uuid),
        unitAt(c, yard.uuid),
        unitAt(d, yard.uuid, 2),
        unitAt(e, null),
        unitAt(f, null),
      ]);
    const [operator] = await portal.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'betreiber'));
    await portal.db.insert(unitOperators).values([c, f].map((sn) => ({ sn, userId: operator!.id })));
    await expectTalliesRight();
    // Moved to another location, given a location, changed generation.
    await portal.db.update(units).set({ locationUuid: depot.uuid }).where(eq(units.seriennummer, a));
    await portal.db.update(units).set({ locationUuid: yard.uuid }).where(eq(units.seriennummer, e));
    await portal.db
      .update(units)
      .set({ msrTyp: 2 })
      .where(inArray(units.seriennummer, [b, c]));
    // A write that neither moves a unit nor changes its generation.
    await portal.db.update(units).set({ glanceAttention: 0 }).where(eq(units.seriennummer, e));
    await expectTalliesRight();
    // The location deleted: its units lose it in the same statement.
    await portal.db.delete(locations).where(eq(locations.uuid, yard.uuid));
    await expectTalliesRight();
    await portal.db.delete(units).where(inArray(units.seriennummer, [a, b, e]));
    await expectTalliesRight();
  });
});

describe('fields and state', () => {
  it('carries the location, operators, dates and consents of each unit', async () => {
    const listed = await listAll(await portal.loggedIn('betreiber'));
    const located = listed.find((entry) => entry.locationUuid !== null)!;
    const [location] = await portal.db
      .select()
      .from(locations)
      .where(eq(locations.uuid, located.locationUuid!));
    expect(located).toMatchObject({
      location: location!.name,
      standortName: location!.name,
      standortAnsprech: `${location!.vorname} ${location!.nachname}`,
      standortAdresse: `${location!.strasse} ${location!.hausnummer}`,
      standortPlz: location!.plz,
      standortOrt: location!.ort,
      betreiber: ['betreiber'],
    });
    for (const entry of listed) {
      expect(entry.inbetriebnahmeDatum ?? '2000-01-01').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.productGroup).not.toBe('');
      expect(Object.keys(entry.zustimmungMap)).toContain('DACHSWEB');
      expect(entry).not.toHaveProperty('realSeriennummer');
    }
  });

  it('shows the gateway presence, and a connectable unit without contract as offline (spec 4)', async () => {
    const page = await list(await portal.loggedIn('admin'), {
      limit: 3,
      filter: { locationUuid: depot.uuid },
    });
    const [online, noContract, unheard] = page.units;
    expect(online).toMatchObject({ online: true, state: { color: 'success', name: 'Online' } });
    expect(noContract).toMatchObject({
      hasVertrag: false,
      online: false,
      state: { color: 'danger', name: 'Offline' },
    });
    expect(unheard).toMatchObject({ online: false, state: { color: 'secondary', name: 'Offline' } });
  });
});

describe('fleet glance and needs attention first', () => {
  const [fine, starting, faulty, locked, away, due, unheard] = depotSerials as [string, ...string[]];
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);

  beforeAll(async () => {
    // As the device gateway records them from what the units publish.
    const glance = portal.app.get(GlanceService);
    const now = Date.now();
    // Starting, then running on the grid at once, its output written once it moved and a minute has
    // passed, though the samples between repeat the same output.
    const start = now - 90_000;
    const synchronising = {
      'Hka_Mw1.bMotorStatus': 31,
      'Hka_Mw1.usDrehzahl': 2450,
      'Hka_Mw1.sWirkleistung': 0,
    };
    await glance.recordValues(fine, synchronising, start);
    for (const after of [10_000, 20_000, 70_000])
      await glance.recordValues(
        fine,
        { 'Hka_Mw1.bMotorStatus': 32, 'Hka_Mw1.usDrehzahl': 2400, 'Hka_Mw1.sWirkleistung': 530 },
        start + after,
      );
    // Past 2000 rpm but not on the grid yet: starting, not 'running · 0 kW' (issue 40, 35).
    await glance.recordValues(starting!, synchronising, now);
    await glance.recordErrors(
      faulty!,
      [
        {
          boardName: 'Hka_Bd',
          code: 650,
          codeText: 'A650',
          category: 'Hka_Warnung',
          counter: 1,
          currentError: true,
          timestamp: now,
        },
        {
          boardName: 'Hka_Bd',
          code: 133,
          codeText: 'E133',
          category: 'Hka_Stoerung',
          counter: 2,
          currentError: true,
          timestamp: now,
        },
      ],
      now,
    );
    await glance.recordValues(locked!, { 'Hka_Mw1.bMotorStatus': 10, 'Hka_Mw1.usDrehzahl': 0 }, now);
    // Flags arrive as booleans, as the units send them.
    await glance.recordValues(due!, { 'Wartung_Cache.fStehtAn': true }, now);
    const reported = { module: 'L1', firmware: '1.0' };
    await portal.db.insert(unitPresence).values([
      { sn: away!, online: false, changedAt: twoDaysAgo, ...reported },
      { sn: due!, online: true, changedAt: new Date(), ...reported },
    ]);
    await reconcileAttention(portal.db, [away!, due!]);
  });

  it('shows run state, output, faults with their text and presence changes without connecting', async () => {
    const page = await list(await portal.loggedIn('admin'), { filter: { locationUuid: depot.uuid } });
    const of = (sn: string | undefined) => page.units.find((unit) => unit.seriennummer === sn)!.glance;
    expect(of(fine)).toMatchObject({
      running: true,
      output: { value: 5.3, unit: 'kW' },
      fault: null,
      attention: 'none',
    });
    expect(of(fine).starting).toBe(false);
    expect(of(fine).since).toBe(cameOnline.toISOString());
    expect(of(starting)).toMatchObject({ running: false, starting: true });
    // The first current fault (not the warning), with the catalogue's text in the user's language.
    expect(of(faulty).fault).toEqual({ code: 'E133', text: 'Drehzahl im Lauf unter 2300 1/min' });
    expect(of(locked)).toMatchObject({ locked: true, running: false, attention: 'locked' });
    expect(of(away)).toMatchObject({ since: twoDaysAgo.toISOString(), attention: 'offline' });
    expect(of(due)).toMatchObject({ maintenanceDue: true, attention: 'maintenance' });
    expect(of(unheard)).toEqual({ ...emptyGlance, attention: 'offline' });
    const english = await portal.loggedIn('admin');
    await english.post('/rest/info/language', { language: 'en-gb' });
    const inEnglish = await list(english, { filter: { locationUuid: depot.uuid } });
    expect(inEnglish.units.find((unit) => unit.seriennummer === faulty)!.glance.fault?.text).toBe(
      'Speed below 2300 rpm while running',
    );
    await english.post('/rest/info/language', { language: 'de-de' });
  });

  it('orders faults, lock-outs, long offline, maintenance, then the rest, paging in that order', async () => {
    for (const login of ['admin', 'dachs']) {
      const client = await portal.loggedIn(login);
      const filter = { locationUuid: depot.uuid, attentionFirst: true };
      const first = await list(client, { limit: 4, filter });
      const rest = await list(client, { limit: 4, offset: 4, filter });
      expect(first.totalRows).toBe(7);
      expect([...first.units, ...rest.units].map((unit) => unit.seriennummer)).toEqual([
        faulty,
        locked,
        away,
        unheard,
        due,
        fine,
        depotSerials[1],
      ]);
      expect(first.units.map((unit) => unit.glance.attention)).toEqual([
        'fault',
        'locked',
        'offline',
        'offline',
      ]);
    }
    // Without it, the usual order by location and serial.
    const plain = await list(await portal.loggedIn('admin'), { filter: { locationUuid: depot.uuid } });
    expect(plain.units.map((unit) => unit.seriennummer)).toEqual(depotSerials);
  });

  it('ranks only what the user may see: an operator gets their own units, attention first', async () => {
    const operator = await portal.loggedIn('betreiber');
    const ranked = await listAll(operator, { attentionFirst: true });
    expect(serialsOf(ranked)).toEqual(serialsOf(await listAll(operator)));
    expect(ranked.some((unit) => depotSerials.includes(unit.seriennummer))).toBe(false);
    const order = ['fault', 'locked', 'offline', 'maintenance', 'none'];
    const ranks = ranked.map((unit) => order.indexOf(unit.glance.attention));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('refuses an attentionFirst that is not a boolean with 400', async () => {
    const answer = await (
      await portal.loggedIn('partner')
    ).post('/rest/info/units', {
      filter: { attentionFirst: 'yes' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('module label', () => {
  it('is the same in the list and in the connect answer: none for a Dachs 0.8, heat pump or meter', async () => {
    const admin = await portal.loggedIn('admin');
    const listed = await listAll(admin);
    for (const group of ['dachs08', 'waermepumpe', 'netz', 'dachsII']) {
      const entry = listed.find(
        (unit) => unit.productGroup === group && unit.msrTyp === 3 && unit.hasVertrag,
      );
      expect(entry).toBeDefined();
      const connected = await admin.get(`/rest/canip/${entry!.seriennummer}?offline`);
      expect(connected.status).toBe(200);
      expect(connected.body.module).toBe(entry!.module);
      if (group !== 'dachsII') expect(entry!.module).toBe('');
    }
  });
});

describe('demo users', () => {
  it('see fake five-digit serials, stable within the session, and no personal data', async () => {
    const demo = await portal.loggedIn('demo');
    const answer = await demo.post('/rest/info/units', { limit: 100, filter: { locationUuid: depot.uuid } });
    const page = answer.body as UnitListResponse;
    expect(JSON.stringify(answer.body)).not.toContain(depotSerials[0]);
    const fakes = page.units.map((entry) => entry.seriennummer);
    expect(fakes).toHaveLength(7);
    expect(fakes.every((sn) => /^\d{5}$/.test(sn))).toBe(true);
    expect(new Set(fakes).size).toBe(7);
    expect(page.location).toMatchObject({
      name: 'Standort 5B0E',
      strasse: '',
      hausnummer: '',
      vorname: '',
      nachname: '',
      email: '',
      telefonnummer: '',
      plz: depot.plz,
      ort: depot.ort,
    });
    expect(page.location?.hkas).toEqual(fakes);
    expect(fakes).toContain(page.location?.locationInfo.initialSN);
    for (const entry of page.units) {
      expect(entry).not.toHaveProperty('realSeriennummer');
      expect(entry).toMatchObject({
        betreiber: [],
        infoMap: {},
        standortAnsprech: '',
        location: 'Standort 5B0E',
        standortName: 'Standort 5B0E',
        standortAdresse: '',
      });
    }
    const again = await list(demo, { limit: 100, filter: { locationUuid: depot.uuid } });
    expect(again.units.map((entry) => entry.seriennummer)).toEqual(fakes);
    // The whole list never shows a real serial either.
    const everything = await demo.post('/rest/info/units', { limit: 100 });
    const real = await serialsWhere();
    const shown = JSON.stringify(everything.body);
    expect(real.filter((sn) => shown.includes(sn))).toEqual([]);
  });

  it('never get real location names, streets or contact names, in no list mode', async () => {
    const demo = await portal.loggedIn('demo');
    const rows = await portal.db.select().from(locations);
    const secrets = rows.flatMap((row) =>
      [row.name, `${row.strasse} ${row.hausnummer}`, row.vorname, row.nachname, row.email].filter(
        (text) => text.trim().length > 3,
      ),
    );
    // As whole words: a first name like 'Frank' may be part of a town the demo user is shown.
    const word = (text: string) =>
      new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u');
    for (const filter of [{}, { sortByLocation: true }, { locationMode: true }]) {
      const shown = JSON.stringify([await listAll(demo, filter), await list(demo, { limit: 100, filter })]);
      expect(secrets.filter((secret) => word(secret).test(shown))).toEqual([]);
    }
  });

  it('cannot find units by a real location name, street or serial', async () => {
    const demo = await portal.loggedIn('demo');
    for (const search of [depot.name, depot.strasse, depotSerials[2]!]) {
      const found = await list(demo, { filter: { search } });
      expect(found.units.filter((entry) => entry.locationUuid === depot.uuid)).toEqual([]);
    }
    // What demo users are shown of the address still finds the location's units.
    const byTown = await list(demo, { limit: 100, filter: { search: depot.ort } });
    expect(byTown.units.filter((entry) => entry.locationUuid === depot.uuid)).toHaveLength(7);
  });

  it('cannot ask for a unit by its real serial: the same 403 as for a serial that does not exist', async () => {
    const demo = await portal.loggedIn('demo');
    await list(demo, { limit: 100, filter: { locationUuid: depot.uuid } });
    for (const sn of [depotSerials[0]!, '9999999999']) {
      for (const answer of [
        await demo.get(`/rest/canip/${sn}?offline`),
        await demo.get(`/rest/canip/${sn}/reloadLayout`),
        await demo.get(`/rest/canip/${sn}/disconnect`),
        await demo.post(`/rest/canip/${sn}/fetchErrors`, {}),
        await demo.post(`/rest/canip/${sn}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ key: 'exception.accessdeniedunit' });
        expect(answer.body.message).toContain(sn);
      }
    }
  });

  it('connect and search with the fake serial', async () => {
    const demo = await portal.loggedIn('demo');
    const page = await list(demo, { limit: 1, offset: 2, filter: { locationUuid: depot.uuid } });
    const fake = page.units[0]!.seriennummer;
    const connected = await demo.get(`/rest/canip/${fake}?offline`);
    expect(connected.status).toBe(200);
    expect(connected.body.seriennummer).toBe(fake);
    const answer = JSON.stringify(connected.body);
    expect(depotSerials.filter((sn) => answer.includes(sn))).toEqual([]);
    expect([depot.name, depot.strasse, depot.nachname].filter((text) => answer.includes(text))).toEqual([]);
    const listed = await list(demo, { filter: { connected: true } });
    expect(listed.units.map((entry) => [entry.seriennummer, entry.connected])).toEqual([[fake, true]]);
    const searched = await list(demo, { filter: { search: fake } });
    expect(searched.units.map((entry) => entry.seriennummer)).toContain(fake);
  });
});
