import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveMessage } from '@portal/contracts';
import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Client, type Portal, dropServerDatabase, freshServerDatabase } from './harness.js';
import { type BackendProcess, freePort, runBackendTool, startBackendProcess } from './process.js';
import { type RedisServer, startRedisServer } from './redis-server.js';
import { canipValues, liveSocket, waitFor } from './units-online.js';

// Two backend instances on one database and one Redis (REDIS_URL): a browser's socket on instance A
// hears what happens on instance B, each instance subscribes only the rooms its own sockets are in,
// and the bus outlives Redis going away.

const secret = 'one-secret-for-both-instances-of-the-redis-test';
let redis: RedisServer;
let databaseUrl: string;
let a: BackendProcess;
let b: BackendProcess;
let bBroker: string;
let fleet: Fleet | undefined;
const folders: string[] = [];
const sockets: { close(): void }[] = [];

const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  folders.push(folder);
  return folder;
};

/** One Redis command on a connection of its own (the server restarts during the tests). */
async function redisCommand(...args: string[]): Promise<unknown> {
  const connection = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await connection.connect();
    return await connection.call(args[0]!, ...args.slice(1));
  } finally {
    connection.disconnect();
  }
}

async function subscribers(channel: string): Promise<number> {
  const [, count] = (await redisCommand('PUBSUB', 'NUMSUB', channel)) as [string, number];
  return Number(count);
}

/** Channel subscriptions of each instance's subscriber connection, by its connection name. */
async function subscriptionsByInstance(): Promise<Record<string, number>> {
  const list = (await redisCommand('CLIENT', 'LIST')) as string;
  const counts: Record<string, number> = {};
  for (const line of list.split('\n')) {
    const name = /\bname=portal-live-(\w+)-sub\b/.exec(line)?.[1];
    const sub = /\bsub=(\d+)/.exec(line)?.[1];
    if (name && sub) counts[name] = Number(sub);
  }
  // In instance order: compared as JSON while waiting.
  return Object.fromEntries(Object.entries(counts).sort(([x], [y]) => x.localeCompare(y)));
}

/** Waits until each instance's subscriber holds the given number of channels. */
async function expectSubscriptions(expected: Record<string, number>, timeoutMs = 3000): Promise<void> {
  await waitFor(
    async () => JSON.stringify(await subscriptionsByInstance()) === JSON.stringify(expected),
    timeoutMs,
  ).catch(() => undefined);
  expect(await subscriptionsByInstance()).toEqual(expected);
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A browser session logged in on one instance; `on(instance)` sends its cookie to any instance. */
async function browser(instance: BackendProcess, login: string) {
  const client = new Client(instance.url);
  expect((await client.login(login)).status).toBe(200);
  return {
    client,
    on: (other: BackendProcess) => ({
      get: (path: string) => new Client(other.url).get(path, { cookie: client.cookieHeader }),
      post: (path: string, body: unknown) =>
        new Client(other.url).post(path, body, { cookie: client.cookieHeader }),
    }),
    async socket(on: BackendProcess) {
      const socket = await liveSocket({ url: on.url } as Portal, client);
      sockets.push(socket);
      return socket;
    },
  };
}

const userStores = (messages: LiveMessage[]) =>
  messages.flatMap((m) => (m.action === 'UserStore' ? [m.data.language] : []));

beforeAll(async () => {
  redis = await startRedisServer();
  databaseUrl = (await freshServerDatabase())!;
  const mqttPort = await freePort();
  bBroker = `mqtt://127.0.0.1:${mqttPort}`;
  const env = { DATABASE_URL: databaseUrl, SESSION_SECRET: secret, SEED_DEMO: 'true', REDIS_URL: redis.url };
  [a, b] = await Promise.all([
    startBackendProcess({ ...env, DATA_DIR: dataDir(), INSTANCE_ID: 'a' }),
    startBackendProcess({ ...env, DATA_DIR: dataDir(), INSTANCE_ID: 'b', MQTT_PORT: String(mqttPort) }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await fleet?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  if (databaseUrl) await dropServerDatabase(databaseUrl);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('delivers a local event to the own sockets once, through Redis', async () => {
  const operator = await browser(a, 'betreiber');
  const live = await operator.socket(a);
  const [{ id } = { id: 0 }] = await query<{ id: number }>("SELECT id FROM users WHERE login = 'betreiber'");
  expect(await subscribers(`portal:live:user:${id}`)).toBe(1);
  await expectSubscriptions({ a: 2, b: 0 });
  expect((await operator.on(a).post('/rest/info/language', { language: 'en-gb' })).status).toBe(200);
  await waitFor(() => userStores(live.messages).length > 0, 3000);
  // Once: a second change goes the same way (one Redis channel, in order), so a repeat of the first
  // would come before it.
  expect((await operator.on(a).post('/rest/info/language', { language: 'en-gb' })).status).toBe(200);
  await waitFor(() => userStores(live.messages).length > 1, 3000);
  expect(userStores(live.messages)).toEqual(['en-gb', 'en-gb']);
  live.close();
  await waitFor(async () => (await subscribers(`portal:live:user:${id}`)) === 0, 3000);
  await expectSubscriptions({ a: 0, b: 0 });
});

describe('a socket on instance A, the unit and the changes on instance B', () => {
  let operator: Awaited<ReturnType<typeof browser>>;
  let live: { messages: LiveMessage[]; close(): void };
  let other: LiveMessage[];
  let sn: string;
  let userId: number;

  beforeAll(async () => {
    const [unit] = await query<{ sn: string; id: number }>(
      `SELECT u.seriennummer AS sn, us.id FROM units u
         JOIN unit_operators o ON o.sn = u.seriennummer JOIN users us ON us.id = o.user_id
        WHERE us.login = 'betreiber' AND u.msr_typ = 3 AND u.has_vertrag AND u.product_group = 'dachsII'
          AND (u.zustimmung_map->>'DACHSWEB')::boolean
        ORDER BY u.seriennummer LIMIT 1`,
    );
    ({ sn, id: userId } = unit!);
    const provisioned = await runBackendTool('provision/provision.js', [sn], {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: secret,
      DATA_DIR: dataDir(),
    });
    fleet = createFleet({
      brokerUrl: bBroker,
      units: credentialsFileSchema.parse(JSON.parse(provisioned)),
      seed: 4,
      intervalSeconds: 1,
      speedup: 1,
    });
    await fleet.start();
    operator = await browser(a, 'betreiber');
    live = await operator.socket(a);
    // Another user's socket on B: B subscribes that user's rooms, never the unit's.
    other = (await (await browser(b, 'partner')).socket(b)).messages;
  });

  it("hears B's user change, the unit B connects for the session and the values B ingests", async () => {
    expect((await operator.on(b).post('/rest/info/language', { language: 'de-de' })).status).toBe(200);
    await waitFor(() => userStores(live.messages).includes('de-de'), 3000);

    // B runs the unit (its broker): connecting it there puts A's socket in the unit's room.
    await waitFor(async () => (await operator.on(b).get(`/rest/canip/${sn}`)).status === 200, 10_000);
    const channel = `portal:live:unit:${sn}`;
    await waitFor(async () => (await subscribers(channel)) === 1, 3000);
    // Session, user and unit on A; B only the partner's session and user.
    await expectSubscriptions({ a: 3, b: 2 });
    await waitFor(() => canipValues(live.messages).some((value) => value.sn === sn), 5000);
    expect(canipValues(other)).toEqual([]);

    const consent = await operator.on(b).post(`/rest/canip/${sn}/zustimmung`, { FERNZUGRIFF_PARTNER: false });
    expect(consent.status).toBe(200);
    const consents = () =>
      live.messages.flatMap((m) =>
        m.action === 'HkaStore' && m.sn === sn
          ? [(m.data as { unit?: { zustimmungMap?: Record<string, boolean> } }).unit?.zustimmungMap]
          : [],
      );
    await waitFor(() => consents().some((map) => map?.FERNZUGRIFF_PARTNER === false), 3000);
  });

  it('keeps serving HTTP while Redis is away, and delivers again once it is back', async () => {
    await redis.stop();
    // A's subscriber notices (its reconnect is refused) before Redis comes back: were Redis back
    // before its first retry, it would reconnect without a failure and log no recovery.
    await waitFor(() => /\[LiveBus\].*Redis subscriber:/.test(a.output()), 15_000);
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/rest/health`)).status).toBe(200);
    expect((await operator.on(b).post('/rest/info/language', { language: 'en-gb' })).status).toBe(200);
    const heardBefore = live.messages.length;

    redis = await startRedisServer(redis.port);
    // Values the unit takes from now on: none of them can have been under way before.
    const backAt = fleet!.clock.now();
    // A fresh server knows no subscriptions: the instances subscribe their rooms again.
    await expectSubscriptions({ a: 3, b: 2 }, 15_000);
    expect(await subscribers(`portal:live:unit:${sn}`)).toBe(1);
    expect(await subscribers(`portal:live:user:${userId}`)).toBe(1);
    expect((await operator.on(b).post('/rest/info/language', { language: 'de-de' })).status).toBe(200);
    await waitFor(() => userStores(live.messages.slice(heardBefore)).includes('de-de'), 5000);
    await waitFor(
      () =>
        canipValues(live.messages.slice(heardBefore)).some((value) => value.sn === sn && value.ts > backAt),
      5000,
    );
    // The child's output arrives through a pipe: the line may come a moment after the subscriptions.
    await waitFor(() => /Redis subscriber connected again/.test(a.output()), 5000);
  }, 60_000);

  it("unsubscribes the unit's channel once the session disconnects the unit", async () => {
    expect((await operator.on(b).get(`/rest/canip/${sn}/disconnect`)).status).toBe(200);
    await waitFor(async () => (await subscribers(`portal:live:unit:${sn}`)) === 0, 3000);
    await expectSubscriptions({ a: 2, b: 2 });
  });
});

it("closes an instance's Redis connections when it stops", async () => {
  const names = async () =>
    [...((await redisCommand('CLIENT', 'LIST')) as string).matchAll(/\bname=(portal-live-\w+-\w+)/g)]
      .map((match) => match[1])
      .sort();
  // After the restart above, a publisher that had nothing to send may still be between retries.
  await waitFor(async () => (await names()).length === 4, 15_000);
  expect(await names()).toEqual([
    'portal-live-a-pub',
    'portal-live-a-sub',
    'portal-live-b-pub',
    'portal-live-b-sub',
  ]);
  expect(await b.stop()).toBe(0);
  await waitFor(async () => (await names()).length === 2, 3000);
  expect(await names()).toEqual(['portal-live-a-pub', 'portal-live-a-sub']);
});
