import { errorsMessageSchema, rpcReplySchema, unitStateSchema, valuesMessageSchema } from '@portal/contracts';
import { catalog } from '@portal/unit-catalog';
import { type Fleet, createFleet } from './fleet.js';
import { type Portal, type TestBroker, connectPortal, startBroker } from './test-support/broker.js';
import { until } from './test-support/until.js';

// A real aedes broker, a fleet of two units and a portal-side client calling the RPC methods.

const units = [
  { sn: '1000000001', productGroup: 'dachsII' as const, secret: 'secret-1' },
  { sn: '1000000002', productGroup: 'netz' as const, secret: 'secret-2' },
];
const [dachs, netz] = units as [(typeof units)[0], (typeof units)[0]];

let broker: TestBroker;
let portal: Portal;
let fleet: Fleet;

beforeAll(async () => {
  broker = await startBroker(Object.fromEntries(units.map((u) => [u.sn, u.secret])));
  portal = await connectPortal(broker.url);
  fleet = createFleet({
    brokerUrl: broker.url,
    units,
    seed: 7,
    intervalSeconds: 60,
    speedup: 600,
    faultRate: 0,
    startTime: Date.UTC(2025, 0, 15, 8),
    reconnectMs: 100,
  });
  await fleet.start();
});

afterAll(async () => {
  await fleet.stop();
  await portal.close();
  await broker.close();
});

const on = (sn: string, leaf: string) => (m: { topic: string }) => m.topic === `units/${sn}/${leaf}`;

describe('a connected unit', () => {
  it('announces itself online (retained) with module and firmware', async () => {
    for (const unit of units) {
      const state = await portal.waitFor(
        (m) => on(unit.sn, 'state')(m) && (m.json as { online?: boolean }).online === true,
      );
      expect(unitStateSchema.parse(state.json)).toMatchObject({ online: true, module: 'L1' });
      expect(fleet.unit(unit.sn).connected).toBe(true);
    }
  });

  it('publishes all keys first, then signals with changed parameters only', async () => {
    const first = await portal.waitFor(on(dachs.sn, 'values'));
    const from = portal.received.indexOf(first) + 1;
    const second = await portal.waitFor(on(dachs.sn, 'values'), 5000, from);
    const a = valuesMessageSchema.parse(first.json);
    const b = valuesMessageSchema.parse(second.json);
    expect(Object.keys(a.values)).toHaveLength(fleet.unit(dachs.sn).model.store.entries.length);
    expect(b.ts - a.ts).toBe(60_000);
    expect(b.values).toHaveProperty(['Hka_Mw1.Temp.sbAussen']);
    expect(b.values).toHaveProperty(['Hka_Bd.ulArbeitElektr']);
    expect(b.values).not.toHaveProperty(['Hka_Bd_Stat.uchSeriennummer']);
    const netzFirst = valuesMessageSchema.parse((await portal.waitFor(on(netz.sn, 'values'))).json);
    expect(Object.keys(netzFirst.values).sort()).toEqual(
      catalog()
        .netz.boards.flatMap((board) => board.dataPoints.map((d) => `${board.name}.${d.name}`))
        .sort(),
    );
  });

  it('reads, writes valid values and rejects invalid ones without applying them', async () => {
    const read = await portal.rpc(dachs.sn, {
      id: 'r1',
      method: 'read',
      params: {
        keys: ['Ww_Ew.Warmwasser.sbSollTemp', 'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze', 'No_Board.x'],
      },
    });
    expect(rpcReplySchema.parse(read)).toEqual({
      id: 'r1',
      result: {
        values: { 'Ww_Ew.Warmwasser.sbSollTemp': 55, 'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze': 75 },
        errorKeys: ['No_Board.x'],
      },
    });
    const write = await portal.rpc(dachs.sn, {
      id: 'w1',
      method: 'write',
      params: {
        values: {
          'Ww_Ew.Warmwasser.sbSollTemp': 60,
          'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze': 200,
          'Hka_Mw1.usDrehzahl': 100,
          'Hka_Ew.bFuehrungHKA': 9,
        },
      },
    });
    expect(write).toEqual({
      id: 'w1',
      result: {
        errorKeys: {
          'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze': 'write.range',
          'Hka_Mw1.usDrehzahl': 'write.readOnly',
          'Hka_Ew.bFuehrungHKA': 'write.enumRange',
        },
      },
    });
    const after = await portal.rpc(dachs.sn, {
      id: 'r2',
      method: 'read',
      params: {
        keys: [
          'Ww_Ew.Warmwasser.sbSollTemp',
          'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze',
          'Hka_Ew.bFuehrungHKA',
        ],
      },
    });
    expect(after['result']).toEqual({
      values: {
        'Ww_Ew.Warmwasser.sbSollTemp': 60,
        'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze': 75,
        'Hka_Ew.bFuehrungHKA': 0,
      },
      errorKeys: [],
    });
  });

  it('applies a command id exactly once and repeats its reply', async () => {
    const unit = fleet.unit(netz.sn);
    const before = unit.appliedWrites;
    const command = {
      id: 'once-1',
      method: 'write',
      params: { values: { 'Netz_Ew.ulEinspeisegrenze': 4000 } },
    };
    const first = await portal.rpc(netz.sn, command);
    await portal.rpc(netz.sn, {
      id: 'once-2',
      method: 'write',
      params: { values: { 'Netz_Ew.ulEinspeisegrenze': 2500 } },
    });
    const repeated = await portal.rpc(netz.sn, command);
    expect(repeated).toEqual(first);
    expect(unit.appliedWrites - before).toBe(2);
    const read = await portal.rpc(netz.sn, {
      id: 'once-3',
      method: 'read',
      params: { keys: ['Netz_Ew.ulEinspeisegrenze'] },
    });
    expect(read['result']).toEqual({ values: { 'Netz_Ew.ulEinspeisegrenze': 2500 }, errorKeys: [] });
  });

  it('publishes its error list when a fault comes and goes, and answers errors and layout', async () => {
    const unit = fleet.unit(dachs.sn);
    const from = portal.received.length;
    unit.forceFault(122);
    const raised = await portal.waitFor(on(dachs.sn, 'errors'), 5000, from);
    expect(errorsMessageSchema.parse(raised.json).errors).toEqual([
      expect.objectContaining({
        boardName: 'Hka_Bd',
        code: 122,
        codeText: 'E122',
        currentError: true,
        counter: 1,
      }),
    ]);
    const stoerung = await portal.rpc(dachs.sn, {
      id: 'f1',
      method: 'read',
      params: { keys: ['Hka_Bd.bStoerung'] },
    });
    expect(stoerung['result']).toEqual({ values: { 'Hka_Bd.bStoerung': 22 }, errorKeys: [] });
    const cleared = portal.received.length;
    unit.clearFaults();
    const after = await portal.waitFor(on(dachs.sn, 'errors'), 5000, cleared);
    expect(errorsMessageSchema.parse(after.json).errors).toEqual([
      expect.objectContaining({ code: 122, currentError: false, counter: 1 }),
    ]);
    const list = await portal.rpc(dachs.sn, { id: 'e1', method: 'errors', params: { board: 'Hka_Bd' } });
    expect((list['result'] as { errors: unknown[] }).errors).toHaveLength(1);
    const layout = await portal.rpc(dachs.sn, { id: 'l1', method: 'layout', params: {} });
    expect(layout).toEqual({ id: 'l1', result: { productGroup: 'dachsII', firmware: unit.model.firmware } });
  });

  it('answers unknown methods and bad parameters with an error', async () => {
    const unknown = await portal.rpc(netz.sn, { id: 'x1', method: 'selfDestruct', params: {} });
    expect(unknown).toMatchObject({ id: 'x1', error: { code: 'unknownMethod' } });
    const bad = await portal.rpc(netz.sn, { id: 'x2', method: 'read', params: { keys: 'all' } });
    expect(bad).toMatchObject({ id: 'x2', error: { code: 'badRequest' } });
  });

  it('answers a network test after its wall-clock time, and a repeat meanwhile only once', async () => {
    const started = Date.now();
    const command = { id: 'nt1', method: 'networkTest', params: { test: 'ping' } };
    const first = portal.rpc(dachs.sn, command);
    const repeat = portal.rpc(dachs.sn, command);
    const [a, b] = await Promise.all([first, repeat]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(a).toEqual({
      id: 'nt1',
      result: { ok: true, detail: expect.stringMatching(/^8\.8\.8\.8: \d+ ms$/) },
    });
    expect(b).toEqual(a);
  });

  it('switched off over RPC, publishes stopped values with the next sample', async () => {
    const unit = fleet.unit(dachs.sn);
    await portal.rpc(dachs.sn, {
      id: 'p0',
      method: 'write',
      params: { values: { 'Hka_Ew.bFuehrungHKA': 1, 'Stromf_Ew.Anforderung_GLT.bAktiv': true } },
    });
    const off = await portal.rpc(dachs.sn, { id: 'p1', method: 'power', params: { on: false } });
    expect(off).toEqual({ id: 'p1', result: { on: false } });
    const from = portal.received.length;
    const sample = valuesMessageSchema.parse((await portal.waitFor(on(dachs.sn, 'values'), 5000, from)).json);
    expect(sample.values['Hka_Mw1.sWirkleistung'] ?? unit.values()['Hka_Mw1.sWirkleistung']).toBe(0);
    const info = await portal.rpc(dachs.sn, { id: 'p2', method: 'deviceInfo', params: {} });
    expect(info['result']).toMatchObject({ status: { power: false, running: false } });
    await portal.rpc(dachs.sn, { id: 'p3', method: 'power', params: { on: true } });
  });

  it('checks the service code and locks and unlocks a fault over RPC', async () => {
    const unit = fleet.unit(dachs.sn);
    expect(await portal.rpc(dachs.sn, { id: 's1', method: 'serviceCode', params: { code: '4711' } })).toEqual(
      {
        id: 's1',
        result: { granted: true },
      },
    );
    unit.forceLockingFault(123, 60);
    // Taken once the fault is set: the cause lasts one simulated minute (0.1 s here) from then.
    const causeGone = fleet.clock.now() + 60_000;
    const from = portal.received.length;
    const locked = await portal.rpc(dachs.sn, { id: 'u1', method: 'unlockFault', params: { code: 123 } });
    expect(locked).toEqual({ id: 'u1', result: { outcome: 'notRemedied' } });
    await until(() => fleet.clock.now() >= causeGone, 'the cause is gone');
    const unlocked = await portal.rpc(dachs.sn, { id: 'u2', method: 'unlockFault', params: { code: 123 } });
    expect(unlocked).toEqual({ id: 'u2', result: { outcome: 'unlocked' } });
    const errors = await portal.waitFor(
      (m) =>
        on(dachs.sn, 'errors')(m) &&
        errorsMessageSchema.parse(m.json).errors.some((e) => e.code === 123 && !e.currentError),
      5000,
      from,
    );
    expect(errors).toBeDefined();
  });
});
