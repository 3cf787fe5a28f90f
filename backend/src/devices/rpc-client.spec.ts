import { describe, expect, it } from '@jest/globals';
import { RpcClient, RpcFailedError, RpcTimeoutError } from './rpc-client.js';

function recorder() {
  const sent: { topic: string; payload: { id: string; method: string; replyTo: string } }[] = [];
  return {
    sent,
    publish: (topic: string, payload: string) => sent.push({ topic, payload: JSON.parse(payload) }),
  };
}

describe('RpcClient', () => {
  it('publishes to the unit rpc topic with an id and reply topic, and resolves with the checked result', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, 'portal/i1/rpc', 1000);
    const answer = rpc.call('52001', 'watch', { seconds: 60 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.topic).toBe('units/52001/rpc');
    expect(sent[0]?.payload).toMatchObject({ method: 'watch', replyTo: 'portal/i1/rpc' });
    rpc.settle({ id: sent[0]!.payload.id, result: { until: 123 } });
    await expect(answer).resolves.toEqual({ until: 123 });
  });

  it('resends the same id once after half the timeout, then times out', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, 'portal/i1/rpc', 200);
    const answer = rpc.call('52001', 'layout', {});
    await expect(answer).rejects.toBeInstanceOf(RpcTimeoutError);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.payload.id).toBe(sent[0]?.payload.id);
  });

  it('rejects unit errors and malformed results, and ignores late duplicate replies', async () => {
    const { sent, publish } = recorder();
    const rpc = new RpcClient(publish, 'portal/i1/rpc', 1000);
    const failed = rpc.call('52001', 'read', { keys: ['a.b'] });
    rpc.settle({ id: sent[0]!.payload.id, error: { code: 'badRequest', message: 'no' } });
    await expect(failed).rejects.toBeInstanceOf(RpcFailedError);
    const malformed = rpc.call('52001', 'read', { keys: ['a.b'] });
    rpc.settle({ id: sent[1]!.payload.id, result: { values: 'x' } });
    await expect(malformed).rejects.toBeInstanceOf(RpcFailedError);
    expect(() => rpc.settle({ id: sent[1]!.payload.id, result: {} })).not.toThrow();
  });
});
