// pnpm bench:live — the live socket's delivery: many open sockets, each session connected to one
// unit, and a stream of value events of all units. Prints events and websocket messages delivered
// per second. The gateway runs as in the portal (bus, rooms, mapper); the sockets are counters,
// since the cost measured is the gateway's, not the network's. Figures, not a pass/fail test.
//   BENCH_SOCKETS (5000)  BENCH_UNITS (1000)  BENCH_VALUES values per event (20)  BENCH_SECONDS (5)
import { Logger } from '@nestjs/common';
import { InProcessLiveBus } from '../dist/live/live-bus.js';
import { LiveGateway } from '../dist/live/live.gateway.js';

const socketCount = Number(process.env.BENCH_SOCKETS ?? 5000);
const unitCount = Number(process.env.BENCH_UNITS ?? 1000);
const valuesPerEvent = Number(process.env.BENCH_VALUES ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

Logger.overrideLogger(false);

const serial = (i) => `B${String(i % unitCount).padStart(6, '0')}`;
let sent = 0;
const socket = () => ({ OPEN: 1, readyState: 1, send: () => (sent += 1), close: () => undefined });

// Session i belongs to user i and connected unit i mod BENCH_UNITS.
const sessionMiddleware = (request, _response, next) => {
  const i = Number(request.headers['x-bench']);
  request.sessionID = `s${i}`;
  request.session = { passport: { user: i } };
  next();
};
const users = { findById: async (id) => ({ id, login: `u${id}`, roles: [] }) };
const sessionState = {
  connectedUnits: async (sid) => [serial(Number(sid.slice(1)))],
  demoSerials: async () => new Map(),
};
const bus = new InProcessLiveBus();
const gateway = new LiveGateway(sessionMiddleware, users, sessionState, bus, {
  trustProxy: false,
  version: 'bench',
});
for (let i = 0; i < socketCount; i += 1)
  await gateway.handleConnection(socket(), { headers: { 'x-bench': String(i), host: 'localhost' } });
sent = 0;

const values = Object.fromEntries(
  Array.from({ length: valuesPerEvent }, (_, i) => [`Hka_Mw1.aulWirkleistung[${i}]`, i]),
);
let events = 0;
const start = performance.now();
const end = start + seconds * 1000;
while (performance.now() < end) {
  for (let batch = 0; batch < 100; batch += 1) {
    bus.publish({ type: 'unit.values', sn: serial(events), values, ts: Date.now() });
    events += 1;
  }
}
const elapsed = (performance.now() - start) / 1000;
console.log(
  `live delivery: ${socketCount} sockets, ${unitCount} units, ${valuesPerEvent} values an event\n` +
    `  ${Math.round(events / elapsed).toLocaleString('en')} value events/s, ` +
    `${Math.round(sent / elapsed).toLocaleString('en')} websocket messages/s delivered`,
);
gateway.onModuleDestroy();
