import { closureChecks, efficiencies, energyFigures, flows } from './energy-balance.js';

// Worked examples computed by hand (the comments show the arithmetic); fuel Hs/Hi = 1.11.

describe('a Dachs G 5.5 month without a fuel meter', () => {
  // 400 operating hours × 22.8 kWh Hs/h = 9,120 kWh Hs; 2,200 kWh electricity, 5,000 kWh heat;
  // the owner says 60 % of the electricity is used on site: 1,320 kWh, 880 kWh fed in.
  const energy = energyFigures({
    kind: 'chp',
    totals: { operatingHours: 400, electricity: 2200, heat: 5000, starts: 31 },
    fuelKWhPerHour: 22.8,
    ownUsePercent: 60,
  });

  it('estimates the fuel from the hours and splits own use by the owner’s share', () => {
    expect(energy).toMatchObject({
      fuelSource: 'estimated',
      fuelKWhPerHour: 22.8,
      ownUseSource: 'estimated',
    });
    expect(energy.fuelKWhHs).toBeCloseTo(9120, 6);
    expect(energy.ownUseKWh).toBeCloseTo(1320, 6);
    expect(energy.feedInKWh).toBeCloseTo(880, 6);
    expect(energy.starts).toBe(31);
  });

  it('states efficiencies on Hi', () => {
    // Hi = 9,120 / 1.11; el. 2,200 × 1.11 / 9,120 = 0.26776; th. 5,550 / 9,120 = 0.60855;
    // overall 7,992 / 9,120 = 0.87632.
    const eff = efficiencies(energy, 1.11);
    expect(eff.electrical).toBeCloseTo(0.26776, 5);
    expect(eff.thermal).toBeCloseTo(0.60855, 5);
    expect(eff.overall).toBeCloseTo(0.87632, 5);
    expect(eff.cop).toBeNull();
  });

  it('flows from the fuel to electricity, heat and losses, then to own use and feed-in', () => {
    // Losses 9,120 − 2,200 − 5,000 = 1,920 kWh.
    const out = flows('chp', energy).map((f) => [f.from, f.to, Math.round(f.kWh)]);
    expect(out).toEqual([
      ['fuel', 'electricity', 2200],
      ['fuel', 'heat', 5000],
      ['fuel', 'losses', 1920],
      ['electricity', 'ownUse', 1320],
      ['electricity', 'feedIn', 880],
    ]);
  });

  it('makes no closure claim: one side is an estimate', () => {
    expect(closureChecks(energy)).toEqual([]);
  });
});

it('knows no fuel and no split without hours throughput or the owner’s share', () => {
  const energy = energyFigures({
    kind: 'chp',
    totals: { operatingHours: 10, electricity: 55 },
    fuelKWhPerHour: null,
    ownUsePercent: null,
  });
  expect(energy).toMatchObject({
    fuelKWhHs: null,
    fuelSource: 'unknown',
    ownUseKWh: null,
    ownUseSource: 'unknown',
  });
  expect(efficiencies(energy, 1.11).electrical).toBeNull();
  expect(flows('chp', energy)).toEqual([]);
});

it('checks a fuel meter against what the unit gave out', () => {
  // Metered 1,000 kWh Hs in, 300 + 650 = 950 kWh out: 50 kWh (5 %) losses, plausible.
  const metered = energyFigures({
    kind: 'chp',
    totals: { fuel: 1000, electricity: 300, heat: 650 },
    fuelKWhPerHour: 22.8,
    ownUsePercent: null,
  });
  expect(metered.fuelSource).toBe('meter');
  const [conversion] = closureChecks(metered);
  expect(conversion).toMatchObject({
    check: 'conversion',
    inKWh: 1000,
    outKWh: 950,
    differenceKWh: 50,
    closes: true,
  });
  expect(conversion?.differencePercent).toBeCloseTo(5, 9);
  // 1,030 kWh out of 1,000 in is 3 % more than went in: beyond the 2 % tolerance.
  const impossible = energyFigures({
    ...{ kind: 'chp' as const, fuelKWhPerHour: null, ownUsePercent: null },
    totals: { fuel: 1000, electricity: 380, heat: 650 },
  });
  expect(closureChecks(impossible)[0]?.closes).toBe(false);
});

describe('a grid connection that meters both sides', () => {
  // Generation 1,000 = own use 600 + feed-in 390 + 10: 1 % off, closes.
  // Own use 600 + import 900 = 1,500 against 1,540 consumed: −40 kWh, −2.67 %, does not close.
  const energy = energyFigures({
    kind: 'grid',
    totals: { generation: 1000, ownUse: 600, feedIn: 390, gridImport: 900, consumption: 1540 },
    fuelKWhPerHour: null,
    ownUsePercent: 80,
  });

  it('takes own use from the meter, not the owner’s share', () => {
    expect(energy).toMatchObject({
      electricityKWh: 1000,
      ownUseKWh: 600,
      feedInKWh: 390,
      ownUseSource: 'meter',
    });
  });

  it('says by how much each side differs', () => {
    const [generation, consumption] = closureChecks(energy);
    expect(generation).toMatchObject({ check: 'generation', differenceKWh: 10, closes: true });
    expect(generation?.differencePercent).toBeCloseTo(1, 9);
    expect(consumption).toMatchObject({ check: 'consumption', inKWh: 1500, outKWh: 1540, closes: false });
    expect(consumption?.differencePercent).toBeCloseTo(-2.6667, 4);
  });
});

it('gives a heat pump its seasonal COP and the ambient heat', () => {
  // 3,800 kWh heat from 1,000 kWh electricity: COP 3.8, 2,800 kWh from the ambient.
  const energy = energyFigures({
    kind: 'heatPump',
    totals: { electricityIn: 1000, heat: 3800 },
    fuelKWhPerHour: 22.8,
    ownUsePercent: null,
  });
  expect(energy.fuelKWhHs).toBeNull();
  expect(efficiencies(energy, 1.11).cop).toBeCloseTo(3.8, 9);
  expect(flows('heatPump', energy)).toEqual([
    { from: 'grid', to: 'heat', kWh: 1000 },
    { from: 'ambient', to: 'heat', kWh: 2800 },
  ]);
});
