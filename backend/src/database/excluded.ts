import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The SET of a multi-row upsert that takes the named columns from each proposed row (`excluded`):
 * a row of many in one statement cannot be given its own values any other way.
 */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded.${JSON.stringify(columns[key]?.name ?? key)}`)]),
  );
}
