import { layoutStoragePrefix } from '@portal/web-kit';
import { atom } from 'jotai';

function storedFlag(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A flag kept in localStorage, so debug switches survive reloads (and the layout reset). */
function persistentFlag(key: string) {
  const base = atom(storedFlag(key));
  return atom(
    (get) => get(base),
    (_get, set, value: boolean) => {
      try {
        globalThis.localStorage?.setItem(key, String(value));
      } catch {
        // Private mode: the switch lasts for this page only.
      }
      set(base, value);
    },
  );
}

export const debugModeAtom = persistentFlag('portal.debug.mode');
export const debugInfoAtom = persistentFlag('portal.debug.info');
export const debugVerboseAtom = persistentFlag('portal.debug.verbose');

export const layoutResetReloadMs = 100;

/** Spec 4 "Layout reset": clear the local layout settings, then reload after 100 ms. */
export function resetLocalLayout(reload: () => void = () => window.location.reload()): void {
  const keys = Object.keys(localStorage).filter((key) => key.startsWith(layoutStoragePrefix));
  for (const key of keys) localStorage.removeItem(key);
  setTimeout(reload, layoutResetReloadMs);
}
