import type { HzaOperatingHoursResponse } from '@portal/contracts';
import { hoursInMonth } from '@portal/energy-tax';
import type { LatestValue, RollupRow } from '../timeseries/timeseries.service.js';

// A unit's operating-hour counter for the energy-tax year (docs/facts/dachs-and-energy-tax.md §1):
// Hka_Bd.ulBetriebssekunden is the running counter (hours despite its name), BD3112 its copy taken
// on 31 December.

export const hoursKey = 'Hka_Bd.ulBetriebssekunden';
export const snapshotKey = 'BD3112.Hka_Bd.ulBetriebssekunden';

const dayMs = 86_400_000;

/** The month (1-12) of a local day's bucket (its noon is safely inside the day). */
const monthOf = (bucket: number) => new Date(bucket + dayMs / 2).getUTCMonth() + 1;
const allMonths = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Counter values from the year's daily rollups (local days), and the 31 December snapshot if it is
 * that year's. Only a year the readings span from 1 January to 31 December is prefilled whole (with
 * hours per month); otherwise only the counters that were read are given, and the user enters the
 * rest: a history that starts on 24 December must not pass for the year. Months without a single
 * reading are named either way.
 */
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
      covered: false,
      monthsWithoutData: allMonths,
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
  const withData = new Set(days.map((day) => monthOf(day.bucket)));
  const monthsWithoutData = allMonths.filter((month) => !withData.has(month));
  // Read on the year's first day, and on its last one (or by the unit's own snapshot).
  const dayOf = (bucket: number) => new Date(bucket + dayMs / 2).getUTCDate();
  const startRead = monthOf(first.bucket) === 1 && dayOf(first.bucket) === 1;
  const endRead = snapshotAgrees || (monthOf(last.bucket) === 12 && dayOf(last.bucket) === 31);
  const source = snapshotAgrees ? 'snapshot' : 'history';
  if (!startRead || !endRead) {
    return {
      serial,
      year,
      counterStart: startRead ? tenths(first.first) : null,
      counterEnd: !endRead ? null : snapshotAgrees ? (snapshot.value as number) : tenths(last.last),
      monthlyHours: null,
      source,
      covered: false,
      monthsWithoutData,
    };
  }
  // The counter at the end of each month, read off the history's readings with straight lines over
  // gaps (a gap's hours spread over its months, never heaped on one). A snapshot that agrees closes
  // December. Rounded to tenths once, so the months add up exactly to end − start, as the
  // calculation checks.
  const readings = days.flatMap((day) => [
    { ts: day.bucket, value: day.first },
    { ts: day.bucket + dayMs, value: day.last },
  ]);
  // The snapshot is the counter at the year's last midnight: a gap before it spreads over its months.
  if (snapshotAgrees) readings.push({ ts: monthEnd(year, 11), value: snapshot.value as number });
  const start = tenths(first.first);
  let previous = start;
  const bounds = Array.from({ length: 12 }, (_, month) => {
    const counter =
      month === 11 && snapshotAgrees
        ? (snapshot.value as number)
        : counterAt(readings, monthEnd(year, month));
    previous = Math.max(previous, tenths(counter));
    return previous;
  });
  const end = bounds[11] ?? start;
  return {
    serial,
    year,
    counterStart: start,
    counterEnd: end,
    monthlyHours: fitIntoMonths(
      year,
      bounds.map((bound, month) => tenths(bound - (month === 0 ? start : (bounds[month - 1] ?? start)))),
    ),
    source,
    covered: true,
    monthsWithoutData,
  };
}

function tenths(hours: number): number {
  return Math.round(hours * 10) / 10;
}

/** The end of a month as the day buckets count it (German midnight, 23:00 UTC in winter). */
function monthEnd(year: number, month: number): number {
  return Date.UTC(year, month + 1, 1) - 3_600_000;
}

/** The counter at `ts`: interpolated between the readings around it, else the nearest one. */
function counterAt(readings: readonly { ts: number; value: number }[], ts: number): number {
  const after = readings.findIndex((reading) => reading.ts >= ts);
  const next = readings[after];
  const before = readings[after - 1];
  if (!next) return readings.at(-1)?.value ?? 0;
  if (!before || next.ts === before.ts) return next.value;
  return before.value + ((next.value - before.value) * (ts - before.ts)) / (next.ts - before.ts);
}

/**
 * Month ends are read at day boundaries (and summer time shifts them by an hour), so a busy month
 * can come out a little above the hours it has: the surplus goes to the months before (then after)
 * with room, keeping the year's total.
 */
function fitIntoMonths(year: number, monthly: number[]): number[] {
  const fitted = [...monthly];
  const room = (month: number) => hoursInMonth(year, month + 1) - (fitted[month] ?? 0);
  const pass = (months: number[]) => {
    for (const [at, month] of months.entries()) {
      const next = months[at + 1];
      const surplus = -room(month);
      if (surplus <= 0 || next === undefined) continue;
      fitted[month] = tenths((fitted[month] ?? 0) - surplus);
      fitted[next] = tenths((fitted[next] ?? 0) + surplus);
    }
  };
  const order = [...fitted.keys()];
  pass([...order].reverse());
  pass(order);
  return fitted;
}
