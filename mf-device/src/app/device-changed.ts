import { portalStore, atom } from '@portal/web-kit';
import { useEffect } from 'react';

/** Fired on `window` when the menu switches to another unit (spec 4). */
export const deviceChangedEvent = 'portal:device-changed';

export interface DeviceChangedDetail {
  sn: string;
  /** The unit shown before; null when the menu opens. */
  previous: string | null;
}

/** The unit the device menu shows. */
export const currentDeviceAtom = atom<string | null>(null);

/** Spec 4: a route with another serial switches the current device and says so. */
export function useDeviceChanged(sn: string): void {
  useEffect(() => {
    const previous = portalStore.get(currentDeviceAtom);
    if (previous === sn) return;
    portalStore.set(currentDeviceAtom, sn);
    window.dispatchEvent(
      new CustomEvent<DeviceChangedDetail>(deviceChangedEvent, { detail: { sn, previous } }),
    );
  }, [sn]);
}
