import { type RuleAction, type RuleCondition, type RuleTrack, stepRule } from './rule-evaluation.js';

// "Vorlauf zu heiß": above 80 for 5 minutes, clears at 78 or below; clear hysteresis 120 s.
const hot: RuleCondition = { operator: 'above', limit: 80, hysteresis: 2, minutes: 5 };
const clearMs = 120_000;
const minute = 60_000;

/** Feeds values at the given minutes (unit time = portal time here); returns the actions. */
function run(rule: RuleCondition, samples: [minutes: number, value: number][]) {
  let track: RuleTrack | undefined;
  const actions: RuleAction[] = [];
  for (const [at, value] of samples) {
    const step = stepRule(rule, track, value, at * minute, at * minute, clearMs);
    track = step.track;
    actions.push(step.action);
  }
  return { actions, track };
}

describe('a limit rule on one unit', () => {
  it('opens once the condition lasted its minutes, not before, and remembers when it started', () => {
    const { actions, track } = run(hot, [
      [0, 79],
      [1, 81],
      [3, 85],
      [5.9, 82],
      [6, 83],
      [7, 90],
    ]);
    expect(actions).toEqual(['none', 'none', 'none', 'none', 'open', 'none']);
    expect(track).toEqual({ since: 1 * minute, opened: true, clearingAt: null });
  });

  it('starts the count again when the value came back past the hysteresis before the minutes', () => {
    expect(
      run(hot, [
        [0, 81],
        [4, 77],
        [5, 81],
        [9, 81],
        [10, 81],
      ]).actions,
    ).toEqual(['none', 'none', 'none', 'none', 'open']);
  });

  it('keeps counting while the value stays between the limit and the hysteresis', () => {
    expect(
      run(hot, [
        [0, 81],
        [2, 79],
        [5, 80.5],
      ]).actions,
    ).toEqual(['none', 'none', 'open']);
  });

  it('clears only past the hysteresis, and a value flapping back soon stays one incident', () => {
    const { actions } = run(hot, [
      [0, 81],
      [5, 81],
      [6, 79], // within the hysteresis band: still on
      [7, 78], // back past it: clearing
      [8, 82], // back within ALARM_CLEAR_SECONDS: the same incident goes on
      [9, 77],
      [9.5, 76],
    ]);
    expect(actions).toEqual(['none', 'open', 'none', 'clear', 'keep', 'clear', 'none']);
    expect(actions.filter((a) => a === 'open')).toHaveLength(1);
  });

  it('waits its minutes again once a cleared incident had time to resolve', () => {
    const { actions } = run(hot, [
      [0, 81],
      [5, 81],
      [6, 70], // clearing; resolved by the sweep 2 minutes later
      [10, 81],
      [14, 81],
      [15, 81],
    ]);
    expect(actions).toEqual(['none', 'open', 'clear', 'none', 'none', 'open']);
  });

  it('works the other way round for "below", with the hysteresis above the limit', () => {
    const cold: RuleCondition = { operator: 'below', limit: 10, hysteresis: 5, minutes: 1 };
    expect(
      run(cold, [
        [0, 9],
        [1, 9.5],
        [2, 14],
        [3, 15],
      ]).actions,
    ).toEqual(['none', 'open', 'none', 'clear']);
  });

  it('forgets a rule that never held', () => {
    expect(run(hot, [[0, 50]]).track).toBeUndefined();
    expect(run(hot, [[0, 79]]).track).toBeUndefined();
  });
});
