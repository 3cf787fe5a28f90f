// pnpm bench:ingest — many simulated units publish over MQTT into a real backend (embedded broker,
// PGlite unless DATABASE_URL is set). Prints data points stored per second and the latency from a
// unit taking a sample to a browser's websocket receiving it, split in two stages (sample time → the
// device gateway receiving the message; gateway → websocket) and the event loop's delay meanwhile
// (issue 20: where the tail comes from). Figures, not a pass/fail test.
//   BENCH_UNITS (200)  BENCH_SECONDS (20)  BENCH_INTERVAL seconds between samples (1)  BENCH_WATCHED (20)
//   BENCH_SAME_TICK=1: every unit samples on the same tick (a burst) instead of each on its own grid
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createFleet, credentialsFileSchema } from '@portal/unit-sim';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { startBenchPortal } from './bench-portal.mjs';
import { CredentialsService } from '../dist/devices/credentials.service.js';
import { DeviceGateway } from '../dist/devices/device-gateway.js';
import { TimeseriesService } from '../dist/timeseries/timeseries.service.js';
import { UnitsService } from '../dist/units/units.service.js';

const unitCount = Number(process.env.BENCH_UNITS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const interval = Number(process.env.BENCH_INTERVAL ?? 1);
const watched = Math.min(unitCount, Number(process.env.BENCH_WATCHED ?? 20));
const sameTick = process.env.BENCH_SAME_TICK === '1';
const kinds = ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'];

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
const provisioned = credentialsFileSchema.parse(await app.get(CredentialsService).provision(serials));
const fleet = createFleet({
  brokerUrl: app.get(DeviceGateway).brokerUrl(),
  units: provisioned,
  seed: 1,
  intervalSeconds: interval,
  speedup: 1,
  sameTick,
});
await fleet.start();

// A browser: the admin session connects some units and receives their values.
const cookie = await portal.login('admin');
const latencies = [];
const toGateway = [];
const gatewayToSocket = [];
/** When the gateway received a unit's values message, by `sn ts`, for the watched units. */
const arrived = new Map();
let measuring = false;
const watchedSet = new Set(serials.slice(0, watched));
// The gateway's receive, timed: the bench looks inside, the portal is not changed for it.
const gateway = app.get(DeviceGateway);
const receive = gateway.receive.bind(gateway);
gateway.receive = (topic, payload, retained) => {
  if (measuring && topic.endsWith('/values')) {
    const sn = topic.split('/')[1];
    const { ts } = JSON.parse(payload.toString());
    toGateway.push(Date.now() - ts);
    if (watchedSet.has(sn)) arrived.set(`${sn} ${ts}`, Date.now());
  }
  return receive(topic, payload, retained);
};
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie } });
socket.on('message', (data) => {
  const message = JSON.parse(data.toString());
  if (!measuring || message.action !== 'CanipValue' || message.data.age !== 0) return;
  latencies.push(Date.now() - message.data.ts);
  const at = arrived.get(`${message.data.sn} ${message.data.ts}`);
  if (at !== undefined) gatewayToSocket.push(Date.now() - at);
});
await new Promise((resolve) => socket.once('open', resolve));
for (const sn of serials.slice(0, watched)) {
  const answer = await fetch(`${url}/rest/canip/${sn}`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`connect ${sn}: ${answer.status} ${await answer.text()}`);
}

const timeseries = app.get(TimeseriesService);
const stored = async () => {
  await timeseries.flush();
  const result = await db.execute(sql`select count(*)::int as n from ts_samples`);
  return (result.rows ?? result)[0].n;
};
const before = await stored();
measuring = true;
loopDelay.enable();
const started = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
measuring = false;
loopDelay.disable();
await fleet.stop();
const after = await stored();
const elapsed = (Date.now() - started) / 1000;

for (const list of [latencies, toGateway, gatewayToSocket]) list.sort((a, b) => a - b);
const pct = (p, list = latencies) =>
  list.length ? list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] : NaN;
const ms = (nanoseconds) => Math.round(nanoseconds / 1e6);
console.log(
  `\ningest benchmark (${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, embedded MQTT broker, ${sameTick ? 'all units on one tick' : 'units on their own grids'})`,
);
console.table({
  'simulated units': unitCount,
  'sample interval (s)': interval,
  'run time (s)': Number(elapsed.toFixed(1)),
  'data points stored': after - before,
  'data points stored per second': Math.round((after - before) / elapsed),
  'live values measured': latencies.length,
  'publish → websocket p50 (ms)': pct(50),
  'publish → websocket p99 (ms)': pct(99),
  'sample time → gateway p50 / p99 (ms)': `${pct(50, toGateway)} / ${pct(99, toGateway)}`,
  'gateway → websocket p50 / p99 (ms)': `${pct(50, gatewayToSocket)} / ${pct(99, gatewayToSocket)}`,
  'event-loop delay p50 / p99 / max (ms)': `${ms(loopDelay.percentile(50))} / ${ms(loopDelay.percentile(99))} / ${ms(loopDelay.max)}`,
});

socket.close();
await portal.stop();
