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
  /**
   * Percent as the portal shows it: one decimal (spec 9), or more where one decimal would round a
   * missed threshold up to 70 % (69.99 % stays 69.99, never "70.0 % – reached").
   */
  readonly percent: number;
  /** Whether the exact rate (not the rounded percent) reaches 70 %. */
  readonly meetsThreshold: boolean;
}

export const utilisationThreshold = 0.7;

/** The most decimals a missed rate is shown with; below that it is cut, not rounded up. */
const maxPercentDigits = 6;

/** The rate in percent with the fewest decimals (at least one) that keep it on its side of 70 %. */
function shownPercent(rate: number, meetsThreshold: boolean): number {
  const percent = rate * 100;
  const threshold = utilisationThreshold * 100;
  for (let digits = 1; digits <= maxPercentDigits; digits++) {
    const factor = 10 ** digits;
    const shown = Math.round(percent * factor) / factor;
    // A rate that reaches 70 % never rounds below it, so only a missed one needs more digits.
    if (meetsThreshold || shown < threshold) return shown;
  }
  const factor = 10 ** maxPercentDigits;
  return Math.min(Math.floor(percent * factor) / factor, threshold - 1 / factor);
}

/** NG = (electricity + useful heat) / (fuel Hi + auxiliary energy); null when nothing was burned. */
export function utilisationRate(input: UtilisationInput): UtilisationResult | null {
  const denominator = input.fuelHiKWh + input.auxiliaryKWh;
  if (!(denominator > 0)) return null;
  const rate = (input.electricityKWh + input.usefulHeatKWh) / denominator;
  const meetsThreshold = rate >= utilisationThreshold;
  return { rate, percent: shownPercent(rate, meetsThreshold), meetsThreshold };
}
