import { call } from '../api/client.js';
import { sessionAtom, sessionFromInit, type Session } from './session.js';
import { portalStore } from './store.js';

/** Reads /rest/info/init again (after login, logout, saving user data) and updates the session. */
export async function refreshSession(): Promise<Session> {
  const session = sessionFromInit(await call('init'));
  portalStore.set(sessionAtom, session);
  return session;
}
