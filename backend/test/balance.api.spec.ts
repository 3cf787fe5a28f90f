import {
  type BalanceResponse,
  type BalanceTariffs,
  type BalanceTariffsResponse,
  type HzaApplication,
  type SiteBalanceResponse,
  balanceResponseSchema,
  siteBalanceResponseSchema,
} from '@portal/contracts';
import { findDataPointByKey, findKind } from '@portal/unit-catalog';
import { and, eq } from 'drizzle-orm';
import { workedExample } from '../src/hzatool/documents/worked-example.fixture.js';
import { HzatoolRepository } from '../src/hzatool/hzatool.repository.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { units } from '../src/units/units.schema.js';
import { demoFakesAt, demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { foreignUnit } from './units-online.js';

// GET /rest/units/{sn}/balance and GET/PUT /rest/units/{sn}/tariffs (issue 45) over the demo world:
// 'Einfamilienhaus Hofmann' has a Dachs Gen2 operated by `betreiber` and looked after by
// `partner`'s company. Three days of January 2025 are stored into its counters, one day of January
// 2024 for the year-on-year comparison; the expected figures are worked out by hand below.

let portal: Portal;
let sn: string;
const clients: Record<string, Client> = {};
const allConsents = { DACHSWEB: true, FERNZUGRIFF_PARTNER: true, FERNZUGRIFF_DACHS: true };

const dachsKind = findKind('dachsII')!;
/** The stored (raw) value of a display value. */
const raw = (key: string, display: number, kind = dachsKind) =>
  display / ((findDataPointByKey(kind, key) as { gain?: number }).gain ?? 1);

const hours = 'Hka_Bd.ulBetriebssekunden';
const electricity = 'Hka_Bd.ulArbeitElektr';
const heatUnit = 'Hka_Bd.ulArbeitThermHka';
const heatCondenser = 'Hka_Bd.ulArbeitThermKon';
const outside = 'Hka_Mw1.Temp.sbAussen';

/**
 * A day's samples at 00:30 and 23:30 Berlin time: counters move by the day's increments, the
 * outdoor temperature reads the day's mean twice.
 */
function day(date: string, start: Record<string, number>, step: Record<string, number>, meanC: number) {
  const at = (time: string) => Date.parse(`${date}T${time}:00+01:00`);
  const values = (factor: number) => ({
    ...Object.fromEntries(
      Object.entries(start).map(([key, v]) => [key, raw(key, v + factor * (step[key] ?? 0))]),
    ),
    [outside]: raw(outside, meanC),
  });
  return [
    { ts: at('00:30'), values: values(0) },
    { ts: at('23:30'), values: values(1) },
  ];
}

// Each January 2025 day: 16 h, 88 kWh electricity, 160 + 20 kWh heat; means 5, 10 and 16 °C.
// Totals: 48 h, 264 kWh, 540 kWh heat; G20/15 = (20 − 5) + (20 − 10) = 25 K·d on 2 heating days.
const step = { [hours]: 16, [electricity]: 88, [heatUnit]: 160, [heatCondenser]: 20 };
const startOf = (i: number) => ({
  [hours]: 1000 + 16 * i,
  [electricity]: 5000 + 88 * i,
  [heatUnit]: 20000 + 160 * i,
  [heatCondenser]: 3000 + 20 * i,
});

const tariffs: BalanceTariffs = {
  fuelCentPerKWh: 10,
  electricityCentPerKWh: 35,
  feedInCentPerKWh: 8,
  chpBonusCentPerKWh: 8,
  chpBonusHoursPerYear: 3500,
  chpBonusTotalHours: 30_000,
  ownUsePercent: 50,
  fuelKWhPerHour: 22.8,
  fuel: 'naturalGas',
};

beforeAll(async () => {
  portal = await startPortal();
  const uuid = await demoLocationUuid(portal, 'Einfamilienhaus Hofmann');
  const [dachs] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.locationUuid, uuid), eq(units.productGroup, 'dachsII'), eq(units.module, 'L1')));
  sn = dachs!.sn;
  await portal.db.update(units).set({ zustimmungMap: allConsents });
  await portal.app.get(TimeseriesService).ingestDurable(sn, [
    ...day('2025-01-01', startOf(0), step, 5),
    ...day('2025-01-02', startOf(1), step, 10),
    ...day('2025-01-03', startOf(2), step, 16),
    // January 2024: one day, 400 kWh heat at 0 °C: G = 20 K·d. The counters then stand still until
    // 2025 (a counter's rise across a gap counts on the day after it).
    ...day('2024-01-10', { [heatUnit]: 19600, [heatCondenser]: 3000 }, { [heatUnit]: 400 }, 0),
  ]);
  for (const login of ['betreiber', 'partner', 'admin', 'demo', 'extern'])
    clients[login] = await portal.loggedIn(login);
});

afterAll(async () => {
  await portal?.destroy();
});

const client = (login: string) => clients[login] as Client;
const january = (login: string, target = sn) =>
  client(login).get<BalanceResponse>(`/rest/units/${target}/balance?period=month&start=2025-01-15`);
const putTariffs = (login: string, body: unknown, target = sn) =>
  client(login).request<BalanceTariffsResponse>('PUT', `/rest/units/${target}/tariffs`, body);

describe('the operator', () => {
  it('sees the energy of the month from the counters, and no money before tariffs', async () => {
    const answer = await january('betreiber');
    expect(answer.status).toBe(200);
    const balance = balanceResponseSchema.parse(answer.body);
    expect(balance).toMatchObject({
      kind: 'chp',
      from: '2025-01-01',
      to: '2025-01-31',
      daysWithData: 3,
      money: null,
    });
    expect(balance.energy.operatingHours).toBeCloseTo(48, 6);
    expect(balance.energy.electricityKWh).toBeCloseTo(264, 6);
    expect(balance.energy.heatKWh).toBeCloseTo(540, 6);
    // A Dachs Gen2 is no model the hours method knows: no fuel until the owner gives a throughput.
    expect(balance.energy).toMatchObject({ fuelKWhHs: null, fuelSource: 'unknown', ownUseSource: 'unknown' });
  });

  it('gets degree days from its own outdoor sensor, normalised against the year before', async () => {
    const { degreeDays } = balanceResponseSchema.parse((await january('betreiber')).body);
    expect(degreeDays).toMatchObject({
      sensor: true,
      heatingDays: 2,
      daysWithTemperature: 3,
      baseC: 15,
      roomC: 20,
    });
    expect(degreeDays.degreeDays).toBeCloseTo(25, 6);
    // 540 / 25 = 21.6 kWh per K·d against 400 / 20 = 20: +8 %.
    expect(degreeDays.previous?.heatKWh).toBeCloseTo(400, 6);
    expect(degreeDays.heatPerDegreeDay).toBeCloseTo(21.6, 6);
    expect(degreeDays.normalisedChangePercent).toBeCloseTo(8, 6);
  });

  it('saves tariffs, reads them back, and then sees money and CO2', async () => {
    const before = await client('betreiber').get<BalanceTariffsResponse>(`/rest/units/${sn}/tariffs`);
    expect(before.body).toMatchObject({ mayEdit: true });
    const saved = await putTariffs('betreiber', tariffs);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ tariffs, mayEdit: true });
    const read = await client('betreiber').get<BalanceTariffsResponse>(`/rest/units/${sn}/tariffs`);
    expect(read.body.tariffs).toEqual(tariffs);

    const balance = balanceResponseSchema.parse((await january('betreiber')).body);
    // Fuel 48 h × 22.8 = 1,094.4 kWh Hs; own use 50 % of 264 = 132 kWh.
    expect(balance.energy.fuelSource).toBe('estimated');
    expect(balance.energy.fuelKWhHs).toBeCloseTo(1094.4, 6);
    expect(balance.energy.ownUseKWh).toBeCloseTo(132, 6);
    // Fuel 109.44 EUR; feed-in 132 × 0.08 = 10.56; bonus: 3,500 h × 31/365 = 297 h > 48 h, so all
    // 264 kWh × 0.08 = 21.12; relief 1.0944 MWh × 4.42 = 4.837 EUR. Net 109.44 − 10.56 − 21.12 − 4.837
    // = 72.923; reference 540 / 0.9 × 0.10 + 132 × 0.35 = 60 + 46.2 = 106.2; savings 33.277.
    expect(balance.money?.fuelCost).toBeCloseTo(109.44, 6);
    expect(balance.money?.chpBonus).toBeCloseTo(21.12, 6);
    // The counter read 1,000 h when January began: 30,000 − 1,000 − 48 full-load hours are left.
    expect(balance.money?.chpBonusHours).toBeCloseTo(48, 6);
    expect(balance.money?.chpBonusHoursLeft).toBeCloseTo(28_952, 6);
    expect(balance.money?.energyTaxRelief).toBeCloseTo(4.8372, 4);
    expect(balance.money?.savings).toBeCloseTo(33.277, 3);
    // CO2: 1,094.4 / 1.11 = 985.946 kWh Hi × 0.201 = 198.175 kg emitted.
    expect(balance.co2?.emittedKg).toBeCloseTo(198.175, 3);
    expect(balance.factors.map((f) => f.id)).toEqual(
      expect.arrayContaining(['co2Fuel', 'co2GridElectricity', 'energyTaxRelief']),
    );
    // Each factor's unit and source in both languages: the page shows the one of its language.
    for (const factor of balance.factors) {
      expect(factor.source['de-de'].length).toBeGreaterThan(10);
      expect(factor.source['en-gb'].length).toBeGreaterThan(10);
    }
    const boiler = balance.factors.find((f) => f.id === 'referenceBoilerEfficiency');
    expect(boiler?.unit['de-de']).toBe('kWh Wärme/kWh Hs');
    expect(boiler?.source['de-de']).toMatch(/^Annahme des Portals/);
    expect(boiler?.source['en-gb']).toMatch(/^Portal assumption/);
  });

  it("counts the relief the location's energy-tax application grants for the year, else the partial rate", async () => {
    const plant = await demoLocationUuid(portal, 'Einfamilienhaus Hofmann');
    const tool = portal.app.get(HzatoolRepository);
    const { application } = workedExample(2024);
    // 5,000 kWh electricity and 10,000 kWh heat from 102,703 kWh Hi of fuel: 14.6 % utilisation,
    // under the 70 % the relief needs.
    const underused: HzaApplication = {
      ...application,
      consumption: { ...application.consumption!, electricityKWh: 5_000, usefulHeatKWh: 10_000 },
    };
    const save = (year: number, saved: HzaApplication) =>
      tool.saveApplication(portal.db, {
        anlageId: plant,
        year,
        step: 'summary',
        application: saved,
        updatedBy: 'betreiber',
      });
    const relief = async () => {
      const balance = balanceResponseSchema.parse((await january('betreiber')).body);
      return {
        euros: balance.money?.energyTaxRelief,
        factor: balance.factors.find((f) => f.id === 'energyTaxRelief'),
      };
    };
    await tool.insertPlant(portal.db, plant, 'betreiber');
    try {
      // An application for another year changes nothing in 2025: 1.0944 MWh × 4.42 EUR.
      await save(2024, underused);
      expect((await relief()).euros).toBeCloseTo(4.8372, 4);
      // Begun but incomplete: it decides nothing, the partial rate stands.
      await save(2025, { applicant: application.applicant });
      const incomplete = await relief();
      expect(incomplete.euros).toBeCloseTo(4.8372, 4);
      expect(incomplete.factor?.source['de-de']).toMatch(/keinen vollständigen Antrag\)$/);
      // Complete and under 70 %: the balance counts no relief and names the application.
      await save(2025, underused);
      const refused = await relief();
      expect(refused.euros).toBe(0);
      expect(refused.factor).toMatchObject({ value: 0 });
      expect(refused.factor?.source['de-de']).toMatch(/^Energiesteuer-Antrag 2025 dieses Standorts/);
      expect(refused.factor?.source['en-gb']).toMatch(/^This location's 2025 energy-tax application/);
    } finally {
      await tool.deletePlant(plant);
    }
  });

  it("stops the bonus at the year's and at the total full-load hours", async () => {
    const day3 = async () =>
      balanceResponseSchema.parse(
        (
          await client('betreiber').get<BalanceResponse>(
            `/rest/units/${sn}/balance?period=day&start=2025-01-03`,
          )
        ).body,
      );
    // 3 January: 32 h ran since 1 January, so of a year's 40 h 8 of the day's 16 count: 88 × 8 / 16.
    await putTariffs('betreiber', { ...tariffs, chpBonusHoursPerYear: 40 });
    expect((await day3()).money).toMatchObject({ chpBonusHours: 8, chpBonusKWh: 44 });
    // The counter read 1,032 h that morning: of 1,040 h in all, 8 count, and none are left.
    await putTariffs('betreiber', { ...tariffs, chpBonusTotalHours: 1040 });
    expect((await day3()).money).toMatchObject({ chpBonusHours: 8, chpBonusKWh: 44, chpBonusHoursLeft: 0 });
    // Tariffs without the total read as the KWKG 2023's 30,000 hours.
    const { chpBonusTotalHours: _, ...withoutTotal } = tariffs;
    const saved = await putTariffs('betreiber', withoutTotal);
    expect(saved.body.tariffs?.chpBonusTotalHours).toBe(30_000);
  });

  it('may not see another operator’s unit', async () => {
    const other = await foreignUnit(portal, 'betreiber');
    const answer = await january('betreiber', other.sn);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ key: 'exception.accessdeniedunit' });
    expect((await putTariffs('betreiber', tariffs, other.sn)).status).toBe(403);
  });
});

describe('the partner', () => {
  it('with consent reads the balance and the tariffs but may not change them', async () => {
    expect((await january('partner')).status).toBe(200);
    const read = await client('partner').get<BalanceTariffsResponse>(`/rest/units/${sn}/tariffs`);
    expect(read.body).toMatchObject({ tariffs, mayEdit: false });
    const refused = await putTariffs('partner', { ...tariffs, fuelCentPerKWh: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: 'exception.rolemissing' });
  });

  it('without consent sees nothing', async () => {
    await portal.db
      .update(units)
      .set({ zustimmungMap: { ...allConsents, FERNZUGRIFF_PARTNER: false } })
      .where(eq(units.seriennummer, sn));
    try {
      expect((await january('partner')).status).toBe(403);
      expect((await client('partner').get(`/rest/units/${sn}/tariffs`)).status).toBe(403);
    } finally {
      await portal.db.update(units).set({ zustimmungMap: allConsents }).where(eq(units.seriennummer, sn));
    }
  });
});

describe('other roles', () => {
  it('lets an admin change the tariffs', async () => {
    const saved = await putTariffs('admin', { ...tariffs, feedInCentPerKWh: 9.5 });
    expect(saved.status).toBe(200);
    expect(saved.body.tariffs?.feedInCentPerKWh).toBe(9.5);
  });

  it.each(['demo', 'extern'])('refuses %s the real serial', async (login) => {
    expect((await january(login)).status).toBe(403);
    expect((await putTariffs(login, tariffs)).status).toBe(403);
  });

  it('answers 401 without a login', async () => {
    const answer = await portal.client().get(`/rest/units/${sn}/balance`);
    expect(answer).toMatchObject({ status: 401, body: { key: 'exception.loginrequired' } });
  });

  it('says when a unit has no outdoor sensor', async () => {
    const [grid] = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(and(eq(units.productGroup, 'netz'), eq(units.msrTyp, 3), eq(units.hasVertrag, true)))
      .limit(1);
    const answer = await client('admin').get<BalanceResponse>(`/rest/units/${grid!.sn}/balance?period=year`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'grid', degreeDays: { sensor: false, degreeDays: null } });
  });
});

// 'Bäckerei Hofmann' (betreiber's): a Dachs Gen2, a heat pump, a buffer tank and a grid connection.
// The same three January 2025 days: the Dachs as above (264 kWh, 540 kWh heat, 48 h), the heat
// pump 10 kWh in and 35 kWh heat a day, the grid connection a day's 87 kWh generation, 57 own use,
// 30 fed in, 40 bought and 97 used.
describe('the location', () => {
  const bakery: Partial<Record<string, string>> = {};
  let bakeryUuid = '';
  const perDay = (productGroup: string, step: Record<string, number>) => {
    const kind = findKind(productGroup)!;
    return ['2025-01-01', '2025-01-02', '2025-01-03'].flatMap((date, i) =>
      [0, 1].map((end) => ({
        ts: Date.parse(`${date}T${end ? '23:30' : '00:30'}:00+01:00`),
        values: Object.fromEntries(
          Object.entries(step).map(([key, v]) => [key, raw(key, 1000 + v * (i + end), kind)]),
        ),
      })),
    );
  };
  const site = (login: string, target = bakery.dachsII!) =>
    client(login).get<SiteBalanceResponse>(
      `/rest/units/${target}/balance/site?period=month&start=2025-01-15`,
    );

  beforeAll(async () => {
    const uuid = await demoLocationUuid(portal, 'Bäckerei Hofmann');
    bakeryUuid = uuid;
    const there = await portal.db
      .select({ sn: units.seriennummer, productGroup: units.productGroup })
      .from(units)
      .where(eq(units.locationUuid, uuid));
    for (const unit of there) bakery[unit.productGroup] = unit.sn;
    const store = portal.app.get(TimeseriesService);
    await store.ingestDurable(bakery.dachsII!, [
      ...day('2025-01-01', startOf(0), step, 5),
      ...day('2025-01-02', startOf(1), step, 10),
      ...day('2025-01-03', startOf(2), step, 16),
    ]);
    await store.ingestDurable(
      bakery.waermepumpe!,
      perDay('waermepumpe', { 'Wp_Mw.e_elektrisch': 10, 'Wp_Mw.e_thermisch': 35 }),
    );
    await store.ingestDurable(
      bakery.netz!,
      perDay('netz', {
        'Netz_Mw.e_erzeugung': 87,
        'Netz_Mw.e_eigenverbrauch': 57,
        'Netz_Mw.e_netzeinspeisung': 30,
        'Netz_Mw.e_netzbezug': 40,
        'Netz_Mw.e_verbrauch': 97,
      }),
    );
    expect((await putTariffs('betreiber', tariffs, bakery.dachsII)).status).toBe(200);
    expect((await putTariffs('betreiber', tariffs, bakery.waermepumpe)).status).toBe(200);
  });

  it("sums the units, takes own use from the grid connection's meter and checks the Dachs against it", async () => {
    const answer = await site('betreiber');
    expect(answer.status).toBe(200);
    const { site: sum, units: each } = siteBalanceResponseSchema.parse(answer.body);
    expect(each.map((unit) => unit.productGroup).sort()).toEqual([
      'dachsII',
      'netz',
      'pufferspeicher',
      'waermepumpe',
    ]);
    expect(each[0]?.sn).toBe(bakery.dachsII);
    expect(sum).toMatchObject({ sn: bakery.dachsII, kind: 'chp', from: '2025-01-01', to: '2025-01-31' });
    expect(sum.energy).toMatchObject({ ownUseSource: 'meter', fuelSource: 'estimated' });
    expect(sum.energy.electricityKWh).toBeCloseTo(264, 6);
    // 540 kWh from the Dachs, 3 × 35 from the heat pump.
    expect(sum.energy.heatKWh).toBeCloseTo(645, 6);
    expect(sum.energy.electricityInKWh).toBeCloseTo(30, 6);
    expect(sum.energy.ownUseKWh).toBeCloseTo(171, 6);
    expect(sum.energy.feedInKWh).toBeCloseTo(90, 6);
    expect(sum.energy.gridImportKWh).toBeCloseTo(120, 6);
    expect(sum.energy.consumptionKWh).toBeCloseTo(291, 6);
    expect(sum.efficiency.cop).toBeCloseTo(3.5, 6);
    // The Dachs counted 264 kWh, the grid connection metered 261: 3 kWh, 1.14 %, within ±2 %.
    const check = sum.closure.find((c) => c.check === 'siteGeneration');
    expect(check).toMatchObject({ closes: true, days: { from: '2025-01-01', to: '2025-01-03' } });
    expect(check?.inKWh).toBeCloseTo(264, 6);
    expect(check?.outKWh).toBeCloseTo(261, 6);
    expect(check?.differencePercent).toBeCloseTo(1.136, 3);
    // The Dachs is costed with the metered feed-in: 90 × 0.08 = 7.20; net 109.44 − 7.20 − 21.12 −
    // 4.8372 = 76.2828. The heat pump buys 30 kWh × 0.35 = 10.50. The grid connection's figures are
    // the Dachs': 86.7828 in all.
    const dachs = each.find((unit) => unit.productGroup === 'dachsII')!.balance;
    expect(dachs.energy).toMatchObject({ ownUseSource: 'meter' });
    expect(dachs.money?.feedInRevenue).toBeCloseTo(7.2, 6);
    expect(dachs.money?.netCost).toBeCloseTo(76.2828, 4);
    expect(sum.money?.netCost).toBeCloseTo(86.7828, 4);
  });

  it('answers a consented partner, leaving out the units without consent', async () => {
    expect((await site('partner')).body.units).toHaveLength(4);
    await portal.db
      .update(units)
      .set({ zustimmungMap: { ...allConsents, FERNZUGRIFF_PARTNER: false } })
      .where(eq(units.seriennummer, bakery.waermepumpe!));
    try {
      const { site: sum, units: each } = siteBalanceResponseSchema.parse((await site('partner')).body);
      expect(each.map((unit) => unit.productGroup)).not.toContain('waermepumpe');
      expect(sum.energy.heatKWh).toBeCloseTo(540, 6);
      expect(sum.efficiency.cop).toBeNull();
    } finally {
      await portal.db
        .update(units)
        .set({ zustimmungMap: allConsents })
        .where(eq(units.seriennummer, bakery.waermepumpe!));
    }
  });

  it('refuses a foreign operator, the demo and extern by the real serial, and asks for a login', async () => {
    const other = await foreignUnit(portal, 'betreiber');
    expect((await site('betreiber', other.sn)).body).toMatchObject({ key: 'exception.accessdeniedunit' });
    for (const login of ['demo', 'extern']) expect((await site(login)).status).toBe(403);
    const anonymous = await portal.client().get(`/rest/units/${bakery.dachsII}/balance/site`);
    expect(anonymous).toMatchObject({ status: 401, body: { key: 'exception.loginrequired' } });
    expect(
      (await client('betreiber').get(`/rest/units/${bakery.dachsII}/balance/site?period=week`)).status,
    ).toBe(400);
  });

  it('names the units of a demo session by its fakes', async () => {
    const demo = client('demo');
    // The demo's list shows the bakery's units by fakes (the location is the same).
    const [fake] = await demoFakesAt(demo, bakeryUuid, 'dachsII');
    if (!fake) throw new Error("the demo lists the bakery's Dachs");
    const answer = await demo.get<SiteBalanceResponse>(`/rest/units/${fake}/balance/site`);
    expect(answer.status).toBe(200);
    expect(answer.body.site.sn).toBe(fake);
    const reals = new Set(
      (await portal.db.select({ sn: units.seriennummer }).from(units)).map((unit) => unit.sn),
    );
    expect(answer.body.units.length).toBeGreaterThan(1);
    for (const unit of answer.body.units) expect(reals.has(unit.sn)).toBe(false);
  });
});

describe('bad input is a 400 with a message key, never a 500', () => {
  it.each([
    '?period=week',
    '?start=2025-02-30',
    '?start=2025-1-1',
    '?start=1999-01-01',
    '?start=2025-01-01%00',
    '?period=day&period=month',
  ])('GET %s', async (query) => {
    const answer = await client('betreiber').get(`/rest/units/${sn}/balance${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, key: 'exception.validation' });
  });

  it.each([
    ['a huge number', { ...tariffs, fuelCentPerKWh: 1e308 }],
    ['a negative price', { ...tariffs, feedInCentPerKWh: -1 }],
    ['a string', { ...tariffs, electricityCentPerKWh: '35' }],
    ['a NUL byte', { ...tariffs, electricityCentPerKWh: 'a\u0000b' }],
    ['fractional hours', { ...tariffs, chpBonusHoursPerYear: 10.5 }],
    ['a share over 100 %', { ...tariffs, ownUsePercent: 101 }],
    ['an unknown field', { ...tariffs, extra: 1 }],
    ['a missing field', { ...tariffs, fuelCentPerKWh: undefined }],
    ['an array', [tariffs]],
    ['an unknown fuel', { ...tariffs, fuel: 'wood' }],
    [
      'an overflowing literal',
      JSON.stringify(tariffs).replace('"fuelCentPerKWh":10', '"fuelCentPerKWh":1e400'),
    ],
  ])('PUT with %s', async (_, body) => {
    const answer = await putTariffs('betreiber', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, key: 'exception.validation' });
  });
});
