import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type DatabaseHandle, openDatabase } from '../src/database/database.js';
import * as schema from '../src/database/schema.js';
import { dropServerDatabase, freshServerDatabase } from './harness.js';

// Runs on embedded PGlite in the api project and on the PostgreSQL server in the services suite.
describe('migrations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  let databaseUrl: string | undefined;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    databaseUrl = await freshServerDatabase();
  });
  afterAll(async () => {
    await handle?.close();
    if (databaseUrl) await dropServerDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The row shape of a raw query depends on the driver; both drivers answer { rows }.
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await handle!.db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  it('create every table of the schema and pg_trgm on an empty database', async () => {
    handle = await openDatabase({ databaseUrl, dataDir });
    expect(handle.kind).toBe(databaseUrl ? 'postgres' : 'pglite');
    const tables = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )
    ).map((row) => row.table_name);
    const expected = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(expected.length).toBeGreaterThan(10);
    expect(tables).toEqual(expect.arrayContaining(expected));
    const [similar] = await rows<{ score: number }>(
      sql`select similarity('Lindenstraße', 'Lindenstrasse') as score`,
    );
    expect(Number(similar?.score)).toBeGreaterThan(0.3);
  });

  it('apply nothing twice when the database is opened again', async () => {
    const applied = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n;
    const before = await applied();
    expect(before).toBeGreaterThanOrEqual(2);
    await handle!.close();
    handle = await openDatabase({ databaseUrl, dataDir });
    expect(await applied()).toBe(before);
  });
});
