// pnpm bench:ingest — many simulated units publish over MQTT into a real backend (embedded broker,
// PGlite unless DATABASE_URL names a PostgreSQL server: then on a fresh database of its own there,
// dropped at the end). The fleet and the browser's websocket each run in a process of
// their own, as units and browsers are outside the portal. Prints data points stored per second and
// the latency from a unit taking a sample, and from its publishing it, to the browser receiving it,
// split in stages (sample time → the device gateway receiving the message, itself split into the
// simulator's share until it handed the sample to its connection and the rest through the broker;
// gateway → websocket) and the event loop's delay meanwhile (issue 20), once with the units spread
// in time (each on its own grid, as real units with their own clocks are) and once with all of them
// on one tick (a burst, where one simulator takes its units' samples one after the other). Figures
// and whether they meet issue 20's targets (live path) and issue 46's (at least 30,000 data points
// stored per second by one instance, as many as the gateway received), not a pass/fail test.
//   BENCH_UNITS (200)  BENCH_SECONDS per mode (20)  BENCH_INTERVAL seconds between samples (1)
//   BENCH_WATCHED (20)  BENCH_SAME_TICK=1 / =0: only the burst / only the spread mode
//   BENCH_CPU_PROFILE=<file>: a CPU profile of the portal's process over the (last) window
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startBenchPortal } from './bench-portal.mjs';
import { dropServerDatabase, freshServerDatabase } from './server-database.mjs';

// The build to time (BENCH_DIST, as bench-portal.mjs takes it): its classes are the app's tokens.
const dist = process.env.BENCH_DIST ?? '../dist';
const { ArchiveIngest } = await import(`${dist}/devices/archive-ingest.js`);
const { CredentialsService } = await import(`${dist}/devices/credentials.service.js`);
const { DeviceGateway } = await import(`${dist}/devices/device-gateway.js`);
const { InboundRouter } = await import(`${dist}/devices/inbound-router.js`);
const { TimeseriesIngest } = await import(`${dist}/timeseries/timeseries-ingest.js`);
const { TimeseriesService } = await import(`${dist}/timeseries/timeseries.service.js`);
const { UnitsService } = await import(`${dist}/units/units.service.js`);

const unitCount = Number(process.env.BENCH_UNITS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const interval = Number(process.env.BENCH_INTERVAL ?? 1);
const watched = Math.min(unitCount, Number(process.env.BENCH_WATCHED ?? 20));
const modes = { 1: [true], 0: [false] }[process.env.BENCH_SAME_TICK] ?? [false, true];
const kinds = ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'];
const cli = join(import.meta.dirname, '../../packages/unit-sim/dist/cli.js');
// Issue 20's targets for the live path (a unit's publish until the browser has the value).
const targetMs = unitCount <= 50 ? 100 : 250;
// Issue 46's target for one instance on a PostgreSQL server: data points stored per second, sustained
// (the fleet must send at least as many: BENCH_UNITS × the points of a sample / BENCH_INTERVAL).
const storedTarget = 30_000;

// Its units (B000000…) are created anew each run: a database that held them would refuse them.
const serverUrl = process.env.DATABASE_URL;
const database = serverUrl ? await freshServerDatabase(serverUrl, 'portal_bench_ingest') : undefined;
if (database) process.env.DATABASE_URL = database.url;
const portal = await startBenchPortal();
const { app, config, url, db } = portal;

const serials = Array.from({ length: unitCount }, (_, i) => `B${String(i).padStart(6, '0')}`);
const unitsService = app.get(UnitsService);
for (const [i, sn] of serials.entries()) {
  await unitsService.create(
    {
      seriennummer: sn,
      msrTyp: 3,
      productGroup: kinds[i % kinds.length],
      module: 'L1',
      zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true },
    },
    [],
  );
}
const work = mkdtempSync(join(tmpdir(), 'portal-bench-ingest-'));
const credentials = join(work, 'credentials.json');
writeFileSync(credentials, JSON.stringify(await app.get(CredentialsService).provision(serials)));
const gateway = app.get(DeviceGateway);

/** Where the fleet writes when it handed each live sample to its connection. */
const sendLog = join(work, 'sent.log');

/** The unit-sim CLI fleet in its own process; answers once every unit is online. */
async function startFleet(sameTick) {
  const args = [cli, '--broker', gateway.brokerUrl(), '--credentials', credentials, '--seed', '1'];
  args.push('--interval', String(interval), ...(sameTick ? ['--same-tick'] : []), '--send-log', sendLog);
  const fleet = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  // A bench that fails leaves no fleet behind to storm the next portal that gets the port.
  const orphaned = () => fleet.kill('SIGKILL');
  process.once('exit', orphaned);
  const deadline = Date.now() + 120_000;
  while (serials.some((sn) => !gateway.isOnline(sn))) {
    if (fleet.exitCode !== null || Date.now() > deadline) throw new Error('the fleet did not come online');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    process.off('exit', orphaned);
    fleet.kill('SIGTERM');
    if (fleet.exitCode === null) await once(fleet, 'exit');
  };
}

// A browser: the admin session connects some units and receives their values, in a process of its
// own (live-watcher.mjs) that logs when each value arrived.
const cookie = await portal.login('admin');
const watchLog = join(work, 'watched.log');
const watcher = spawn(
  process.execPath,
  [join(import.meta.dirname, 'live-watcher.mjs'), `${url.replace('http', 'ws')}/ws`, cookie, watchLog],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
process.once('exit', () => watcher.kill('SIGKILL'));
await once(watcher.stdout, 'data');
/** The current mode's samples at the gateway, by `serial sample-time`: their ts and receive time. */
let received;
/** The current mode's numeric data points (flags too) the gateway received: what is to be stored. */
let receivedPoints = 0;
// Watched units spread over the fleet: a unit's place in it decides when its sample goes out on a
// common tick, so the first units alone would show only the front of a burst.
const watchedSerials = Array.from(
  { length: watched },
  (_, i) => serials[Math.floor((i * unitCount) / watched)],
);
// The gateway's receive, timed: the bench looks inside, the portal is not changed for it.
const router = app.get(InboundRouter);
const route = router.route.bind(router);
/** Live value messages the gateway received so far, in or out of a window. */
let liveMessages = 0;
router.route = (topic, payload, how) => {
  if (topic.endsWith('/values')) liveMessages++;
  if (received && topic.endsWith('/values')) {
    const { ts, values } = JSON.parse(payload.toString());
    received.set(`${topic.split('/')[1]} ${ts}`, { ts, at: Date.now() });
    for (const key in values) if (['number', 'boolean'].includes(typeof values[key])) receivedPoints++;
  }
  return route(topic, payload, how);
};
/** The current mode's data points that came in archives (a unit's backlog), stored all the same. */
let archivePoints = 0;
const archives = app.get(ArchiveIngest);
const storeArchive = archives.store.bind(archives);
archives.store = (sn, payload) => {
  if (received) {
    for (const { values } of JSON.parse(payload.toString()).samples ?? [])
      for (const key in values) if (['number', 'boolean'].includes(typeof values[key])) archivePoints++;
  }
  return storeArchive(sn, payload);
};

/** The `serial sample-time time` lines of a log, as { sample: `serial sample-time`, ts, at }. */
const linesOf = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sn, ts, at] = line.split(' ');
      return { sample: `${sn} ${ts}`, ts: Number(ts), at: Number(at) };
    });

const timeseries = app.get(TimeseriesService);
const ingest = app.get(TimeseriesIngest);
/** Samples committed so far; `flush` first writes everything buffered. */
const stored = async ({ flush }) => {
  if (flush) await timeseries.flush();
  const result = await db.execute(sql`select count(*)::int as n from ts_samples`);
  return (result.rows ?? result)[0].n;
};
/** Samples accepted, not yet taken for a write (the bench looks inside: the ingest's buffer). */
const backlog = () => ingest.buffer.rows;

const pct = (list, p) =>
  list.length ? list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] : NaN;
const ms = (nanoseconds) => Math.round(nanoseconds / 1e6);

/** One mode: the fleet started, the watched units connected, `seconds` measured; answers the row. */
async function measure(sameTick) {
  const stopFleet = await startFleet(sameTick);
  for (const sn of watchedSerials) {
    const answer = await fetch(`${url}/rest/canip/${sn}`, { headers: { cookie } });
    if (!answer.ok) throw new Error(`connect ${sn}: ${answer.status} ${await answer.text()}`);
  }
  // Settle: a unit first replays what it sampled while the fleet connected (on `archive`, each chunk
  // acknowledged once committed) and sends live values only after that; until then the window would
  // time the catch-up of archives, not live ingest. So it waits until 95 % of the units send live
  // (at most 3 minutes), then one more interval: the first live samples arrive together.
  const settleStart = Date.now();
  for (let before = liveMessages; Date.now() - settleStart < 180_000;) {
    await new Promise((resolve) => setTimeout(resolve, interval * 1000));
    const live = liveMessages - before;
    before = liveMessages;
    if (live >= 0.95 * unitCount) break;
  }
  const settled = Math.round((Date.now() - settleStart) / 1000);
  const live = Date.now() - settleStart < 180_000;
  await new Promise((resolve) => setTimeout(resolve, interval * 1000));
  // Counts what the instance committed in the window (a flush at its end would count what it
  // received, however far behind its writes were, and one at its start would never end then).
  const before = await stored({ flush: false });
  const behindBefore = backlog();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  received = new Map();
  receivedPoints = 0;
  archivePoints = 0;
  loopDelay.enable();
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const ended = Date.now();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile));
    profiler.disconnect();
  }
  const gatewayTimes = received;
  received = undefined;
  const sentPoints = receivedPoints + archivePoints;
  const archived = archivePoints;
  loopDelay.disable();
  const after = await stored({ flush: false });
  const behind = backlog();
  await stopFleet();
  await timeseries.flush();
  // Per live sample of the window: taken (its ts), handed to the unit's connection (the fleet's
  // send log), received by the gateway; per watched value also the browser's receive time.
  const sentTimes = new Map(linesOf(sendLog).map(({ sample, at }) => [sample, at]));
  const stages = {
    toGateway: [],
    simulator: [],
    broker: [],
    latencies: [],
    published: [],
    gatewayToSocket: [],
  };
  for (const [sample, { ts, at }] of gatewayTimes) {
    stages.toGateway.push(at - ts);
    const sentAt = sentTimes.get(sample);
    if (sentAt === undefined) continue;
    stages.simulator.push(sentAt - ts);
    stages.broker.push(at - sentAt);
  }
  for (const { sample, ts, at } of linesOf(watchLog)) {
    if (ts < started || ts > ended) continue;
    stages.latencies.push(at - ts);
    const sentAt = sentTimes.get(sample);
    if (sentAt !== undefined) stages.published.push(at - sentAt);
    const atGateway = gatewayTimes.get(sample);
    if (atGateway !== undefined) stages.gatewayToSocket.push(at - atGateway.at);
  }
  for (const list of Object.values(stages)) list.sort((a, b) => a - b);
  const split = (list) => `${pct(list, 50)} / ${pct(list, 99)}`;
  const met = (value, limit) => `${value < limit ? 'met' : 'MISSED'} (${value} < ${limit})`;
  const storedPerSecond = Math.round((after - before) / ((ended - started) / 1000));
  const receivedPerSecond = Math.round(sentPoints / ((ended - started) / 1000));
  // Sustained: the units send live (a unit whose archive acknowledgements take longer than its
  // interval never gets back to live values: its backlog, not the portal's, grows), and at the
  // window's end at most about a second of what arrived waits to be written.
  const sustained =
    live &&
    storedPerSecond >= 0.98 * receivedPerSecond &&
    behind <= Math.max(behindBefore, receivedPerSecond);
  return {
    'data points stored per second': storedPerSecond,
    'data points received per second (live + archive)': receivedPerSecond,
    '  of which in archives': Math.round(archived / ((ended - started) / 1000)),
    'seconds until the units sent live': live ? settled : `not within ${settled}`,
    'not yet written at the start / end': `${behindBefore} / ${behind}`,
    'live values measured': stages.latencies.length,
    'sample → websocket p50 (ms)': pct(stages.latencies, 50),
    'sample → websocket p99 (ms)': pct(stages.latencies, 99),
    'unit publish → websocket p50 / p99 (ms)': split(stages.published),
    'sample → gateway p50 / p99 (ms)': split(stages.toGateway),
    '  of which simulator (sample → sent)': split(stages.simulator),
    '  of which sent → gateway': split(stages.broker),
    'gateway → websocket p50 / p99 (ms)': split(stages.gatewayToSocket),
    'event-loop delay p50 / p99 / max (ms)': `${ms(loopDelay.percentile(50))} / ${ms(loopDelay.percentile(99))} / ${ms(loopDelay.max)}`,
    [`target: publish → websocket p99 < ${targetMs} ms`]: met(pct(stages.published, 99), targetMs),
    'target: event-loop delay p99 < 50 ms': met(ms(loopDelay.percentile(99)), 50),
    [`target: stored ≥ ${storedTarget.toLocaleString('en')}/s, all received stored`]: `${storedPerSecond >= storedTarget && sustained ? 'met' : 'MISSED'} (${storedPerSecond})`,
  };
}

// One row per figure, one column per mode.
const rows = {};
for (const sameTick of modes)
  for (const [figure, value] of Object.entries(await measure(sameTick)))
    (rows[figure] ??= {})[sameTick ? 'all on one tick' : 'spread (own grids)'] = value;
console.log(
  `\ningest benchmark: ${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, embedded MQTT broker, ` +
    `${unitCount} units in their own process, a sample every ${interval} s, ${seconds} s per mode, ` +
    `${watched} units watched by one browser`,
);
console.table(rows);

watcher.kill('SIGTERM');
await portal.stop();
if (database) await dropServerDatabase(serverUrl, database.name);
rmSync(work, { recursive: true, force: true });
