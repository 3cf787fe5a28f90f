import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildDemoWorld } from '../src/demo/demo-world.js';
import { dropServerDatabase, freshServerDatabase } from './harness.js';
import { type BackendProcess, startBackendProcess } from './process.js';

// Several backend instances on one PostgreSQL database: they start together safely (migrations and
// the demo seed under an advisory lock), share sessions, and refuse to run with different secrets.

const secret = 'one-secret-for-every-instance-of-this-test';
let databaseUrl: string;
const started: BackendProcess[] = [];
const folders: string[] = [];

const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-instance-'));
  folders.push(folder);
  return folder;
};

async function count(sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(sql);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  databaseUrl = (await freshServerDatabase())!;
});

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await dropServerDatabase(databaseUrl);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('start together on an empty database: one migrates and seeds, both serve, a session works on both', async () => {
  const env = () => ({
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret,
    SEED_DEMO: 'true',
    DATA_DIR: dataDir(),
  });
  started.push(...(await Promise.all([startBackendProcess(env()), startBackendProcess(env())])));
  const [a, b] = started as [BackendProcess, BackendProcess];
  expect(await count('SELECT count(*)::int AS n FROM users')).toBe(
    buildDemoWorld({ brand: 'dachs' }).users.length,
  );
  expect(await count('SELECT count(*)::int AS n FROM portal_instances')).toBe(2);
  const login = await fetch(`${a.url}/rest/info/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'betreiber', password: 'portal-demo-1' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const init = (await (await fetch(`${b.url}/rest/info/init`, { headers: { cookie } })).json()) as {
    loggedIn: boolean;
  };
  expect(init.loggedIn).toBe(true);
});

it('refuses to start an instance that would sign sessions with a secret of its own', async () => {
  const refused = startBackendProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir() });
  await expect(refused).rejects.toThrow(/backend exited early/);
  await expect(refused).rejects.toThrow(
    /signs sessions with another secret\. Give every instance the same SESSION_SECRET/,
  );
  // The running ones go on.
  for (const instance of started) expect((await fetch(`${instance.url}/rest/health`)).status).toBe(200);
});

it('forgets an instance that stopped: a later one with another secret may start', async () => {
  for (const instance of started.splice(0)) expect(await instance.stop()).toBe(0);
  expect(await count('SELECT count(*)::int AS n FROM portal_instances')).toBe(0);
  started.push(
    await startBackendProcess({
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: `${secret}-rotated`,
      DATA_DIR: dataDir(),
    }),
  );
  expect((await fetch(`${started[0]!.url}/rest/health`)).status).toBe(200);
});
