// pnpm bench:scale — the portal as a cluster (scripts/cluster.sh: HAProxy, Redis live bus, Mosquitto
// with shared subscriptions (anonymous: see CLUSTER_DYNSEC), one PostgreSQL database) with 1 and then 2 backend
// instances; the fleet runs as its own process (the unit-sim CLI, values at QoS 1) and browsers are
// websocket sessions through the balancer, each watching one unit. For each instance count: SCALE_UNITS
// units at SCALE_INTERVAL seconds, then ×1.5 steps until the portal no longer holds (publish → websocket
// p99 above 1 s, or fewer data points stored than the fleet sends: samples queue up). Prints data
// points stored per second, latency p50/p99, CPU and RSS per instance and RSS per connected unit
// (issue 46's target: at most 24 KiB at 4,500 units). Figures and whether they meet the targets, not
// a pass/fail test.
//
// RSS per unit: the instances' resident set at N units connected minus the same instances' with 0
// units (started, the browser sessions logged in and their websockets open), both read after forced
// full garbage collections (through each instance's inspector), over N. Under load the heap also
// holds garbage not yet collected; that figure ("RSS under load") is printed beside it.
//   SCALE_UNITS (2000)  SCALE_INTERVAL (10)  SCALE_SESSIONS (200)  SCALE_SECONDS measured per step (40)
//   SCALE_MAX_UNITS (20000)  SCALE_INSTANCES ("1,2")
//   SCALE_HEAP_SNAPSHOTS a folder: heap snapshots of each instance at 0 units and at each step
//   (i1-0.heapsnapshot, i1-2000.heapsnapshot, …), summed by type with bench/heap-summary.mjs
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { inspectorUrl, openInspector } from './inspector.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const firstUnits = Number(process.env.SCALE_UNITS ?? 2000);
const interval = Number(process.env.SCALE_INTERVAL ?? 10);
const sessionCount = Number(process.env.SCALE_SESSIONS ?? 200);
const seconds = Number(process.env.SCALE_SECONDS ?? 40);
const maxUnits = Number(process.env.SCALE_MAX_UNITS ?? 20000);
const instanceCounts = (process.env.SCALE_INSTANCES ?? '1,2').split(',').map(Number);
const p99Limit = 1000;
/** Issue 46: RSS per connected unit at 4,500 units. */
const rssPerUnitTarget = 24;
const snapshots = process.env.SCALE_HEAP_SNAPSHOTS;
/** More than this share of a window's data points stored over 3 s late: samples queue up. */
const lateLimit = 0.05;
const kinds = ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'];
const clockTicks = 100;
const work = mkdtempSync(join(tmpdir(), 'portal-bench-scale-'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const serial = (i) => `S${String(i).padStart(6, '0')}`;

function cluster(command, env = {}) {
  const result = spawnSync('bash', [join(root, 'scripts/cluster.sh'), command], {
    env: { ...process.env, CLUSTER_DIR: join(work, 'cluster'), ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`cluster.sh ${command} failed (${result.status})`);
  return Object.fromEntries(
    result.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** utime + stime in seconds and the resident set in MiB of a process (Linux /proc). */
function usage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / clockTicks;
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  return { cpu, rss };
}

async function query(databaseUrl, text, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Units up to `count`, of every kind, with the consents remote access needs. */
async function createUnits(databaseUrl, count) {
  await query(
    databaseUrl,
    `INSERT INTO units (seriennummer, msr_typ, product_group, module, zustimmung_map)
     SELECT 'S' || lpad(g::text, 6, '0'), 3, ($2::text[])[1 + g % array_length($2::text[], 1)], 'L1',
            '{"DACHSWEB": true, "FERNZUGRIFF_DACHS": true, "FERNZUGRIFF_PARTNER": true}'::jsonb
     FROM generate_series(0, $1::int - 1) g ON CONFLICT DO NOTHING`,
    [count, kinds],
  );
}

function provision(env, serials) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'backend/dist/provision/provision.js'), ...serials],
    {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`provision failed: ${result.stderr}`);
  return result.stdout;
}

/** A unit-sim process for the units from..to-1; resolves once they are online. */
async function startFleet(c, from, to, step) {
  const file = join(work, `fleet-${step}.json`);
  writeFileSync(
    file,
    provision(
      clusterEnv(c),
      Array.from({ length: to - from }, (_, i) => serial(from + i)),
    ),
  );
  const child = spawn(
    process.execPath,
    [
      join(root, 'packages/unit-sim/dist/cli.js'),
      ...['--broker', c.UNITS_MQTT_URL, '--credentials', file, '--interval', String(interval)],
      ...['--values-qos', '1', '--seed', String(step + 1)],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  while (!/(\d+)\/\1 units online/.test(log)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`fleet did not start: ${log}`);
    await sleep(200);
  }
  return child;
}

function clusterEnv(c) {
  return { DATABASE_URL: c.DATABASE_URL, MQTT_URL: c.MQTT_URL, MQTT_DYNSEC: 'false' };
}

async function login(url) {
  const answer = await fetch(`${url}/rest/info/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'admin', password: process.env.DEMO_PASSWORD ?? 'portal-demo-1' }),
  });
  if (!answer.ok) throw new Error(`login: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Browser sessions through the balancer, logged in with a websocket open; collect value latencies. */
async function openSessions(url, count, latencies) {
  const sessions = [];
  for (let i = 0; i < count; i += 1) {
    const cookie = await login(url);
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: url } });
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (latencies.on && message.action === 'CanipValue' && message.data.age === 0)
        latencies.list.push(Date.now() - message.data.ts);
    });
    await once(socket, 'open');
    sessions.push({ cookie, socket });
  }
  return sessions;
}

/** Session i watches unit i (it must be online). */
async function watchUnits(url, sessions) {
  for (const [i, { cookie }] of sessions.entries()) {
    // The fleet reports its units online once connected; the instances hear their states just after.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await fetch(`${url}/rest/canip/${serial(i)}`, { headers: { cookie } });
      if (answer.ok) break;
      if (answer.status !== 503 || Date.now() > deadline)
        throw new Error(`connect ${serial(i)}: ${answer.status} ${await answer.text()}`);
      await sleep(500);
    }
  }
}

/** Each instance's resident set (MiB) and heap in use (bytes) after forced full collections. */
async function settledMemory(pids, inspectors) {
  const memory = [];
  for (const [i, inspector] of inspectors.entries()) {
    const load = await inspector.memory();
    console.error(
      `  instance ${i + 1} under load: RSS ${Math.round(usage(pids[i]).rss)} MiB, heap ` +
        `${Math.round(load.heapUsed / 1048576)} of ${Math.round(load.heapTotal / 1048576)} MiB, external ` +
        `${Math.round(load.external / 1048576)} MiB`,
    );
    await inspector.settle();
    const { heapUsed, heapTotal, external, arrayBuffers } = await inspector.memory();
    const mib = (bytes) => Math.round(bytes / 1024 / 1024);
    // V8 gives freed pages back on a thread of its own, later on a busy machine: the resident set
    // is read once it stops shrinking (at most 10 s).
    let rss = usage(pids[i]).rss;
    for (let wait = 0; wait < 20; wait += 1) {
      await sleep(500);
      const now = usage(pids[i]).rss;
      if (now > rss - 1) break;
      rss = now;
    }
    memory.push({ rss, heapUsed });
    console.error(
      `  instance ${i + 1} after GC: RSS ${Math.round(rss)} MiB, heap ${mib(heapUsed)} of ` +
        `${mib(heapTotal)} MiB, external ${mib(external)} MiB (array buffers ${mib(arrayBuffers)})`,
    );
  }
  return memory;
}

/** With SCALE_HEAP_SNAPSHOTS: a heap snapshot of each instance, named by instance and units. */
async function snapshot(inspectors, units) {
  if (!snapshots) return;
  for (const [i, inspector] of inspectors.entries())
    await inspector.heapSnapshot(join(snapshots, `i${i + 1}-${units}.heapsnapshot`));
}

const storedPoints = async (databaseUrl) =>
  (await query(databaseUrl, 'SELECT count(*)::bigint AS n FROM ts_samples'))[0].n * 1;

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** Data points whose sample was taken in [from, to). */
const pointsTaken = async (databaseUrl, from, to) =>
  (
    await query(databaseUrl, 'SELECT count(*)::bigint AS n FROM ts_samples WHERE ts >= $1 AND ts < $2', [
      new Date(from),
      new Date(to),
    ])
  )[0].n * 1;

/** Busy and total jiffies of the whole machine (/proc/stat). */
function machine() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU % of a group of processes between two readings. */
const cpuShare = (before, after, elapsed) =>
  Math.round((100 * after.reduce((sum, a, i) => sum + a.cpu - before[i].cpu, 0)) / elapsed);

async function measure(c, pids, units, fleetPids) {
  await sleep(Math.max(15, 2 * interval) * 1000);
  const brokerPid = Number(readFileSync(join(work, 'cluster', 'mosquitto.pid'), 'utf8'));
  const others = [...fleetPids, brokerPid];
  const before = pids.map(usage);
  const othersBefore = others.map(usage);
  const machineBefore = machine();
  const storedBefore = await storedPoints(c.DATABASE_URL);
  c.sessionsLatencies.list.length = 0;
  c.sessionsLatencies.on = true;
  const started = Date.now();
  await sleep(seconds * 1000);
  c.sessionsLatencies.on = false;
  const elapsed = (Date.now() - started) / 1000;
  const storedAfter = await storedPoints(c.DATABASE_URL);
  const after = pids.map(usage);
  const othersAfter = others.map(usage);
  const machineAfter = machine();
  // Taken in the window but stored only later: the portal lags behind the fleet (samples queue up).
  const takenBy = Date.now() - 3000;
  const storedInTime = await pointsTaken(c.DATABASE_URL, started, takenBy);
  await sleep(10_000);
  const storedLater = await pointsTaken(c.DATABASE_URL, started, takenBy);
  const sorted = [...c.sessionsLatencies.list].sort((a, b) => a - b);
  return {
    units,
    storedPerSecond: Math.round((storedAfter - storedBefore) / elapsed),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    measured: sorted.length,
    cpu: after.map((a, i) => Math.round((100 * (a.cpu - before[i].cpu)) / elapsed)),
    rss: after.map((a) => Math.round(a.rss)),
    lateShare: storedLater === 0 ? 1 : (storedLater - storedInTime) / storedLater,
    fleetCpu: cpuShare(othersBefore.slice(0, -1), othersAfter.slice(0, -1), elapsed),
    brokerCpu: cpuShare(othersBefore.slice(-1), othersAfter.slice(-1), elapsed),
    machineBusy: Math.round(
      (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total),
    ),
  };
}

async function run(instances) {
  console.error(`\nbench:scale: ${instances} instance(s)`);
  const c = cluster('start', {
    CLUSTER_INSTANCES: String(instances),
    CLUSTER_UNITS: '0',
    // Logins on the broker cost only at connect; Mosquitto 2.0's dynamic security would need minutes
    // to take thousands of new units at once (it rewrites its file per change).
    CLUSTER_DYNSEC: 'false',
    // Forced collections and heap snapshots for the memory per unit (inspector.mjs).
    CLUSTER_NODE_OPTIONS: '--inspect=127.0.0.1:0',
  });
  const fleets = [];
  const rows = [];
  const inspectors = [];
  let sessions;
  try {
    const pids = c.INSTANCE_PIDS.split(',').map(Number);
    for (const id of c.INSTANCE_IDS.split(','))
      inspectors.push(await openInspector(inspectorUrl(join(c.CLUSTER_DIR, `${id}.log`))));
    await createUnits(c.DATABASE_URL, Math.max(firstUnits, sessionCount));
    c.sessionsLatencies = { on: false, list: [] };
    sessions = await openSessions(c.PORTAL_URL, sessionCount, c.sessionsLatencies);
    await sleep(5000);
    const idle = await settledMemory(pids, inspectors);
    await snapshot(inspectors, 0);
    console.error(`  0 units: ${JSON.stringify(idle)}`);
    let units = 0;
    let target = Math.max(firstUnits, sessionCount);
    let previous;
    for (let step = 0; target <= maxUnits; step += 1) {
      await createUnits(c.DATABASE_URL, target);
      fleets.push(await startFleet(c, units, target, step));
      units = target;
      // Watched units must be online to be connected: they are in the first fleet.
      if (step === 0) await watchUnits(c.PORTAL_URL, sessions);
      const row = await measure(
        c,
        pids,
        units,
        fleets.map((fleet) => fleet.pid),
      );
      const settled = await settledMemory(pids, inspectors);
      await snapshot(inspectors, units);
      const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);
      row.settledRss = settled.map((entry) => Math.round(entry.rss));
      row.rssPerUnitKiB = Math.round(((sum(settled, 'rss') - sum(idle, 'rss')) * 1024) / units);
      row.heapPerUnitKiB = Math.round((sum(settled, 'heapUsed') - sum(idle, 'heapUsed')) / 1024 / units);
      // What each further unit adds: from the step before (none at the first step).
      if (previous)
        row.marginalKiB = Math.round(
          ((sum(settled, 'rss') - sum(previous.settled, 'rss')) * 1024) / (units - previous.units),
        );
      previous = { settled, units };
      row.holds = row.p99 <= p99Limit && row.lateShare <= lateLimit;
      rows.push(row);
      console.error(`  ${units} units: ${JSON.stringify(row)}`);
      if (!row.holds) break;
      target = Math.round((units * 1.5) / 100) * 100;
    }
    for (const { socket } of sessions ?? []) socket.close();
  } finally {
    for (const inspector of inspectors) inspector.close();
    for (const fleet of fleets) fleet.kill('SIGTERM');
    await Promise.all(fleets.map((fleet) => (fleet.exitCode === null ? once(fleet, 'exit') : null)));
    cluster('stop');
  }
  return rows;
}

const results = {};
try {
  for (const instances of instanceCounts) results[instances] = await run(instances);
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nscale benchmark: HAProxy, ${sessionCount} websocket sessions each watching a unit, units at a ` +
    `${interval} s interval (values QoS 1), Redis live bus, Mosquitto shared subscriptions, PostgreSQL server`,
);
console.log(
  "RSS per unit: (the instances' RSS at N units − their RSS with 0 units, sessions open), both after " +
    `forced full collections, / N; target ≤ ${rssPerUnitTarget} KiB at 4,500 units. Per further unit: the ` +
    'same from the step before.',
);
for (const [instances, rows] of Object.entries(results)) {
  console.log(`\n${instances} instance(s)`);
  console.table(
    rows.map((row) => ({
      units: row.units,
      'data points stored/s': row.storedPerSecond,
      'stored > 3 s late (%)': Math.round(row.lateShare * 1000) / 10,
      'publish → ws p50 (ms)': row.p50,
      'publish → ws p99 (ms)': row.p99,
      'CPU % per instance': row.cpu.join(' / '),
      'RSS MiB under load': row.rss.join(' / '),
      'RSS MiB after GC': row.settledRss.join(' / '),
      'RSS per unit (KiB)': row.rssPerUnitKiB,
      [`target ≤ ${rssPerUnitTarget} KiB`]: row.rssPerUnitKiB <= rssPerUnitTarget ? 'met' : 'MISSED',
      'heap per unit (KiB)': row.heapPerUnitKiB,
      'RSS per further unit (KiB)': row.marginalKiB ?? '',
      'fleet CPU %': row.fleetCpu,
      'Mosquitto CPU %': row.brokerCpu,
      'machine busy %': row.machineBusy,
      holds: row.holds ? 'yes' : 'no',
    })),
  );
  const held = rows.filter((row) => row.holds).at(-1);
  const failed = rows.find((row) => !row.holds);
  console.log(
    `capacity: ${held ? `${held.units} units hold` : 'not even the first step holds'}` +
      (failed
        ? `; at ${failed.units} ${failed.p99 > p99Limit ? `p99 is ${failed.p99} ms` : 'samples queue up'}`
        : `; the last step (${rows.at(-1)?.units}) still holds (SCALE_MAX_UNITS)`),
  );
}
