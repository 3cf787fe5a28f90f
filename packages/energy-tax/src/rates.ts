// Relief rates by month of fuel use and fuel (docs/facts/energy-tax-tool.md §1). Anything outside the
// known rules is "not covered": the tool never guesses a rate.

import { monthOrdinal, monthsOfYear, type YearMonth } from './calendar.js';
import { type FuelType } from './fuels.js';

/**
 * The rule set for a month of use:
 * - `split2012`: 1 Apr 2012 – 2017, full relief under §53a (form 1132), partial under §53b (form 1134);
 * - `unified2018`: 2018 – 2023, one §53a: partial Abs. 4/5, full Abs. 6, form 1135;
 * - `partialOnly2024`: 2024 – 30 Jun 2027, partial Abs. 4/5 only (full relief ended with 2023,
 *   BGBl. 2023 I Nr. 361); partial relief is confirmed until 30 June 2027 and no longer.
 */
export type Regime = 'split2012' | 'unified2018' | 'partialOnly2024';

export type NotCoveredReason =
  /** Before 1 Apr 2012 the old §53 (form 1117) applied, which this tool does not compute. */
  | 'beforeApril2012'
  /** After 30 Jun 2027 no rule is known yet. */
  | 'afterKnownValidity';

export interface RegimeInfo {
  readonly regime: Regime;
  /** The legal basis printed beside each amount. */
  readonly partialBasis: string;
  readonly fullBasis: string | null;
  readonly forms: readonly string[];
}

export const regimes: Readonly<Record<Regime, RegimeInfo>> = {
  split2012: { regime: 'split2012', partialBasis: '§53b', fullBasis: '§53a', forms: ['1132', '1134'] },
  unified2018: {
    regime: 'unified2018',
    partialBasis: '§53a Abs. 4/5',
    fullBasis: '§53a Abs. 6',
    forms: ['1135'],
  },
  partialOnly2024: {
    regime: 'partialOnly2024',
    partialBasis: '§53a Abs. 4/5',
    fullBasis: null,
    forms: ['1135'],
  },
};

/** Rates in cents per 1,000 tax units: EUR/MWh Hs for gas, EUR/1000 l oil, EUR/1000 kg LPG. */
export interface ReliefRates {
  /** Full relief (§53a(6), before 2018 §53a); null where no full relief exists. */
  readonly fullCentsPer1000: number | null;
  /** Partial relief for engines (§53a(4)/(5), before 2018 §53b). */
  readonly partialCentsPer1000: number;
}

// Full: the §2(3) tax rates (gas 5.50, LPG 60.60, light heating oil 61.35; oil with > 50 mg/kg
// sulphur is taxed at 76.35 but the full relief is capped at 61.35). Partial: §53a(5) Nr. 1, 3, 4.
// The LPG full rate is 60.60, not SenerTec's "409 EUR" (that is the motor-fuel rate, facts §1).
const fullAndPartial: Readonly<Record<FuelType, ReliefRates>> = {
  naturalGas: { fullCentsPer1000: 550, partialCentsPer1000: 442 },
  heatingOil: { fullCentsPer1000: 6135, partialCentsPer1000: 4035 },
  lpg: { fullCentsPer1000: 6060, partialCentsPer1000: 1960 },
};

const firstCovered = monthOrdinal({ year: 2012, month: 4 });
const firstUnified = monthOrdinal({ year: 2018, month: 1 });
const firstPartialOnly = monthOrdinal({ year: 2024, month: 1 });
const lastCovered = monthOrdinal({ year: 2027, month: 6 });

export type MonthRules =
  | { readonly covered: true; readonly regime: Regime; readonly rates: ReliefRates }
  | { readonly covered: false; readonly reason: NotCoveredReason };

/** The rules for fuel of one kind used in one month. */
export function rulesForMonth(ym: YearMonth, fuel: FuelType): MonthRules {
  const ordinal = monthOrdinal(ym);
  if (ordinal < firstCovered) return { covered: false, reason: 'beforeApril2012' };
  if (ordinal > lastCovered) return { covered: false, reason: 'afterKnownValidity' };
  const rates = fullAndPartial[fuel];
  if (ordinal < firstUnified) return { covered: true, regime: 'split2012', rates };
  if (ordinal < firstPartialOnly) return { covered: true, regime: 'unified2018', rates };
  return {
    covered: true,
    regime: 'partialOnly2024',
    rates: { fullCentsPer1000: null, partialCentsPer1000: rates.partialCentsPer1000 },
  };
}

export type YearRules =
  | {
      readonly covered: true;
      readonly regime: Regime;
      readonly rates: ReliefRates;
      /** Per month, January first: whether the month is covered (false only in 2012 and 2027). */
      readonly coveredMonths: readonly boolean[];
    }
  | { readonly covered: false; readonly reason: NotCoveredReason };

/**
 * The rules for a year of use. The regime changes only at year ends, so one regime and one rate
 * pair hold for every covered month of a year; 2012 and 2027 are covered only in part.
 */
export function rulesForYear(year: number, fuel: FuelType): YearRules {
  const months = monthsOfYear(year).map((ym) => rulesForMonth(ym, fuel));
  const firstCoveredMonth = months.find((rules) => rules.covered);
  if (!firstCoveredMonth) {
    const first = months[0];
    return { covered: false, reason: first && !first.covered ? first.reason : 'afterKnownValidity' };
  }
  return {
    covered: true,
    regime: firstCoveredMonth.regime,
    rates: firstCoveredMonth.rates,
    coveredMonths: months.map((rules) => rules.covered),
  };
}
