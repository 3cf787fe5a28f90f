import {
  type ValuesMessage,
  archiveMessageSchema,
  unitStateSchema,
  valuesMessageSchema,
} from '@portal/contracts';
import { type Fleet, createFleet } from './fleet.js';
import { type FleetOptions } from './options.js';
import {
  type Portal,
  type Received,
  type TestBroker,
  connectPortal,
  freePort,
  startBroker,
} from './test-support/broker.js';
import { until } from './test-support/until.js';

// Connection life of a unit against a real aedes broker: outages with archive replay, the last will,
// refused logins, an unreachable broker and the watch stream.

const intervalMs = 60_000;

function fleetFor(url: string, units: FleetOptions['units'], extra: Partial<FleetOptions> = {}): Fleet {
  return createFleet({
    brokerUrl: url,
    units,
    seed: 11,
    intervalSeconds: intervalMs / 1000,
    speedup: 600,
    faultRate: 0,
    startTime: Date.UTC(2025, 4, 5, 6),
    reconnectMs: 100,
    ...extra,
  });
}

/** Every sample the portal got for a unit, live and archived, in arrival order. */
function samples(portal: Portal, sn: string): { live: ValuesMessage[]; archived: ValuesMessage[] } {
  const live = portal.received
    .filter((m) => m.topic === `units/${sn}/values`)
    .map((m) => valuesMessageSchema.parse(m.json));
  const archived = portal.received
    .filter((m) => m.topic === `units/${sn}/archive`)
    .flatMap((m) => archiveMessageSchema.parse(m.json).samples);
  return { live, archived };
}

function expectContinuous(all: ValuesMessage[]): void {
  const ts = all.map((s) => s.ts).sort((a, b) => a - b);
  expect(new Set(ts).size).toBe(ts.length);
  for (let i = 1; i < ts.length; i += 1) expect(ts[i]! - ts[i - 1]!).toBe(intervalMs);
}

const valuesOf =
  (sn: string, after = -Infinity) =>
  (m: Received) =>
    m.topic === `units/${sn}/values` && valuesMessageSchema.parse(m.json).ts > after;

const stateOf = (portal: Portal, sn: string, online: boolean, from = 0) =>
  portal.waitFor(
    (m) => m.topic === `units/${sn}/state` && unitStateSchema.parse(m.json).online === online,
    5000,
    from,
  );

describe('unit connection', () => {
  let broker: TestBroker;
  let portal: Portal;
  const unit = { sn: '2000000001', productGroup: 'pufferspeicher' as const, secret: 's' };

  beforeAll(async () => {
    broker = await startBroker({ [unit.sn]: unit.secret, '2000000002': 'right' });
    portal = await connectPortal(broker.url);
  });

  afterAll(async () => {
    await portal.close();
    await broker.close();
  });

  it('archives samples during an outage and replays them after reconnecting, live meanwhile, no gap and no duplicate', async () => {
    const fleet = fleetFor(broker.url, [unit]);
    const startFrom = portal.received.length;
    await fleet.start();
    const sim = fleet.unit(unit.sn);
    await portal.waitForCount(valuesOf(unit.sn), 3, 5000, startFrom);
    const outageFrom = portal.received.length;
    await sim.goOffline(1000);
    expect(sim.connected).toBe(false);
    await stateOf(portal, unit.sn, false, outageFrom);
    await until(() => sim.archiveSize >= 3, 'three samples are archived');
    // A portal slow to store the archive: the unit is live at once all the same.
    const release = broker.holdArchives();
    await sim.whenOnline();
    const reconnectedFrom = portal.received.length;
    const [firstLive] = await portal.waitForCount(valuesOf(unit.sn), 3, 5000, reconnectedFrom);
    expect(portal.received.slice(outageFrom).filter((m) => m.topic === `units/${unit.sn}/archive`)).toEqual(
      [],
    );
    expect(sim.archiveSize).toBeGreaterThanOrEqual(3);
    // The first live sample after the reconnect carries every key, as the archive's first does.
    expect(Object.keys(valuesMessageSchema.parse(firstLive!.json).values)).toHaveLength(
      sim.model.store.entries.length,
    );
    release();
    const archive = await portal.waitFor((m) => m.topic === `units/${unit.sn}/archive`, 5000, outageFrom);
    const backlog = archiveMessageSchema.parse(archive.json).samples;
    await until(() => sim.archiveSize === 0, 'the archive is out');
    const beforeStop = portal.received.length;
    await fleet.stop();
    await stateOf(portal, unit.sn, false, beforeStop);
    const { live, archived } = samples(portal, unit.sn);
    expect(archived.length).toBeGreaterThanOrEqual(3);
    expect(backlog[0]!.ts).toBeLessThan(backlog.at(-1)!.ts);
    expect(Object.keys(backlog[0]!.values)).toHaveLength(sim.model.store.entries.length);
    // The archive holds the outage, the live samples what came after it.
    const liveTs = new Set(live.map((s) => s.ts));
    expect(archived.filter((s) => liveTs.has(s.ts))).toEqual([]);
    expect(archived.at(-1)!.ts).toBeLessThan(valuesMessageSchema.parse(firstLive!.json).ts);
    expectContinuous([...live, ...archived]);
  });

  it('tells onSent the time of each sample it hands to the connection live, watched or not', async () => {
    const sent: [string, number][] = [];
    const fleet = fleetFor(broker.url, [unit], { onSent: (sn, ts) => sent.push([sn, ts]) });
    const from = portal.received.length;
    await fleet.start();
    // Watched, the unit also streams signals every second of wall-clock time, off its grid.
    fleet.unit(unit.sn).watch({ seconds: 5 });
    // A watched sample is off the unit's own grid, whose samples all share one remainder.
    const remainders = () =>
      new Set(
        portal.received
          .slice(from)
          .filter(valuesOf(unit.sn))
          .map((m) => valuesMessageSchema.parse(m.json).ts % intervalMs),
      );
    await until(() => remainders().size >= 2, 'a watched sample is sent');
    await portal.waitForCount(valuesOf(unit.sn), 3, 5000, from);
    const beforeStop = portal.received.length;
    await fleet.stop();
    await stateOf(portal, unit.sn, false, beforeStop);
    const live = portal.received
      .slice(from)
      .filter((m) => m.topic === `units/${unit.sn}/values`)
      .map((m) => valuesMessageSchema.parse(m.json).ts);
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.some((ts) => ts % intervalMs !== 0)).toBe(true);
    expect(sent).toEqual(live.map((ts) => [unit.sn, ts]));
  });

  it('leaves a retained last will when the connection drops abruptly', async () => {
    const fleet = fleetFor(broker.url, [unit]);
    await fleet.start();
    const sim = fleet.unit(unit.sn);
    const from = portal.received.length;
    await sim.goOffline();
    const will = await stateOf(portal, unit.sn, false, from);
    expect(unitStateSchema.parse(will.json)).toMatchObject({
      online: false,
      module: 'L1',
      firmware: sim.model.firmware,
    });
    const late = await connectPortal(broker.url, [`units/${unit.sn}/state`]);
    const retained = await late.waitFor((m) => m.retain);
    expect(retained.json).toMatchObject({ online: false });
    await late.close();
    await sim.reconnect();
    expect(sim.connected).toBe(true);
    await stateOf(portal, unit.sn, true, from);
    await fleet.stop();
    const afterStop = await connectPortal(broker.url, [`units/${unit.sn}/state`]);
    expect((await afterStop.waitFor((m) => m.retain)).json).toMatchObject({ online: false });
    await afterStop.close();
  });

  it('is refused with a wrong secret and publishes nothing', async () => {
    const intruder = { sn: '2000000002', productGroup: 'batterie' as const, secret: 'wrong' };
    const fleet = fleetFor(broker.url, [intruder]);
    const from = portal.received.length;
    await fleet.start();
    const sim = fleet.unit(intruder.sn);
    expect(sim.connected).toBe(false);
    expect(sim.lastError).toMatch(/Bad username or password|Not authorized/);
    expect(broker.refused).toContain(intruder.sn);
    // Later events: it took a sample (kept in its archive) and was refused again on its next try;
    // nothing of it came through meanwhile.
    await until(
      () => sim.archiveSize > 0 && broker.refused.filter((login) => login === intruder.sn).length >= 2,
      'it archives a sample and is refused again',
    );
    expect(portal.received.slice(from).filter((m) => m.topic.startsWith(`units/${intruder.sn}/`))).toEqual(
      [],
    );
    await fleet.stop();
  });

  it('buffers while the broker is unreachable and sends the backlog once it is up', async () => {
    const port = await freePort();
    const fleet = fleetFor(`mqtt://127.0.0.1:${port}`, [unit]);
    await fleet.start();
    const sim = fleet.unit(unit.sn);
    expect(sim.connected).toBe(false);
    expect(sim.lastError).toMatch(/ECONNREFUSED/);
    await until(() => sim.archiveSize >= 4, 'four samples are archived');
    const late = await startBroker({ [unit.sn]: unit.secret }, port);
    const watcher = await connectPortal(late.url);
    await sim.whenOnline();
    const archive = await watcher.waitFor((m) => m.topic === `units/${unit.sn}/archive`);
    // A live sample: the whole archive is out.
    await watcher.waitFor(valuesOf(unit.sn, archiveMessageSchema.parse(archive.json).samples.at(-1)!.ts));
    await fleet.stop();
    const { live, archived } = samples(watcher, unit.sn);
    expect(archived.length).toBeGreaterThanOrEqual(4);
    // The first sample of the unit's own grid: the fleet's, offset by up to a second of real time.
    const fleetGrid = Math.floor(Date.UTC(2025, 4, 5, 6) / intervalMs) * intervalMs + intervalMs;
    expect(archived[0]!.ts).toBeGreaterThanOrEqual(fleetGrid);
    expect(archived[0]!.ts).toBeLessThan(fleetGrid + Math.min(intervalMs, 1000 * 600));
    expect(archived[1]!.ts - archived[0]!.ts).toBe(intervalMs);
    expectContinuous([...live, ...archived]);
    await watcher.close();
    await late.close();
  });

  it('sends a sample when it takes it: each unit on its own grid, or all on one tick with sameTick', async () => {
    const units = ['2000000003', '2000000004', '2000000005'].map((sn) => ({
      sn,
      productGroup: 'netz' as const,
      secret: 's',
    }));
    const own = await startBroker(Object.fromEntries(units.map((u) => [u.sn, u.secret])));
    const watcher = await connectPortal(own.url);
    try {
      for (const sameTick of [false, true]) {
        const from = watcher.received.length;
        const fleet = createFleet({
          brokerUrl: own.url,
          units,
          seed: 3,
          intervalSeconds: 1,
          speedup: 1,
          faultRate: 0,
          reconnectMs: 100,
          sameTick,
        });
        await fleet.start();
        await watcher.waitForCount((m) => m.topic.endsWith('/values'), units.length * 2, 5000, from);
        await fleet.stop();
        const sent = watcher.received
          .slice(from)
          .filter((m) => m.topic.endsWith('/values'))
          .map((m) => ({ ts: valuesMessageSchema.parse(m.json).ts, at: m.at }));
        // Stamped when taken and sent at once (it used to go out up to a second after its stamp).
        for (const { ts, at } of sent) expect(at - ts).toBeLessThan(300);
        const offsets = new Set(sent.map(({ ts }) => ts % 1000));
        expect(offsets.size).toBe(sameTick ? 1 : units.length);
      }
    } finally {
      await watcher.close();
      await own.close();
    }
  }, 15_000);

  it('streams values every second while watched, until the watch ends', async () => {
    const fleet = fleetFor(broker.url, [unit], { speedup: 1 });
    await fleet.start();
    const from = portal.received.length;
    const reply = await portal.rpc(unit.sn, { id: 'watch-1', method: 'watch', params: { seconds: 3 } });
    expect((reply['result'] as { until: number }).until).toBeGreaterThan(fleet.clock.now() + 2000);
    const streamed = await portal.waitForCount(valuesOf(unit.sn), 2, 5000, from);
    const message = valuesMessageSchema.parse(streamed[0]!.json);
    expect(message.values).toHaveProperty(['Puffer_Mw.sFuehler1']);
    expect(message.values).not.toHaveProperty(['Puffer_Ew.bAnzahlFuehler']);
    await portal.rpc(unit.sn, { id: 'watch-2', method: 'watch', params: { seconds: 0 } });
    const stopped = portal.received.length;
    // Nothing more: a watch still running would send within a period (1 s) of its last sample, so
    // that long after it (with room for a busy machine) is the shortest wait that shows it.
    const lastStreamed = portal.received.filter(valuesOf(unit.sn)).at(-1)!.at;
    await new Promise((resolve) => setTimeout(resolve, lastStreamed + 1000 + 300 - Date.now()));
    expect(portal.received.slice(stopped).filter((m) => m.topic === `units/${unit.sn}/values`)).toEqual([]);
    await fleet.stop();
  });
});
