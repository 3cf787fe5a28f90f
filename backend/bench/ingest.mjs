// pnpm bench:ingest — many simulated units publish over MQTT into a real backend (embedded broker,
// PGlite unless DATABASE_URL is set). Prints data points stored per second and the latency from a
// unit taking a sample to a browser's websocket receiving it. Figures, not a pass/fail test.
//   BENCH_UNITS (200)  BENCH_SECONDS (20)  BENCH_INTERVAL seconds between samples (1)  BENCH_WATCHED (20)
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
});
await fleet.start();

// A browser: the admin session connects some units and receives their values.
const cookie = await portal.login('admin');
const latencies = [];
let measuring = false;
const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie } });
socket.on('message', (data) => {
  const message = JSON.parse(data.toString());
  if (measuring && message.action === 'CanipValue' && message.data.age === 0)
    latencies.push(Date.now() - message.data.ts);
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
const started = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
measuring = false;
await fleet.stop();
const after = await stored();
const elapsed = (Date.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
    : NaN;
console.log(
  `\ningest benchmark (${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, embedded MQTT broker)`,
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
});

socket.close();
await portal.stop();
