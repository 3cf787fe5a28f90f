import { atom } from 'jotai';
import { currentUserAtom } from './session.js';

function storedFlag(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A flag kept in localStorage, so debug switches survive reloads (and the layout reset). */
export function persistentFlagAtom(key: string) {
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

/** The debug sidebar's debug toggle (spec 2), as this browser keeps it. */
export const debugModeAtom = persistentFlagAtom('portal.debug.mode');

/**
 * Debug mode is on: the toggle is set and the user may debug (admins and users with the debug
 * flag, who get the sidebar); a toggle left on by another user of the browser does not count.
 */
export const debugActiveAtom = atom((get) => {
  const user = get(currentUserAtom);
  return get(debugModeAtom) && user !== null && (user.debug || user.roles.includes('admin'));
});
