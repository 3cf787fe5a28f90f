import { afaPeriodFrom } from './afa.js';
import { type PlantYearInput } from './plant-input.js';
import { checkCounterReadings, checkGasMeterReading, checkPlantYear, hasErrors } from './plausibility.js';

const plant = (extra: Partial<PlantYearInput> = {}): PlantYearInput => ({
  year: 2023,
  fuel: 'naturalGas',
  modules: [{ model: 'G5.5', afa: afaPeriodFrom({ year: 2018, month: 5 }), hours: 5_000 }],
  measurement: { method: 'hours' },
  energy: { electricityKWh: 27_500, usefulHeatKWh: 62_500, auxiliaryKWh: 0 },
  highEfficiencyProven: true,
  ...extra,
});

const keysOf = (input: PlantYearInput) =>
  checkPlantYear(input).map((issue) => `${issue.severity}:${issue.key}@${issue.field}`);

describe('plausibility checks', () => {
  it('finds nothing in the worked example', () => {
    expect(checkPlantYear(plant())).toEqual([]);
  });

  it('caps a module at the hours of the period (8,760 h in 2023, 8,784 in 2024)', () => {
    const hours = (year: number, value: number) =>
      keysOf(
        plant({
          year,
          modules: [{ model: 'G5.5', afa: afaPeriodFrom({ year: 2018, month: 5 }), hours: value }],
        }),
      );
    expect(hours(2023, 8_761)).toContain('error:energyTax.hoursExceedPeriod@modules.0.hours');
    expect(hours(2023, 8_760)).not.toContain('error:energyTax.hoursExceedPeriod@modules.0.hours');
    expect(hours(2024, 8_784)).not.toContain('error:energyTax.hoursExceedPeriod@modules.0.hours');
  });

  it('checks monthly hours: 12 entries, each within its month, adding up to the year', () => {
    const withMonthly = (monthlyHours: number[], hours = 5_000) =>
      keysOf(
        plant({
          modules: [{ model: 'G5.5', afa: afaPeriodFrom({ year: 2018, month: 5 }), hours, monthlyHours }],
        }),
      );
    expect(withMonthly([1, 2, 3])).toEqual(['error:energyTax.monthlyHoursCount@modules.0.monthlyHours']);
    expect(withMonthly([745, ...Array<number>(11).fill(0)], 745)).toEqual([
      'error:energyTax.hoursExceedPeriod@modules.0.monthlyHours.0',
    ]);
    expect(withMonthly(Array<number>(12).fill(400))).toEqual([
      'error:energyTax.monthlyHoursMismatch@modules.0.monthlyHours',
    ]);
  });

  it('wants a counter end not below its start, and no more hours than the period has', () => {
    expect(checkCounterReadings(12_000, 17_000, 8_760)).toEqual([]);
    expect(checkCounterReadings(17_000, 12_000, 8_760)).toEqual([
      { key: 'energyTax.counterEndBeforeStart', severity: 'error', field: 'counter.end' },
    ]);
    expect(checkCounterReadings(0, 2_161, 2_160, 'q1')).toEqual([
      { key: 'energyTax.hoursExceedPeriod', severity: 'error', field: 'q1.end' },
    ]);
    expect(checkCounterReadings(-5, 10, 8_760)).toEqual([
      { key: 'energyTax.negativeValue', severity: 'error', field: 'counter.start' },
    ]);
  });

  it('rejects negative and non-numeric inputs', () => {
    expect(
      keysOf(plant({ energy: { electricityKWh: -1, usefulHeatKWh: Number.NaN, auxiliaryKWh: 0 } })),
    ).toEqual([
      'error:energyTax.negativeValue@energy.electricityKWh',
      'error:energyTax.notANumber@energy.usefulHeatKWh',
    ]);
    expect(keysOf(plant({ investmentAidBalanceCents: -100 }))).toEqual([
      'error:energyTax.negativeValue@investmentAidBalanceCents',
    ]);
    expect(keysOf(plant({ measurement: { method: 'metered', quantity: -3 } }))).toEqual([
      'error:energyTax.negativeValue@measurement.quantity',
    ]);
  });

  it('rejects absurd years, no modules, wrong fuel for the model and impossible AfA data', () => {
    expect(keysOf(plant({ year: 1999 }))).toEqual(['error:energyTax.yearInvalid@year']);
    expect(keysOf(plant({ modules: [] }))).toEqual(['error:energyTax.noModules@modules']);
    expect(keysOf(plant({ fuel: 'lpg' }))).toEqual(['error:energyTax.modelFuelMismatch@modules.0.model']);
    expect(
      keysOf(
        plant({
          modules: [{ model: 'G5.5', afa: { start: { year: 2018, month: 13 }, months: 120 }, hours: 10 }],
        }),
      ),
    ).toEqual(['error:energyTax.afaInvalid@modules.0.afa']);
    expect(
      keysOf(
        plant({ modules: [{ model: 'G5.5', afa: afaPeriodFrom({ year: 2018, month: 1 }, 0), hours: 10 }] }),
      ),
    ).toEqual(['error:energyTax.afaInvalid@modules.0.afa']);
  });

  it('warns when a meter is far from the hours method, and cannot split a cascade meter without hours', () => {
    expect(keysOf(plant({ measurement: { method: 'metered', quantity: 113_999 } }))).toEqual([]);
    expect(keysOf(plant({ measurement: { method: 'metered', quantity: 171_000 } }))).toEqual([
      'warning:energyTax.meteredFuelImplausible@measurement.quantity',
    ]);
    const idle = { model: 'G5.5', afa: afaPeriodFrom({ year: 2018, month: 5 }), hours: 0 } as const;
    const energy = { electricityKWh: 250, usefulHeatKWh: 550, auxiliaryKWh: 0 };
    expect(
      keysOf(plant({ modules: [idle, idle], energy, measurement: { method: 'metered', quantity: 1_000 } })),
    ).toEqual(['error:energyTax.meteredWithoutHours@modules']);
  });

  it('warns on gas-bill factors outside the usual ranges (a misplaced decimal point)', () => {
    expect(
      checkGasMeterReading({ volumeM3: 10_250, zustandszahl: 0.9646, brennwertKWhPerM3: 11.53 }),
    ).toEqual([]);
    expect(checkGasMeterReading({ volumeM3: 10_250, zustandszahl: 9.646, brennwertKWhPerM3: 1.153 })).toEqual(
      [
        { key: 'energyTax.meterFactorImplausible', severity: 'warning', field: 'meter.zustandszahl' },
        { key: 'energyTax.meterFactorImplausible', severity: 'warning', field: 'meter.brennwertKWhPerM3' },
      ],
    );
  });

  it('warns when the utilisation rate is above 110 %', () => {
    const issues = checkPlantYear(
      plant({ energy: { electricityKWh: 27_500, usefulHeatKWh: 120_000, auxiliaryKWh: 0 } }),
    );
    expect(issues).toEqual([
      { key: 'energyTax.utilisationImplausible', severity: 'warning', field: 'energy' },
    ]);
    expect(hasErrors(issues)).toBe(false);
  });
});
