import { dachsII } from './kinds/dachs-ii.js';
import { conditionMet, isCurrentFault, numericValue, runState } from './glance.js';

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

describe('numericValue and isCurrentFault', () => {
  it('reads finite numbers and flags, nothing else', () => {
    expect([5.5, true, false, Number.NaN, '3', null].map(numericValue)).toEqual([
      5.5,
      1,
      0,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('counts only current E codes as faults', () => {
    expect(isCurrentFault({ currentError: true, codeText: 'E133' })).toBe(true);
    expect(isCurrentFault({ currentError: false, codeText: 'E133' })).toBe(false);
    expect(isCurrentFault({ currentError: true, codeText: 'A650' })).toBe(false);
  });
});

describe('runState (issue 40, 35)', () => {
  const dachs = (status: number | undefined) =>
    runState(dachsII.glance, (key) => (key === 'Hka_Mw1.bMotorStatus' ? status : undefined));

  it('says starting through the whole start sequence of a Dachs, running only on the grid', () => {
    expect([20, 21, 22, 30, 31].map(dachs)).toEqual(Array(5).fill('starting'));
    expect(dachs(32)).toBe('running');
    expect([0, 10, 11].map(dachs)).toEqual(['idle', 'idle', 'idle']);
    expect(dachs(undefined)).toBeUndefined();
  });

  it('goes by running alone for kinds without a start sequence', () => {
    const pump = { running: { key: 'p', equals: [1] } };
    expect(runState(pump, () => 1)).toBe('running');
    expect(runState(pump, () => 0)).toBe('idle');
    expect(runState({}, () => 1)).toBeUndefined();
  });
});
