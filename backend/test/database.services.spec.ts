import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/database/database.js';
import { rowsOf } from '../src/timeseries/timeseries.sql.js';
import { dropServerDatabase, freshServerDatabase } from './harness.js';

// Only the services suite (TEST_DATABASE_URL, a PostgreSQL server) runs this file. There a
// transaction of ours left idle, as by an instance stalled between two of its statements, ends
// after DATABASE_IDLE_TRANSACTION_MS: it no longer holds rows the others must write. Its own next
// statement fails (the time series write it again), and the process lives on.

describe('a PostgreSQL server', () => {
  let databaseUrl: string;
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    databaseUrl = (await freshServerDatabase())!;
    dataDir = mkdtempSync(join(tmpdir(), 'portal-database-'));
    handle = await openDatabase({ databaseUrl, dataDir, databaseIdleTransactionMs: 1000 });
    await handle.db.execute(sql`CREATE TABLE held (id int PRIMARY KEY, value int NOT NULL)`);
    await handle.db.execute(sql`INSERT INTO held VALUES (1, 0)`);
  });

  afterAll(async () => {
    await handle.close();
    await dropServerDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends a transaction left idle: another writer of its row goes on, the stalled one fails, the pool serves on', async () => {
    const order: string[] = [];
    const stalled = handle.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE held SET value = 1 WHERE id = 1`);
      // Idle in its transaction, holding the row, well past the 1 s the server allows.
      await sleep(3000);
      order.push('stalled one resumes');
      await tx.execute(sql`UPDATE held SET value = 3 WHERE id = 1`);
    });
    const settled = stalled.then(
      () => 'committed',
      () => 'failed',
    );
    await sleep(200);
    await handle.db.execute(sql`UPDATE held SET value = 2 WHERE id = 1`);
    order.push('other writer done');

    expect(await settled).toBe('failed');
    expect(order).toEqual(['other writer done', 'stalled one resumes']);
    const [row] = rowsOf<{ value: number }>(
      await handle.db.execute(sql`SELECT value FROM held WHERE id = 1`),
    );
    expect(row?.value).toBe(2);
    // The ended connection left the pool: more queries than its ten connections all get answers.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => handle.db.execute(sql`SELECT 1 AS one`)),
    );
    expect(answers.map((answer) => rowsOf<{ one: number }>(answer)[0]?.one)).toEqual(Array(12).fill(1));
  });
});
