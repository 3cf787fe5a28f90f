import { fuelFromHours, gasKWhFromMeter, hiKWhFromHours, kWhToMWh, wholeTaxUnits } from './fuel-quantity.js';
import { hiKWhOf } from './fuels.js';
import { dachsModels, fuelInputHiKW } from './models.js';

describe('fuel quantity', () => {
  it('hours method: G 5.5, 5,000 h → 114,000 kWh Hs = 114.000 MWh', () => {
    const kWh = fuelFromHours(dachsModels['G5.5'], 5_000);
    expect(kWh).toBe(114_000);
    expect(kWhToMWh(kWh)).toBe(114);
  });

  it('hours method for the other models (G 5.0 LowNOx 21.8 kWh/h, F 5.5 1.59 kg/h, HR 5.3 1.79 l/h)', () => {
    expect(fuelFromHours(dachsModels['G5.0LowNOx'], 1_000)).toBe(21_800);
    expect(fuelFromHours(dachsModels['F5.5'], 5_000)).toBe(7_950);
    expect(fuelFromHours(dachsModels['HR5.3'], 5_000)).toBe(8_950);
  });

  it('rounds fractional hours to a whole tax unit half up', () => {
    expect(fuelFromHours(dachsModels['G5.5'], 0.25)).toBe(6); // 5.7 kWh
    expect(fuelFromHours(dachsModels['HR5.3'], 0.5)).toBe(1); // 0.895 l
    expect(() => fuelFromHours(dachsModels['G5.5'], -1)).toThrow(RangeError);
  });

  it('gas meter cross-check: 10,250 m³ × 0.9646 × 11.53 kWh/m³ ≈ 113,999 kWh', () => {
    expect(gasKWhFromMeter({ volumeM3: 10_250, zustandszahl: 0.9646, brennwertKWhPerM3: 11.53 })).toBe(
      113_999,
    );
  });

  it('takes metered litres and kg as whole units', () => {
    expect(wholeTaxUnits(8_949.6)).toBe(8_950);
    expect(wholeTaxUnits(7_950)).toBe(7_950);
  });

  it('gives the Hi input per model to 0.1 kW (G 5.5: 22.8 / 1.11 = 20.5 kW)', () => {
    expect(fuelInputHiKW(dachsModels['G5.5'])).toBe(20.5);
    expect(fuelInputHiKW(dachsModels['G5.0LowNOx'])).toBe(19.6);
    expect(fuelInputHiKW(dachsModels['F5.5'])).toBe(20.5);
    expect(fuelInputHiKW(dachsModels['HR5.3'])).toBe(17.9);
    expect(hiKWhFromHours(dachsModels['G5.5'], 5_000)).toBe(102_500);
  });

  it('converts tax units to Hi with the fuel factors (gas 1.11, oil 10 kWh/l, LPG 12.87 kWh/kg)', () => {
    expect(hiKWhOf('naturalGas', 111_000)).toBeCloseTo(100_000, 6);
    expect(hiKWhOf('heatingOil', 1_000)).toBe(10_000);
    expect(hiKWhOf('lpg', 1_000)).toBe(12_870);
  });
});
