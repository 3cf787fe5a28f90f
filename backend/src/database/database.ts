import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Logger } from '@nestjs/common';
import { PgliteClient } from './pglite-client.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `task` while no other backend instance runs a task of the same name (a PostgreSQL advisory
   * lock; embedded PGlite has one process only).
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const DATABASE = Symbol('DATABASE');
/** The open database with its kind (embedded or server) and how to close it. */
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

const logger = new Logger('Database');

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and applies the committed migrations: a PostgreSQL server when a URL is
 * given, else embedded PGlite (with pg_trgm) in `<dataDir>/pg`, in a thread of its own.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The server ends a transaction of ours left idle this long (DATABASE_IDLE_TRANSACTION_MS); unset: never. */
  databaseIdleTransactionMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Row locks die with the transaction: an instance that stalls between two statements of one
      // (a paused VM, a stopped process) would otherwise block every other writer of those rows.
      idle_in_transaction_session_timeout: options.databaseIdleTransactionMs,
    });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => logger.warn(`idle database connection lost: ${error.message}`));
    // Nor one the server ends while it is lent out (the pool listens only to idle ones): it would
    // throw an unheard 'error' event. Its query fails, and the pool drops it when it comes back.
    pool.on('connect', (client) =>
      client.on('error', (error) => logger.warn(`database connection lost in use: ${error.message}`)),
    );
    const db = drizzlePg({ client: pool, schema });
    const exclusive = <T>(name: string, task: () => Promise<T>) => withAdvisoryLock(pool, name, task);
    // Instances starting together: one applies the migrations, the others wait and find them applied.
    await exclusive('migrate', () => migratePg(db, { migrationsFolder }));
    return { db, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  const client = PgliteClient.open(join(options.dataDir, 'pg'));
  // drizzle's PGlite driver calls only query and transaction, which the client answers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', exclusive: (_name, task) => task(), close: () => client.close() };
}

/** Holds a session-level advisory lock on one connection of the pool while `task` runs. */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, task: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [`portal.${name}`]);
    try {
      return await task();
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [`portal.${name}`]);
    }
  } finally {
    connection.release();
  }
}
