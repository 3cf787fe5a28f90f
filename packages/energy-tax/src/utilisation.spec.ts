import { utilisationRate } from './utilisation.js';

describe('utilisation rate NG = (electricity + heat) / (fuel Hi + auxiliary)', () => {
  const workedExample = { electricityKWh: 27_500, usefulHeatKWh: 62_500, fuelHiKWh: 102_500 };

  it('is 87.8 % for the worked example without auxiliary energy', () => {
    expect(utilisationRate({ ...workedExample, auxiliaryKWh: 0 })).toEqual({
      rate: 90_000 / 102_500,
      percent: 87.8,
      meetsThreshold: true,
    });
  });

  it('is 87.4 % with 500 kWh auxiliary energy', () => {
    expect(utilisationRate({ ...workedExample, auxiliaryKWh: 500 })?.percent).toBe(87.4);
  });

  it('is 87.6 % when Hi comes from the exact 1.11 factor instead of the 20.5 kW data-sheet input', () => {
    expect(utilisationRate({ ...workedExample, fuelHiKWh: 114_000 / 1.11, auxiliaryKWh: 0 })?.percent).toBe(
      87.6,
    );
  });

  it('passes the 70 % test at exactly 70 % and fails just below, on the unrounded rate', () => {
    expect(
      utilisationRate({ electricityKWh: 30, usefulHeatKWh: 40, fuelHiKWh: 100, auxiliaryKWh: 0 })
        ?.meetsThreshold,
    ).toBe(true);
    const below = utilisationRate({
      electricityKWh: 30,
      usefulHeatKWh: 39.96,
      fuelHiKWh: 100,
      auxiliaryKWh: 0,
    });
    expect(below?.meetsThreshold).toBe(false);
    // Rounded to one decimal it would read 70.0 %: it keeps the digits that show it is below.
    expect(below?.percent).toBe(69.96);
  });

  it('never shows a missed rate as 70 % or more, however close it comes', () => {
    for (const [heat, shown] of [
      [39.99, 69.99],
      [39.999_9, 69.9999],
      [39.999_999_9, 69.999999],
    ] as const) {
      const result = utilisationRate({
        electricityKWh: 30,
        usefulHeatKWh: heat,
        fuelHiKWh: 100,
        auxiliaryKWh: 0,
      });
      expect(result).toMatchObject({ meetsThreshold: false, percent: shown });
    }
    // One decimal where it does not mislead, on either side of the threshold.
    expect(
      utilisationRate({ electricityKWh: 30, usefulHeatKWh: 39.5, fuelHiKWh: 100, auxiliaryKWh: 0 })?.percent,
    ).toBe(69.5);
    expect(
      utilisationRate({ electricityKWh: 30, usefulHeatKWh: 40.04, fuelHiKWh: 100, auxiliaryKWh: 0 })?.percent,
    ).toBe(70);
  });

  it('has no rate when no fuel was burned', () => {
    expect(
      utilisationRate({ electricityKWh: 0, usefulHeatKWh: 0, fuelHiKWh: 0, auxiliaryKWh: 0 }),
    ).toBeNull();
  });
});
