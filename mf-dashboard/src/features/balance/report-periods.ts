// The periods the reports section offers: past months and years only (a report needs its period over).

/** `count` months up to `last` (YYYY-MM), newest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** `count` complete years before the one holding the month after `last`, newest first. */
export function yearsBefore(last: string, count: number): number[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  // After December the year of `last` is over too.
  const newest = month === 12 ? year : year - 1;
  return Array.from({ length: count }, (_, i) => newest - i);
}
