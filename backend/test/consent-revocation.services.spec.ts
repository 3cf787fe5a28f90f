import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveMessage } from '@portal/contracts';
import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import pg from 'pg';
import { Client, type Portal, dropServerDatabase, freshServerDatabase } from './harness.js';
import { type BackendProcess, freePort, runBackendTool, startBackendProcess } from './process.js';
import { type RedisServer, startRedisServer } from './redis-server.js';
import { canipValues, liveSocket, waitFor } from './units-online.js';

// Issue 43 across instances (ADR 0020): the partner's socket is on instance A, the unit and the
// operator's revocation on instance B; within a second A takes the socket out of the unit's room.

const secret = 'one-secret-for-both-instances-of-the-revocation-test';
let redis: RedisServer;
let databaseUrl: string;
let a: BackendProcess;
let b: BackendProcess;
let fleet: Fleet | undefined;
const folders: string[] = [];
const sockets: { close(): void }[] = [];

const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-revocation-'));
  folders.push(folder);
  return folder;
};

async function unitOfBetreiber(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sn: string }>(
      `SELECT u.seriennummer AS sn FROM units u
         JOIN unit_operators o ON o.sn = u.seriennummer JOIN users us ON us.id = o.user_id
        WHERE us.login = 'betreiber' AND u.msr_typ = 3 AND u.has_vertrag AND u.product_group = 'dachsII'
          AND u.zustimmung_map @> '{"DACHSWEB": true, "FERNZUGRIFF_PARTNER": true}'::jsonb
        ORDER BY u.seriennummer LIMIT 1`,
    );
    return rows[0]!.sn;
  } finally {
    await client.end();
  }
}

/** A browser session logged in on `instance`, with a socket on `socketOn`. */
async function browser(instance: BackendProcess, login: string, socketOn: BackendProcess) {
  const client = new Client(instance.url);
  expect((await client.login(login)).status).toBe(200);
  const socket = await liveSocket({ url: socketOn.url } as Portal, client);
  sockets.push(socket);
  return { client, socket };
}

beforeAll(async () => {
  redis = await startRedisServer();
  databaseUrl = (await freshServerDatabase())!;
  const mqttPort = await freePort();
  const env = { DATABASE_URL: databaseUrl, SESSION_SECRET: secret, SEED_DEMO: 'true', REDIS_URL: redis.url };
  [a, b] = await Promise.all([
    startBackendProcess({ ...env, DATA_DIR: dataDir(), INSTANCE_ID: 'a' }),
    startBackendProcess({ ...env, DATA_DIR: dataDir(), INSTANCE_ID: 'b', MQTT_PORT: String(mqttPort) }),
  ]);
  const sn = await unitOfBetreiber();
  const provisioned = await runBackendTool('provision/provision.js', [sn], {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret,
    DATA_DIR: dataDir(),
  });
  fleet = createFleet({
    brokerUrl: `mqtt://127.0.0.1:${mqttPort}`,
    units: credentialsFileSchema.parse(JSON.parse(provisioned)),
    seed: 4,
    intervalSeconds: 1,
    speedup: 1,
  });
  await fleet.start();
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await fleet?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  if (databaseUrl) await dropServerDatabase(databaseUrl);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it("takes the partner's socket on A out of the unit's room when the operator revokes on B", async () => {
  const sn = await unitOfBetreiber();
  const partner = await browser(b, 'partner', a);
  const operator = await browser(b, 'betreiber', a);
  // B runs the unit (its broker): connecting it there puts A's sockets in the unit's room.
  await waitFor(async () => (await partner.client.get(`/rest/canip/${sn}`)).status === 200, 10_000);
  expect((await operator.client.get(`/rest/canip/${sn}`)).status).toBe(200);
  const samples = (messages: LiveMessage[]) =>
    new Set(
      canipValues(messages)
        .filter((value) => value.sn === sn)
        .map((value) => value.ts),
    ).size;
  await waitFor(() => samples(partner.socket.messages) > 0, 5000);

  const revokedAt = Date.now();
  expect(
    (await operator.client.post(`/rest/canip/${sn}/zustimmung`, { FERNZUGRIFF_PARTNER: false })).status,
  ).toBe(200);
  await waitFor(
    () =>
      partner.socket.messages.some(
        (message) => message.action === 'Info' && message.data.key === 'live.accessRevoked',
      ),
    1000,
  );
  expect(Date.now() - revokedAt).toBeLessThan(1000);
  const partnerHeard = samples(partner.socket.messages);
  const operatorHeard = samples(operator.socket.messages);
  await waitFor(() => samples(operator.socket.messages) >= operatorHeard + 2, 5000);
  expect(samples(partner.socket.messages)).toBe(partnerHeard);
  expect((await partner.client.get(`/rest/canip/${sn}`)).status).toBe(403);
});
