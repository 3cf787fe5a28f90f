// Embedded PGlite behind its client: from TypeScript source (this jest run) the host answers in this
// thread over a MessageChannel; the built back end (dist/, made by `pnpm build`, which `pnpm test`
// runs first) runs it in a worker thread, so a statement no longer stops the portal's event loop.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import * as source from './pglite-client.js';

const built = fileURLToPath(new URL('../../dist/database/pglite-client.js', import.meta.url));

async function builtModule(): Promise<typeof source> {
  expect(existsSync(built) ? 'built' : 'run `pnpm build` first: dist/ is missing').toBe('built');
  return (await import(built)) as typeof source;
}

let dataDir: string;
beforeAll(() => (dataDir = mkdtempSync(join(tmpdir(), 'pglite-client-'))));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each([
  ['from source, in this thread', () => Promise.resolve(source)],
  ['built, in a worker thread', builtModule],
])('the embedded database %s', (where, load) => {
  let client: source.PgliteClient;
  beforeAll(async () => {
    client = (await load()).PgliteClient.open(join(dataDir, where));
    await client.query('SELECT 1');
  });
  afterAll(() => client.close());
  beforeEach(async () => {
    await client.query('DROP TABLE IF EXISTS item');
    await client.query('CREATE TABLE item (id int PRIMARY KEY, at timestamptz)');
  });

  const ids = async () =>
    (await client.query<{ id: number }>('SELECT id FROM item ORDER BY id')).rows.map((row) => row.id);

  it('answers queries with parameters, in object or array rows, timestamps left as text when asked', async () => {
    await client.query('INSERT INTO item VALUES ($1, $2), ($3, $4)', [1, '2026-11-28T10:00:00Z', 2, null]);
    const asText = { 1184: (text: string) => text };
    const objects = await client.query('SELECT id, at FROM item ORDER BY id', [], { parsers: asText });
    expect(objects.rows).toEqual([
      { id: 1, at: '2026-11-28 10:00:00+00' },
      { id: 2, at: null },
    ]);
    const arrays = await client.query('SELECT id, at FROM item ORDER BY id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, new Date('2026-11-28T10:00:00Z')],
      [2, null],
    ]);
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'at']);
  });

  it('refuses a parser it cannot name across the thread', async () => {
    await expect(client.query('SELECT 1', [], { parsers: { 1184: () => 'changed' } })).rejects.toThrow(
      'parser for type 1184 is not supported',
    );
  });

  it('commits a transaction that resolves and rolls back one that throws, keeping its error', async () => {
    const answer = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id) VALUES (1)');
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM item')).rows[0]?.n;
    });
    expect(answer).toBe(1);
    const failure = new Error('half done');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO item (id) VALUES (2)');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await ids()).toEqual([1]);
  });

  it('rebuilds the database error with its fields, and a failed statement rolls its transaction back', async () => {
    await client.query('INSERT INTO item (id) VALUES (1)');
    const error = await client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO item (id) VALUES (3)');
        await tx.query('INSERT INTO item (id) VALUES (1)');
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
      constraint: 'item_pkey',
    });
    expect(await ids()).toEqual([1]);
    // The database answers on after the failure.
    await client.query('INSERT INTO item (id) VALUES (4)');
    expect(await ids()).toEqual([1, 4]);
  });

  it('runs other callers after a transaction, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id) VALUES (1)');
      await held;
      await tx.query('INSERT INTO item (id) VALUES (2)');
    });
    const outside = ids();
    release();
    await transaction;
    expect(await outside).toEqual([1, 2]);
  });
});

it('the built client runs the database in another thread: the event loop goes on during a statement', async () => {
  const built = await builtModule();
  const client = built.PgliteClient.open(join(dataDir, 'thread'));
  try {
    await client.query('SELECT 1');
    expect(client.threadId).not.toBe(threadId);
    // A 10 ms ticker counts the loop's turns during a 1 s statement: in this thread, PGlite would hold
    // the loop for the whole second and the ticker would fire once at most, after it.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    try {
      await client.query('SELECT pg_sleep(1)');
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(5);
  } finally {
    await client.close();
  }
});
