// Calendar months. The relief rules change by month (1 Apr 2012, 30 Jun 2027) and full relief
// counts calendar months inside the AfA period, so months are the unit of time here.

/** A calendar month; `month` is 1 (January) to 12 (December). */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** Months since year 0, so months can be compared and counted with plain integers. */
export function monthOrdinal(ym: YearMonth): number {
  return ym.year * 12 + (ym.month - 1);
}

export function fromMonthOrdinal(ordinal: number): YearMonth {
  return { year: Math.floor(ordinal / 12), month: (ordinal % 12) + 1 };
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  return fromMonthOrdinal(monthOrdinal(ym) + months);
}

export function isValidYearMonth(ym: YearMonth): boolean {
  return Number.isInteger(ym.year) && Number.isInteger(ym.month) && ym.month >= 1 && ym.month <= 12;
}

/** The twelve months of one year, January first. */
export function monthsOfYear(year: number): YearMonth[] {
  return Array.from({ length: 12 }, (_, index) => ({ year, month: index + 1 }));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The most operating hours a module can have in a month (the plausibility cap). */
export function hoursInMonth(year: number, month: number): number {
  return daysInMonth(year, month) * 24;
}

/** 8,760 hours, or 8,784 in a leap year. */
export function hoursInYear(year: number): number {
  return monthsOfYear(year).reduce((sum, ym) => sum + hoursInMonth(ym.year, ym.month), 0);
}
