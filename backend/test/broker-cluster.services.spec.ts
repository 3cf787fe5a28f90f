import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import pg from 'pg';
import { type AckRecorder, ackRecorder } from './ack-recorder.js';
import { dropServerDatabase, freshServerDatabase } from './harness.js';
import { type MosquittoServer, startMosquitto } from './mosquitto-server.js';
import { type BackendProcess, runBackendTool, startBackendProcess } from './process.js';
import { waitFor } from './units-online.js';

// Two portal instances share one external Mosquitto (shared subscriptions); units stream live values
// at QoS 1 through a recorder of the broker's PUBACKs. One instance is killed (SIGKILL) mid-stream
// and started again with the same INSTANCE_ID and DATA_DIR: every sample the broker acknowledged to
// a unit must end up stored, and the surviving instance goes on storing meanwhile.

const secret = 'one-secret-for-both-instances-of-this-test';
let broker: MosquittoServer;
let databaseUrl: string;
let recorder: AckRecorder | undefined;
let fleet: Fleet | undefined;
const instances = new Map<string, BackendProcess>();
const folders: string[] = [];

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Stored sample timestamps (any key) of a unit. */
async function stored(sn: string): Promise<Set<number>> {
  const rows = await query<{ ts: number }>(
    `SELECT DISTINCT (extract(epoch FROM s.ts) * 1000)::float8 AS ts
       FROM ts_samples s JOIN ts_series k ON k.id = s.series WHERE k.sn = $1`,
    [sn],
  );
  return new Set(rows.map((row) => Number(row.ts)));
}

async function lost(): Promise<number[]> {
  const missing: number[] = [];
  for (const [sn, acked] of recorder?.acked ?? []) {
    const have = await stored(sn);
    missing.push(...[...acked].filter((ts) => !have.has(ts)));
  }
  return missing;
}

afterAll(async () => {
  await fleet?.stop();
  await recorder?.close();
  await Promise.all([...instances.values()].map((instance) => instance.stop()));
  await broker?.stop();
  if (databaseUrl) await dropServerDatabase(databaseUrl);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('loses no acknowledged sample when an instance is killed and restarted; the other one goes on storing', async () => {
  // Room for what waits for the killed instance (Mosquitto's default is 1000 messages per client).
  broker = await startMosquitto({ config: ['max_queued_messages 100000'] });
  databaseUrl = (await freshServerDatabase())!;
  const envOf = (id: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), `portal-broker-${id}-`));
    folders.push(dataDir);
    return {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: secret,
      MQTT_URL: broker.url,
      INSTANCE_ID: `cluster-${id}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
  };
  const env = { a: envOf('a'), b: envOf('b') };
  const seeding = await startBackendProcess({ ...env.a, SEED_DEMO: 'true' });
  await seeding.stop();
  const serials = (
    await query<{ sn: string }>(
      `SELECT seriennummer AS sn FROM units WHERE msr_typ = 3 AND has_vertrag ORDER BY seriennummer LIMIT 3`,
    )
  ).map((row) => row.sn);
  expect(serials).toHaveLength(3);
  const credentials = credentialsFileSchema.parse(
    JSON.parse(await runBackendTool('devices/provision.js', serials, env.a)),
  );
  const [a, b] = await Promise.all([startBackendProcess(env.a), startBackendProcess(env.b)]);
  instances.set('a', a).set('b', b);

  recorder = await ackRecorder('127.0.0.1', broker.port);
  const acked = recorder;
  fleet = createFleet({
    brokerUrl: acked.url,
    units: credentials,
    seed: 4,
    intervalSeconds: 1,
    // 20 samples a second per unit: 60 values messages a second in all.
    speedup: 20,
    valuesQos: 1,
    reconnectMs: 500,
  });
  await fleet.start();
  const units = fleet;
  await waitFor(() => units.units.every((unit) => unit.connected), 10_000);
  await waitFor(() => acked.ackedCount() >= 150, 20_000);

  await a.kill();
  const killedAt = Date.now();
  const ackedAtKill = acked.ackedCount();
  const simulatedAtKill = units.clock.now();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const simulatedAtRestart = units.clock.now();
  // The survivor stores its share of what the units sent meanwhile.
  const storedMeanwhile = [...(await stored(serials[0]!))].filter(
    (ts) => ts > simulatedAtKill && ts <= simulatedAtRestart,
  ).length;
  expect(storedMeanwhile).toBeGreaterThan(0);
  instances.set('a', await startBackendProcess(env.a));
  const downMs = Date.now() - killedAt;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await units.stop();
  expect(acked.ackedCount()).toBeGreaterThan(ackedAtKill + 100);

  let missing = await lost();
  for (let tries = 0; tries < 60 && missing.length > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    missing = await lost();
  }
  console.log(
    `broker cluster kill test: ${acked.ackedCount()} samples acknowledged to the units ` +
      `(${ackedAtKill} before the kill), instance a down ${downMs} ms, ` +
      `${storedMeanwhile} samples of ${serials[0]} stored by b meanwhile, lost: ${missing.length}`,
  );
  expect(missing).toEqual([]);
}, 180_000);
