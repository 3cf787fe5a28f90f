import { afaPeriodFrom } from './afa.js';
import { type ModuleYearInput, type PlantYearInput } from './plant-input.js';
import { computePlantYearRelief, type PlantYearRelief } from './relief.js';

// The facts' worked example: Dachs G 5.5, natural gas, 5,000 h; MSR electricity 5.5 kW and heat 12.5 kW.
const g55 = (
  commissioned: { year: number; month: number },
  hours = 5_000,
  extra: Partial<ModuleYearInput> = {},
) => ({ model: 'G5.5', afa: afaPeriodFrom(commissioned), hours, ...extra }) satisfies ModuleYearInput;

const gasPlant = (
  year: number,
  modules: ModuleYearInput[],
  extra: Partial<PlantYearInput> = {},
): PlantYearInput => {
  const hours = modules.reduce((sum, module) => sum + module.hours, 0);
  return {
    year,
    fuel: 'naturalGas',
    modules,
    measurement: { method: 'hours' },
    energy: { electricityKWh: hours * 5.5, usefulHeatKWh: hours * 12.5, auxiliaryKWh: 0 },
    highEfficiencyProven: true,
    ...extra,
  };
};

function relief(result: PlantYearRelief) {
  if (result.kind !== 'relief') throw new Error(`expected relief, got ${JSON.stringify(result)}`);
  return result;
}

const firstHalf2023 = [500, 450, 500, 500, 500, 450]; // 2,900 h
const secondHalf2023 = [300, 350, 400, 350, 350, 350]; // 2,100 h

describe('relief for one plant and year', () => {
  it('worked example, full relief: 114.000 MWh × 5.50 = 627.00 EUR, NG 87.8 %', () => {
    const result = relief(computePlantYearRelief(gasPlant(2020, [g55({ year: 2018, month: 5 })])));
    expect(result.quantity).toEqual({ total: 114_000, full: 114_000, partial: 0, notCovered: 0 });
    expect(result.utilisation.percent).toBe(87.8);
    expect(result.full).toEqual({
      basis: '§53a Abs. 6',
      quantity: 114_000,
      rateCentsPer1000: 550,
      grossCents: 62_700,
      aidOffsetCents: 0,
      cents: 62_700,
    });
    expect(result.partial.cents).toBe(0);
    expect(result.totalCents).toBe(62_700);
    expect(result.split).toBe('none');
    expect(result.regime.forms).toEqual(['1135']);
    expect(result.deadline).toBe('2021-12-31');
  });

  it('worked example with 500 kWh auxiliary energy: NG 87.4 %, same relief', () => {
    const input = gasPlant(2020, [g55({ year: 2018, month: 5 })]);
    const result = relief(
      computePlantYearRelief({ ...input, energy: { ...input.energy, auxiliaryKWh: 500 } }),
    );
    expect(result.utilisation.percent).toBe(87.4);
    expect(result.totalCents).toBe(62_700);
  });

  it('worked example, partial relief: 114.000 MWh × 4.42 = 503.88 EUR when high efficiency is not proven', () => {
    const result = relief(
      computePlantYearRelief(
        gasPlant(2020, [g55({ year: 2018, month: 5 })], { highEfficiencyProven: false }),
      ),
    );
    expect(result.partial).toEqual({
      basis: '§53a Abs. 4/5',
      quantity: 114_000,
      rateCentsPer1000: 442,
      cents: 50_388,
    });
    expect(result.full?.cents).toBe(0);
    expect(result.totalCents).toBe(50_388);
    expect(result.notices).toContain('energyTax.highEfficiencyNotProven');
  });

  it('2024: partial relief only, even inside the AfA period', () => {
    const result = relief(computePlantYearRelief(gasPlant(2024, [g55({ year: 2022, month: 1 })])));
    expect(result.regime.regime).toBe('partialOnly2024');
    expect(result.full).toBeNull();
    expect(result.partial.cents).toBe(50_388);
    expect(result.totalCents).toBe(50_388);
    expect(result.notices).not.toContain('energyTax.highEfficiencyNotProven');
    expect(result.deadline).toBe('2025-12-31');
  });

  it('a year after the AfA period ended (commissioned Mar 2010, year 2022): partial only', () => {
    const result = relief(computePlantYearRelief(gasPlant(2022, [g55({ year: 2010, month: 3 })])));
    expect(result.quantity.full).toBe(0);
    expect(result.full?.cents).toBe(0);
    expect(result.partial.cents).toBe(50_388);
    expect(result.totalCents).toBe(50_388);
  });

  it('changeover year by monthly hours: 2023, commissioned Jul 2013 → 363.66 full + 211.63 partial = 575.29', () => {
    const module = g55({ year: 2013, month: 7 }, 5_000, {
      monthlyHours: [...firstHalf2023, ...secondHalf2023],
    });
    const result = relief(computePlantYearRelief(gasPlant(2023, [module])));
    expect(result.quantity).toEqual({ total: 114_000, full: 66_120, partial: 47_880, notCovered: 0 });
    expect(result.full?.cents).toBe(36_366);
    expect(result.partial.cents).toBe(21_163);
    expect(result.totalCents).toBe(57_529);
    expect(result.split).toBe('monthlyHours');
    expect(result.notices).not.toContain('energyTax.splitProRata');
  });

  it('changeover year without monthly hours: pro rata by months, and says so', () => {
    const result = relief(computePlantYearRelief(gasPlant(2023, [g55({ year: 2013, month: 7 })])));
    expect(result.quantity).toEqual({ total: 114_000, full: 57_000, partial: 57_000, notCovered: 0 });
    expect(result.full?.cents).toBe(31_350);
    expect(result.partial.cents).toBe(25_194);
    expect(result.split).toBe('proRataMonths');
    expect(result.notices).toContain('energyTax.splitProRata');
  });

  it('"AfA not claimed" does not change eligibility for full relief', () => {
    const claimed = g55({ year: 2013, month: 7 }, 5_000, {
      monthlyHours: [...firstHalf2023, ...secondHalf2023],
    });
    const notClaimed = { ...claimed, afa: { ...claimed.afa, claimed: false } };
    expect(computePlantYearRelief(gasPlant(2023, [notClaimed]))).toEqual(
      computePlantYearRelief(gasPlant(2023, [claimed])),
    );
  });

  it('F 5.5 on LPG: 7,950 kg → 481.77 EUR full, 155.82 EUR partial', () => {
    const lpgPlant = (year: number): PlantYearInput => ({
      ...gasPlant(year, [{ model: 'F5.5', afa: afaPeriodFrom({ year: 2016, month: 1 }), hours: 5_000 }]),
      fuel: 'lpg',
    });
    const full = relief(computePlantYearRelief(lpgPlant(2019)));
    expect(full.unit).toBe('kg');
    expect(full.quantity.total).toBe(7_950);
    expect(full.full?.cents).toBe(48_177);
    expect(full.totalCents).toBe(48_177);
    const partial = relief(computePlantYearRelief(lpgPlant(2025)));
    expect(partial.partial.cents).toBe(15_582);
    expect(partial.totalCents).toBe(15_582);
  });

  it('HR 5.3 on heating oil: 8,950 l → 549.08 EUR full, 361.13 EUR partial', () => {
    const oilPlant = (year: number, meteredLitres?: number): PlantYearInput => ({
      ...gasPlant(year, [{ model: 'HR5.3', afa: afaPeriodFrom({ year: 2014, month: 9 }), hours: 5_000 }]),
      fuel: 'heatingOil',
      energy: { electricityKWh: 5_000 * 5.3, usefulHeatKWh: 5_000 * 10.4, auxiliaryKWh: 0 },
      ...(meteredLitres === undefined ? {} : { measurement: { method: 'metered', quantity: meteredLitres } }),
    });
    const full = relief(computePlantYearRelief(oilPlant(2016)));
    expect(full.regime.regime).toBe('split2012');
    expect(full.full).toMatchObject({ basis: '§53a', quantity: 8_950, cents: 54_908 });
    const metered = relief(computePlantYearRelief(oilPlant(2016, 8_950)));
    expect(metered.full?.cents).toBe(54_908);
    const partial = relief(computePlantYearRelief(oilPlant(2026)));
    expect(partial.partial).toMatchObject({ quantity: 8_950, cents: 36_113 });
  });

  it('a metered gas quantity replaces the hours method', () => {
    const input = gasPlant(2021, [g55({ year: 2018, month: 5 })], {
      measurement: { method: 'metered', quantity: 113_999 },
    });
    const result = relief(computePlantYearRelief(input));
    expect(result.quantity.full).toBe(113_999);
    expect(result.totalCents).toBe(62_699); // 113.999 MWh × 5.50 = 626.9945
  });

  it('investment aid reduces the full relief only and returns the remainder to carry forward', () => {
    const module = g55({ year: 2013, month: 7 }, 5_000, {
      monthlyHours: [...firstHalf2023, ...secondHalf2023],
    });
    const result = relief(
      computePlantYearRelief(gasPlant(2023, [module], { investmentAidBalanceCents: 50_000 })),
    );
    expect(result.full).toMatchObject({ grossCents: 36_366, aidOffsetCents: 36_366, cents: 0 });
    expect(result.partial.cents).toBe(21_163);
    expect(result.totalCents).toBe(21_163);
    expect(result.investmentAid.remainingAidCents).toBe(13_634);
  });

  it('carries an aid remainder into the next year until it is used up', () => {
    const year1 = relief(
      computePlantYearRelief(
        gasPlant(2019, [g55({ year: 2018, month: 5 })], { investmentAidBalanceCents: 100_000 }),
      ),
    );
    expect(year1.totalCents).toBe(0);
    expect(year1.investmentAid.remainingAidCents).toBe(37_300);
    const year2 = relief(
      computePlantYearRelief(
        gasPlant(2020, [g55({ year: 2018, month: 5 })], {
          investmentAidBalanceCents: year1.investmentAid.remainingAidCents,
        }),
      ),
    );
    expect(year2.full).toMatchObject({ grossCents: 62_700, aidOffsetCents: 37_300, cents: 25_400 });
    expect(year2.investmentAid.remainingAidCents).toBe(0);
  });

  it('a cascade is one plant: each module uses its own AfA months', () => {
    const older = g55({ year: 2013, month: 7 }, 5_000, {
      monthlyHours: [...firstHalf2023, ...secondHalf2023],
    });
    const newer = g55({ year: 2018, month: 1 });
    const result = relief(computePlantYearRelief(gasPlant(2023, [older, newer])));
    expect(result.quantity).toEqual({ total: 228_000, full: 180_120, partial: 47_880, notCovered: 0 });
    expect(result.full?.cents).toBe(99_066);
    expect(result.partial.cents).toBe(21_163);
    expect(result.totalCents).toBe(120_229);
  });

  it('a cascade behind one meter shares the metered fuel by hours', () => {
    const older = g55({ year: 2013, month: 7 }, 5_000, {
      monthlyHours: [...firstHalf2023, ...secondHalf2023],
    });
    const newer = g55({ year: 2023, month: 7 }, 3_000); // commissioned Jul 2023: pro rata over Jul–Dec
    const input = gasPlant(2023, [older, newer], { measurement: { method: 'metered', quantity: 184_000 } });
    const result = relief(computePlantYearRelief(input));
    // older: 5/8 of 184,000 = 115,000, of it 2,900/5,000 inside AfA (66,700); newer: 69,000, all inside AfA.
    expect(result.quantity).toEqual({ total: 184_000, full: 135_700, partial: 48_300, notCovered: 0 });
    expect(result.split).toBe('monthlyHours');
    expect(result.issues).toEqual([]);
  });

  it('2012: fuel of January to March is not covered (pro rata), the rest is priced', () => {
    const result = relief(computePlantYearRelief(gasPlant(2012, [g55({ year: 2011, month: 1 })])));
    expect(result.regime.regime).toBe('split2012');
    expect(result.quantity).toEqual({ total: 114_000, full: 85_500, partial: 0, notCovered: 28_500 });
    expect(result.full?.cents).toBe(47_025);
    expect(result.notices).toEqual(
      expect.arrayContaining(['energyTax.monthsNotCovered', 'energyTax.splitProRata']),
    );
  });

  it('2027: only January to June, partial, by monthly hours', () => {
    const module = g55({ year: 2026, month: 1 }, 5_000, {
      monthlyHours: [...firstHalf2023, ...secondHalf2023],
    });
    const result = relief(computePlantYearRelief(gasPlant(2027, [module])));
    expect(result.quantity).toEqual({ total: 114_000, full: 0, partial: 66_120, notCovered: 47_880 });
    expect(result.partial.cents).toBe(29_225); // 66.120 × 4.42 = 292.2504
    expect(result.totalCents).toBe(29_225);
  });

  it('years no rule covers give "not covered", never a guess', () => {
    expect(computePlantYearRelief(gasPlant(2011, [g55({ year: 2005, month: 1 })]))).toEqual({
      kind: 'notCovered',
      year: 2011,
      reason: 'beforeApril2012',
      messageKey: 'energyTax.yearNotCovered',
    });
    expect(computePlantYearRelief(gasPlant(2028, [g55({ year: 2020, month: 1 })]))).toMatchObject({
      kind: 'notCovered',
      reason: 'afterKnownValidity',
    });
  });

  it('below 70 % utilisation there is no relief at all, and the aid balance is kept', () => {
    const input = gasPlant(2020, [g55({ year: 2018, month: 5 })], { investmentAidBalanceCents: 1_000 });
    const result = computePlantYearRelief({
      ...input,
      energy: { electricityKWh: 27_500, usefulHeatKWh: 40_000, auxiliaryKWh: 0 },
    });
    expect(result).toMatchObject({
      kind: 'noRelief',
      messageKey: 'energyTax.utilisationBelowThreshold',
      utilisation: { percent: 65.9, meetsThreshold: false },
      remainingAidCents: 1_000,
    });
  });

  it('invalid input gives the plausibility errors instead of an amount', () => {
    const result = computePlantYearRelief(gasPlant(2020, [g55({ year: 2018, month: 5 }, 9_000)]));
    expect(result).toEqual({
      kind: 'invalid',
      year: 2020,
      issues: [{ key: 'energyTax.hoursExceedPeriod', severity: 'error', field: 'modules.0.hours' }],
    });
  });
});
