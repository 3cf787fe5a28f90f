// The application is due by 31 December of the year after the fuel was used (EnergieStV §99a(1));
// it is a cut-off deadline (Ausschlussfrist): a late application is lost, not merely late. Both
// dates are German calendar days, so "today" is taken in Germany's time zone.

/** The last day to apply for fuel used in `year`, ISO `YYYY-MM-DD` (2023 → 2024-12-31). */
export function applicationDeadline(year: number): string {
  return `${year + 1}-12-31`;
}

/** Whether an application for `year` made on `today` (ISO date) is still in time. */
export function isWithinDeadline(year: number, today: string): boolean {
  return today <= applicationDeadline(year);
}

/**
 * Whether `year` is over on `today` (ISO date). Before that its counters and energies are not
 * final, so its application cannot be completed.
 */
export function hasYearEnded(year: number, today: string): boolean {
  return today > `${year}-12-31`;
}

const germanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Germany at `at`, ISO `YYYY-MM-DD` (31 Dec 23:30 UTC is already 1 January). */
export function germanDate(at: Date): string {
  return germanDay.format(at);
}
