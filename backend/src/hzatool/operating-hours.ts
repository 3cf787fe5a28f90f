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
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('days were checked to be there');
  // A snapshot the history contradicts (below its last reading, or more hours after it than the
  // year had left) is not this counter's: the stored readings count then.
  const hoursLeft = (startOfNextYear - last.bucket) / 3_600_000;
  const snapshotAgrees =
    snapshotFits &&
    (snapshot.value as number) >= last.last &&
    (snapshot.value as number) - last.last <= hoursLeft;
  // The counter at the end of each month; a snapshot taken at the turn of the year closes December
  // (its hours ran after the last stored sample). Rounded to tenths once, so the months add up
  // exactly to end − start, as the calculation checks.
  const start = tenths(first.first);
  const monthEnds = Array.from({ length: 12 }, () => Number.NaN);
  for (const day of days) monthEnds[new Date(day.bucket + 12 * 3_600_000).getUTCMonth()] = day.last;
  if (snapshotAgrees) monthEnds[11] = snapshot.value as number;
  let previous = start;
  const bounds = monthEnds.map((end) => {
    const counter = Number.isNaN(end) ? previous : tenths(end);
    previous = Math.max(previous, counter);
    return previous;
  });
  const end = bounds[11] ?? start;
  return {
    serial,
    year,
    counterStart: start,
    counterEnd: end,
    monthlyHours: bounds.map((bound, month) =>
      tenths(bound - (month === 0 ? start : (bounds[month - 1] ?? start))),
    ),
    source: snapshotAgrees ? 'snapshot' : 'history',
  };
}

function tenths(hours: number): number {
  return Math.round(hours * 10) / 10;
}
