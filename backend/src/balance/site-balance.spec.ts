import { type BalanceResponse, fromWallClock } from '@portal/contracts';
import { meteredSplit, shareOfSplit, siteBalance, siteGenerationCheck } from './site-balance.js';

// Worked examples computed by hand: a location with two Dachs, a heat pump and a grid connection.

type Energy = BalanceResponse['energy'];

const noEnergy: Energy = {
  fuelKWhHs: null,
  fuelSource: 'unknown',
  fuelKWhPerHour: null,
  electricityKWh: null,
  heatKWh: null,
  electricityInKWh: null,
  ownUseKWh: null,
  feedInKWh: null,
  gridImportKWh: null,
  consumptionKWh: null,
  ownUseSource: 'unknown',
  operatingHours: null,
  starts: null,
};

const money = (netCost: number, savings: number): NonNullable<BalanceResponse['money']> => ({
  fuelCost: netCost,
  electricityCost: 0,
  ownUseSaving: 0,
  feedInRevenue: 0,
  chpBonus: 0,
  chpBonusKWh: 0,
  chpBonusHours: 0,
  chpBonusHoursLeft: 1000,
  energyTaxRelief: 0,
  netCost,
  referenceCost: netCost + savings,
  savings,
});

function unit(
  sn: string,
  kind: BalanceResponse['kind'],
  energy: Partial<Energy>,
  extra: Partial<BalanceResponse> = {},
): BalanceResponse {
  return {
    sn,
    period: 'month',
    from: '2025-01-01',
    to: '2025-01-31',
    kind,
    fuel: kind === 'chp' ? 'naturalGas' : null,
    daysWithData: 31,
    energy: { ...noEnergy, ...energy },
    efficiency: { electrical: null, thermal: null, overall: null, cop: null },
    flows: [],
    closure: [],
    degreeDays: {
      sensor: false,
      baseC: 15,
      roomC: 20,
      daysWithTemperature: 0,
      meanOutdoorC: null,
      degreeDays: null,
      heatingDays: null,
      heatPerDegreeDay: null,
      previous: null,
      normalisedChangePercent: null,
    },
    money: null,
    co2: null,
    factors: [],
    ...extra,
  };
}

const grid = (generation: number) =>
  unit('grid', 'grid', {
    electricityKWh: generation,
    ownUseKWh: 2000,
    feedInKWh: 1267,
    gridImportKWh: 1500,
    consumptionKWh: 3500,
    ownUseSource: 'meter',
  });
const dachsA = unit(
  'A',
  'chp',
  { fuelKWhHs: 9120, fuelSource: 'estimated', electricityKWh: 2200, heatKWh: 5000, operatingHours: 400 },
  { money: money(600, 300), co2: { emittedKg: 1650, referenceKg: 1850, avoidedKg: 200 } },
);
const dachsB = unit(
  'B',
  'chp',
  { fuelKWhHs: 4560, fuelSource: 'estimated', electricityKWh: 1100, heatKWh: 2500, operatingHours: 200 },
  { money: money(300, 150), co2: { emittedKg: 825, referenceKg: 925, avoidedKg: 100 } },
);
const heatPump = unit(
  'W',
  'heatPump',
  { electricityInKWh: 1000, heatKWh: 3500 },
  { money: money(350, 50), co2: { emittedKg: 380, referenceKg: 780, avoidedKg: 400 } },
);

describe('the metered split', () => {
  it('takes own use and feed-in from the grid connection and shares them by what each Dachs made', () => {
    const split = meteredSplit([dachsA, dachsB, grid(3267)]);
    expect(split).toEqual({ ownUseKWh: 2000, feedInKWh: 1267 });
    // Dachs A made 2,200 of 3,300 kWh: two thirds of 2,000 and of 1,267.
    const a = shareOfSplit(split!, 2200, 3300);
    expect(a.ownUse).toBeCloseTo(1333.333, 3);
    expect(a.feedIn).toBeCloseTo(844.667, 3);
  });

  it('is none without a grid connection that meters both', () => {
    expect(meteredSplit([dachsA, heatPump])).toBeNull();
    expect(meteredSplit([dachsA, unit('g', 'grid', { ownUseKWh: 5, ownUseSource: 'meter' })])).toBeNull();
  });
});

describe('the location', () => {
  const site = siteBalance('A', [dachsA, dachsB, heatPump, grid(3267)], 1.11);

  it('sums fuel, electricity and heat, and takes own use from the meter', () => {
    expect(site).toMatchObject({ sn: 'A', kind: 'chp', fuel: 'naturalGas', daysWithData: 31 });
    expect(site.energy).toMatchObject({
      fuelKWhHs: 13_680,
      fuelSource: 'estimated',
      electricityKWh: 3300,
      // 5,000 + 2,500 from the Dachs, 3,500 from the heat pump.
      heatKWh: 11_000,
      electricityInKWh: 1000,
      ownUseKWh: 2000,
      feedInKWh: 1267,
      gridImportKWh: 1500,
      consumptionKWh: 3500,
      ownUseSource: 'meter',
      operatingHours: 600,
    });
  });

  it("rates the Dachs on their own fuel and heat, the heat pump's COP apart", () => {
    // 13,680 / 1.11 = 12,324.32 kWh Hi; 3,300 / 12,324.32 = 0.26776; 7,500 / 12,324.32 = 0.60855.
    expect(site.efficiency.electrical).toBeCloseTo(0.26776, 5);
    expect(site.efficiency.thermal).toBeCloseTo(0.60855, 5);
    expect(site.efficiency.overall).toBeCloseTo(0.87632, 5);
    expect(site.efficiency.cop).toBeCloseTo(3.5, 6);
  });

  it("takes the check of the Dachs' counters against the generation meter as given", () => {
    const check = siteGenerationCheck(days([1, 100], [2, 100]), days([1, 99], [2, 99]));
    expect(siteBalance('A', [dachsA, dachsB, grid(3267)], 1.11, check).closure).toContainEqual(check);
    expect(site.closure.map((c) => c.check)).not.toContain('siteGeneration');
  });

  it('draws the flows of both kinds of unit and of the household', () => {
    const flow = (from: string, to: string) => site.flows.find((f) => f.from === from && f.to === to)?.kWh;
    expect(flow('fuel', 'electricity')).toBe(3300);
    expect(flow('fuel', 'heat')).toBe(7500);
    // 13,680 − 3,300 − 7,500.
    expect(flow('fuel', 'losses')).toBe(2880);
    expect(flow('grid', 'heat')).toBe(1000);
    expect(flow('ambient', 'heat')).toBe(2500);
    expect(flow('ownUse', 'consumption')).toBe(2000);
    expect(flow('grid', 'consumption')).toBe(1500);
  });

  it("adds the units' money and CO2, not the grid connection's", () => {
    // 600 + 300 + 350 net, 300 + 150 + 50 saved; 1,650 + 825 + 380 kg emitted.
    expect(site.money).toMatchObject({
      netCost: 1250,
      savings: 500,
      referenceCost: 1750,
      chpBonusHoursLeft: null,
    });
    expect(site.co2).toEqual({ emittedKg: 2855, referenceKg: 3555, avoidedKg: 700 });
  });

  it('sums no money or CO2 while a unit has none (no tariffs, no fuel)', () => {
    const bare = siteBalance('A', [dachsA, { ...heatPump, money: null, co2: null }, grid(3267)], 1.11);
    expect(bare.money).toBeNull();
    expect(bare.co2).toBeNull();
  });

  it("says nothing of fuel while one Dachs' fuel is unknown", () => {
    const unknown = unit('C', 'chp', { electricityKWh: 100, heatKWh: 200, fuelSource: 'unknown' });
    expect(siteBalance('A', [dachsA, unknown], 1.11).energy).toMatchObject({
      fuelKWhHs: null,
      fuelSource: 'unknown',
      electricityKWh: 2300,
    });
  });
});

/** kWh per day of November 2025, by the day of the month. */
const days = (...entries: [number, number][]) =>
  new Map(entries.map(([day, kWh]) => [fromWallClock(2025, 11, day), kWh]));

describe("the Dachs' counters against the grid connection's generation meter", () => {
  it('compares the days both sides have, within ±2 %', () => {
    // 100 + 120 + 110 = 330 counted, 99 + 118 + 109 = 326 metered: 4 kWh, 1.21 % of 330.
    const check = siteGenerationCheck(days([1, 100], [2, 120], [3, 110]), days([1, 99], [2, 118], [3, 109]));
    expect(check).toMatchObject({
      check: 'siteGeneration',
      inKWh: 330,
      outKWh: 326,
      differenceKWh: 4,
      closes: true,
      days: { from: '2025-11-01', to: '2025-11-03' },
    });
    expect(check?.differencePercent).toBeCloseTo(1.2121, 4);
    // 330 against 320: 3.03 % apart, it does not close.
    expect(
      siteGenerationCheck(days([1, 100], [2, 120], [3, 110]), days([1, 97], [2, 115], [3, 108]))?.closes,
    ).toBe(false);
  });

  it("leaves out the days after the meter's data ended, and its cut-short last day", () => {
    // The meter went quiet on the 3rd (30 of the day's 110 kWh) and sent nothing after: the 1st and
    // 2nd are compared, 220 against 219.
    const check = siteGenerationCheck(
      days([1, 100], [2, 120], [3, 110], [4, 110], [5, 110]),
      days([1, 100], [2, 119], [3, 30]),
    );
    expect(check).toMatchObject({ inKWh: 220, outKWh: 219, closes: true });
    expect(check?.days).toEqual({ from: '2025-11-01', to: '2025-11-02' });
  });

  it("leaves out a side's first day when its data starts later: that day holds what came before", () => {
    // The Dachs' counter came back on the 3rd with the 1st and 2nd in it (330 on one day).
    const check = siteGenerationCheck(
      days([3, 330], [4, 110], [5, 100]),
      days([1, 100], [2, 120], [3, 110], [4, 109], [5, 100]),
    );
    expect(check).toMatchObject({ inKWh: 210, outKWh: 209, days: { from: '2025-11-04', to: '2025-11-05' } });
  });

  it('keeps a gap inside the compared days: its energy comes with the day after it', () => {
    // The meter missed the 2nd; its counter's step on the 3rd holds it (118 + 109).
    const check = siteGenerationCheck(days([1, 100], [2, 120], [3, 110]), days([1, 99], [3, 227]));
    expect(check).toMatchObject({ inKWh: 330, outKWh: 326, days: { from: '2025-11-01', to: '2025-11-03' } });
  });

  it('has nothing to compare without a day of both', () => {
    expect(siteGenerationCheck(days([1, 100]), new Map())).toBeNull();
    expect(siteGenerationCheck(days([1, 100], [2, 100]), days([2, 50]))).toBeNull();
  });
});
