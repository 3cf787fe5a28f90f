import type { ErrorKey } from '@portal/contracts';
import { invalidInput } from './api-exception.js';

// Checks on input as it arrived, before any schema sees it:
// - PostgreSQL text cannot hold NUL, and a string with a lone UTF-16 surrogate has no UTF-8 form;
//   such text would fail at the database as a 500.
// - zod drops a '__proto__' key without a word (JSON.parse makes it an own key), so a schema cannot
//   refuse it as unknown.
// - Objects or arrays nested thousands deep (a few bytes per level, well under the size limit) parse
//   fine but overflow the stack of anything that walks them recursively (this check, zod): the
//   depth is measured first, without recursion.

/** Deeper than any body of the portal needs (body-parser allows forms as deep). */
export const maxInputDepth = 32;

/** A surrogate that is not part of a pair (with the u flag a pair is one code point). */
const loneSurrogate = /\p{Cs}/u;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** Whether `value` nests objects or arrays more than `limit` deep; walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, depth] = next;
    if (typeof inner !== 'object' || inner === null) continue;
    if (depth > limit) return true;
    for (const item of Object.values(inner)) pending.push([item, depth + 1]);
  }
  return false;
}

/**
 * Problems by field path ('a.b.0'; '_' for the value itself): 'validation.characters' for text that
 * cannot be stored, 'validation.invalid' for a '__proto__' key. A key that cannot be stored is
 * reported at its object's path, as it cannot name a field itself.
 */
export function rawInputProblems(
  value: unknown,
  path: readonly (string | number)[] = [],
  found = new Map<string, ErrorKey>(),
): Map<string, ErrorKey> {
  const here = path.length > 0 ? path.join('.') : '_';
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.set(here, 'validation.characters');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => rawInputProblems(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key)) found.set(here, 'validation.characters');
      else if (key === '__proto__') found.set([...path, key].join('.'), 'validation.invalid');
      else rawInputProblems(inner, [...path, key], found);
    }
  }
  return found;
}

/** 400 with every field the raw input checks object to, if any; too deep input before anything else. */
export function refuseRawProblems(value: unknown, path: (string | number)[] = []): void {
  if (nestsDeeperThan(value, maxInputDepth))
    throw invalidInput({ [path.length > 0 ? path.join('.') : '_']: ['validation.depth'] });
  const problems = rawInputProblems(value, path);
  if (problems.size > 0)
    throw invalidInput(Object.fromEntries([...problems].map(([field, key]) => [field, [key]])));
}
