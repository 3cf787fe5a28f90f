import type { ValueCondition } from './schema.js';

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
