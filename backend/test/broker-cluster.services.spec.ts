import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import pg from 'pg';
import { type AckRecorder, ackRecorder } from './ack-recorder.js';
import { dropServerDatabase, seededData } from './harness.js';
import { type MosquittoServer, startMosquitto } from './mosquitto-server.js';
import { type BackendProcess, runBackendTool, startBackendProcess } from './process.js';
import { waitFor } from './units-online.js';

// Two portal instances share one external Mosquitto (shared subscriptions); units stream live values
// at QoS 1 through a recorder of the broker's PUBACKs. One instance is killed (SIGKILL) mid-stream:
// the survivor adopts its sessions (session takeover), so everything acknowledged to the units is
// stored without the killed instance's restart. It is started again with the same INSTANCE_ID and
// DATA_DIR and takes its session back; in the end every acknowledged sample is stored.

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

/** Acknowledged samples (of these, by default all acknowledged so far) that are not stored. */
async function lost(of: Map<string, Set<number>> = recorder?.acked ?? new Map()): Promise<number[]> {
  const missing: number[] = [];
  for (const [sn, acked] of of) {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const snapshot = (acked: Map<string, Set<number>>) =>
  new Map([...acked].map(([sn, set]) => [sn, new Set(set)]));

/** Polls until nothing of `of` is missing or the deadline passes; answers what is still missing. */
async function lostAfterWaiting(deadline: number, of?: Map<string, Set<number>>): Promise<number[]> {
  let missing = await lost(of);
  while (missing.length > 0 && Date.now() < deadline) {
    await sleep(250);
    missing = await lost(of);
  }
  return missing;
}

it("a survivor adopts a killed instance's session: nothing waits for its restart; back, it takes its session again; no acknowledged sample lost", async () => {
  // Room for what waits for a stopped instance (Mosquitto's default is 1000 messages per client).
  broker = await startMosquitto({ config: ['max_queued_messages 100000'] });
  // The demo world without a seeding start of its own (a copy of the run's template).
  const seeded = await seededData();
  folders.push(seeded.dataDir);
  databaseUrl = seeded.databaseUrl!;
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
      // A stopped instance's open transaction (a sample batch holds the rollup rows of its units'
      // buckets, which the other's batches write too) ends after this; the default is 15 s.
      DATABASE_IDLE_TRANSACTION_MS: '2000',
    };
  };
  const env = { a: envOf('a'), b: envOf('b') };
  const serials = (
    await query<{ sn: string }>(
      `SELECT seriennummer AS sn FROM units WHERE msr_typ = 3 AND has_vertrag ORDER BY seriennummer LIMIT 3`,
    )
  ).map((row) => row.sn);
  expect(serials).toHaveLength(3);
  const credentials = credentialsFileSchema.parse(
    JSON.parse(await runBackendTool('provision/provision.js', serials, env.a)),
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

  // Kill b: its in-flight and queued samples, and its share from now on, are a's to store.
  await b.kill();
  const killedAt = Date.now();
  const ackedAtKill = snapshot(acked.acked);
  const countAtKill = acked.ackedCount();
  // Everything acknowledged until the kill (b's unacknowledged in-flight samples among them) is
  // stored by a, b staying down.
  const lostOfKill = await lostAfterWaiting(killedAt + 10_000, ackedAtKill);
  const takeoverMs = Date.now() - killedAt;
  expect(lostOfKill).toEqual([]);
  // And so is what the units send from now on, a's adoption running (half of it would wait for b):
  // the next 100 samples acknowledged (bounded: the units go on streaming to the broker).
  const countAtTakeover = acked.ackedCount();
  await waitFor(() => acked.ackedCount() > countAtTakeover + 100, 10_000);
  const ackedWhileDown = snapshot(acked.acked);
  const countWhileDown = acked.ackedCount();
  const lostWhileDown = await lostAfterWaiting(Date.now() + 5000, ackedWhileDown);
  const downStoredMs = Date.now() - killedAt;
  expect(lostWhileDown).toEqual([]);
  expect(a.output()).toContain('Instance cluster-b is offline: adopting its MQTT sessions');

  // b is back: a lets go of its sessions, and b stores its share again.
  const restarted = await startBackendProcess(env.b);
  instances.set('b', restarted);
  const downMs = Date.now() - killedAt;
  await waitFor(
    () => a.output().includes('No longer adopting the MQTT sessions of instance cluster-b'),
    10_000,
  );
  const letGoAt = Date.now();
  // Freeze a: whatever gets stored meanwhile, b stored (a's share waits in its connection). Frozen
  // until b stored more than 30 samples (about half of the 60 a second are b's), or that is late.
  // Stopped inside a transaction, a holds rows b's batches write until the server ends it.
  a.signal('SIGSTOP');
  const frozenAt = units.clock.now();
  let storedByB = 0;
  const countStoredByB = async () => {
    let count = 0;
    for (const sn of serials) count += [...(await stored(sn))].filter((ts) => ts > frozenAt).length;
    return (storedByB = count);
  };
  try {
    await waitFor(async () => (await countStoredByB()) > 30, 10_000).catch(() => undefined);
  } finally {
    a.signal('SIGCONT');
  }
  const thawedAt = Date.now();
  // CI twice saw b store nothing in those 10 s (a stopped inside a transaction that never ended).
  if (storedByB <= 30)
    console.log(`b, restarted, stored ${storedByB}; its log:\n${restarted.output().slice(-4000)}`);
  expect(storedByB).toBeGreaterThan(30);
  // b does not adopt a (frozen, it is still connected), and a does not take b's session again: a
  // looks again at whom to adopt 3 s after letting go (adoptionRetryMs in the gateway) and, thawed,
  // at what it heard while frozen; the shortest wait that shows it is a second past both.
  expect(restarted.output()).not.toContain('adopting its MQTT sessions');
  await sleep(Math.max(letGoAt + 3000, thawedAt) + 1000 - Date.now());
  expect(a.output().split('adopting its MQTT sessions until it is back').length - 1).toBe(1);
  await units.stop();

  const missing = await lostAfterWaiting(Date.now() + 30_000);
  console.log(
    `broker cluster takeover test: ${acked.ackedCount()} samples acknowledged to the units ` +
      `(${countAtKill} before the kill, ${countWhileDown} until 100 after the takeover); all acknowledged ` +
      `until the kill stored by a ${takeoverMs} ms after it, all until 100 after the takeover ${downStoredMs} ms ` +
      `after it (b down ${downMs} ms); ${storedByB} samples stored by b while a was frozen; ` +
      `lost: ${missing.length}`,
  );
  expect(missing).toEqual([]);
}, 180_000);
