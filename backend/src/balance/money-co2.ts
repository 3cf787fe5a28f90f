import type { BalanceResponse, BalanceTariffs, BalanceUnitKind } from '@portal/contracts';
import type { Energy } from './energy-balance.js';

// Money and CO2 of a period from its energy figures (docs/adr/0023-unit-balance.md). The reference
// is what the same heat and the electricity used on site would have cost and emitted with a gas
// boiler and grid electricity.

export type Money = NonNullable<BalanceResponse['money']>;
export type Co2 = NonNullable<BalanceResponse['co2']>;

export interface MoneyInput {
  kind: BalanceUnitKind;
  energy: Energy;
  tariffs: BalanceTariffs;
  /** The period's share of its calendar year (days / days of the year), for the bonus' hour limit. */
  yearShare: number;
  /** Energy-tax relief in EUR per kWh Hs of the unit's fuel for the period (0 where none applies). */
  reliefPerKWhHs: number;
  referenceBoilerEfficiency: number;
}

const euros = (kWh: number | null, centsPerKWh: number) => ((kWh ?? 0) * centsPerKWh) / 100;

/**
 * The CHP bonus is paid for a number of full-load hours a year (KWKG §8(4)). A Dachs runs at its
 * rated power, so its operating hours are its full-load hours: the electricity of the hours beyond
 * the period's share of the limit gets no bonus.
 */
export function bonusKWh(
  electricity: number,
  operatingHours: number | null,
  limitHours: number,
  yearShare: number,
) {
  if (operatingHours === null || operatingHours <= 0) return electricity;
  return electricity * Math.min(1, (limitHours * yearShare) / operatingHours);
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
  const chpBonusKWh =
    kind === 'chp' && e.electricityKWh !== null
      ? bonusKWh(e.electricityKWh, e.operatingHours, t.chpBonusHoursPerYear, input.yearShare)
      : 0;
  const chpBonus = euros(chpBonusKWh, t.chpBonusCentPerKWh);
  const energyTaxRelief = (e.fuelKWhHs ?? 0) * input.reliefPerKWhHs;
  const netCost = fuelCost + electricityCost - feedInRevenue - chpBonus - energyTaxRelief;
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
    chpBonus,
    chpBonusKWh,
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
