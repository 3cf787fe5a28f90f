import type { HzaSummary } from '@portal/contracts';

// The energy-tax relief the balance counts for a CHP unit: what the location's application in the
// energy-tax tool grants for the period's year, per kWh Hs of fuel; without one that decides it,
// the partial rate every Dachs gets (balance-fuel.ts).

export interface EnergyTaxRelief {
  /** EUR per kWh Hs of the period's fuel. */
  perKWhHs: number;
  /** The year of the application the rate comes from; null for the partial rate. */
  applicationYear: number | null;
}

/** No relief: a unit that burns nothing. */
export const noRelief: EnergyTaxRelief = { perKWhHs: 0, applicationYear: null };

/**
 * The relief a year's application grants per kWh Hs of its fuel: its total (full and partial relief,
 * less investment aid) over the fuel it declares; 0 when it grants none (utilisation under 70 %, or
 * no rule for the year); null while it is incomplete and decides nothing.
 */
export function applicationReliefPerKWhHs(summary: HzaSummary): number | null {
  if (summary.kind === 'noRelief' || summary.kind === 'notCovered') return 0;
  if (summary.kind !== 'relief' || !summary.fuelHsKWh) return null;
  return summary.totalCents / 100 / summary.fuelHsKWh;
}
