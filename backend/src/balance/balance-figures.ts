import type { BalancePeriod, BalanceResponse } from '@portal/contracts';
import { fuelEnergy } from '@portal/energy-tax';
import {
  co2Fuel,
  co2GridElectricity,
  factorsOf,
  hsOverHi,
  referenceBoilerEfficiency,
} from './balance-factors.js';
import type { BalanceKeys, CounterRole } from './balance-keys.js';
import type { BalanceWindow } from './balance-period.js';
import type { StoredTariffs } from './balance.repository.js';
import { type CounterTotals, closureChecks, efficiencies, energyFigures, flows } from './energy-balance.js';
import type { EnergyTaxRelief } from './energy-tax-relief.js';
import { type HoursBefore, co2, money } from './money-co2.js';

/** What each counter role counted per day (the day's start, ms), display units. */
export type RoleByDay = Partial<Record<CounterRole, Map<number, number>>>;

/** What a unit's balance is computed from, read once: its tariffs and what its counters counted. */
export interface Readings {
  sn: string;
  period: BalancePeriod;
  keys: BalanceKeys;
  window: BalanceWindow;
  stored: StoredTariffs | null;
  fuel: BalanceResponse['fuel'];
  /** A CHP unit's energy-tax relief for the period's year (none for other kinds). */
  relief: EnergyTaxRelief;
  totals: CounterTotals;
  /** Days of the period with any stored counter. */
  days: number;
  byDay: RoleByDay;
  fuelKWhPerHour: number | null;
  hoursBefore: HoursBefore;
  degreeDays: BalanceResponse['degreeDays'];
}

/**
 * A unit's balance from its readings. `metered`: the unit's part of the own use and feed-in a grid
 * connection at its location metered (the location's balance), instead of the owner's share.
 */
export function figuresOf(readings: Readings, metered?: { ownUse: number; feedIn: number }): BalanceResponse {
  const { keys, window, stored, fuel } = readings;
  const energy = energyFigures({
    kind: keys.kind,
    totals: { ...readings.totals, ...metered },
    fuelKWhPerHour: readings.fuelKWhPerHour,
    ownUsePercent: stored?.tariffs.ownUsePercent ?? null,
  });
  const fuelHsOverHi = hsOverHi(fuel ?? 'naturalGas');
  const { relief } = readings;
  return {
    sn: readings.sn,
    period: readings.period,
    from: window.firstDay,
    to: window.lastDay,
    kind: keys.kind,
    fuel,
    daysWithData: readings.days,
    energy,
    efficiency: efficiencies(energy, fuelHsOverHi.value),
    flows: flows(keys.kind, energy),
    closure: closureChecks(energy),
    degreeDays: readings.degreeDays,
    money: stored
      ? money({
          kind: keys.kind,
          energy,
          tariffs: stored.tariffs,
          hoursBefore: readings.hoursBefore,
          reliefPerKWhHs: relief.perKWhHs,
          referenceBoilerEfficiency: referenceBoilerEfficiency.value,
        })
      : null,
    co2: co2({
      kind: keys.kind,
      energy,
      fuelFactor: co2Fuel[fuel ?? 'naturalGas'].value,
      fuelHsOverHi: fuelHsOverHi.value,
      gasFactor: co2Fuel.naturalGas.value,
      gasHsOverHi: fuelEnergy.naturalGas.hsOverHi,
      gridFactor: co2GridElectricity.value,
      referenceBoilerEfficiency: referenceBoilerEfficiency.value,
    }),
    factors: factorsOf(fuel, fuelHsOverHi, relief),
  };
}
