import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RpcCancelledError, RpcClient, RpcFailedError, RpcTimeoutError } from './rpc-client.js';

function recorder() {
  const sent: { topic: string; payload: { id: string; method: string; replyTo: string } }[] = [];
  return {
    sent,
    publish: (topic: string, payload: string) => sent.push({ topic, payload: JSON.parse(payload) }),
  };
}

const replyTopic = (sn: string) => `portal/i1/rpc/${sn}`;

describe('RpcClient', () => {
  // The retry and the timeout run on timers in this process: fake time decides when they fire.
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('publishes to the unit rpc topic with an id and the unit reply topic, and resolves with the checked result', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 1000);
    const answer = rpc.call('52001', 'watch', { seconds: 60 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.topic).toBe('units/52001/rpc');
    expect(sent[0]?.payload).toMatchObject({ method: 'watch', replyTo: 'portal/i1/rpc/52001' });
    expect(rpc.settle({ id: sent[0]!.payload.id, result: { until: 123 } }, '52001')).toBe(true);
    await expect(answer).resolves.toEqual({ until: 123 });
  });

  it('resends the same id once after half the timeout, then times out with 504', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 200);
    const answer = rpc.call('52001', 'layout', {});
    const timedOut = expect(answer).rejects.toMatchObject({ status: 504, key: 'exception.unittimeout' });
    await jest.advanceTimersByTimeAsync(99);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.payload.id).toBe(sent[0]?.payload.id);
    await jest.advanceTimersByTimeAsync(100);
    await timedOut;
    await expect(answer).rejects.toBeInstanceOf(RpcTimeoutError);
  });

  it('waits longer for a method given its own timeout (a network test), resending after half of it', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 100);
    const answer = rpc.call('52001', 'networkTest', { test: 'restart' }, 400);
    await jest.advanceTimersByTimeAsync(199);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    // Past the client's own 100 ms, short of the method's 400 ms: still waiting.
    await jest.advanceTimersByTimeAsync(150);
    expect(rpc.settle({ id: sent[0]!.payload.id, result: { ok: true, detail: 'dhcp' } }, '52001')).toBe(true);
    await expect(answer).resolves.toEqual({ ok: true, detail: 'dhcp' });
  });

  it.each([
    ['badRequest', 422, 'exception.unitrefused'],
    ['unknownMethod', 502, 'exception.uniterror'],
    ['internal', 502, 'exception.uniterror'],
  ] as const)('rejects a unit error %s with %i %s', async (code, status, key) => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 1000);
    const failed = rpc.call('52001', 'read', { keys: ['a.b'] });
    rpc.settle({ id: sent[0]!.payload.id, error: { code, message: 'no' } }, '52001');
    await expect(failed).rejects.toBeInstanceOf(RpcFailedError);
    await expect(failed).rejects.toMatchObject({ status, key });
  });

  it('rejects malformed results with 502 and ignores late duplicate replies', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 1000);
    const malformed = rpc.call('52001', 'read', { keys: ['a.b'] });
    rpc.settle({ id: sent[0]!.payload.id, result: { values: 'x' } }, '52001');
    await expect(malformed).rejects.toBeInstanceOf(RpcFailedError);
    await expect(malformed).rejects.toMatchObject({ status: 502, key: 'exception.unitanswerinvalid' });
    expect(rpc.settle({ id: sent[0]!.payload.id, result: {} }, '52001')).toBe(false);
  });

  it('takes a reply only from the unit the command went to', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 300);
    const answer = rpc.call('52001', 'watch', { seconds: 60 });
    // Another unit that learnt the id answers first: dropped, the call still waits for 52001.
    expect(rpc.settle({ id: sent[0]!.payload.id, result: { until: 666 } }, '52002')).toBe(false);
    expect(rpc.settle({ id: sent[0]!.payload.id, result: { until: 1 } }, '52001')).toBe(true);
    await expect(answer).resolves.toEqual({ until: 1 });
  });

  it('cancels open calls with 503 when the portal stops', async () => {
    const { publish } = recorder();
    const rpc = new RpcClient(publish, replyTopic, 1000);
    const answer = rpc.call('52001', 'layout', {});
    rpc.cancelAll();
    await expect(answer).rejects.toBeInstanceOf(RpcCancelledError);
    await expect(answer).rejects.toMatchObject({ status: 503 });
  });
});
