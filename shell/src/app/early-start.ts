import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { InitResponse } from '@portal/contracts';
import { endpointUrl, remotePageOf } from '@portal/contracts/frontend';
import { registerRemote, skinRemote } from './remotes.js';

let early: Promise<InitResponse | undefined> = Promise.resolve(undefined);
const answers = new Map<string, Promise<Response>>();

const getJson = (url: string) =>
  fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });

/**
 * Downloads (without running) the skin's theme and, logged in, the routes of the page's remote; a
 * unit's page also asks for the unit (its connect answer) at once.
 */
function preload(init: InitResponse): void {
  const { app } = init;
  const skin = skinRemote(app.skin);
  registerRemote(skin, app.skinEntry);
  const wanted = [{ nameOrAlias: skin, exposes: ['theme'] }];
  const page = init.loggedIn ? remotePageOf(location.pathname) : undefined;
  const entry = page && app.remotes[page.remote];
  if (page && entry) {
    registerRemote(page.remote, entry);
    wanted.push({ nameOrAlias: page.remote, exposes: ['routes'] });
  }
  preloadRemote(wanted).catch(() => undefined);
  const sn = page?.params['sn'];
  if (sn) {
    const url = endpointUrl('canipConnect', { sn });
    answers.set(url, getJson(url));
  }
}

/**
 * Starts what the first render waits for while the shared chunks download: the init answer, then
 * the skin and the page's remote. A failure is left to bootstrap, which asks again through the API
 * client and shows what went wrong.
 */
export function startEarly(): void {
  early = getJson(endpointUrl('init'))
    .then((response) => (response.ok ? (response.json() as Promise<InitResponse>) : undefined))
    .catch(() => undefined);
  void early.then((init) => init && preload(init));
}

/** The init answer the entry fetched; undefined when it failed or was not started. */
export function earlyInit(): Promise<InitResponse | undefined> {
  return early;
}

/** The other answers the entry asked for, by URL, for the API client to use. */
export function earlyAnswers(): ReadonlyMap<string, Promise<Response>> {
  return answers;
}
