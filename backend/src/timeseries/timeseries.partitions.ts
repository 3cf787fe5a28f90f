// Raw samples are partitioned by UTC calendar month. A month is numbered year * 12 + month (0-11),
// so the following month is simply the next number.

export const SAMPLES_TABLE = 'ts_samples';
const namePattern = /^ts_samples_p(\d{4})_(\d{2})$/;

export function monthIndex(ts: number): number {
  const date = new Date(ts);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function monthStart(index: number): Date {
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
}

export function partitionName(index: number): string {
  const year = Math.floor(index / 12);
  const month = String((index % 12) + 1).padStart(2, '0');
  return `${SAMPLES_TABLE}_p${year}_${month}`;
}

/** The month of a partition this module created, or undefined for any other table. */
export function partitionMonth(name: string): number | undefined {
  const match = namePattern.exec(name);
  if (!match) return undefined;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return Number(match[1]) * 12 + month - 1;
}

/** The distinct months of some timestamps; cheap when they mostly fall in one month (live data). */
export function monthsOf(timestamps: readonly number[]): Set<number> {
  const months = new Set<number>();
  let from = Infinity;
  let to = -Infinity;
  for (const ts of timestamps) {
    if (ts >= from && ts < to) continue;
    const index = monthIndex(ts);
    months.add(index);
    from = monthStart(index).getTime();
    to = monthStart(index + 1).getTime();
  }
  return months;
}
