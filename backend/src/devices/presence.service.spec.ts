import { describe, expect, it } from '@jest/globals';
import type { PresenceRepository } from './presence.repository.js';
import { PresenceService } from './presence.service.js';

/** A repository that stores one state per serial, as unit_presence does. */
function storedStates(online: Record<string, boolean>): PresenceRepository {
  return {
    onlineOf: (serials: readonly string[]) =>
      Promise.resolve(serials.flatMap((sn) => (sn in online ? [{ sn, online: online[sn]! }] : []))),
  } as unknown as PresenceRepository;
}

const state = (online: boolean) => ({ online, module: 'L1', firmware: '1.0', ts: 1_700_000_000_000 });

describe('PresenceService online states for lists', () => {
  it('prefers what this instance heard over what was stored, and counts units never heard of offline', () => {
    const presence = new PresenceService(storedStates({}));
    presence.noteState('heard-online', state(true));
    presence.noteState('heard-offline', state(false));
    const stored = new Map([
      ['heard-online', false],
      ['heard-offline', true],
      ['stored-online', true],
      ['stored-offline', false],
    ]);
    const serials = ['heard-online', 'heard-offline', 'stored-online', 'stored-offline', 'never'];
    expect(Object.fromEntries(presence.onlineFrom(serials, stored))).toEqual({
      'heard-online': true,
      'heard-offline': false,
      'stored-online': true,
      'stored-offline': false,
      never: false,
    });
  });

  it('answers the same through onlineMap, which reads the stored states itself', async () => {
    const presence = new PresenceService(storedStates({ 'heard-online': false, 'stored-online': true }));
    presence.noteState('heard-online', state(true));
    const online = await presence.onlineMap(['heard-online', 'stored-online', 'never']);
    expect(Object.fromEntries(online)).toEqual({ 'heard-online': true, 'stored-online': true, never: false });
  });
});
