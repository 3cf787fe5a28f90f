import { type RpcResult } from '@portal/contracts';
import { type RpcTarget, RpcHandler, RpcRefusal } from './rpc-handler.js';

/** A promise and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function target(): RpcTarget & {
  writes: Record<string, unknown>[];
  tests: string[];
  /** Opens once a network test runs. */
  testRunning: Promise<void>;
  /** Lets the running network tests answer. */
  finishTests: () => void;
} {
  const writes: Record<string, unknown>[] = [];
  const tests: string[] = [];
  const running = gate();
  const finished = gate();
  const settings = { settings: {} } as RpcResult<'deviceSettings'>;
  return {
    writes,
    tests,
    testRunning: running.opened,
    finishTests: finished.open,
    read: ({ keys }) => ({ values: Object.fromEntries(keys.map((k) => [k, 1])), errorKeys: [] }),
    write: ({ values }) => {
      writes.push(values);
      return { errorKeys: {} };
    },
    errors: () => ({ errors: [] }),
    layout: () => ({ productGroup: 'netz', firmware: '1' }),
    watch: ({ seconds }) => ({ until: seconds * 1000 }),
    serviceCode: ({ code }) => ({ granted: code === '1' }),
    deviceInfo: () => ({ ...settings, status: {} as RpcResult<'deviceInfo'>['status'] }),
    deviceSettings: () => settings,
    commissioning: () => ({ savedAt: null, reverted: false }),
    unlockFault: () => ({ outcome: 'notLocked' }),
    calibrate: () => ({ outcome: 'failed' }),
    // Slow, as on a unit: answers when the test lets it.
    networkTest: async ({ test }) => {
      tests.push(test);
      running.open();
      await finished.opened;
      return { ok: true, detail: test };
    },
    power: ({ on }) => ({ on }),
  };
}

const request = (body: Record<string, unknown>) => JSON.stringify({ replyTo: 'portal/a/rpc', ...body });

describe('RpcHandler', () => {
  it('dispatches methods and answers on replyTo', async () => {
    const handler = new RpcHandler(target());
    expect(await handler.handle(request({ id: '1', method: 'read', params: { keys: ['x.y'] } }))).toEqual({
      replyTo: 'portal/a/rpc',
      reply: { id: '1', result: { values: { 'x.y': 1 }, errorKeys: [] } },
      repeated: false,
    });
    expect((await handler.handle(request({ id: '2', method: 'layout' })))?.reply).toEqual({
      id: '2',
      result: { productGroup: 'netz', firmware: '1' },
    });
  });

  it('applies a write id once and answers repeats from memory', async () => {
    const t = target();
    const handler = new RpcHandler(t);
    const write = request({ id: 'w', method: 'write', params: { values: { 'a.b': 1 } } });
    const first = await handler.handle(write);
    const again = await handler.handle(write);
    expect(again).toEqual({ ...first, repeated: true });
    expect(t.writes).toHaveLength(1);
    expect(handler.appliedWrites).toBe(1);
  });

  it('answers unknown methods and bad params with an error, ignores what it cannot answer', async () => {
    const handler = new RpcHandler(target());
    expect((await handler.handle(request({ id: '1', method: 'reboot' })))?.reply).toMatchObject({
      id: '1',
      error: { code: 'unknownMethod' },
    });
    expect(
      (await handler.handle(request({ id: '2', method: 'read', params: { keys: [] } })))?.reply,
    ).toMatchObject({
      id: '2',
      error: { code: 'badRequest' },
    });
    expect(
      (await handler.handle(request({ id: '3', method: 'watch', params: { seconds: -1 } })))?.reply,
    ).toMatchObject({
      error: { code: 'badRequest' },
    });
    expect(await handler.handle('not json')).toBeNull();
    expect(await handler.handle(JSON.stringify({ id: '4', method: 'read' }))).toBeNull();
  });

  it('runs a slow command once: a repeat arriving meanwhile gets the same answer', async () => {
    const t = target();
    const handler = new RpcHandler(t);
    const test = request({ id: 'n', method: 'networkTest', params: { test: 'ping' } });
    const answering = handler.handle(test);
    await t.testRunning;
    const repeated = handler.handle(test);
    t.finishTests();
    const [first, again] = await Promise.all([answering, repeated]);
    expect(first).toEqual({
      replyTo: 'portal/a/rpc',
      reply: { id: 'n', result: { ok: true, detail: 'ping' } },
      repeated: false,
    });
    expect(again).toEqual({ ...first, repeated: true });
    expect(t.tests).toEqual(['ping']);
  });

  it('answers a refusal of well-formed params as badRequest, any other failure as internal', async () => {
    const t = target();
    t.deviceSettings = () => {
      throw new RpcRefusal('heating curve out of the unit’s limits: max');
    };
    t.calibrate = () => {
      throw new Error('sensor bus down');
    };
    const handler = new RpcHandler(t);
    const curve = { max: 80, min: 25, slope: 1.2 };
    expect(
      (await handler.handle(request({ id: 's', method: 'deviceSettings', params: { heatingCurve: curve } })))
        ?.reply,
    ).toEqual({
      id: 's',
      error: { code: 'badRequest', message: 'heating curve out of the unit’s limits: max' },
    });
    expect((await handler.handle(request({ id: 'c', method: 'calibrate' })))?.reply).toEqual({
      id: 'c',
      error: { code: 'internal', message: 'sensor bus down' },
    });
  });
});
