// Utilisation rate (Nutzungsgrad, EnergieStG §3(3)). Both partial (§53a(4)) and full relief
// (§53a(6)) need at least 70 %; for a yearly application the annual rate (EnergieStV §99a(2)).

export interface UtilisationInput {
  /** Useful electricity (or mechanical energy), kWh. */
  readonly electricityKWh: number;
  /** Useful heat used outside the CHP process, kWh (radiated heat does not count, EnergieStV §10(2)). */
  readonly usefulHeatKWh: number;
  /** Fuel energy on the net calorific value Hi, kWh. */
  readonly fuelHiKWh: number;
  /** Auxiliary energy (Hilfsenergie), kWh. */
  readonly auxiliaryKWh: number;
}

export interface UtilisationResult {
  /** The rate as a fraction (0.878 for 87.8 %). */
  readonly rate: number;
  /** Percent to one decimal, as the portal shows percentages (spec 9). */
  readonly percent: number;
  /** Whether the exact rate (not the rounded percent) reaches 70 %. */
  readonly meetsThreshold: boolean;
}

export const utilisationThreshold = 0.7;

/** NG = (electricity + useful heat) / (fuel Hi + auxiliary energy); null when nothing was burned. */
export function utilisationRate(input: UtilisationInput): UtilisationResult | null {
  const denominator = input.fuelHiKWh + input.auxiliaryKWh;
  if (!(denominator > 0)) return null;
  const rate = (input.electricityKWh + input.usefulHeatKWh) / denominator;
  return { rate, percent: Math.round(rate * 1000) / 10, meetsThreshold: rate >= utilisationThreshold };
}
