import { layoutStoragePrefix, persistentFlagAtom } from '@portal/web-kit';

export const debugInfoAtom = persistentFlagAtom('portal.debug.info');
export const debugVerboseAtom = persistentFlagAtom('portal.debug.verbose');

export const layoutResetReloadMs = 100;

/** Spec 4 "Layout reset": clear the local layout settings, then reload after 100 ms. */
export function resetLocalLayout(reload: () => void = () => window.location.reload()): void {
  const keys = Object.keys(localStorage).filter((key) => key.startsWith(layoutStoragePrefix));
  for (const key of keys) localStorage.removeItem(key);
  setTimeout(reload, layoutResetReloadMs);
}
