import {
  type FleetOverviewResponse,
  type UnitListResponse,
  fleetOverviewResponseSchema,
  fromWallClock,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { GlanceService } from '../src/devices/glance.service.js';
import { MaintenanceForecast } from '../src/devices/maintenance-forecast.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { alarmIncidents } from '../src/alarms/alarms.schema.js';
import { fleetVisits } from '../src/fleet/fleet.schema.js';
import { units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';

// GET /rest/fleet/overview (issue 44) over the seeded demo world: who may ask, and that every figure
// the page links counts the same units as the unit list its link opens.

let portal: Portal;
const clients: Record<string, Client> = {};

beforeAll(async () => {
  portal = await startPortal();
  for (const login of ['partner', 'subpartner', 'dachs', 'admin', 'betreiber', 'demo', 'extern'])
    clients[login] = await portal.loggedIn(login);
  // Open incidents on a few units of every kind of viewer, so the counts are not all zero.
  const serials = (await portal.db.select({ sn: units.seriennummer }).from(units).limit(40)).map((u) => u.sn);
  await portal.db.insert(alarmIncidents).values(
    serials.map((sn, i) => ({
      sn,
      cause: `fleet-test:${i}`,
      kind: 'fault' as const,
      severity: (['locking', 'fault', 'warning', 'info'] as const)[i % 4] ?? 'fault',
      code: 'E101',
      openedAt: new Date(Date.now() - i * 3_600_000),
    })),
  );
});

afterAll(async () => {
  await portal?.destroy();
});

const overview = async (login: string, query = '') => {
  const answer = await (clients[login] as Client).get<FleetOverviewResponse>(`/rest/fleet/overview${query}`);
  expect(answer.status).toBe(200);
  return fleetOverviewResponseSchema.parse(answer.body);
};

/** How many units the unit list finds for `login` with `filter`. */
const listed = async (login: string, filter: object = {}) => {
  const answer = await (clients[login] as Client).post<UnitListResponse>('/rest/info/units', {
    limit: 1,
    filter,
  });
  expect(answer.status).toBe(200);
  return answer.body.totalRows;
};

describe('who may ask', () => {
  it.each(['betreiber', 'demo', 'extern'])('refuses %s with 403 and a message key', async (login) => {
    const answer = await (clients[login] as Client).get('/rest/fleet/overview');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 403, key: 'exception.rolemissing' });
    expect(typeof answer.body.message).toBe('string');
  });

  it('answers 401 without a login', async () => {
    const answer = await portal.client().get('/rest/fleet/overview');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 401, key: 'exception.loginrequired' });
  });

  it.each(['?days=abc', '?days=3', '?days=91', '?days=1e400'])(
    'refuses %s with 400, never 500',
    async (query) => {
      const answer = await (clients.partner as Client).get(`/rest/fleet/overview${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, key: 'exception.validation' });
    },
  );
});

describe.each(['partner', 'subpartner', 'dachs', 'admin'])('%s', (login) => {
  let figures: FleetOverviewResponse;

  beforeAll(async () => {
    figures = await overview(login);
  });

  it('counts the units the unit list shows them, online and by status as its filters do', async () => {
    expect(figures.units.total).toBe(await listed(login));
    expect(figures.units.online).toBe(await listed(login, { online: true }));
    expect(figures.units.locked).toBe(await listed(login, { locked: true }));
    expect(figures.units.maintenanceDue).toBe(await listed(login, { maintenanceDue: true }));
    for (const status of ['fault', 'warning', 'offline', 'ok'] as const)
      expect(figures.units.byStatus[status]).toBe(await listed(login, { status }));
  });

  it("counts each region's units as the list's region filter, and they add up", async () => {
    for (const region of figures.regions)
      expect(region.units).toBe(await listed(login, { region: region.region }));
    expect(figures.regions.reduce((sum, region) => sum + region.units, 0)).toBe(figures.units.total);
  });

  it('counts the open incidents per severity as /alarms lists them', async () => {
    for (const severity of ['locking', 'fault', 'warning', 'info'] as const) {
      const answer = await (clients[login] as Client).post('/rest/alarms/incidents', {
        state: 'active',
        severities: [severity],
        limit: 1,
      });
      expect(figures.openIncidents[severity]).toBe(answer.body.total);
    }
  });

  it('answers a trend of 30 days ending today, and one of 7 when asked', async () => {
    expect(figures.trend).toHaveLength(30);
    expect((await overview(login, '?days=7')).trend).toHaveLength(7);
  });
});

describe('what a role sees', () => {
  it('partners see their own units only; manufacturer staff and admins all', async () => {
    const [partner, subpartner, dachs, admin] = await Promise.all(
      ['partner', 'subpartner', 'dachs', 'admin'].map((login) => overview(login)),
    );
    expect(dachs?.units.total).toBe(admin?.units.total);
    expect(partner?.units.total).toBeLessThan(admin?.units.total ?? 0);
    expect(subpartner?.units.total).toBeLessThanOrEqual(admin?.units.total ?? 0);
    expect(partner?.units.total).toBeGreaterThan(0);
  });
});

describe('energy', () => {
  /** A serial the unit list shows `login`, or one it does not show (`seen` false). */
  const serialFor = async (login: string, seen: boolean) => {
    const answer = await (clients[login] as Client).post<UnitListResponse>('/rest/info/units', {
      limit: 100,
    });
    const theirs = new Set(answer.body.units.map((unit) => unit.seriennummer));
    const all = await portal.db.select({ sn: units.seriennummer }).from(units);
    const found = all.find((unit) => theirs.has(unit.sn) === seen);
    if (!found) throw new Error(`no unit ${seen ? 'seen by' : 'hidden from'} ${login}`);
    return found.sn;
  };

  /** Two readings of the counter yesterday (Berlin time), `kWh` apart, as a unit's archive sends them. */
  const produceYesterday = async (sn: string, yesterday: string, kWh: number) => {
    const [year, month, day] = yesterday.split('-').map(Number) as [number, number, number];
    const at = (hour: number) => fromWallClock(year, month, day, hour);
    await portal.app.get(TimeseriesService).ingestDurable(sn, [
      { ts: at(1), values: { 'Hka_Bd.ulArbeitElektr': 5000 } },
      { ts: at(22), values: { 'Hka_Bd.ulArbeitElektr': 5000 + kWh } },
    ]);
  };

  const yesterdayOf = (figures: FleetOverviewResponse) => ({
    yesterday: figures.energy.yesterday.kWh,
    trend: figures.trend.at(-2)?.kWh ?? 0,
  });

  it("adds up yesterday's counter increase: the whole fleet's for admins, their units' for partners", async () => {
    const before = { admin: await overview('admin'), partner: await overview('partner') };
    const yesterday = before.admin.trend.at(-2)?.day ?? '';
    await produceYesterday(await serialFor('partner', true), yesterday, 42);
    await produceYesterday(await serialFor('partner', false), yesterday, 7);
    const after = { admin: await overview('admin'), partner: await overview('partner') };
    for (const [login, expected] of [
      ['admin', 49],
      ['partner', 42],
    ] as const) {
      const [was, is] = [yesterdayOf(before[login]), yesterdayOf(after[login])];
      expect(is.yesterday - was.yesterday).toBeCloseTo(expected);
      expect(is.trend - was.trend).toBeCloseTo(expected);
    }
    expect(after.admin.energy.thisMonth.kWh).toBeGreaterThanOrEqual(before.admin.energy.thisMonth.kWh);
  });
});

describe('new since my last visit', () => {
  it('is counted from the visit before: none on the first, the previous one kept on a reload', async () => {
    const client = await portal.loggedIn('partner');
    const [user] = await portal.db.select().from(users).where(eq(users.login, 'partner'));
    await portal.db.delete(fleetVisits).where(eq(fleetVisits.userId, user?.id ?? 0));
    const first = await overview('partner');
    expect(first.sinceLastVisit.previousVisit).toBeNull();
    // An hour ago: the next call is a new visit, which compares with it.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await portal.db
      .update(fleetVisits)
      .set({ lastAt: hourAgo })
      .where(eq(fleetVisits.userId, user?.id ?? 0));
    const second = (await client.get<FleetOverviewResponse>('/rest/fleet/overview')).body;
    expect(second.sinceLastVisit.previousVisit).toBe(hourAgo.toISOString());
    // A reload within the visit keeps comparing with the same one.
    const reload = await overview('partner');
    expect(reload.sinceLastVisit.previousVisit).toBe(hourAgo.toISOString());
  });

  it('counts the units added since as the unit list finds them, which its link opens', async () => {
    const [user] = await portal.db.select().from(users).where(eq(users.login, 'partner'));
    const hourAgo = new Date(Date.now() - 3_600_000);
    await portal.db
      .insert(fleetVisits)
      .values({ userId: user?.id ?? 0, lastAt: hourAgo })
      .onConflictDoUpdate({ target: fleetVisits.userId, set: { lastAt: hourAgo, previousAt: null } });
    // Two of the partner's units came half an hour ago, everything else long before.
    const answer = await (clients.partner as Client).post<UnitListResponse>('/rest/info/units', { limit: 2 });
    const added = answer.body.units.map((unit) => unit.seriennummer);
    await portal.db.update(units).set({ createdAt: new Date(Date.now() - 86_400_000) });
    await portal.db
      .update(units)
      .set({ createdAt: new Date(Date.now() - 1_800_000) })
      .where(inArray(units.seriennummer, added));
    const figures = await overview('partner');
    expect(figures.sinceLastVisit.units).toBe(2);
    expect(await listed('partner', { addedSince: hourAgo.toISOString() })).toBe(2);
    expect(await listed('partner', { addedSince: new Date().toISOString() })).toBe(0);
  });

  it.each([
    ['a word', 'yesterday'],
    ['a 13th month', '2026-13-01T00:00:00Z'],
    ['5,000 characters', 'x'.repeat(5000)],
    ['a NUL byte', '2026-11-01T00:00:00\u0000Z'],
    ['a number', 1_764_000_000_000],
  ])('refuses the unit list with addedSince as %s with 400, never 500', async (_name, addedSince) => {
    const answer = await (clients.partner as Client).post('/rest/info/units', { filter: { addedSince } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400 });
    expect(typeof answer.body.key).toBe('string');
  });
});

describe('service due within 30 days', () => {
  const day = 86_400_000;

  /** The `nth` Dachs the unit list shows `login`, or that it does not show (`seen` false). */
  const dachsFor = async (login: string, seen: boolean, nth = 0) => {
    const answer = await (clients[login] as Client).post<UnitListResponse>('/rest/info/units', {
      limit: 100,
    });
    const theirs = new Set(answer.body.units.map((unit) => unit.seriennummer));
    const dachs = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(eq(units.productGroup, 'dachsII'));
    const found = dachs.filter((unit) => theirs.has(unit.sn) === seen)[nth];
    if (!found) throw new Error(`no Dachs ${seen ? 'seen by' : 'hidden from'} ${login}`);
    return found.sn;
  };

  /** The unit's hours counter ten days ago and an hour ago (`ran` hours apart), as its archive sends it. */
  const runFor = async (sn: string, hours: number, ran: number, now: number) => {
    const first = now - 10 * day;
    const last = now - 3_600_000;
    await portal.app.get(TimeseriesService).ingestDurable(sn, [
      { ts: first, values: { 'Hka_Bd.ulBetriebssekunden': hours - ran } },
      { ts: last, values: { 'Hka_Bd.ulBetriebssekunden': hours } },
    ]);
    return ran / ((last - first) / day);
  };

  /** The unit's maintenance readings as a values message at `ts` tells them. */
  const tell = (sn: string, hours: number, hoursAtService: number, ts: number) =>
    portal.app.get(GlanceService).recordValues(
      sn,
      {
        'Hka_Bd.ulBetriebssekunden': hours,
        'Wartung_Cache.ulBetriebssekundenBei': hoursAtService,
        'Wartung_Cache.usIntervall': 3500,
        'Wartung_Cache.fStehtAn': 0,
      },
      ts,
    );

  const entryOf = async (login: string, sn: string) => {
    const answer = await (clients[login] as Client).post<UnitListResponse>('/rest/info/units', {
      filter: { search: sn },
    });
    const entry = answer.body.units.find((unit) => unit.seriennummer === sn);
    if (!entry) throw new Error(`${sn} not listed for ${login}`);
    return entry;
  };

  it('counts a unit whose hours left last fewer days than that at its rate, and lists when', async () => {
    const now = Date.now();
    const [near, far] = [await dachsFor('partner', true), await dachsFor('partner', false)];
    const before = { partner: await overview('partner'), admin: await overview('admin') };
    // 350 h left at 15 h a day (150 h in ten days less an hour): due on the 24th day.
    const rate = await runFor(near, 20_150, 150, now);
    await tell(near, 20_150, 17_000, now);
    // 2,000 h left at the same rate: over four months away, not counted.
    await runFor(far, 31_500, 150, now);
    await tell(far, 31_500, 30_000, now);
    await portal.app.get(MaintenanceForecast).run(now);

    expect((await entryOf('partner', near)).glance.serviceInDays).toBe(Math.ceil(350 / rate));
    expect(Math.ceil(350 / rate)).toBe(24);
    expect((await entryOf('admin', far)).glance.serviceInDays).toBe(Math.ceil(2000 / rate));
    const after = { partner: await overview('partner'), admin: await overview('admin') };
    expect(after.partner.units.maintenanceDue).toBe(before.partner.units.maintenanceDue + 1);
    expect(after.admin.units.maintenanceDue).toBe(before.admin.units.maintenanceDue + 1);
    // The figure's link opens the same units, each due within the horizon.
    for (const login of ['partner', 'admin']) {
      const answer = await (clients[login] as Client).post<UnitListResponse>('/rest/info/units', {
        limit: 100,
        filter: { maintenanceDue: true },
      });
      expect(answer.body.totalRows).toBe(after[login as 'partner' | 'admin'].units.maintenanceDue);
      expect(answer.body.units.map((unit) => unit.seriennummer)).toContain(near);
      for (const unit of answer.body.units) expect(unit.glance.serviceInDays).toBeLessThanOrEqual(30);
    }
    // Due now stays a warning on the map; coming due is not one yet.
    expect(after.partner.units.byStatus.warning).toBe(before.partner.units.byStatus.warning);
  });

  /** The partner's `nth` Dachs, 350 h from its service at 15 h a day (due on the 24th day). */
  const dueOnDay24 = async (nth: number, now: number) => {
    const sn = await dachsFor('partner', true, nth);
    await runFor(sn, 20_150, 150, now);
    await tell(sn, 20_150, 17_000, now);
    await portal.app.get(MaintenanceForecast).run(now);
    expect((await entryOf('partner', sn)).glance.serviceInDays).toBe(24);
    return sn;
  };

  it('drops the unit once it is serviced: its hours at the last service move up to the counter', async () => {
    const now = Date.now();
    const sn = await dueOnDay24(1, now);
    // The technician's visit a few minutes later: 3,500 h to go again.
    await tell(sn, 20_150, 20_150, now + 5 * 60_000);
    expect((await entryOf('partner', sn)).glance.serviceInDays).toBe(Math.ceil(3500 / (150 / (10 - 1 / 24))));
    expect(await listed('partner', { maintenanceDue: true, search: sn })).toBe(0);
  });

  it('forgets the rate of a unit that has sent no hours for four weeks', async () => {
    const now = Date.now();
    const sn = await dueOnDay24(2, now);
    await portal.app.get(MaintenanceForecast).run(now + 60 * day);
    expect((await entryOf('partner', sn)).glance.serviceInDays).toBeNull();
  });
});
