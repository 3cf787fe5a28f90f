import type { AppInfo, CurrentUser, InitResponse } from '@portal/contracts';
import { atom } from 'jotai';

/** Spec 4 "Login state": unknown until init answered, then logged in or out. */
export type Session =
  | { state: 'unknown' }
  | { state: 'in'; init: InitResponse; user: CurrentUser }
  /** `expired`: the server answered 401 while the user was logged in (the session ran out). */
  | { state: 'out'; init: InitResponse | null; expired?: boolean };

export const sessionAtom = atom<Session>({ state: 'unknown' });

export const appInfoAtom = atom<AppInfo | null>((get) => {
  const session = get(sessionAtom);
  return session.state === 'unknown' ? null : (session.init?.app ?? null);
});

export const currentUserAtom = atom<CurrentUser | null>((get) => {
  const session = get(sessionAtom);
  return session.state === 'in' ? session.user : null;
});

export function sessionFromInit(init: InitResponse): Session {
  return init.loggedIn && init.user ? { state: 'in', init, user: init.user } : { state: 'out', init };
}

/** Routes reachable without login (spec 2). */
export function isPublicPath(pathname: string): boolean {
  return /^\/(login|loggedout|extdoc)(\/|$)/.test(pathname);
}
