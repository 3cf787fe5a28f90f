import { type Random } from '../util/random.js';

// Small helpers the kinds share: the unit's age with counters to match, and sensor noise.

const yearMs = 365.25 * 24 * 3_600_000;

export interface UnitAge {
  years: number;
  commissionedMs: number;
}

/**
 * The unit's age at `startTime`: from its commissioning date when the portal knows it (never after the
 * start), else a believable one between `minYears` and `maxYears`.
 */
export function unitAge(
  rng: Random,
  startTime: number,
  commissionedMs: number | undefined,
  minYears = 1,
  maxYears = 12,
): UnitAge {
  if (commissionedMs !== undefined) {
    const from = Math.min(commissionedMs, startTime);
    return { years: (startTime - from) / yearMs, commissionedMs: from };
  }
  const years = rng.between(minYears, maxYears);
  return { years, commissionedMs: startTime - years * yearMs };
}

/** Years of service in the calendar year of `ms` (since 1 January, or since commissioning if later). */
export function yearsInServiceThisYear(age: UnitAge, ms: number): number {
  const newYear = Date.UTC(new Date(ms).getUTCFullYear(), 0, 1);
  return Math.max(0, ms - Math.max(newYear, age.commissionedMs)) / yearMs;
}

/** A sensor reading: the true value plus a little seeded noise. */
export function sensor(rng: Random, value: number, noise = 0.15): number {
  return value + noise * rng.normal();
}

/**
 * Readings of sensors from the top of a stratified tank down: noisy, but never warmer below than
 * above, as the water is (warmer water rises), so a screen never shows an inverted tank.
 */
export function tankReadings(rng: Random, temps: readonly number[], noise = 0.15): number[] {
  const readings: number[] = [];
  for (const t of temps) readings.push(Math.min(sensor(rng, t, noise), readings.at(-1) ?? Infinity));
  return readings;
}

/** Ten digits from the serial (or seeded when it has fewer), like the Dachs' uchSeriennummer. */
export function tenDigits(sn: string, rng: Random): string {
  const digits = sn.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : String(rng.int(1_000_000_000, 9_999_999_999));
}
