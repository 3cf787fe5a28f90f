import {
  autarkiegrad,
  eigenverbrauchsquote,
  selfConsumptionRatio,
  selfSufficiency,
} from './energy-ratios.js';

describe('spec 9 energy ratios', () => {
  it('divide eigenverbrauch by itself plus grid import or feed-in, clamped to 0..100', () => {
    expect(eigenverbrauchsquote(1600, 2100)).toBeCloseTo(43.243, 3);
    expect(autarkiegrad(1100, 0)).toBe(100);
    expect(autarkiegrad(300, 900)).toBe(25);
    expect(autarkiegrad(0, 0)).toBe(0);
    expect(eigenverbrauchsquote(-200, 100)).toBe(0);
    expect(autarkiegrad(500, -100)).toBe(100);
  });

  it('without a battery: one eigenverbrauch, production = own use + feed-in, consumption = own use + import', () => {
    // 3.2 kW produced, 1.2 kW used, 2 kW fed in.
    expect(selfConsumptionRatio(3200, 2000)).toBe(37.5);
    expect(selfSufficiency(1200, 0)).toBe(100);
    // Evening: 0.4 kW produced, all used; 1.2 kW more from the grid.
    expect(selfConsumptionRatio(400, 0)).toBe(100);
    expect(selfSufficiency(1600, 1200)).toBe(25);
  });

  it('with a battery: nothing produced is 0 % own consumption, a house on battery is 100 % self-sufficient', () => {
    // Night: the battery covers the whole 800 W.
    expect(selfConsumptionRatio(0, 0)).toBe(0);
    expect(selfSufficiency(800, 0)).toBe(100);
    // Noon: 3.7 kW produced, 1.1 kW used, 0.5 kW into the battery, 2.1 kW fed in.
    expect(selfConsumptionRatio(3700, 2100)).toBeCloseTo((1600 / 3700) * 100, 10);
    expect(selfSufficiency(1100, 0)).toBe(100);
    // Inconsistent inputs stay within 0..100.
    expect(selfConsumptionRatio(100, 700)).toBe(0);
    expect(selfSufficiency(50, 900)).toBe(0);
  });
});
