import type { BalancePeriod } from '@portal/contracts';

// The page's period as the API takes it: a kind and any day inside it (YYYY-MM-DD, Berlin).

/** Today on the portal's wall clock (Europe/Berlin). */
export function today(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

/** The first day of the period that holds `day`. */
export function periodStart(period: BalancePeriod, day: string): string {
  if (period === 'day') return day;
  return period === 'month' ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`;
}

/** The first day of the period `steps` periods away. */
export function shiftPeriod(period: BalancePeriod, day: string, steps: number): string {
  const [year, month, date] = periodStart(period, day).split('-').map(Number) as [number, number, number];
  const shifted =
    period === 'day'
      ? new Date(Date.UTC(year, month - 1, date + steps))
      : period === 'month'
        ? new Date(Date.UTC(year, month - 1 + steps, 1))
        : new Date(Date.UTC(year + steps, 0, 1));
  return shifted.toISOString().slice(0, 10);
}
