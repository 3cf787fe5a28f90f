import { conditionMet } from './glance.js';

describe('conditionMet', () => {
  it('holds above the threshold (0 without one) and for listed values', () => {
    expect(conditionMet({ key: 'a', above: 2000 }, 2411)).toBe(true);
    expect(conditionMet({ key: 'a', above: 2000 }, 2000)).toBe(false);
    expect(conditionMet({ key: 'a' }, 0.1)).toBe(true);
    expect(conditionMet({ key: 'a' }, 0)).toBe(false);
    expect(conditionMet({ key: 'a', equals: [10, 12] }, 12)).toBe(true);
    expect(conditionMet({ key: 'a', equals: [10] }, 11)).toBe(false);
  });

  it('is unknown while the value is', () => {
    expect(conditionMet({ key: 'a', above: 1 }, undefined)).toBeUndefined();
  });
});
