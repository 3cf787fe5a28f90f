import type { BalanceUnitKind } from '@portal/contracts';
import { type UnitKind, findDataPointByKey } from '@portal/unit-catalog';

// Which counters of the catalogue play which part in the balance. A kind takes part with the ones
// its boards have: the Dachs Gen2 its Hka_Bd counters, the fuel cell its Bz_Bd ones, the heat pump
// electricity in and heat out, the grid connection its measurement fields. A fuel (gas) meter
// counter would come first for the fuel; no kind has one yet, so fuel is estimated from hours.

export const counterCandidates = {
  fuel: [] as string[],
  electricity: ['Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch'],
  /** Summed: the Dachs counts the unit's heat and the exhaust condenser's apart. */
  heat: ['Hka_Bd.ulArbeitThermHka', 'Hka_Bd.ulArbeitThermKon', 'Bz_Bd.e_thermisch', 'Wp_Mw.e_thermisch'],
  electricityIn: ['Wp_Mw.e_elektrisch'],
  operatingHours: ['Hka_Bd.ulBetriebssekunden', 'Bz_Bd.ulBetriebsstunden', 'Wp_Mw.ulVerdichterStunden'],
  starts: ['Hka_Bd.ulAnzahlStarts', 'Bz_Bd.ulAnzahlStarts', 'Wp_Mw.ulVerdichterStarts'],
  generation: ['Netz_Mw.e_erzeugung'],
  consumption: ['Netz_Mw.e_verbrauch'],
  ownUse: ['Netz_Mw.e_eigenverbrauch'],
  gridImport: ['Netz_Mw.e_netzbezug'],
  feedIn: ['Netz_Mw.e_netzeinspeisung'],
} as const satisfies Record<string, readonly string[]>;

export type CounterRole = keyof typeof counterCandidates;

/** Outdoor temperature sensors (facts §1a: the Dachs' sbAussen; the heat pump's own). */
export const outdoorCandidates = ['Hka_Mw1.Temp.sbAussen', 'Wp_Mw.sAussen'] as const;

export interface BalanceKeys {
  kind: BalanceUnitKind;
  counters: Partial<Record<CounterRole, string[]>>;
  outdoor: string | undefined;
}

const has = (kind: UnitKind, key: string) => findDataPointByKey(kind, key) !== undefined;

/** The balance's keys of a unit kind, from the catalogue. */
export function balanceKeys(kind: UnitKind): BalanceKeys {
  const counters: Partial<Record<CounterRole, string[]>> = {};
  for (const [role, keys] of Object.entries(counterCandidates) as [CounterRole, readonly string[]][]) {
    const present = keys.filter((key) => has(kind, key));
    if (present.length > 0) counters[role] = present;
  }
  const balanceKind: BalanceUnitKind = counters.electricity
    ? 'chp'
    : counters.electricityIn && counters.heat
      ? 'heatPump'
      : counters.generation || counters.feedIn
        ? 'grid'
        : 'none';
  return { kind: balanceKind, counters, outdoor: outdoorCandidates.find((key) => has(kind, key)) };
}
