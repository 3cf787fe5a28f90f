import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { InitResponse } from '@portal/contracts';
import { registerRemote, remoteOfPath, skinRemote } from './remotes.js';

/** The init endpoint (`endpoints.init` of @portal/contracts, which the entry cannot import yet). */
export const initPath = '/rest/info/init';

let early: Promise<InitResponse | undefined> = Promise.resolve(undefined);

/** Downloads (without running) the skin's theme and, logged in, the routes of the page's remote. */
function preload(init: InitResponse): void {
  const { app } = init;
  const skin = skinRemote(app.skin);
  registerRemote(skin, app.skinEntry);
  const wanted = [{ nameOrAlias: skin, exposes: ['theme'] }];
  const remote = init.loggedIn ? remoteOfPath(location.pathname) : undefined;
  const entry = remote && app.remotes[remote];
  if (remote && entry) {
    registerRemote(remote, entry);
    wanted.push({ nameOrAlias: remote, exposes: ['routes'] });
  }
  preloadRemote(wanted).catch(() => undefined);
}

/**
 * Starts what the first render waits for while the shared chunks download: the init answer, then
 * the skin and the page's remote. A failure is left to bootstrap, which asks again through the API
 * client and shows what went wrong.
 */
export function startEarly(): void {
  early = fetch(initPath, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<InitResponse>) : undefined))
    .catch(() => undefined);
  void early.then((init) => init && preload(init));
}

/** The init answer the entry fetched; undefined when it failed or was not started. */
export function earlyInit(): Promise<InitResponse | undefined> {
  return early;
}
