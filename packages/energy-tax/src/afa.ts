// The AfA (depreciation) period that limits full relief (§53a(7)). Full relief counts calendar
// months inside the period, whether or not AfA is actually claimed (EnergieStV §99c(1) sentence 4,
// §99c(3)); so the period is a matter of dates only.

import { addMonths, monthOrdinal, monthsOfYear, type YearMonth } from './calendar.js';

/** 10 years, the figure everyone uses for CHP (bhkw-infothek; the AfA-table item is UNVERIFIED). */
export const defaultAfaMonths = 120;

export interface AfaPeriod {
  /**
   * First month of the period. AfA runs from the month of acquisition (§7(1) sentence 4 EStG), so
   * it is the commissioning month (INFERENCE from §7 EStG). A renewal costing at least 50 % of a new
   * plant restarts the period (§53a(7)): pass the renewal month then.
   */
  readonly start: YearMonth;
  /** Length in whole months; per module, since cascades may differ (default 120). */
  readonly months: number;
  /** Whether AfA is claimed for tax. Recorded for the form only: it does not change eligibility. */
  readonly claimed?: boolean;
}

/** The default period of a module commissioned in `commissioning`: 120 months from that month. */
export function afaPeriodFrom(commissioning: YearMonth, months: number = defaultAfaMonths): AfaPeriod {
  return { start: { year: commissioning.year, month: commissioning.month }, months };
}

/** The last month inside the period (Jul 2013 + 120 months → Jun 2023). */
export function afaLastMonth(period: AfaPeriod): YearMonth {
  return addMonths(period.start, period.months - 1);
}

export function isInsideAfa(period: AfaPeriod, ym: YearMonth): boolean {
  const ordinal = monthOrdinal(ym);
  const start = monthOrdinal(period.start);
  return ordinal >= start && ordinal < start + period.months;
}

/** For each month of `year`, January first, whether it lies inside the AfA period. */
export function afaMonthsOfYear(period: AfaPeriod, year: number): boolean[] {
  return monthsOfYear(year).map((ym) => isInsideAfa(period, ym));
}
