import { type SQL, sql } from 'drizzle-orm';

// Lists bound as one array parameter (`= any(...)`): the planner sees a constant of known size and
// hashes it, where an IN list of single parameters or an array sub-select would be scanned per row.

export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

export function uuidArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::uuid[]`;
}
