import type { EndpointName } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { invalidateEndpoint } from '../api/queries.js';
import { useAtomValue } from '../state/portal-jotai.js';
import { throttle } from '../util/timing.js';
import { liveSocket, liveStatusAtom } from './live-socket.js';

/** A burst of Alarm messages (a site losing power) reloads at most once a second, the last included. */
export const alarmReloadMs = 1000;

/**
 * Loads `endpoint` again when an incident changes (the live 'Alarm' message; it names only the
 * incident, so every change reloads) and when the live socket is back after it was lost (messages
 * may have been missed meanwhile).
 */
export function useAlarmReload(endpoint: EndpointName): void {
  useEffect(() => {
    const reload = throttle(() => void invalidateEndpoint(endpoint), alarmReloadMs);
    const unsubscribe = liveSocket.subscribe((message) => {
      if (message.action === 'Alarm') reload();
    });
    return () => {
      unsubscribe();
      reload.cancel();
    };
  }, [endpoint]);

  // After a lost connection (not at the first one) the answer may be stale.
  const status = useAtomValue(liveStatusAtom);
  const seen = useRef<{ connected: boolean; lost: boolean }>({ connected: false, lost: false });
  useEffect(() => {
    const state = seen.current;
    if (status !== 'connected') {
      state.lost = state.connected;
      return;
    }
    if (state.lost) void invalidateEndpoint(endpoint);
    seen.current = { connected: true, lost: false };
  }, [status, endpoint]);
}
