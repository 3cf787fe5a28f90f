import { modelKWhPerHour, reliefPerKWhHs } from './balance-fuel.js';

it('takes the hours method’s throughput of the model in kWh Hs', () => {
  expect(modelKWhPerHour('G5.5')).toBeCloseTo(22.8, 9);
  // 1.79 l/h × 10.0 kWh Hi/l × 1.06 Hs/Hi = 18.974 kWh Hs/h.
  expect(modelKWhPerHour('HR5.3')).toBeCloseTo(18.974, 9);
  expect(modelKWhPerHour(null)).toBeNull();
});

it('gives the partial relief per kWh Hs of the year’s rules', () => {
  expect(reliefPerKWhHs('naturalGas', 2025, 5)).toBeCloseTo(0.00442, 12); // 4.42 EUR/MWh
  // 40.35 EUR per 1,000 l over 10.6 kWh Hs per litre = 0.0038066 EUR/kWh.
  expect(reliefPerKWhHs('heatingOil', 2025, 5)).toBeCloseTo(0.0038066, 7);
  expect(reliefPerKWhHs('naturalGas', 2028, 1)).toBe(0); // no rule known after June 2027
  expect(reliefPerKWhHs(null, 2025, 5)).toBe(0);
});
