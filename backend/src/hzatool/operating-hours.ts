import type { HzaOperatingHoursResponse } from '@portal/contracts';
import type { LatestValue, RollupRow } from '../timeseries/timeseries.service.js';

// A unit's operating-hour counter for the energy-tax year (facts dachs-and-energy-tax.md §1):
// Hka_Bd.ulBetriebssekunden is the running counter (hours despite its name), BD3112 its copy taken
// on 31 December.

export const hoursKey = 'Hka_Bd.ulBetriebssekunden';
export const snapshotKey = 'BD3112.Hka_Bd.ulBetriebssekunden';

/** Counter values from the year's daily rollups (local days), and the 31 December snapshot if it is that year's. */
export function operatingHours(
  serial: string,
  year: number,
  days: readonly RollupRow[],
  snapshot: LatestValue | undefined,
): HzaOperatingHoursResponse {
  const startOfNextYear = Date.UTC(year + 1, 0, 1);
  // The snapshot taken at the turn of `year` is stored during the following year.
  const snapshotFits =
    snapshot !== undefined &&
    typeof snapshot.value === 'number' &&
    snapshot.ts >= startOfNextYear - 86_400_000 &&
    snapshot.ts < Date.UTC(year + 2, 0, 1);
  if (days.length === 0) {
    return {
      serial,
      year,
      counterStart: null,
      counterEnd: snapshotFits ? (snapshot.value as number) : null,
      monthlyHours: null,
      source: snapshotFits ? 'snapshot' : 'none',
    };
  }
  const monthly = Array.from({ length: 12 }, () => 0);
  for (const day of days) {
    const month = new Date(day.bucket + 12 * 3_600_000).getUTCMonth();
    monthly[month] = (monthly[month] ?? 0) + Math.max(0, day.last - day.first);
  }
  const first = days[0];
  const last = days.at(-1);
  return {
    serial,
    year,
    counterStart: first ? first.first : null,
    counterEnd: snapshotFits ? (snapshot.value as number) : (last?.last ?? null),
    monthlyHours: monthly.map((hours) => Math.round(hours * 10) / 10),
    source: snapshotFits ? 'snapshot' : 'history',
  };
}
