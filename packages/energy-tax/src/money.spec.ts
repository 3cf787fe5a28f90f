import { centsToEuros, divRoundHalfUp, reliefCents, roundHalfUpToWhole } from './money.js';

describe('money in integer cents', () => {
  it('rounds half up exactly on integers', () => {
    expect(divRoundHalfUp(5, 10)).toBe(1);
    expect(divRoundHalfUp(4, 10)).toBe(0);
    expect(divRoundHalfUp(15, 10)).toBe(2);
    expect(divRoundHalfUp(0, 7)).toBe(0);
  });

  it('refuses fractions and negatives instead of rounding them silently', () => {
    expect(() => divRoundHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => divRoundHalfUp(-1, 10)).toThrow(RangeError);
    expect(() => divRoundHalfUp(1, 0)).toThrow(RangeError);
  });

  it('prices whole tax units at cents per 1,000 units, to the cent', () => {
    expect(reliefCents(114_000, 550)).toBe(62_700); // 114.000 MWh × 5.50
    expect(reliefCents(47_880, 442)).toBe(21_163); // 211.6296 → 211.63
    expect(reliefCents(8_950, 6_135)).toBe(54_908); // 549.0825 → 549.08
    expect(reliefCents(1, 500)).toBe(1); // exactly half a cent goes up
  });

  it('rounds measured values half up without float noise deciding', () => {
    expect(roundHalfUpToWhole(113_998.8395)).toBe(113_999);
    expect(roundHalfUpToWhole(2.5)).toBe(3);
    expect(Math.round(0.145 * 100)).toBe(14); // 14.499999999999998 in floats…
    expect(roundHalfUpToWhole(0.145 * 100)).toBe(15); // …is 14.5, rounded up
    expect(() => roundHalfUpToWhole(-1)).toThrow(RangeError);
  });

  it('shows cents as euros', () => {
    expect(centsToEuros(57_529)).toBe(575.29);
  });
});
