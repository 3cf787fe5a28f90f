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
