import { keyIndex } from '@portal/web-kit';

// What a save sends (spec 5): only non-null values, and of arrays only the items that changed,
// each as name[index].

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function valuesToWrite(
  buffer: ReadonlyMap<string, unknown>,
  live: (key: string) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of buffer) {
    if (value === null || value === undefined) continue;
    if (keyIndex(key) !== undefined && same(value, live(key))) continue;
    out[key] = value;
  }
  return out;
}

/** Whether `key` is one of `keys`, or an array whose items ('key[i]') are among them. */
export function coversKey(keys: Iterable<string>, key: string): boolean {
  for (const candidate of keys) if (candidate === key || candidate.startsWith(`${key}[`)) return true;
  return false;
}
