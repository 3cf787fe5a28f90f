import { ApiError } from '../api/api-error.js';
import { call } from '../api/client.js';
import { portalStore } from '../state/store.js';
import { type ConnectedUnit, currentUnitAtom, offlineUnitsAtom, unitValuesAtom } from './current-unit.js';

// Loading the route's unit (spec 7 "connect, connect offline, load and update current unit"). The
// shell loads it for every unit route, so the side menu and the error bell are the same whether the
// user navigated there or opened the address directly (issue 40, 36); the dashboard adds the values.

const pending = new Map<string, Promise<ConnectedUnit>>();

async function connect(sn: string): Promise<ConnectedUnit> {
  // Chosen 'Offline verwenden' after a failed connect: the stored values, no second try (spec 4).
  if (portalStore.get(offlineUnitsAtom).has(sn))
    return call('canipConnect', { params: { sn }, query: { offline: '' } });
  try {
    return await call('canipConnect', { params: { sn } });
  } catch (error) {
    // An offline unit still shows its last known values (spec 4 'use offline').
    if (error instanceof ApiError && error.status === 503)
      return call('canipConnect', { params: { sn }, query: { offline: '' } });
    throw error;
  }
}

/** Connects `sn` unless it is already the current unit; one request per serial at a time. */
export function loadCurrentUnit(sn: string, force = false): Promise<ConnectedUnit> {
  const current = portalStore.get(currentUnitAtom);
  if (!force && current?.sn === sn) return Promise.resolve(current.unit);
  let promise = pending.get(sn);
  if (!promise) {
    promise = connect(sn)
      .then((unit) => {
        if (portalStore.get(currentUnitAtom)?.sn !== sn) portalStore.set(unitValuesAtom, new Map());
        portalStore.set(currentUnitAtom, { sn, unit });
        return unit;
      })
      .finally(() => pending.delete(sn));
    pending.set(sn, promise);
  }
  return promise;
}
