// Relief for one plant and one year of use: the fuel is split by month into full relief (inside a
// module's AfA period, years up to 2023, high efficiency proven), partial relief (the rest) and
// months no rule covers; each part is priced at its rate, and investment aid reduces the full part.

import { isInsideAfa } from './afa.js';
import { monthOrdinal, monthsOfYear } from './calendar.js';
import { applicationDeadline } from './deadline.js';
import { type TaxUnit, type FuelType, taxUnitOf } from './fuels.js';
import { type AidOffset, offsetInvestmentAid } from './investment-aid.js';
import { type EnergyTaxMessageKey, energyTaxMessageKeys as keys } from './message-keys.js';
import { type Cents, reliefCents, roundHalfUpToWhole } from './money.js';
import { plantFuel } from './plant-fuel.js';
import { type ModuleYearInput, type PlantYearInput } from './plant-input.js';
import { checkPlantYear, hasErrors, type PlausibilityIssue } from './plausibility.js';
import { type NotCoveredReason, type RegimeInfo, regimes, rulesForYear } from './rates.js';
import { type UtilisationResult, utilisationRate } from './utilisation.js';

/** How a module's fuel was divided between months of different relief. */
export type SplitMethod =
  /** Every month of use had the same relief: nothing to divide. */
  | 'none'
  /** By the hours run in each month (e.g. from the unit's history). */
  | 'monthlyHours'
  /**
   * By the number of months, for want of monthly hours. UNVERIFIED which method the HZAs accept
   * (facts §3); flagged with `energyTax.splitProRata` so the user can supply monthly hours.
   */
  | 'proRataMonths';

export interface ParagraphAmount {
  /** Legal basis, e.g. `§53a Abs. 4/5`. */
  readonly basis: string;
  /** Whole tax units priced under this paragraph. */
  readonly quantity: number;
  readonly rateCentsPer1000: number;
  /** Amount granted (for full relief: after the investment-aid offset). */
  readonly cents: Cents;
}

export interface FullReliefAmount extends ParagraphAmount {
  /** Full relief before the investment-aid offset. */
  readonly grossCents: Cents;
  readonly aidOffsetCents: Cents;
}

export interface QuantitySplit {
  readonly total: number;
  readonly full: number;
  readonly partial: number;
  /** Fuel of months no rule covers (Jan–Mar 2012, after Jun 2027): no relief. */
  readonly notCovered: number;
}

export type PlantYearRelief =
  | { readonly kind: 'invalid'; readonly year: number; readonly issues: readonly PlausibilityIssue[] }
  | {
      readonly kind: 'notCovered';
      readonly year: number;
      readonly reason: NotCoveredReason;
      readonly messageKey: EnergyTaxMessageKey;
    }
  | {
      readonly kind: 'noRelief';
      readonly year: number;
      /** Below 70 % neither partial (§53a(4)) nor full relief (§53a(6)) is granted. */
      readonly messageKey: EnergyTaxMessageKey;
      readonly utilisation: UtilisationResult | null;
      readonly remainingAidCents: Cents;
      readonly issues: readonly PlausibilityIssue[];
    }
  | {
      readonly kind: 'relief';
      readonly year: number;
      readonly fuel: FuelType;
      readonly unit: TaxUnit;
      readonly regime: RegimeInfo;
      readonly quantity: QuantitySplit;
      readonly utilisation: UtilisationResult;
      readonly split: SplitMethod;
      readonly partial: ParagraphAmount;
      /** Null where the year has no full relief (2024 on). */
      readonly full: FullReliefAmount | null;
      readonly investmentAid: AidOffset;
      readonly totalCents: Cents;
      /** Last day to apply (31 December of the following year). */
      readonly deadline: string;
      /** Things the user should know about this result (pro rata split, months not covered, …). */
      readonly notices: readonly EnergyTaxMessageKey[];
      /** Plausibility warnings (errors would have given `invalid`). */
      readonly issues: readonly PlausibilityIssue[];
    };

type MonthClass = 'full' | 'partial' | 'notCovered';

interface ModuleSplit {
  readonly full: number;
  readonly partial: number;
  readonly notCovered: number;
  readonly method: SplitMethod;
}

/** Divides one module's fuel (thousandths of a tax unit) over the relief classes of its months. */
function splitModule(
  module: ModuleYearInput,
  milli: number,
  classes: readonly MonthClass[],
  year: number,
): ModuleSplit {
  const commissioned = monthOrdinal(module.commissioned ?? module.afa.start);
  const monthly = module.monthlyHours;
  const useMonthly = monthly !== undefined && monthly.reduce((sum, hours) => sum + hours, 0) > 0;
  // Pro rata counts the months the module existed in; a module commissioned later has no earlier months.
  const proRata = monthsOfYear(year).map((ym) => (monthOrdinal(ym) >= commissioned ? 1 : 0));
  const weights = useMonthly
    ? monthly
    : proRata.some((weight) => weight > 0)
      ? proRata
      : proRata.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const share = (wanted: MonthClass): number =>
    (milli * classes.reduce((sum, cls, index) => sum + (cls === wanted ? (weights[index] ?? 0) : 0), 0)) /
    total;
  const used = new Set(classes.filter((_, index) => (weights[index] ?? 0) > 0));
  return {
    full: share('full'),
    partial: share('partial'),
    notCovered: share('notCovered'),
    method: used.size <= 1 ? 'none' : useMonthly ? 'monthlyHours' : 'proRataMonths',
  };
}

/** The relief for one plant (one or more modules) and one calendar year of fuel use. */
export function computePlantYearRelief(input: PlantYearInput): PlantYearRelief {
  const issues = checkPlantYear(input);
  if (hasErrors(issues)) return { kind: 'invalid', year: input.year, issues };

  const rules = rulesForYear(input.year, input.fuel);
  if (!rules.covered) {
    return { kind: 'notCovered', year: input.year, reason: rules.reason, messageKey: keys.yearNotCovered };
  }

  const fuel = plantFuel(input);
  const aidBalance = input.investmentAidBalanceCents ?? 0;
  const utilisation = utilisationRate({ ...input.energy, fuelHiKWh: fuel.fuelHiKWh });
  if (!utilisation || !utilisation.meetsThreshold) {
    return {
      kind: 'noRelief',
      year: input.year,
      messageKey: utilisation ? keys.utilisationBelowThreshold : keys.noFuelEnergy,
      utilisation,
      remainingAidCents: aidBalance,
      issues,
    };
  }

  const fullRate = rules.rates.fullCentsPer1000;
  const fullPossible = fullRate !== null && input.highEfficiencyProven;
  const splits = input.modules.map((module, index) => {
    const classes = monthsOfYear(input.year).map((ym, month): MonthClass => {
      if (!rules.coveredMonths[month]) return 'notCovered';
      return fullPossible && isInsideAfa(module.afa, ym) ? 'full' : 'partial';
    });
    return splitModule(module, fuel.moduleMilli[index] ?? 0, classes, input.year);
  });

  // Round the parts once for the plant; partial takes the rest, so the parts add up to the total.
  const fullQuantity = roundHalfUpToWhole(splits.reduce((sum, split) => sum + split.full, 0) / 1000);
  const notCoveredQuantity = roundHalfUpToWhole(
    splits.reduce((sum, split) => sum + split.notCovered, 0) / 1000,
  );
  const partialQuantity = Math.max(0, fuel.quantity - fullQuantity - notCoveredQuantity);

  const regime = regimes[rules.regime];
  const partial: ParagraphAmount = {
    basis: regime.partialBasis,
    quantity: partialQuantity,
    rateCentsPer1000: rules.rates.partialCentsPer1000,
    cents: reliefCents(partialQuantity, rules.rates.partialCentsPer1000),
  };
  const investmentAid = offsetInvestmentAid(
    fullPossible ? reliefCents(fullQuantity, fullRate) : 0,
    aidBalance,
  );
  const full: FullReliefAmount | null =
    fullRate === null || regime.fullBasis === null
      ? null
      : {
          basis: regime.fullBasis,
          quantity: fullQuantity,
          rateCentsPer1000: fullRate,
          grossCents: investmentAid.grossCents,
          aidOffsetCents: investmentAid.offsetCents,
          cents: investmentAid.paidCents,
        };

  const methods = new Set(splits.map((split) => split.method));
  const split: SplitMethod = methods.has('proRataMonths')
    ? 'proRataMonths'
    : methods.has('monthlyHours')
      ? 'monthlyHours'
      : 'none';
  const anyAfaMonth = input.modules.some((module) =>
    monthsOfYear(input.year).some((ym) => isInsideAfa(module.afa, ym)),
  );
  const notices: EnergyTaxMessageKey[] = [];
  if (rules.coveredMonths.includes(false)) notices.push(keys.monthsNotCovered);
  if (split === 'proRataMonths') notices.push(keys.splitProRata);
  if (fullRate !== null && !input.highEfficiencyProven && anyAfaMonth)
    notices.push(keys.highEfficiencyNotProven);

  return {
    kind: 'relief',
    year: input.year,
    fuel: input.fuel,
    unit: taxUnitOf[input.fuel],
    regime,
    quantity: {
      total: fuel.quantity,
      full: fullQuantity,
      partial: partialQuantity,
      notCovered: notCoveredQuantity,
    },
    utilisation,
    split,
    partial,
    full,
    investmentAid,
    totalCents: partial.cents + investmentAid.paidCents,
    deadline: applicationDeadline(input.year),
    notices,
    issues,
  };
}
