import type { BalanceTariffs } from '@portal/contracts';
import { energyFigures } from './energy-balance.js';
import { chpBonus, co2, money } from './money-co2.js';

// Worked examples computed by hand; the same Dachs month as energy-balance.spec.ts: 9,120 kWh Hs
// fuel, 2,200 kWh electricity (1,320 own use, 880 fed in), 5,000 kWh heat, 400 operating hours.

const tariffs: BalanceTariffs = {
  fuelCentPerKWh: 10,
  electricityCentPerKWh: 35,
  feedInCentPerKWh: 8,
  chpBonusCentPerKWh: 8,
  chpBonusHoursPerYear: 3500,
  chpBonusTotalHours: 30_000,
  ownUsePercent: 60,
  fuelKWhPerHour: null,
  fuel: null,
};
const chp = energyFigures({
  kind: 'chp',
  totals: { operatingHours: 400, electricity: 2200, heat: 5000 },
  fuelKWhPerHour: 22.8,
  ownUsePercent: 60,
});

describe('money of the Dachs month', () => {
  const result = money({
    kind: 'chp',
    energy: chp,
    tariffs,
    // June: 3,212.329 of the year's 3,500 h used before; the counter read 20,000 h at its start.
    hoursBefore: { inYear: 3212.329, inAll: 20_000 },
    reliefPerKWhHs: 0.00442,
    referenceBoilerEfficiency: 0.9,
  })!;

  it('costs the fuel and earns feed-in, bonus and relief', () => {
    expect(result.fuelCost).toBeCloseTo(912, 6); // 9,120 × 0.10
    expect(result.ownUseSaving).toBeCloseTo(462, 6); // 1,320 × 0.35
    expect(result.feedInRevenue).toBeCloseTo(70.4, 6); // 880 × 0.08
    expect(result.energyTaxRelief).toBeCloseTo(40.3104, 6); // 9.12 MWh × 4.42 EUR
  });

  it("pays the bonus only for the year's hours left", () => {
    // 3,500 − 3,212.329 = 287.671 h of 400 h run: 2,200 × 0.719178 = 1,582.19 kWh, × 0.08 = 126.58 EUR.
    expect(result.chpBonusKWh).toBeCloseTo(1582.19, 2);
    expect(result.chpBonus).toBeCloseTo(126.575, 3);
    expect(result.chpBonusHours).toBeCloseTo(287.671, 3);
    // 30,000 − 20,000 − 287.671 full-load hours are left.
    expect(result.chpBonusHoursLeft).toBeCloseTo(9712.329, 3);
  });

  it('saves against a gas boiler and grid electricity', () => {
    // Net 912 − 70.40 − 126.575 − 40.310 = 674.714; reference 5,000 / 0.9 × 0.10 + 462 = 1,017.556.
    expect(result.netCost).toBeCloseTo(674.714, 3);
    expect(result.referenceCost).toBeCloseTo(1017.556, 3);
    expect(result.savings).toBeCloseTo(342.841, 3);
  });
});

describe('the CHP bonus under the KWKG limits', () => {
  const limits = { chpBonusHoursPerYear: 3500, chpBonusTotalHours: 30_000 };

  it('pays all that was made while both limits leave hours', () => {
    // 100 h run, 3,400 h of the year left, 29,000 in all: 550 kWh, 100 h, 28,900 h left.
    expect(chpBonus(550, 100, limits, { inYear: 100, inAll: 1000 })).toEqual({
      kWh: 550,
      hours: 100,
      hoursLeft: 28_900,
    });
  });

  it('stops at the total limit within a period', () => {
    // 29,960 h before, 40 of the 100 h run count: 550 × 40 / 100 = 220 kWh, none left.
    expect(chpBonus(550, 100, limits, { inYear: 0, inAll: 29_960 })).toEqual({
      kWh: 220,
      hours: 40,
      hoursLeft: 0,
    });
    expect(chpBonus(550, 100, limits, { inYear: 0, inAll: 31_000 })).toEqual({
      kWh: 0,
      hours: 0,
      hoursLeft: 0,
    });
  });

  it("pays nothing once the year's hours are used, and nothing at a limit of 0", () => {
    expect(chpBonus(550, 100, limits, { inYear: 3500, inAll: 5000 }).kWh).toBe(0);
    expect(chpBonus(550, 100, { ...limits, chpBonusHoursPerYear: 0 }, { inYear: 0, inAll: 0 }).kWh).toBe(0);
  });

  it('applies only the year when the counter was not read, and pays what was made without hours', () => {
    expect(chpBonus(550, 100, limits, { inYear: 3450, inAll: null })).toEqual({
      kWh: 275,
      hours: 50,
      hoursLeft: null,
    });
    expect(chpBonus(550, null, limits, { inYear: 0, inAll: null }).kWh).toBe(550);
  });
});

it('has no money without the fuel of a CHP unit', () => {
  const unknownFuel = { ...chp, fuelKWhHs: null, fuelSource: 'unknown' as const };
  expect(
    money({
      kind: 'chp',
      energy: unknownFuel,
      tariffs,
      hoursBefore: { inYear: 0, inAll: null },
      reliefPerKWhHs: 0,
      referenceBoilerEfficiency: 0.9,
    }),
  ).toBeNull();
});

describe('CO2', () => {
  const factors = {
    fuelFactor: 0.201,
    fuelHsOverHi: 1.11,
    gasFactor: 0.201,
    gasHsOverHi: 1.11,
    gridFactor: 0.38,
    referenceBoilerEfficiency: 0.9,
  };

  it('of the Dachs month: the fuel against a boiler and grid electricity', () => {
    // Emitted 9,120 / 1.11 × 0.201 = 1,651.459 kg; boiler 5,000 / 0.9 / 1.11 × 0.201 = 1,006.006 kg
    // plus 2,200 × 0.38 = 836 kg: reference 1,842.006 kg, avoided 190.547 kg.
    const result = co2({ kind: 'chp', energy: chp, ...factors })!;
    expect(result.emittedKg).toBeCloseTo(1651.459, 3);
    expect(result.referenceKg).toBeCloseTo(1842.006, 3);
    expect(result.avoidedKg).toBeCloseTo(190.547, 3);
  });

  it('of a heat pump: its electricity against a boiler', () => {
    // 1,000 × 0.38 = 380 kg; 3,800 / 0.9 / 1.11 × 0.201 = 764.565 kg; avoided 384.565 kg.
    const energy = energyFigures({
      kind: 'heatPump',
      totals: { electricityIn: 1000, heat: 3800 },
      fuelKWhPerHour: null,
      ownUsePercent: null,
    });
    const result = co2({ kind: 'heatPump', energy, ...factors })!;
    expect(result.emittedKg).toBeCloseTo(380, 6);
    expect(result.avoidedKg).toBeCloseTo(384.565, 3);
    // Money: 1,000 × 0.35 = 350 EUR against 3,800 / 0.9 × 0.10 = 422.22 EUR.
    const cost = money({
      kind: 'heatPump',
      energy,
      tariffs,
      hoursBefore: { inYear: 0, inAll: null },
      reliefPerKWhHs: 0,
      referenceBoilerEfficiency: 0.9,
    })!;
    expect(cost.electricityCost).toBeCloseTo(350, 6);
    expect(cost.savings).toBeCloseTo(72.222, 3);
  });
});
