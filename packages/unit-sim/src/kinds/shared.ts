import { type Random } from '../util/random.js';
import { type ValueStore } from '../model/values.js';

// Small helpers the kinds share: a believable age with counters to match, sensor noise, and writing
// a group of display values at once.

const yearMs = 365.25 * 24 * 3_600_000;

export interface UnitAge {
  years: number;
  commissionedMs: number;
}

export function randomAge(rng: Random, startTime: number, minYears = 1, maxYears = 12): UnitAge {
  const years = rng.between(minYears, maxYears);
  return { years, commissionedMs: startTime - years * yearMs };
}

/** Share of the calendar year already past at `ms` (for counters as of 31 December). */
export function yearFraction(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return (ms - Date.UTC(year, 0, 1)) / (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1));
}

/** A sensor reading: the true value plus a little seeded noise. */
export function sensor(rng: Random, value: number, noise = 0.15): number {
  return value + noise * rng.normal();
}

export function setDisplayValues(store: ValueStore, board: string, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) store.setDisplay(`${board}.${name}`, value);
}

/** Ten digits from the serial (or seeded when it has fewer), like the Dachs' uchSeriennummer. */
export function tenDigits(sn: string, rng: Random): string {
  const digits = sn.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : String(rng.int(1_000_000_000, 9_999_999_999));
}
