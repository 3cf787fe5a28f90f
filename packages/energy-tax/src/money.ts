// Money is kept in integer euro cents end to end: every amount on the form is a sum of cent values,
// so adding integers keeps the total equal to the sum of its lines (floats would not).

/** An amount of money in whole euro cents. */
export type Cents = number;

/**
 * numerator / denominator rounded half up (commercial rounding, "kaufmännisch"), on non-negative
 * integers only, so the result is exact: no float fraction is ever rounded.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(`divRoundHalfUp needs safe non-negative integers, got ${numerator}/${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A non-negative measured value rounded half up to a whole unit. The value is first cut to 6
 * decimals, so float noise (113998.49999999999 for an exact .5) does not decide the rounding.
 */
export function roundHalfUpToWhole(value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`cannot round ${value}`);
  return Math.floor(Number(value.toFixed(6)) + 0.5);
}

/**
 * Relief for a quantity in whole tax units at a rate in cents per 1,000 tax units (EUR/MWh = cents
 * per 1,000 kWh, EUR/1000 l, EUR/1000 kg), rounded half up to the cent. Integer arithmetic: exact.
 */
export function reliefCents(quantity: number, centsPer1000: number): Cents {
  return divRoundHalfUp(quantity * centsPer1000, 1000);
}

/** Cents as euros for display and tests (627.00 EUR is 62700 cents). */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}
