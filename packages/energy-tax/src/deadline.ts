// The application is due by 31 December of the year after the fuel was used (EnergieStV §99a(1));
// it is a cut-off deadline (Ausschlussfrist): a late application is lost, not merely late.

/** The last day to apply for fuel used in `year`, ISO `YYYY-MM-DD` (2023 → 2024-12-31). */
export function applicationDeadline(year: number): string {
  return `${year + 1}-12-31`;
}

/** Whether an application for `year` made on `today` (ISO date) is still in time. */
export function isWithinDeadline(year: number, today: string): boolean {
  return today <= applicationDeadline(year);
}
