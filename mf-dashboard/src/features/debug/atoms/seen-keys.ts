import { currentUnitAtom, portalStore, atom } from '@portal/web-kit';
import { collectedKeysAtom } from '../../../unit/collector.js';

// The debug page is a page of its own: when it opens, the dashboard's widgets unmount and release
// their keys. So the collector tab also lists the keys collected since the current unit opened.

/** Keys any page collected for the current unit since it opened. */
export const seenKeysAtom = atom<ReadonlySet<string>>(new Set<string>());

let watching = false;
let unitSn: string | undefined;

/** Starts remembering collected keys (once; from when the remote loads). */
export function watchCollectedKeys(): void {
  if (watching) return;
  watching = true;
  unitSn = portalStore.get(currentUnitAtom)?.sn;
  const remember = () => {
    const keys = [...portalStore.get(collectedKeysAtom).keys()];
    const seen = portalStore.get(seenKeysAtom);
    if (keys.every((key) => seen.has(key))) return;
    portalStore.set(seenKeysAtom, new Set([...seen, ...keys]));
  };
  portalStore.sub(collectedKeysAtom, remember);
  portalStore.sub(currentUnitAtom, () => {
    const sn = portalStore.get(currentUnitAtom)?.sn;
    if (sn === unitSn) return;
    unitSn = sn;
    portalStore.set(seenKeysAtom, new Set(portalStore.get(collectedKeysAtom).keys()));
  });
  remember();
}
