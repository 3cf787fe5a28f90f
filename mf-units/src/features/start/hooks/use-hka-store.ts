import type { UnitListEntry, UnitListResponse } from '@portal/contracts';
import { liveSocket, portalStore } from '@portal/web-kit';
import { useEffect } from 'react';
import { connectedUnitsAtom } from '../atoms/connected-units-atom.js';

type Patch = Partial<Pick<UnitListEntry, 'online' | 'connected' | 'zustimmungMap' | 'state'>>;

const isBooleanRecord = (value: unknown): value is Record<string, boolean> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'boolean');

/** The fields of an HkaStore unit the list shows; anything else in the message is ignored. */
export function patchOf(unit: Record<string, unknown> | undefined): Patch {
  const patch: Patch = {};
  if (typeof unit?.['online'] === 'boolean') patch.online = unit['online'];
  if (typeof unit?.['connected'] === 'boolean') patch.connected = unit['connected'];
  if (isBooleanRecord(unit?.['zustimmungMap'])) patch.zustimmungMap = unit['zustimmungMap'];
  const state = unit?.['state'];
  if (typeof state === 'object' && state !== null && 'color' in state && 'name' in state) {
    const { color, name } = state;
    if (typeof color === 'string' && typeof name === 'string') patch.state = { color, name };
  }
  return patch;
}

export const patchUnit =
  (sn: string, patch: Patch) =>
  (data: UnitListResponse): UnitListResponse => ({
    ...data,
    units: data.units.map((unit) => (unit.seriennummer === sn ? { ...unit, ...patch } : unit)),
  });

/**
 * Keeps the list in step with the HkaStore live messages (spec 4 "Websocket"): updates change the
 * row, 'remove' (after a disconnect) takes the unit out of this browser's connected set, and a
 * new unit ('add') reloads the list.
 */
export function useHkaStore(
  update: (change: (data: UnitListResponse) => UnitListResponse) => void,
  reload: () => void,
): void {
  useEffect(
    () =>
      liveSocket.subscribe((message) => {
        if (message.action !== 'HkaStore') return;
        const { sn, data } = message;
        if (data.updateType === 'add') {
          reload();
        } else if (data.updateType === 'remove') {
          portalStore.set(connectedUnitsAtom, (serials) => new Set([...serials].filter((s) => s !== sn)));
          update(patchUnit(sn, { connected: false }));
        } else {
          update(patchUnit(sn, patchOf(data.unit)));
        }
      }),
    [update, reload],
  );
}
