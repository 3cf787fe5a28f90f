import { degreeDays, normalisedChange } from './degree-days.js';

describe('VDI 3807 G20/15', () => {
  it('sums 20 − mean over the days below 15 °C', () => {
    // Heating days 10, 14.9 and −2 °C (15 and 16 are not below the limit):
    // (20 − 10) + (20 − 14.9) + (20 + 2) = 10 + 5.1 + 22 = 37.1 K·d; mean (10+16+14.9−2+15)/5 = 10.78.
    const result = degreeDays([10, 16, 14.9, -2, 15]);
    expect(result.degreeDays).toBeCloseTo(37.1, 9);
    expect(result.heatingDays).toBe(3);
    expect(result.meanOutdoorC).toBeCloseTo(10.78, 9);
    expect(result.daysWithTemperature).toBe(5);
  });

  it('is 0 in a warm period and unknown without temperatures', () => {
    expect(degreeDays([18, 21])).toMatchObject({ degreeDays: 0, heatingDays: 0 });
    expect(degreeDays([])).toEqual({
      degreeDays: null,
      heatingDays: null,
      meanOutdoorC: null,
      daysWithTemperature: 0,
    });
  });
});

describe('year-on-year normalised by degree days', () => {
  it('compares heat per degree day', () => {
    // 3,710 kWh / 37.1 K·d = 100 kWh/K·d now; 4,000 / 50 = 80 before: +25 %, though less heat was used.
    expect(normalisedChange(3710, 37.1, 4000, 50)).toEqual({
      heatPerDegreeDay: 100,
      previousHeatPerDegreeDay: 80,
      changePercent: 25,
    });
  });

  it('says nothing when a side lacks degree days or heat', () => {
    expect(normalisedChange(3710, 37.1, null, 50).changePercent).toBeNull();
    expect(normalisedChange(3710, 0, 4000, 50).heatPerDegreeDay).toBeNull();
  });
});
