import { type ConnectedUnit, call, currentUnitAtom, portalStore, atom } from '@portal/web-kit';

// The keys the open pages show (spec 7 "collect keys"): asked from the unit when a page opens, on
// the debug refresh, after consent, and every 30 s (spec 4 "current values refresh"). The answers
// arrive over the websocket as CanipValue.

export const currentValuesRefreshMs = 30_000;
const maxKeysPerRequest = 500;

/** Collected keys of the current unit with how many mounted contents use each. */
export const collectedKeysAtom = atom<ReadonlyMap<string, number>>(new Map());

export function collectKeys(keys: readonly string[]): () => void {
  portalStore.set(collectedKeysAtom, (current) => {
    const next = new Map(current);
    for (const key of keys) next.set(key, (next.get(key) ?? 0) + 1);
    return next;
  });
  return () =>
    portalStore.set(collectedKeysAtom, (current) => {
      const next = new Map(current);
      for (const key of keys) {
        const count = (next.get(key) ?? 0) - 1;
        if (count > 0) next.set(key, count);
        else next.delete(key);
      }
      return next;
    });
}

/**
 * Spec 4: no refresh while the unit is offline, or while it lacks the web consent and the
 * business-zone flag (operator consent required, app.betreiberZustimmung) is on.
 */
export function mayRefresh(unit: ConnectedUnit, businessZone: boolean): boolean {
  if (!unit.online || unit.offline) return false;
  return !(businessZone && unit.zustimmungMap['DACHSWEB'] !== true);
}

/** Asks the unit for `keys` (default: every collected key). */
export async function requestValues(sn: string, keys?: readonly string[]): Promise<void> {
  const wanted = [...(keys ?? portalStore.get(collectedKeysAtom).keys())];
  for (let i = 0; i < wanted.length; i += maxKeysPerRequest) {
    await call('canipRequest', {
      params: { sn },
      body: { seriennummer: sn, keys: wanted.slice(i, i + maxKeysPerRequest) },
    });
  }
}

/** The current unit if it is `sn` and may be asked for values now. */
export function refreshableUnit(sn: string, businessZone: boolean): ConnectedUnit | null {
  const current = portalStore.get(currentUnitAtom);
  return current?.sn === sn && mayRefresh(current.unit, businessZone) ? current.unit : null;
}
