import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropServerDatabase, freshServerDatabase } from './harness.js';
import { type BackendProcess, startBackendProcess } from './process.js';
import { type RedisServer, startRedisServer } from './redis-server.js';

// Two backend instances share one budget per caller: in the PostgreSQL server's rate_limits table
// when they run without Redis, in Redis when they run with it. Calls alternate between them.

const secret = 'one-secret-for-both-instances-of-the-limit-test';
const folders: string[] = [];
const started: BackendProcess[] = [];
const databases: string[] = [];
let redis: RedisServer | undefined;

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await redis?.stop();
  for (const database of databases) await dropServerDatabase(database);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function twoInstances(extra: Record<string, string>): Promise<[BackendProcess, BackendProcess]> {
  const databaseUrl = (await freshServerDatabase())!;
  databases.push(databaseUrl);
  const env = (id: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-limits-'));
    folders.push(dataDir);
    return {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: secret,
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      INSTANCE_ID: id,
      RATE_LIMIT_POINTS: '4',
      RATE_LIMIT_ANONYMOUS_POINTS: '4',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      ...extra,
    };
  };
  // One after the other: the second finds the migrations and the seed done.
  const a = await startBackendProcess(env('a'));
  const b = await startBackendProcess(env('b'));
  started.push(a, b);
  return [a, b];
}

async function sharedBudget([a, b]: [BackendProcess, BackendProcess]): Promise<void> {
  const login = await fetch(`${a.url}/rest/info/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'betreiber', password: 'portal-demo-1' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const call = (instance: BackendProcess) => fetch(`${instance.url}/rest/info/init`, { headers: { cookie } });
  const remaining: (string | null)[] = [];
  for (const instance of [a, b, a, b]) {
    const answer = await call(instance);
    expect(answer.status).toBe(200);
    remaining.push(answer.headers.get('ratelimit-remaining'));
  }
  expect(remaining).toEqual(['3', '2', '1', '0']);
  for (const instance of [a, b]) {
    const refused = await call(instance);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(((await refused.json()) as { key: string }).key).toBe('exception.ratelimited');
  }
}

it('share one budget on the PostgreSQL server', async () => {
  await sharedBudget(await twoInstances({}));
  const client = new pg.Client({ connectionString: databases.at(-1) });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'calls:session:%'",
  );
  await client.end();
  expect(rows[0]!.n).toBe(1);
}, 120_000);

it('share one budget in Redis, and let calls through uncounted while Redis is away', async () => {
  redis = await startRedisServer();
  const instances = await twoInstances({ REDIS_URL: redis.url });
  await sharedBudget(instances);
  const [a] = instances;
  await redis.stop();
  redis = undefined;
  for (let call = 0; call < 6; call++) {
    const answer = await fetch(`${a.url}/rest/info/init`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-remaining')).toBeNull();
  }
}, 120_000);
