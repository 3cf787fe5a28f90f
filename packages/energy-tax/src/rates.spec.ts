import { rulesForMonth, rulesForYear } from './rates.js';

describe('relief rates by month of use and fuel', () => {
  it('covers nothing before 1 April 2012 (old §53, form 1117)', () => {
    expect(rulesForMonth({ year: 2012, month: 3 }, 'naturalGas')).toEqual({
      covered: false,
      reason: 'beforeApril2012',
    });
    expect(rulesForYear(2011, 'lpg')).toEqual({ covered: false, reason: 'beforeApril2012' });
  });

  it('has full and partial rates from April 2012 to 2017 under §53a/§53b', () => {
    expect(rulesForMonth({ year: 2012, month: 4 }, 'naturalGas')).toEqual({
      covered: true,
      regime: 'split2012',
      rates: { fullCentsPer1000: 550, partialCentsPer1000: 442 },
    });
    expect(rulesForMonth({ year: 2017, month: 12 }, 'heatingOil')).toMatchObject({
      regime: 'split2012',
      rates: { fullCentsPer1000: 6_135, partialCentsPer1000: 4_035 },
    });
  });

  it('uses §53a 2018 for 2018 to 2023, with LPG full 60.60 (not the 409 EUR motor-fuel rate)', () => {
    expect(rulesForMonth({ year: 2018, month: 1 }, 'lpg')).toMatchObject({
      regime: 'unified2018',
      rates: { fullCentsPer1000: 6_060, partialCentsPer1000: 1_960 },
    });
    expect(rulesForMonth({ year: 2023, month: 12 }, 'naturalGas')).toMatchObject({
      regime: 'unified2018',
      rates: { fullCentsPer1000: 550 },
    });
  });

  it('has partial relief only from 2024 until June 2027, and nothing after', () => {
    expect(rulesForMonth({ year: 2024, month: 1 }, 'naturalGas')).toEqual({
      covered: true,
      regime: 'partialOnly2024',
      rates: { fullCentsPer1000: null, partialCentsPer1000: 442 },
    });
    expect(rulesForMonth({ year: 2027, month: 6 }, 'heatingOil')).toMatchObject({ covered: true });
    expect(rulesForMonth({ year: 2027, month: 7 }, 'heatingOil')).toEqual({
      covered: false,
      reason: 'afterKnownValidity',
    });
    expect(rulesForYear(2028, 'naturalGas')).toEqual({ covered: false, reason: 'afterKnownValidity' });
  });

  it('marks the uncovered months of 2012 and 2027', () => {
    const y2012 = rulesForYear(2012, 'naturalGas');
    const y2027 = rulesForYear(2027, 'naturalGas');
    expect(y2012.covered && y2012.coveredMonths).toEqual([
      false,
      false,
      false,
      ...Array<boolean>(9).fill(true),
    ]);
    expect(y2027.covered && y2027.regime).toBe('partialOnly2024');
    expect(y2027.covered && y2027.coveredMonths).toEqual([
      ...Array<boolean>(6).fill(true),
      ...Array<boolean>(6).fill(false),
    ]);
  });
});
