import type { HzaApplication } from '@portal/contracts';
import { abschreibungen, summarize, verbrauch } from './calculations.js';

// The facts' worked example (docs/facts/energy-tax-tool.md §3) through the tool's shapes: a Dachs G 5.5 on
// natural gas, 5,000 h (22.8 kWh Hs an hour → 114,000 kWh Hs), 27,500 kWh electricity, 62,500 kWh heat.

const serial = '5200000001';
const firstHalf = [500, 450, 500, 500, 500, 450]; // 2,900 h
const secondHalf = [300, 350, 400, 350, 350, 350]; // 2,100 h

function application(
  commissioned: string,
  extra: { monthlyHours?: number[]; usefulHeatKWh?: number; highEfficiencyProven?: boolean } = {},
): HzaApplication {
  return {
    plant: {
      fuel: 'naturalGas',
      modules: [{ serial, model: 'G5.5', commissioned }],
      highEfficiencyProven: extra.highEfficiencyProven ?? true,
    },
    consumption: {
      method: 'hours',
      modules: [
        {
          serial,
          counterStart: 10_000,
          counterEnd: 15_000,
          ...(extra.monthlyHours ? { monthlyHours: extra.monthlyHours } : {}),
        },
      ],
      electricityKWh: 27_500,
      usefulHeatKWh: extra.usefulHeatKWh ?? 62_500,
    },
  };
}

const months = (from: number, to: number) => Array.from({ length: 12 }, (_, i) => i >= from && i <= to);

describe('summarize', () => {
  it('full relief inside the AfA period (2020-style year): 114,000 kWh Hs → 627.00 EUR, 87.8 %', () => {
    const summary = summarize(2020, application('2018-05-01'));
    expect(summary).toMatchObject({
      year: 2020,
      kind: 'relief',
      fuel: 'naturalGas',
      taxUnit: 'kWhHs',
      fuelHsKWh: 114_000,
      utilisationPercent: 87.8,
      split: 'none',
      partial: { cents: 0 },
      full: { quantity: 114_000, rateCentsPer1000: 550, cents: 62_700 },
      totalCents: 62_700,
      deadline: '2021-12-31',
      issues: [],
    });
    expect(summary.modules).toEqual([{ serial, hours: 5_000, fullReliefMonths: months(0, 11) }]);
  });

  it('2024: partial relief only, 503.88 EUR, no full-relief month even inside the AfA period', () => {
    const summary = summarize(2024, application('2022-01-01'));
    expect(summary).toMatchObject({
      kind: 'relief',
      full: null,
      partial: { basis: '§53a Abs. 4/5', quantity: 114_000, rateCentsPer1000: 442, cents: 50_388 },
      totalCents: 50_388,
    });
    expect(summary.modules[0]?.fullReliefMonths).toEqual(months(12, 12));
  });

  it('the changeover year by monthly hours: 363.66 full + 211.63 partial = 575.29 EUR', () => {
    const summary = summarize(
      2023,
      application('2013-07-01', { monthlyHours: [...firstHalf, ...secondHalf] }),
    );
    expect(summary).toMatchObject({
      kind: 'relief',
      split: 'monthlyHours',
      full: { quantity: 66_120, cents: 36_366 },
      partial: { quantity: 47_880, cents: 21_163 },
      totalCents: 57_529,
    });
    expect(summary.modules[0]?.fullReliefMonths).toEqual(months(0, 5));
  });

  it('gives the utilisation with one decimal and refuses relief under 70 %', () => {
    // (27,500 + 40,000 kWh) over the fuel in kWh Hi: 65.9 %.
    const summary = summarize(2020, application('2018-05-01', { usefulHeatKWh: 40_000 }));
    expect(summary.kind).toBe('noRelief');
    expect(summary.messageKey).toMatch(/^energyTax\./);
    expect(summary.utilisationPercent).toBe(65.9);
    expect(summary.totalCents).toBe(0);
    expect(summary.full).toBeNull();
  });

  it('69.99 % is below 70 %: no relief, and the percent keeps the digits that say so', () => {
    // (27,500 + 44,240 kWh) / 102,500 kWh Hi = 69.9902 %, which one decimal would round to 70.0.
    const summary = summarize(2020, application('2018-05-01', { usefulHeatKWh: 44_240 }));
    expect(summary).toMatchObject({
      kind: 'noRelief',
      messageKey: 'energyTax.utilisationBelowThreshold',
      utilisationPercent: 69.99,
      utilisationReached: false,
      totalCents: 0,
    });
    expect(summarize(2020, application('2018-05-01')).utilisationReached).toBe(true);
  });

  it('no full relief without proof of high efficiency', () => {
    const summary = summarize(2020, application('2018-05-01', { highEfficiencyProven: false }));
    expect(summary).toMatchObject({ kind: 'relief', totalCents: 50_388 });
    expect(summary.modules[0]?.fullReliefMonths).toEqual(months(12, 12));
  });

  it('2012: no full-relief month before April, when the rules this tool knows begin', () => {
    const summary = summarize(2012, application('2011-06-01'));
    expect(summary.kind).toBe('relief');
    expect(summary.modules[0]?.fullReliefMonths).toEqual(months(3, 11));
    expect(summary.notices).toContain('energyTax.monthsNotCovered');
  });

  it('2027: no full relief; only January to June are covered at all', () => {
    const summary = summarize(2027, application('2022-01-01'));
    expect(summary.kind).toBe('relief');
    expect(summary.full).toBeNull();
    expect(summary.modules[0]?.fullReliefMonths).toEqual(months(12, 12));
    expect(summary.notices).toContain('energyTax.monthsNotCovered');
  });

  it('a year no rule covers, and an application with gaps, give no amount', () => {
    expect(summarize(2028, application('2022-01-01'))).toMatchObject({ kind: 'notCovered', totalCents: 0 });
    const empty = summarize(2023, {});
    expect(empty).toMatchObject({ kind: 'invalid', totalCents: 0, fuel: null });
    expect(empty.issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['plant.fuel', 'consumption.method', 'plant.modules']),
    );
  });
});

describe('verbrauch and abschreibungen', () => {
  it('computes the fuel from the counters and names a backwards counter by its field', () => {
    const { plant, consumption } = application('2013-07-01');
    if (!plant || !consumption) throw new Error('the example has both');
    expect(verbrauch(2023, plant, consumption)).toMatchObject({
      taxUnit: 'kWhHs',
      quantity: 114_000,
      fuelHsKWh: 114_000,
      modules: [{ serial, hours: 5_000 }],
      issues: [],
    });
    const backwards = verbrauch(2023, plant, {
      ...consumption,
      modules: [{ serial, counterStart: 15_000, counterEnd: 10_000 }],
    });
    expect(backwards.quantity).toBeNull();
    expect(backwards.issues).toContainEqual({
      field: 'consumption.modules.0.counterEnd',
      key: 'energyTax.counterEndBeforeStart',
      severity: 'error',
    });
  });

  it('gives the AfA months of the year and the aid received by its end', () => {
    const { plant } = application('2013-07-01');
    if (!plant) throw new Error('the example has a plant');
    const answer = abschreibungen(2023, plant, {
      investmentAid: [{ label: 'BAFA', receivedOn: '2014-02-01', amountCents: 100_000 }],
    });
    expect(answer.modules).toEqual([
      { serial, start: '2013-07', end: '2023-06', monthsInYear: months(0, 5) },
    ]);
    expect(answer.issues).toEqual([]);
    const missing = abschreibungen(2023, { ...plant, modules: [{ serial }] }, {});
    expect(missing.issues).toEqual([
      { field: 'afa.modules.0.start', key: 'validation.required', severity: 'error' },
    ]);
  });
});
