import type { Glance, ValueCondition } from './schema.js';

/**
 * Whether a glance condition (kind.glance) holds for a value in display units: one of `equals`, else
 * above `above` (0 by default). Undefined while the value is unknown.
 */
export function conditionMet(condition: ValueCondition, value: number | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (condition.equals) return condition.equals.includes(value);
  return value > (condition.above ?? 0);
}

/** A value as glance conditions and charts read it: finite numbers as they are, flags as 0 or 1. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'boolean') return Number(value);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A current fault (an E code) of a unit's error list, as the glance and the dashboard title show it. */
export function isCurrentFault(error: { currentError: boolean; codeText: string }): boolean {
  return error.currentError && error.codeText.startsWith('E');
}

/** Whether a unit runs, as every screen says it: the list, the dashboard header and the tiles. */
export type RunState = 'starting' | 'running' | 'idle';

/**
 * The one derivation of a unit's run state from its values (display units), so no two screens
 * contradict each other while it starts (issue 40, 35): its start sequence first, then `running`.
 * Undefined while the kind does not tell or the values are unknown.
 */
export function runState(
  glance: Pick<Glance, 'starting' | 'running'>,
  value: (key: string) => number | undefined,
): RunState | undefined {
  const met = (condition: ValueCondition | undefined) =>
    condition ? conditionMet(condition, value(condition.key)) : undefined;
  if (met(glance.starting) === true) return 'starting';
  const running = met(glance.running);
  return running === undefined ? undefined : running ? 'running' : 'idle';
}
