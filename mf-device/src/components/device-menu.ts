import type { DeviceMenuResponse } from '@portal/contracts';
import {
  endpointKey,
  portalQueryClient,
  portalStore,
  useEndpointQuery,
  atom,
  useAtomValue,
} from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { lostServiceLevel } from './device-error.js';

// The menu's server state: GET /device/{sn} (mode, service level, status, settings). The server
// holds the service level; the browser only counts down to the expiry it was told and asks again.

export function useDeviceMenu(sn: string) {
  return useEndpointQuery('deviceMenu', { params: { sn } });
}

/** Asks the server (and through it the unit) again: new status, settings and service level. */
export function refreshDeviceMenu(sn: string): Promise<void> {
  return portalQueryClient.invalidateQueries({ queryKey: endpointKey('deviceMenu', { params: { sn } }) });
}

/** The serial whose service level ran out while its menu was open: it shows 'Service level timeout'. */
export const timedOutAtom = atom<string | null>(null);

/**
 * Runs an installer action. Each one renews the service level on the server, so the menu is asked
 * again afterwards for the new expiry (and the unit's new status); an answer saying the level is
 * gone shows the timeout and falls back to user mode.
 */
export async function runDeviceAction<T>(sn: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (lostServiceLevel(error)) portalStore.set(timedOutAtom, sn);
    throw error;
  } finally {
    void refreshDeviceMenu(sn);
  }
}

const tickMs = 1000;

export interface ServiceLevelView {
  /** Installer mode: the server said the level is active and its expiry has not passed. */
  installer: boolean;
  /** Until the expiry; null outside installer mode. */
  remainingMs: number | null;
  timedOut: boolean;
}

/** The service level as the menu shows it, counting down every second while it is active. */
export function useServiceLevel(menu: DeviceMenuResponse | undefined): ServiceLevelView {
  const [now, setNow] = useState(Date.now);
  const expiresAt = menu?.serviceLevel.active ? menu.serviceLevel.expiresAt : null;
  const timedOutSn = useAtomValue(timedOutAtom);
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const sn = menu?.sn;
  const expired = expiresAt !== null && now >= expiresAt;
  useEffect(() => {
    if (!expired || sn === undefined) return;
    portalStore.set(timedOutAtom, sn);
    void refreshDeviceMenu(sn);
  }, [expired, sn]);
  const installer = menu?.mode === 'installer' && menu.serviceLevel.active && !expired;
  return {
    installer,
    remainingMs: installer && expiresAt !== null ? expiresAt - now : null,
    timedOut: !installer && sn !== undefined && timedOutSn === sn,
  };
}
