/**
 * `record[key]` for keys a caller chose: only the record's own entries, never Object.prototype's
 * ('toString', 'constructor', '__proto__').
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
