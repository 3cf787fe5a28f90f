import type { BalanceResponse, BalanceTariffs, BalanceUnitKind } from '@portal/contracts';
import type { Energy } from './energy-balance.js';

// Money and CO2 of a period from its energy figures (docs/adr/0023-unit-balance.md). The reference
// is what the same heat and the electricity used on site would have cost and emitted with a gas
// boiler and grid electricity.

export type Money = NonNullable<BalanceResponse['money']>;
export type Co2 = NonNullable<BalanceResponse['co2']>;

/** The CHP's full-load hours before the period, which the KWKG's limits count. */
export interface HoursBefore {
  /** Operating hours of the period's calendar year before its first day. */
  inYear: number;
  /** The hours counter at the period's start (its hours since commissioning); null when not read. */
  inAll: number | null;
}

export interface MoneyInput {
  kind: BalanceUnitKind;
  energy: Energy;
  tariffs: BalanceTariffs;
  hoursBefore: HoursBefore;
  /** Energy-tax relief in EUR per kWh Hs of the unit's fuel for the period (0 where none applies). */
  reliefPerKWhHs: number;
  referenceBoilerEfficiency: number;
}

const euros = (kWh: number | null, centsPerKWh: number) => ((kWh ?? 0) * centsPerKWh) / 100;

export interface Bonus {
  kWh: number;
  hours: number;
  hoursLeft: number | null;
}

/**
 * The CHP bonus is paid for the first full-load hours of each calendar year (KWKG §8(4)) and for a
 * number of them in all (§8(1)). A Dachs runs at its rated power, so its operating hours are its
 * full-load hours: the electricity of the period's hours beyond either limit gets no bonus.
 */
export function chpBonus(
  electricity: number,
  operatingHours: number | null,
  tariffs: Pick<BalanceTariffs, 'chpBonusHoursPerYear' | 'chpBonusTotalHours'>,
  before: HoursBefore,
): Bonus {
  const leftInYear = Math.max(0, tariffs.chpBonusHoursPerYear - before.inYear);
  const leftInAll = before.inAll === null ? Infinity : Math.max(0, tariffs.chpBonusTotalHours - before.inAll);
  const hoursLeftAfter = (hours: number) =>
    before.inAll === null ? null : Math.max(0, tariffs.chpBonusTotalHours - before.inAll - hours);
  // Without an hours counter the limits cannot be applied: what was made gets it while any are left.
  if (operatingHours === null || operatingHours <= 0)
    return {
      kWh: Math.min(leftInYear, leftInAll) > 0 ? electricity : 0,
      hours: 0,
      hoursLeft: hoursLeftAfter(0),
    };
  const hours = Math.min(operatingHours, leftInYear, leftInAll);
  return { kWh: (electricity * hours) / operatingHours, hours, hoursLeft: hoursLeftAfter(hours) };
}

/** Money of the period, or null when a figure it needs is unknown (no fuel of a CHP unit). */
export function money(input: MoneyInput): Money | null {
  const { kind, energy: e, tariffs: t } = input;
  if (kind === 'none' || (kind === 'chp' && e.fuelKWhHs === null)) return null;
  if (kind === 'heatPump' && (e.electricityInKWh === null || e.heatKWh === null)) return null;
  const fuelCost = euros(e.fuelKWhHs, t.fuelCentPerKWh);
  const electricityCost = euros(
    kind === 'grid' ? e.gridImportKWh : e.electricityInKWh,
    t.electricityCentPerKWh,
  );
  const ownUseSaving = euros(e.ownUseKWh, t.electricityCentPerKWh);
  const feedInRevenue = euros(e.feedInKWh, t.feedInCentPerKWh);
  const bonus: Bonus =
    kind === 'chp' && e.electricityKWh !== null
      ? chpBonus(e.electricityKWh, e.operatingHours, t, input.hoursBefore)
      : { kWh: 0, hours: 0, hoursLeft: null };
  const bonusEuros = euros(bonus.kWh, t.chpBonusCentPerKWh);
  const energyTaxRelief = (e.fuelKWhHs ?? 0) * input.reliefPerKWhHs;
  const netCost = fuelCost + electricityCost - feedInRevenue - bonusEuros - energyTaxRelief;
  const referenceHeat = euros(
    e.heatKWh === null ? null : e.heatKWh / input.referenceBoilerEfficiency,
    t.fuelCentPerKWh,
  );
  const referenceCost =
    referenceHeat + euros(kind === 'grid' ? e.consumptionKWh : e.ownUseKWh, t.electricityCentPerKWh);
  return {
    fuelCost,
    electricityCost,
    ownUseSaving,
    feedInRevenue,
    chpBonus: bonusEuros,
    chpBonusKWh: bonus.kWh,
    chpBonusHours: bonus.hours,
    chpBonusHoursLeft: bonus.hoursLeft,
    energyTaxRelief,
    netCost,
    referenceCost,
    savings: referenceCost - netCost,
  };
}

export interface Co2Input {
  kind: BalanceUnitKind;
  energy: Energy;
  /** kg CO2 per kWh Hi of the unit's fuel, its Hs/Hi, and those of the reference boiler's gas. */
  fuelFactor: number;
  fuelHsOverHi: number;
  gasFactor: number;
  gasHsOverHi: number;
  gridFactor: number;
  referenceBoilerEfficiency: number;
}

/**
 * CO2 emitted in the period and in the reference: the boiler's gas for the heat plus grid
 * electricity for all the unit made (own use and feed-in both displace grid electricity); avoided
 * is the difference. null when a figure it needs is unknown.
 */
export function co2(input: Co2Input): Co2 | null {
  const { kind, energy: e } = input;
  const boilerKg = ((e.heatKWh ?? 0) / input.referenceBoilerEfficiency / input.gasHsOverHi) * input.gasFactor;
  let emittedKg: number;
  let referenceKg: number;
  if (kind === 'chp' && e.fuelKWhHs !== null) {
    emittedKg = (e.fuelKWhHs / input.fuelHsOverHi) * input.fuelFactor;
    referenceKg = boilerKg + (e.electricityKWh ?? 0) * input.gridFactor;
  } else if (kind === 'heatPump' && e.electricityInKWh !== null) {
    emittedKg = e.electricityInKWh * input.gridFactor;
    referenceKg = boilerKg;
  } else if (kind === 'grid' && e.gridImportKWh !== null) {
    emittedKg = e.gridImportKWh * input.gridFactor;
    referenceKg = emittedKg + (e.electricityKWh ?? 0) * input.gridFactor;
  } else return null;
  return { emittedKg, referenceKg, avoidedKg: referenceKg - emittedKg };
}
