import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveMessage } from '@portal/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import WebSocket from 'ws';
import { Client } from './harness.js';
import { runBackendTool } from './process.js';
import { canipValues, waitFor } from './units-online.js';

// The portal as a cluster (scripts/cluster.sh): two instances behind HAProxy, Redis live bus,
// Mosquitto with dynamic security and shared subscriptions, one PostgreSQL database, the fleet as its
// own process. A browser on one instance sees what the other ingests, writes go through either, and
// losing an instance (SIGKILL) costs no session and no sample a unit was told was delivered.

const root = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(root, 'backend/dist/main.js');
const counterKey = 'Hka_Bd.ulAnzahlStarts';
const setPointKey = 'Ww_Ew.Warmwasser.sbSollTemp';

interface ClusterEnv {
  PORTAL_URL: string;
  INSTANCE_URLS: string;
  INSTANCE_PIDS: string;
  INSTANCE_IDS: string;
  DATABASE_URL: string;
  MQTT_URL: string;
  UNITS_MQTT_URL: string;
  CREDENTIALS_FILE: string;
  CLUSTER_DIR: string;
}

const folder = mkdtempSync(join(tmpdir(), 'portal-cluster-test-'));
const clusterDir = join(folder, 'cluster');
let cluster: ClusterEnv;
let instanceUrls: string[];
let pids: number[];
let watched: string;
const sockets: WebSocket[] = [];

function clusterScript(command: 'start' | 'stop'): string {
  const result = spawnSync('bash', [join(root, 'scripts/cluster.sh'), command], {
    env: { ...process.env, CLUSTER_DIR: clusterDir, CLUSTER_UNITS: '6', CLUSTER_INTERVAL: '1' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`cluster.sh ${command}: ${result.status}\n${result.stderr}`);
  return result.stdout;
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function admin(baseUrl: string): Promise<Client> {
  const client = new Client(baseUrl);
  expect((await client.login('admin')).status).toBe(200);
  return client;
}

async function openLive(baseUrl: string, client: Client): Promise<LiveMessage[]> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, {
    headers: { cookie: client.cookieHeader },
  });
  sockets.push(socket);
  const messages: LiveMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as LiveMessage));
  await waitFor(() => messages.some((m) => m.action === 'Connected'), 10_000);
  return messages;
}

const signal = (pid: number, name: NodeJS.Signals) => process.kill(pid, name);

/** An instance's environment, read off the running process, so it can be started again alike. */
function environmentOf(pid: number): Record<string, string> {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** Starts an instance again as cluster.sh did, recording its pid where `cluster.sh stop` finds it. */
function restartInstance(index: number, env: Record<string, string>): ChildProcess {
  const id = cluster.INSTANCE_IDS.split(',')[index]!;
  const log = openSync(join(clusterDir, `${id}.log`), 'a');
  const child = spawn(process.execPath, [mainJs], { env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  writeFileSync(join(clusterDir, `${id}.pid`), String(child.pid));
  pids[index] = child.pid!;
  return child;
}

const healthOf = async (url: string) =>
  (await fetch(`${url}/rest/health`).then((answer) => answer.json())) as { instance: string };

/** A unit outside the fleet, provisioned on the broker, publishing values at QoS 1 by hand. */
async function handUnit(): Promise<{ sn: string; client: MqttClient }> {
  const fleet = (JSON.parse(readFileSync(cluster.CREDENTIALS_FILE, 'utf8')) as { sn: string }[]).map(
    (u) => u.sn,
  );
  const [row] = await query<{ sn: string }>(
    `SELECT seriennummer AS sn FROM units WHERE msr_typ = 3 AND has_vertrag AND product_group = 'dachsII'
       AND NOT (seriennummer = ANY($1)) ORDER BY seriennummer LIMIT 1`,
    [fleet],
  );
  const [unit] = JSON.parse(
    await runBackendTool('provision/provision.js', [row!.sn], {
      DATABASE_URL: cluster.DATABASE_URL,
      MQTT_URL: cluster.MQTT_URL,
      MQTT_DYNSEC: 'true',
    }),
  ) as { sn: string; secret: string }[];
  const client = await mqtt.connectAsync(cluster.UNITS_MQTT_URL, {
    protocolVersion: 4,
    // The broker login is tied to the serial as client id (devices/dynsec-admin.ts).
    clientId: unit!.sn,
    username: unit!.sn,
    password: unit!.secret,
    reconnectPeriod: 0,
  });
  return { sn: unit!.sn, client };
}

/** Which of these sample times of the unit's counter are stored. */
async function storedTimes(sn: string, times: number[]): Promise<Set<number>> {
  const rows = await query<{ ts: Date }>(
    `SELECT s.ts FROM ts_samples s JOIN ts_series r ON r.id = s.series
       WHERE r.sn = $1 AND r.key = $2 AND s.ts = ANY($3::timestamptz[])`,
    [sn, counterKey, times.map((ts) => new Date(ts).toISOString())],
  );
  return new Set(rows.map((row) => row.ts.getTime()));
}

beforeAll(() => {
  cluster = Object.fromEntries(
    clusterScript('start')
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as unknown as ClusterEnv;
  instanceUrls = cluster.INSTANCE_URLS.split(',');
  pids = cluster.INSTANCE_PIDS.split(',').map(Number);
  const fleet = JSON.parse(readFileSync(cluster.CREDENTIALS_FILE, 'utf8')) as {
    sn: string;
    productGroup: string;
  }[];
  watched = fleet.find((unit) => unit.productGroup === 'dachsII')!.sn;
}, 300_000);

afterAll(() => {
  for (const socket of sockets) socket.close();
  try {
    clusterScript('stop');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);

it('start prints the cluster: a balancer in front of two live instances', async () => {
  expect(instanceUrls).toHaveLength(2);
  expect(pids.every((pid) => Number.isInteger(pid) && pid > 0)).toBe(true);
  const answered = new Set<string>();
  for (let i = 0; i < 6; i += 1) answered.add((await healthOf(cluster.PORTAL_URL)).instance);
  expect([...answered].sort()).toEqual(cluster.INSTANCE_IDS.split(',').sort());
});

it('a browser on instance A gets the values that instance B ingests (shared subscription, Redis bus)', async () => {
  const [a] = instanceUrls as [string, string];
  const client = await admin(a);
  const messages = await openLive(a, client);
  expect((await client.get(`/rest/canip/${watched}`)).status).toBe(200);
  await waitFor(() => canipValues(messages).some((v) => v.sn === watched && v.age === 0), 10_000);
  // Every sample the unit sends, as the broker sees it (a plain subscription, not the shared one).
  const observer = await mqtt.connectAsync(cluster.MQTT_URL, { protocolVersion: 4, reconnectPeriod: 0 });
  const sentTimes: number[] = [];
  observer.on('message', (_topic, payload) =>
    sentTimes.push((JSON.parse(payload.toString()) as { ts: number }).ts),
  );
  await observer.subscribeAsync(`units/${watched}/values`, { qos: 1 });
  // B frozen: the values the broker hands to B wait in B's socket, those for A arrive.
  signal(pids[1]!, 'SIGSTOP');
  const frozenAt = Date.now();
  // Frozen until B holds a sample old enough for the check below: one that A's socket skipped
  // (A has a later one) and that was taken over a second ago.
  const seenByA = () =>
    canipValues(messages)
      .filter((v) => v.sn === watched)
      .map((v) => v.ts);
  const handedToB = () => {
    const seen = seenByA();
    const latest = Math.max(...seen);
    return sentTimes.some(
      (ts) => ts >= frozenAt && ts < latest && ts < Date.now() - 1000 && !seen.includes(ts),
    );
  };
  try {
    await waitFor(handedToB, 15_000);
  } finally {
    await observer.endAsync();
  }
  const thawedAt = Date.now();
  const seenFrozen = new Set(
    canipValues(messages)
      .filter((v) => v.sn === watched)
      .map((v) => v.ts),
  );
  signal(pids[1]!, 'SIGCONT');
  // After the thaw, B stores what it was handed and the bus brings it to A's socket: samples taken
  // while B was frozen that A's socket had not seen.
  await waitFor(
    () =>
      canipValues(messages).some(
        (v) => v.sn === watched && v.ts >= frozenAt && v.ts < thawedAt - 1000 && !seenFrozen.has(v.ts),
      ),
    15_000,
  );
}, 60_000);

it('a set point written through A reaches the unit and is read back through B', async () => {
  const [a, b] = instanceUrls as [string, string];
  const viaA = await admin(a);
  expect((await viaA.get(`/rest/canip/${watched}`)).status).toBe(200);
  const written = await viaA.post(`/rest/canip/${watched}/write`, { values: { [setPointKey]: 53 } });
  expect(written.body).toMatchObject({ success: true, values: { [setPointKey]: 53 } });
  const viaB = await admin(b);
  const messages = await openLive(b, viaB);
  expect((await viaB.get(`/rest/canip/${watched}`)).status).toBe(200);
  expect((await viaB.post(`/rest/canip/${watched}/request`, { keys: [setPointKey] })).status).toBe(200);
  await waitFor(
    () => canipValues(messages).some((v) => v.dataPointName === 'Warmwasser.sbSollTemp' && v.value === 53),
    10_000,
  );
}, 60_000);

it('SIGKILL of B: sessions move to A without a login, A takes over the share of B, no acknowledged sample is lost, B comes back', async () => {
  const browser = await admin(cluster.PORTAL_URL);
  const unit = await handUnit();
  const acknowledged: number[] = [];
  let publishing = true;
  let next = Date.now();
  // Samples 20 a second, each with its own time; a sample counts once the broker acknowledged it.
  const publisher = (async () => {
    while (publishing) {
      const ts = (next = Math.max(next + 1, Date.now()));
      const payload = JSON.stringify({ ts, values: { [counterKey]: acknowledged.length } });
      await unit.client.publishAsync(`units/${unit.sn}/values`, payload, { qos: 1 });
      acknowledged.push(ts);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    // A second of samples: both instances have been handed their shares.
    await waitFor(() => acknowledged.length >= 20, 10_000);
    const bEnv = environmentOf(pids[1]!);
    signal(pids[1]!, 'SIGKILL');
    const killedAt = Date.now();

    // Sessions: every call through the balancer answers, logged in, from A.
    for (let i = 0; i < 8; i += 1) {
      const init = await browser.get<{ loggedIn: boolean }>('/rest/info/init');
      expect(init.status).toBe(200);
      expect(init.body.loggedIn).toBe(true);
    }
    expect((await healthOf(cluster.PORTAL_URL)).instance).toBe(cluster.INSTANCE_IDS.split(',')[0]);
    // Units stream on: a socket through the balancer gets fresh values of the fleet's unit.
    const messages = await openLive(cluster.PORTAL_URL, browser);
    expect((await browser.get(`/rest/canip/${watched}`)).status).toBe(200);
    await waitFor(() => canipValues(messages).some((v) => v.sn === watched && v.ts > killedAt), 10_000);

    // A adopts B's broker session: what the broker had handed or queued for B is stored while B is
    // still down (without the takeover it would wait for B's restart).
    const handedToB = [...acknowledged];
    await waitFor(async () => (await storedTimes(unit.sn, handedToB)).size === handedToB.length, 15_000);
    restartInstance(1, bEnv);
    await waitFor(
      () =>
        healthOf(instanceUrls[1]!).then(
          () => true,
          () => false,
        ),
      60_000,
    );
    publishing = false;
    await publisher;

    let stored = new Set<number>();
    // Until all are stored; what is still missing then is the failure below.
    await waitFor(
      async () => (stored = await storedTimes(unit.sn, acknowledged)).size === acknowledged.length,
      30_000,
    ).catch(() => undefined);
    const lost = acknowledged.filter((ts) => !stored.has(ts));
    console.log(`kill test: ${acknowledged.length} samples acknowledged to the unit, ${lost.length} lost`);
    expect(lost).toEqual([]);
  } finally {
    publishing = false;
    await publisher.catch(() => undefined);
  }

  // B takes its share again: the balancer sends it requests, and with A frozen B alone stores values.
  await waitFor(
    async () => (await healthOf(cluster.PORTAL_URL)).instance === cluster.INSTANCE_IDS.split(',')[1],
    20_000,
  );
  signal(pids[0]!, 'SIGSTOP');
  try {
    const times: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const ts = Date.now() + i;
      times.push(ts);
      await unit.client.publishAsync(
        `units/${unit.sn}/values`,
        JSON.stringify({ ts, values: { [counterKey]: i } }),
        {
          qos: 1,
        },
      );
    }
    await waitFor(async () => (await storedTimes(unit.sn, times)).size > 0, 10_000);
  } finally {
    signal(pids[0]!, 'SIGCONT');
    await unit.client.endAsync();
  }
}, 180_000);
