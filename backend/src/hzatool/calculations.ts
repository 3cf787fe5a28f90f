import type {
  HzaAbschreibungenResponse,
  HzaAfaData,
  HzaApplication,
  HzaConsumption,
  HzaIssue,
  HzaPlantData,
  HzaSummary,
  HzaVerbrauchResponse,
} from '@portal/contracts';
import {
  type AfaPeriod,
  type ModuleYearInput,
  type PlantYearInput,
  type PlausibilityIssue,
  type YearMonth,
  afaLastMonth,
  afaMonthsOfYear,
  afaPeriodFrom,
  applicationDeadline,
  checkCounterReadings,
  checkGasMeterReading,
  checkPlantYear,
  computePlantYearRelief,
  fuelEnergy,
  gasKWhFromMeter,
  hoursInYear,
  plantFuel,
  relevantInvestmentAidCents,
  rulesForYear,
  taxUnitOf,
} from '@portal/energy-tax';

// The tool's calculations over the contract's shapes: the application is turned into the
// energy-tax package's plant-year input, and the package's issues are given back with the
// application's field paths.

const ym = (text: string): YearMonth => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) });
const ymText = (value: YearMonth) => `${value.year}-${String(value.month).padStart(2, '0')}`;

const issue = (field: string, key: string, severity: HzaIssue['severity'] = 'error'): HzaIssue => ({
  field,
  key,
  severity,
});

/** Each module's AfA period: its entry, else 120 months from commissioning; null with neither. */
export function afaPeriods(plant: HzaPlantData, afa: HzaAfaData | undefined): (AfaPeriod | null)[] {
  return (plant.modules ?? []).map((module) => {
    const entry = afa?.modules?.find((candidate) => candidate.serial === module.serial);
    const start = entry?.start ?? module.commissioned?.slice(0, 7);
    if (!start) return null;
    const period = afaPeriodFrom(ym(start), entry?.months);
    return entry?.claimed === undefined ? period : { ...period, claimed: entry.claimed };
  });
}

/** The package's field paths (`modules.0.hours`) as the application's. */
function applicationField(field: string, method: HzaConsumption['method']): string {
  const moduleField = /^modules\.(\d+)\.(\w+)/.exec(field);
  if (moduleField) {
    const [, index, name] = moduleField;
    if (name === 'model') return `plant.modules.${index}.model`;
    if (name === 'afa') return `afa.modules.${index}.start`;
    if (name === 'monthlyHours') return `consumption.modules.${index}.monthlyHours`;
    return `consumption.modules.${index}.counterEnd`;
  }
  if (field.startsWith('energy.')) return `consumption.${field.slice('energy.'.length)}`;
  if (field === 'measurement.quantity')
    return method === 'gasMeter' ? 'consumption.gasCubicMetres' : 'consumption.quantity';
  if (field === 'modules') return 'plant.modules';
  if (field === 'investmentAidBalanceCents') return 'afa.investmentAid';
  return field;
}

const mapped = (issues: readonly PlausibilityIssue[], method: HzaConsumption['method']): HzaIssue[] =>
  issues.map((found) => issue(applicationField(found.field, method), found.key, found.severity));

interface ModuleHours {
  serial: string;
  hours: number | null;
  monthlyHours?: number[];
}

/** Hours per plant module from its counter readings, with the readings' plausibility issues. */
function moduleHours(year: number, plant: HzaPlantData, consumption: HzaConsumption) {
  const issues: HzaIssue[] = [];
  const modules: ModuleHours[] = (plant.modules ?? []).map((module, index) => {
    const reading = consumption.modules?.find((candidate) => candidate.serial === module.serial);
    if (reading?.counterStart === undefined || reading.counterEnd === undefined)
      return { serial: module.serial, hours: null };
    const field = `consumption.modules.${index}`;
    const found = checkCounterReadings(reading.counterStart, reading.counterEnd, hoursInYear(year), field);
    issues.push(
      ...found.map((entry) =>
        issue(entry.field.replace(/\.start$/, '.counterStart').replace(/\.end$/, '.counterEnd'), entry.key),
      ),
    );
    const hours = found.length > 0 ? null : reading.counterEnd - reading.counterStart;
    return { serial: module.serial, hours, monthlyHours: reading.monthlyHours };
  });
  return { modules, issues };
}

/** The metered quantity in tax units, or null (then the hours method or nothing). */
function meteredQuantity(consumption: HzaConsumption): number | null {
  if (consumption.method === 'gasMeter') {
    const { gasCubicMetres, zustandszahl, brennwert } = consumption;
    if (gasCubicMetres === undefined || zustandszahl === undefined || brennwert === undefined) return null;
    return gasKWhFromMeter({ volumeM3: gasCubicMetres, zustandszahl, brennwertKWhPerM3: brennwert });
  }
  if (consumption.method === 'quantity') return consumption.quantity ?? null;
  return null;
}

interface PlantYearBuild {
  input: PlantYearInput | null;
  hours: ModuleHours[];
  issues: HzaIssue[];
}

/** The package's input for a year, or null with the issues that prevent it. */
export function plantYearInput(
  year: number,
  application: HzaApplication,
  aidBalanceCents = 0,
): PlantYearBuild {
  const plant = application.plant ?? {};
  const consumption = application.consumption ?? {};
  const { modules: hours, issues } = moduleHours(year, plant, consumption);
  if (!plant.fuel) issues.push(issue('plant.fuel', 'validation.required'));
  if (!consumption.method) issues.push(issue('consumption.method', 'validation.required'));
  if (consumption.method === 'gasMeter') {
    if (plant.fuel && plant.fuel !== 'naturalGas')
      issues.push(issue('consumption.method', 'validation.invalid'));
    const { gasCubicMetres, zustandszahl, brennwert } = consumption;
    if (gasCubicMetres !== undefined && zustandszahl !== undefined && brennwert !== undefined)
      issues.push(
        ...checkGasMeterReading({ volumeM3: gasCubicMetres, zustandszahl, brennwertKWhPerM3: brennwert }).map(
          (found) =>
            issue(
              found.field
                .replace('meter.volumeM3', 'consumption.gasCubicMetres')
                .replace('meter.zustandszahl', 'consumption.zustandszahl')
                .replace('meter.brennwertKWhPerM3', 'consumption.brennwert'),
              found.key,
              found.severity,
            ),
        ),
      );
  }
  const metered = meteredQuantity(consumption);
  if (consumption.method && consumption.method !== 'hours' && metered === null)
    issues.push(
      issue(
        consumption.method === 'gasMeter' ? 'consumption.gasCubicMetres' : 'consumption.quantity',
        'validation.required',
      ),
    );
  const periods = afaPeriods(plant, application.afa);
  const modules: ModuleYearInput[] = [];
  (plant.modules ?? []).forEach((module, index) => {
    const period = periods[index];
    const moduleHoursOf = hours[index];
    if (!module.model) issues.push(issue(`plant.modules.${index}.model`, 'validation.required'));
    if (!period) issues.push(issue(`afa.modules.${index}.start`, 'validation.required'));
    // Metered plants still split by hours; without readings a single module takes it all.
    const known = moduleHoursOf?.hours ?? null;
    if (known === null && consumption.method === 'hours')
      issues.push(issue(`consumption.modules.${index}.counterEnd`, 'validation.required'));
    if (!module.model || !period) return;
    modules.push({
      id: module.serial,
      model: module.model,
      afa: period,
      hours: known ?? 0,
      ...(module.commissioned ? { commissioned: ym(module.commissioned) } : {}),
      ...(moduleHoursOf?.monthlyHours ? { monthlyHours: moduleHoursOf.monthlyHours } : {}),
    });
  });
  if ((plant.modules ?? []).length === 0) issues.push(issue('plant.modules', 'energyTax.noModules'));
  if (issues.some((found) => found.severity === 'error') || !plant.fuel || !consumption.method)
    return { input: null, hours, issues };
  const input: PlantYearInput = {
    year,
    fuel: plant.fuel,
    modules,
    measurement: metered === null ? { method: 'hours' } : { method: 'metered', quantity: metered },
    ...(consumption.source ? { consumptionSource: consumption.source } : {}),
    energy: {
      electricityKWh: consumption.electricityKWh ?? 0,
      usefulHeatKWh: consumption.usefulHeatKWh ?? 0,
      auxiliaryKWh: consumption.auxiliaryKWh ?? 0,
    },
    highEfficiencyProven: plant.highEfficiencyProven === true,
    investmentAidBalanceCents: aidBalanceCents,
  };
  return { input, hours, issues };
}

/** POST /hzatool/verbrauch: the year's fuel with the plausibility issues. */
export function verbrauch(
  year: number,
  plant: HzaPlantData,
  consumption: HzaConsumption,
): HzaVerbrauchResponse {
  // AfA does not matter for the quantity: a module without dates is priced as if just commissioned.
  const afa = {
    modules: (plant.modules ?? []).map((module) => ({ serial: module.serial, start: `${year}-01` })),
  };
  const built = plantYearInput(year, { plant, consumption, afa });
  const modules = built.hours.map((module) => ({ serial: module.serial, hours: module.hours }));
  const taxUnit = plant.fuel ? taxUnitOf[plant.fuel] : null;
  if (!built.input)
    return { taxUnit, quantity: null, fuelHsKWh: null, fuelHiKWh: null, modules, issues: built.issues };
  const fuel = plantFuel(built.input);
  const checks = mapped(checkPlantYear(built.input), consumption.method).filter(
    // Energy figures are the next step's; verbrauch only answers for the fuel.
    (found) =>
      !found.field.startsWith('consumption.electricity') && !found.field.startsWith('consumption.usefulHeat'),
  );
  const energy = fuelEnergy[built.input.fuel];
  const fuelHsKWh = built.input.fuel === 'naturalGas' ? fuel.quantity : fuel.fuelHiKWh * energy.hsOverHi;
  return {
    taxUnit,
    quantity: fuel.quantity,
    fuelHsKWh: Math.round(fuelHsKWh),
    fuelHiKWh: Math.round(fuel.fuelHiKWh),
    modules,
    issues: [...built.issues, ...checks],
  };
}

/** Relevant aid received by the end of `year` (§53a(8): since 1 April 2012). */
const aidReceivedBy = (year: number, afa: HzaAfaData | undefined) =>
  relevantInvestmentAidCents(
    (afa?.investmentAid ?? []).filter((entry) => entry.receivedOn <= `${year}-12-31`),
  );

/**
 * POST /hzatool/abschreibungen: AfA months of the year per module and the aid to offset: what was
 * received, less what the plant's earlier years in the tool offset (`earlierYears`) and the user's
 * figure for the years before the tool.
 */
export function abschreibungen(
  year: number,
  plant: HzaPlantData,
  afa: HzaAfaData,
  earlierYears: readonly { year: number; offsetCents: number }[] = [],
): HzaAbschreibungenResponse {
  const periods = afaPeriods(plant, afa);
  const issues: HzaIssue[] = [];
  const modules = (plant.modules ?? []).flatMap((module, index) => {
    const period = periods[index];
    if (!period) {
      issues.push(issue(`afa.modules.${index}.start`, 'validation.required'));
      return [];
    }
    return [
      {
        serial: module.serial,
        start: ymText(period.start),
        end: ymText(afaLastMonth(period)),
        monthsInYear: afaMonthsOfYear(period, year),
      },
    ];
  });
  const aid = afa.investmentAid ?? [];
  aid.forEach((entry, index) => {
    if (Number(entry.receivedOn.slice(0, 4)) > year)
      issues.push(issue(`afa.investmentAid.${index}.receivedOn`, 'validation.notfuture', 'warning'));
  });
  const relevantAidCents = aidReceivedBy(year, afa);
  const offsetEarlier =
    earlierYears.reduce((sum, entry) => sum + entry.offsetCents, 0) + (afa.aidOffsetEarlierCents ?? 0);
  return {
    modules,
    relevantAidCents,
    aidBalanceCents: Math.max(0, relevantAidCents - offsetEarlier),
    earlierYears: [...earlierYears],
    issues,
  };
}

const emptyMonths = () => Array.from({ length: 12 }, () => false);

/** AfA months that a rule covers (2012 starts in April, 2027 ends with June): only those get full relief. */
export function fullReliefMonths(period: AfaPeriod, year: number, fuel: PlantYearInput['fuel']): boolean[] {
  const rules = rulesForYear(year, fuel);
  if (!rules.covered) return emptyMonths();
  return afaMonthsOfYear(period, year).map((inAfa, month) => inAfa && rules.coveredMonths[month] === true);
}

/**
 * The summary of a saved application (zusammenfassung, documents). Investment aid is offset until
 * it is used up (§53a(8)): this year offsets what is left after `aidOffsetInToolCents` (what the
 * plant's earlier years in the tool offset, see aid-carry.ts) and the user's figure for the years
 * before the tool.
 */
export function summarize(year: number, application: HzaApplication, aidOffsetInToolCents = 0): HzaSummary {
  const aidOffsetEarlierCents = aidOffsetInToolCents + (application.afa?.aidOffsetEarlierCents ?? 0);
  const aid = Math.max(0, aidReceivedBy(year, application.afa) - aidOffsetEarlierCents);
  const built = plantYearInput(year, application, aid);
  const fuel = application.plant?.fuel ?? null;
  const consumption = application.consumption ?? {};
  const base: HzaSummary = {
    year,
    kind: 'invalid',
    messageKey: null,
    fuel,
    taxUnit: fuel ? taxUnitOf[fuel] : null,
    quantity: null,
    fuelHsKWh: null,
    fuelHiKWh: null,
    electricityKWh: consumption.electricityKWh ?? null,
    usefulHeatKWh: consumption.usefulHeatKWh ?? null,
    auxiliaryKWh: consumption.auxiliaryKWh ?? null,
    utilisationPercent: null,
    utilisationReached: null,
    modules: built.hours.map((module) => ({
      serial: module.serial,
      hours: module.hours ?? 0,
      fullReliefMonths: emptyMonths(),
    })),
    split: null,
    partial: null,
    full: null,
    aidOffsetEarlierCents,
    remainingAidCents: aid,
    totalCents: 0,
    deadline: applicationDeadline(year),
    notices: [],
    issues: built.issues,
  };
  if (!built.input) return base;
  const input = built.input;
  const relief = computePlantYearRelief(input);
  const fuelFigures = plantFuel(input);
  const withFuel: HzaSummary = {
    ...base,
    fuelHsKWh: Math.round(
      input.fuel === 'naturalGas'
        ? fuelFigures.quantity
        : fuelFigures.fuelHiKWh * fuelEnergy[input.fuel].hsOverHi,
    ),
    fuelHiKWh: Math.round(fuelFigures.fuelHiKWh),
  };
  if (relief.kind === 'invalid')
    return { ...withFuel, issues: [...built.issues, ...mapped(relief.issues, consumption.method)] };
  if (relief.kind === 'notCovered') return { ...withFuel, kind: 'notCovered', messageKey: relief.messageKey };
  if (relief.kind === 'noRelief')
    return {
      ...withFuel,
      kind: 'noRelief',
      messageKey: relief.messageKey,
      utilisationPercent: relief.utilisation?.percent ?? null,
      utilisationReached: relief.utilisation?.meetsThreshold ?? null,
      remainingAidCents: relief.remainingAidCents,
      issues: mapped(relief.issues, consumption.method),
    };
  const fullPossible = relief.full !== null && input.highEfficiencyProven;
  return {
    ...withFuel,
    kind: 'relief',
    quantity: relief.quantity,
    utilisationPercent: relief.utilisation.percent,
    utilisationReached: relief.utilisation.meetsThreshold,
    modules: input.modules.map((module) => ({
      serial: module.id ?? '',
      hours: module.hours,
      fullReliefMonths: fullPossible ? fullReliefMonths(module.afa, year, input.fuel) : emptyMonths(),
    })),
    split: relief.split,
    partial: { ...relief.partial },
    full: relief.full ? { ...relief.full } : null,
    remainingAidCents: relief.investmentAid.remainingAidCents,
    totalCents: relief.totalCents,
    deadline: relief.deadline,
    notices: [...relief.notices],
    issues: mapped(relief.issues, consumption.method),
  };
}

/** Fields the calculation refuses (plausibility errors): an application with them is not ready. */
export function invalidFields(year: number, application: HzaApplication): string[] {
  const summary = summarize(year, application);
  if (summary.kind !== 'invalid') return [];
  return [
    ...new Set(summary.issues.filter((found) => found.severity === 'error').map((found) => found.field)),
  ];
}
