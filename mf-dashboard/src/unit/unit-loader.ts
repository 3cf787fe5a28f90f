import {
  ApiError,
  call,
  currentUnitAtom,
  hasEarlyAnswer,
  offlineUnitsAtom,
  portalStore,
  unitValuesAtom,
  type ConnectedUnit,
} from '@portal/web-kit';
import { endpointUrl, remotePageOf } from '@portal/contracts/frontend';
import { seedValues } from './live-values.js';

// Loading the route's unit (spec 7 "connect, connect offline, load and update current unit"): the
// start page has usually connected it already; a reload or a link opens the dashboard directly.

export type UnitLoad =
  { state: 'loading' } | { state: 'ready'; unit: ConnectedUnit } | { state: 'failed'; error: ApiError };

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
export function loadUnit(sn: string, force = false): Promise<ConnectedUnit> {
  const current = portalStore.get(currentUnitAtom);
  if (!force && current?.sn === sn) return Promise.resolve(current.unit);
  let promise = pending.get(sn);
  if (!promise) {
    promise = connect(sn)
      .then((unit) => {
        if (portalStore.get(currentUnitAtom)?.sn !== sn) portalStore.set(unitValuesAtom, new Map());
        portalStore.set(currentUnitAtom, { sn, unit });
        seedValues(unit);
        return unit;
      })
      .finally(() => pending.delete(sn));
    pending.set(sn, promise);
  }
  return promise;
}

/**
 * A deep link's unit (`/:sn/...`), which the shell's entry has asked for already (ADR 0007): taken as
 * soon as this remote loads, so its first render draws the page instead of placeholders.
 */
export function adoptEarlyUnit(pathname: string): void {
  const sn = remotePageOf(pathname)?.params['sn'];
  if (sn && hasEarlyAnswer(endpointUrl('canipConnect', { sn }))) loadUnit(sn).catch(() => undefined);
}
