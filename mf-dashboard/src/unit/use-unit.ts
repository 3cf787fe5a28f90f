import {
  ApiError,
  appInfoAtom,
  currentUnitAtom,
  portalStore,
  type ConnectedUnit,
  useAtomValue,
} from '@portal/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { collectKeys, currentValuesRefreshMs, refreshableUnit, requestValues } from './collector.js';
import { listenForLiveValues } from './live-values.js';
import { loadUnit, type UnitLoad } from './unit-loader.js';

/** The route's unit: connected (or loaded offline) once, then kept current by live messages. */
export function useUnit(sn: string): UnitLoad {
  const current = useAtomValue(currentUnitAtom);
  const [failure, setFailure] = useState<{ sn: string; error: ApiError } | null>(null);
  useEffect(() => {
    listenForLiveValues();
    let active = true;
    loadUnit(sn).catch((error: unknown) => {
      if (!active) return;
      setFailure({
        sn,
        error:
          error instanceof ApiError
            ? error
            : new ApiError({ status: 0, key: 'exception.error', message: String(error) }),
      });
    });
    return () => {
      active = false;
    };
  }, [sn]);
  if (current?.sn === sn) return { state: 'ready', unit: current.unit };
  if (failure?.sn === sn) return { state: 'failed', error: failure.error };
  return { state: 'loading' };
}

function businessZone(): boolean {
  return portalStore.get(appInfoAtom)?.betreiberZustimmung ?? false;
}

/** Asks the unit for values now, unless it is offline or lacks the consent (spec 4). */
export function refreshCurrentValues(sn: string, keys?: readonly string[]): Promise<void> {
  if (!refreshableUnit(sn, businessZone())) return Promise.resolve();
  return requestValues(sn, keys).catch((error: unknown) => {
    // A failed refresh is retried by the next one; 401 already sent the user to login.
    console.debug('current values refresh failed', error);
  });
}

/** Registers the keys a page shows and asks for them at once. */
export function useCollectedKeys(sn: string, unit: ConnectedUnit | undefined, keys: readonly string[]) {
  const signature = useMemo(() => [...new Set(keys)].sort().join('\n'), [keys]);
  const ready = unit !== undefined;
  useEffect(() => {
    if (!ready || signature === '') return;
    const wanted = signature.split('\n');
    const release = collectKeys(wanted);
    void refreshCurrentValues(sn, wanted);
    return release;
  }, [sn, ready, signature]);
}

/** Spec 4/9: every 30 s while in the foreground, and at once when the page comes back to it. */
export function useCurrentValuesRefresh(sn: string): void {
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void refreshCurrentValues(sn);
    };
    const timer = setInterval(refresh, currentValuesRefreshMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [sn]);
}
