import { reportPeriodSchema, wallClock } from '@portal/contracts';
import { ApiException, invalidInput } from '../common/api-exception.js';

// A report's period: a past calendar month or year (Europe/Berlin, as the balance's).

export interface ReportPeriod {
  kind: 'month' | 'year';
  year: number;
  /** 1-12 for a month report. */
  month: number | null;
  /** The name in file names and the send record: 2025-01 or 2025. */
  name: string;
  /** A day inside it, for the balance's query. */
  start: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period a path names; 400 when malformed, 400 `exception.reportnotover` when not over at `now`. */
export function reportPeriod(text: string, now: number): ReportPeriod {
  if (!reportPeriodSchema.safeParse(text).success) throw invalidInput({ period: ['validation.invalid'] });
  const [year, month] = text.split('-').map(Number) as [number, number | undefined];
  const period: ReportPeriod =
    month === undefined
      ? { kind: 'year', year, month: null, name: text, start: `${year}-01-01` }
      : { kind: 'month', year, month, name: text, start: `${year}-${pad(month)}-01` };
  if (!isOver(period, now)) throw new ApiException(400, 'exception.reportnotover');
  return period;
}

/** Whether the period ended before `now`'s day (Berlin). */
export function isOver(period: Pick<ReportPeriod, 'year' | 'month'>, now: number): boolean {
  const today = wallClock(now);
  if (period.month === null) return period.year < today.year;
  return period.year * 12 + period.month < today.year * 12 + today.month;
}

/** The month before the one holding `now` (Berlin), YYYY-MM. */
export function lastMonth(now: number): string {
  const { year, month } = wallClock(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}
