// Plausibility checks before any amount is computed. They return message keys with the field they
// concern; errors block the calculation, warnings are shown beside the result.

import { hoursInMonth, hoursInYear, isValidYearMonth } from './calendar.js';
import { type GasMeterReading } from './fuel-quantity.js';
import { type EnergyTaxMessageKey, energyTaxMessageKeys as keys } from './message-keys.js';
import { dachsModels } from './models.js';
import { plantFuel } from './plant-fuel.js';
import { type ModuleYearInput, type PlantYearInput } from './plant-input.js';
import { utilisationRate } from './utilisation.js';

export interface PlausibilityIssue {
  readonly key: EnergyTaxMessageKey;
  readonly severity: 'error' | 'warning';
  /** Path of the input field, e.g. `modules.1.hours`. */
  readonly field: string;
}

export function hasErrors(issues: readonly PlausibilityIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** Years this tool accepts at all; whether rules exist for one is `rulesForYear`'s business. */
const firstSensibleYear = 2000;
const lastSensibleYear = 2100;
/** 50 years: the longest AfA a building part gets (facts §3); anything longer is a typing error. */
const longestAfaMonths = 600;
/** INFERENCE: a meter more than 25 % away from the hours method suggests a wrong reading. */
const meterTolerance = 0.25;
/** INFERENCE: above 110 % on Hi even a condensing Dachs is implausible (0.27 el + 0.66 th without). */
const highestPlausibleUtilisation = 1.1;

const error = (key: EnergyTaxMessageKey, field: string): PlausibilityIssue => ({
  key,
  severity: 'error',
  field,
});
const warning = (key: EnergyTaxMessageKey, field: string): PlausibilityIssue => ({
  key,
  severity: 'warning',
  field,
});

/** A number that must be finite and not negative. */
function checkAmount(value: number, field: string): PlausibilityIssue[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [error(keys.notANumber, field)];
  if (value < 0) return [error(keys.negativeValue, field)];
  return [];
}

/** Operating-hours counter read at the start and end of a period of `periodHours` hours. */
export function checkCounterReadings(
  start: number,
  end: number,
  periodHours: number,
  field = 'counter',
): PlausibilityIssue[] {
  const issues = [...checkAmount(start, `${field}.start`), ...checkAmount(end, `${field}.end`)];
  if (issues.length > 0) return issues;
  if (end < start) return [error(keys.counterEndBeforeStart, `${field}.end`)];
  if (end - start > periodHours) return [error(keys.hoursExceedPeriod, `${field}.end`)];
  return [];
}

/** Gas bill factors: Zustandszahl about 0.8–1.05, Brennwert about 8–13.5 kWh/m³ (INFERENCE: usual ranges). */
export function checkGasMeterReading(reading: GasMeterReading, field = 'meter'): PlausibilityIssue[] {
  const issues = [
    ...checkAmount(reading.volumeM3, `${field}.volumeM3`),
    ...checkAmount(reading.zustandszahl, `${field}.zustandszahl`),
    ...checkAmount(reading.brennwertKWhPerM3, `${field}.brennwertKWhPerM3`),
  ];
  if (issues.length > 0) return issues;
  if (reading.zustandszahl < 0.8 || reading.zustandszahl > 1.05) {
    issues.push(warning(keys.meterFactorImplausible, `${field}.zustandszahl`));
  }
  if (reading.brennwertKWhPerM3 < 8 || reading.brennwertKWhPerM3 > 13.5) {
    issues.push(warning(keys.meterFactorImplausible, `${field}.brennwertKWhPerM3`));
  }
  return issues;
}

function checkModule(input: PlantYearInput, module: ModuleYearInput, index: number): PlausibilityIssue[] {
  const field = `modules.${index}`;
  const issues: PlausibilityIssue[] = [];
  const model = dachsModels[module.model] as (typeof dachsModels)[keyof typeof dachsModels] | undefined;
  if (!model) issues.push(error(keys.modelUnknown, `${field}.model`));
  else if (model.fuel !== input.fuel) issues.push(error(keys.modelFuelMismatch, `${field}.model`));

  const hourIssues = checkAmount(module.hours, `${field}.hours`);
  issues.push(...hourIssues);
  if (hourIssues.length === 0 && module.hours > hoursInYear(input.year)) {
    issues.push(error(keys.hoursExceedPeriod, `${field}.hours`));
  }

  if (module.monthlyHours) {
    if (module.monthlyHours.length !== 12) {
      issues.push(error(keys.monthlyHoursCount, `${field}.monthlyHours`));
    } else {
      const monthIssues = module.monthlyHours.flatMap((hours, month) => {
        const monthField = `${field}.monthlyHours.${month}`;
        const amount = checkAmount(hours, monthField);
        if (amount.length > 0) return amount;
        return hours > hoursInMonth(input.year, month + 1) ? [error(keys.hoursExceedPeriod, monthField)] : [];
      });
      issues.push(...monthIssues);
      const sum = module.monthlyHours.reduce((total, hours) => total + hours, 0);
      if (monthIssues.length === 0 && hourIssues.length === 0 && Math.abs(sum - module.hours) > 0.01) {
        issues.push(error(keys.monthlyHoursMismatch, `${field}.monthlyHours`));
      }
    }
  }

  const afa = module.afa;
  if (
    !isValidYearMonth(afa.start) ||
    !Number.isInteger(afa.months) ||
    afa.months < 1 ||
    afa.months > longestAfaMonths ||
    (module.commissioned !== undefined && !isValidYearMonth(module.commissioned))
  ) {
    issues.push(error(keys.afaInvalid, `${field}.afa`));
  }
  return issues;
}

/** All checks of one plant-year input. */
export function checkPlantYear(input: PlantYearInput): PlausibilityIssue[] {
  const issues: PlausibilityIssue[] = [];
  if (!Number.isInteger(input.year) || input.year < firstSensibleYear || input.year > lastSensibleYear) {
    return [error(keys.yearInvalid, 'year')];
  }
  if (input.modules.length === 0) issues.push(error(keys.noModules, 'modules'));
  input.modules.forEach((module, index) => issues.push(...checkModule(input, module, index)));

  issues.push(
    ...checkAmount(input.energy.electricityKWh, 'energy.electricityKWh'),
    ...checkAmount(input.energy.usefulHeatKWh, 'energy.usefulHeatKWh'),
    ...checkAmount(input.energy.auxiliaryKWh, 'energy.auxiliaryKWh'),
    ...(input.energy.fuelHiKWh === undefined ? [] : checkAmount(input.energy.fuelHiKWh, 'energy.fuelHiKWh')),
    ...checkAmount(input.investmentAidBalanceCents ?? 0, 'investmentAidBalanceCents'),
  );
  if (input.measurement.method === 'metered') {
    issues.push(...checkAmount(input.measurement.quantity, 'measurement.quantity'));
  }
  if (hasErrors(issues)) return issues;

  const fuel = plantFuel(input);
  if (input.measurement.method === 'metered') {
    const totalHours = input.modules.reduce((sum, module) => sum + module.hours, 0);
    if (input.modules.length > 1 && totalHours === 0 && fuel.quantity > 0) {
      // The share of each module (and so its AfA months) cannot be told without hours.
      issues.push(error(keys.meteredWithoutHours, 'modules'));
    } else if (
      fuel.expectedFromHours === 0
        ? fuel.quantity > 0
        : Math.abs(fuel.quantity - fuel.expectedFromHours) > meterTolerance * fuel.expectedFromHours
    ) {
      issues.push(warning(keys.meteredFuelImplausible, 'measurement.quantity'));
    }
  }
  const utilisation = utilisationRate({ ...input.energy, fuelHiKWh: fuel.fuelHiKWh });
  if (utilisation && utilisation.rate > highestPlausibleUtilisation) {
    issues.push(warning(keys.utilisationImplausible, 'energy'));
  }
  return issues;
}
