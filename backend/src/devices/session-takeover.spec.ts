import {
  chooseAdopter,
  instanceStatusPayload,
  parseInstanceStatus,
  parseInstanceStatusTopic,
  sessionKey,
} from './session-takeover.js';

describe('chooseAdopter', () => {
  it('picks the next online instance after the offline one, wrapping around', () => {
    expect(chooseAdopter('b', ['a', 'c', 'd'])).toBe('c');
    expect(chooseAdopter('d', ['a', 'b', 'c'])).toBe('a');
    expect(chooseAdopter('a', ['c', 'b'])).toBe('b');
  });

  it('does not depend on the order the statuses were heard in', () => {
    const online = ['cluster-c', 'cluster-a', 'cluster-e', 'cluster-d'];
    const reversed = [...online].reverse();
    for (const offline of ['cluster-b', 'cluster-f', 'cluster-0'])
      expect(chooseAdopter(offline, online)).toBe(chooseAdopter(offline, reversed));
    expect(chooseAdopter('cluster-b', online)).toBe('cluster-c');
  });

  it('spreads several offline instances over the survivors', () => {
    const online = ['a', 'c', 'e'];
    expect(['b', 'd', 'f'].map((offline) => chooseAdopter(offline, online))).toEqual(['c', 'e', 'a']);
  });

  it('never picks the offline instance itself, and nobody when nobody is online', () => {
    expect(chooseAdopter('a', ['a', 'b'])).toBe('b');
    expect(chooseAdopter('a', ['a'])).toBeUndefined();
    expect(chooseAdopter('a', [])).toBeUndefined();
  });
});

describe('instance status messages', () => {
  it('round-trips a status of its own share group and ignores other groups', () => {
    const online = Buffer.from(instanceStatusPayload('online', 'portal'));
    expect(parseInstanceStatus(online, 'portal')).toBe('online');
    expect(parseInstanceStatus(Buffer.from(instanceStatusPayload('offline', 'portal')), 'portal')).toBe(
      'offline',
    );
    expect(parseInstanceStatus(online, 'other-portal')).toBeUndefined();
    expect(parseInstanceStatus(Buffer.from('online'), 'portal')).toBeUndefined();
    expect(parseInstanceStatus(Buffer.alloc(0), 'portal')).toBe('cleared');
  });

  it('parses status topics and session keys', () => {
    expect(parseInstanceStatusTopic('portal/instances/cluster-a/status')).toBe('cluster-a');
    expect(parseInstanceStatusTopic('portal/instances/a/b/status')).toBeUndefined();
    expect(parseInstanceStatusTopic('portal/cluster-a/rpc/x')).toBeUndefined();
    expect(sessionKey('portal-shared-cluster-a')).toBe('cluster-a');
  });
});
