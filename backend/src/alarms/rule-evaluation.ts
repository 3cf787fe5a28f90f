import type { AlarmRuleOperator } from '@portal/contracts';

// A user's limit rule on one unit, step by step (pure; docs/adr/0017-alarms.md). The condition holds
// from the first value past the limit until a value came back past the limit by the hysteresis
// (values in between keep it as it is); after `minutes` of it, measured on the unit's own clock
// (its samples' times), the rule's incident opens. Back past the hysteresis marks the incident
// clearing; it resolves once it stayed away `clearMs` (the sweep), and the condition coming back
// sooner keeps the same incident (a flapping value is one incident).

export interface RuleCondition {
  operator: AlarmRuleOperator;
  limit: number;
  hysteresis: number;
  minutes: number;
}

/** Where a rule stands on a unit. */
export interface RuleTrack {
  /** The unit's time the condition started; null while it does not hold. */
  since: number | null;
  /** Whether its incident is open (clearing or not). */
  opened: boolean;
  /** The portal's time the incident was marked clearing; null when it is not. */
  clearingAt: number | null;
}

/**
 * What the step asks for: open the incident (at `since`), keep it (it was clearing: the mark goes),
 * mark it clearing, or nothing.
 */
export type RuleAction = 'open' | 'keep' | 'clear' | 'none';

export interface RuleStep {
  /** Undefined: nothing to remember for this rule and unit. */
  track: RuleTrack | undefined;
  action: RuleAction;
}

export function isPastLimit(rule: RuleCondition, value: number): boolean {
  return rule.operator === 'above' ? value > rule.limit : value < rule.limit;
}

export function isBackPastHysteresis(rule: RuleCondition, value: number): boolean {
  return rule.operator === 'above'
    ? value <= rule.limit - rule.hysteresis
    : value >= rule.limit + rule.hysteresis;
}

const idle: RuleTrack = { since: null, opened: false, clearingAt: null };

/**
 * One value of the rule's data point, at the unit's time `ts` and the portal's time `now`.
 * `clearMs`: the clear hysteresis (ALARM_CLEAR_SECONDS) after which a clearing incident is resolved.
 */
export function stepRule(
  rule: RuleCondition,
  before: RuleTrack | undefined,
  value: number,
  ts: number,
  now: number,
  clearMs: number,
): RuleStep {
  let track = before ?? idle;
  const resolvedMeanwhile = track.clearingAt !== null && now - track.clearingAt >= clearMs;
  if (resolvedMeanwhile) track = idle;
  if (isPastLimit(rule, value)) {
    const since = track.since ?? ts;
    if (track.opened)
      return {
        track: { since, opened: true, clearingAt: null },
        action: track.clearingAt === null ? 'none' : 'keep',
      };
    const due = ts - since >= rule.minutes * 60_000;
    return { track: { since, opened: due, clearingAt: null }, action: due ? 'open' : 'none' };
  }
  if (isBackPastHysteresis(rule, value)) {
    if (track.opened && track.clearingAt === null)
      return { track: { since: null, opened: true, clearingAt: now }, action: 'clear' };
    return { track: track.opened ? { ...track, since: null } : undefined, action: 'none' };
  }
  // Between the limit and the hysteresis: the condition stays as it was.
  return { track: track === idle ? undefined : track, action: 'none' };
}
