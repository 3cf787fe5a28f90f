import { autarkiegrad, eigenverbrauchsquote, energyRatios } from './energy-ratios.js';

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
    expect(energyRatios({ erzeugung: 3200, verbrauch: 1200, netzbezug: 0, netzeinspeisung: 2000 })).toEqual({
      autarkiegrad: 100,
      eigenverbrauchsquote: 37.5,
    });
    // Evening: 0.4 kW produced, all used; 1.2 kW more from the grid.
    expect(energyRatios({ erzeugung: 400, verbrauch: 1600, netzbezug: 1200, netzeinspeisung: 0 })).toEqual({
      autarkiegrad: 25,
      eigenverbrauchsquote: 100,
    });
  });

  it('with a battery: nothing produced is 0 % own consumption, a house on battery is 100 % self-sufficient', () => {
    // Night: the battery covers the whole 800 W.
    expect(energyRatios({ erzeugung: 0, verbrauch: 800, netzbezug: 0, netzeinspeisung: 0 })).toEqual({
      autarkiegrad: 100,
      eigenverbrauchsquote: 0,
    });
    // Noon: 3.7 kW produced, 1.1 kW used, 0.5 kW into the battery, 2.1 kW fed in.
    const noon = energyRatios({ erzeugung: 3700, verbrauch: 1100, netzbezug: 0, netzeinspeisung: 2100 });
    expect(noon.autarkiegrad).toBe(100);
    expect(noon.eigenverbrauchsquote).toBeCloseTo((1600 / 3700) * 100, 10);
    // Inconsistent inputs stay within 0..100.
    expect(energyRatios({ erzeugung: 100, verbrauch: 50, netzbezug: 900, netzeinspeisung: 700 })).toEqual({
      autarkiegrad: 0,
      eigenverbrauchsquote: 0,
    });
  });
});
