import { type RpcTarget, RpcHandler } from './rpc-handler.js';

function target(): RpcTarget & { writes: Record<string, unknown>[] } {
  const writes: Record<string, unknown>[] = [];
  return {
    writes,
    read: ({ keys }) => ({ values: Object.fromEntries(keys.map((k) => [k, 1])), errorKeys: [] }),
    write: ({ values }) => {
      writes.push(values);
      return { errorKeys: {} };
    },
    errors: () => ({ errors: [] }),
    layout: () => ({ productGroup: 'netz', firmware: '1' }),
    watch: ({ seconds }) => ({ until: seconds * 1000 }),
  };
}

const request = (body: Record<string, unknown>) => JSON.stringify({ replyTo: 'portal/a/rpc', ...body });

describe('RpcHandler', () => {
  it('dispatches methods and answers on replyTo', () => {
    const handler = new RpcHandler(target());
    expect(handler.handle(request({ id: '1', method: 'read', params: { keys: ['x.y'] } }))).toEqual({
      replyTo: 'portal/a/rpc',
      reply: { id: '1', result: { values: { 'x.y': 1 }, errorKeys: [] } },
      repeated: false,
    });
    expect(handler.handle(request({ id: '2', method: 'layout' }))?.reply).toEqual({
      id: '2',
      result: { productGroup: 'netz', firmware: '1' },
    });
  });

  it('applies a write id once and answers repeats from memory', () => {
    const t = target();
    const handler = new RpcHandler(t);
    const write = request({ id: 'w', method: 'write', params: { values: { 'a.b': 1 } } });
    const first = handler.handle(write);
    const again = handler.handle(write);
    expect(again).toEqual({ ...first, repeated: true });
    expect(t.writes).toHaveLength(1);
    expect(handler.appliedWrites).toBe(1);
  });

  it('answers unknown methods and bad params with an error, ignores what it cannot answer', () => {
    const handler = new RpcHandler(target());
    expect(handler.handle(request({ id: '1', method: 'reboot' }))?.reply).toMatchObject({
      id: '1',
      error: { code: 'unknownMethod' },
    });
    expect(handler.handle(request({ id: '2', method: 'read', params: { keys: [] } }))?.reply).toMatchObject({
      id: '2',
      error: { code: 'badRequest' },
    });
    expect(
      handler.handle(request({ id: '3', method: 'watch', params: { seconds: -1 } }))?.reply,
    ).toMatchObject({
      error: { code: 'badRequest' },
    });
    expect(handler.handle('not json')).toBeNull();
    expect(handler.handle(JSON.stringify({ id: '4', method: 'read' }))).toBeNull();
  });
});
