// One value PostgreSQL rejects would fail its whole batch on every retry, so names and values are
// made storable before they are buffered or sent.

/** Longer names would not fit a btree index entry; NUL cannot be stored in PostgreSQL text. */
const MAX_NAME_LENGTH = 200;

export const isStorableName = (name: string) =>
  name.length > 0 && name.length <= MAX_NAME_LENGTH && !name.includes('\u0000');

export function toJson(value: unknown): string {
  try {
    const json = JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'string' ? inner.replaceAll('\u0000', '') : inner,
    );
    // NaN and Infinity already became null; a NUL left in an object key makes the value null too.
    return json.includes('\\u0000') ? 'null' : json;
  } catch {
    return 'null';
  }
}

// drizzle wraps driver errors in a message holding the whole query and its parameters (megabytes
// for a batch): log the driver's own message.
export function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}
