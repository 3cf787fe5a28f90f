import type { InitResponse } from '@portal/contracts';
import {
  PortalIntlProvider,
  portalStore,
  registerCatalogue,
  sessionAtom,
  sessionFromInit,
  type Catalogue,
} from '@portal/web-kit';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A logged-in (or logged-out) init answer for component tests. */
export function testInit(user: Partial<NonNullable<InitResponse['user']>> | null): InitResponse {
  const base: NonNullable<InitResponse['user']> = {
    id: 1,
    data: {
      login: 'betreiber',
      name: 'Stefan Hofmann',
      firma: '',
      email: 'stefan@example.de',
      type: 'BENUTZER',
      metaData: { email: 'stefan@example.de', reviewUserData: false },
    },
    roles: ['betreiber'],
    rights: [],
    hasRight: {},
    inRole: { betreiber: true },
    primaryRole: 'betreiber',
    possibleServices: ['hzatool'],
    hzaStatusMap: {},
    hkaCount: 3,
    passwordInvalid: false,
    debug: false,
    loggedIn: true,
    language: 'de-de',
    translationLong: false,
    youtubeCookie: false,
  };
  return {
    app: {
      name: 'Dachs Portal',
      titleSuffix: '',
      version: '0.1.0',
      brand: 'dachs',
      skin: 'dachs',
      css_custom: null,
      services: { shop: { orderurl: 'https://shop.example.com/order' }, wartung: '' },
      usesaml2: false,
      docUrl: '/docs/',
      systemtechnikTypes: ['PV'],
      betreiberZustimmung: true,
      remotes: {},
      skinEntry: '/skins/dachs/mf-manifest.json',
      skinFallbackEntry: '/skins/none/mf-manifest.json',
    },
    loggedIn: user !== null,
    user: user === null ? null : { ...base, ...user },
    metaDataPoints: {},
    structures: {},
    enums: {},
    translations: {},
    translationsScreen: {},
  };
}

/** Renders a component the way the shell does: the portal store, intl and a router. */
export function renderInShell(
  ui: ReactElement,
  options: { init?: InitResponse; path?: string; catalogues?: Catalogue[] } = {},
): RenderResult {
  portalStore.set(sessionAtom, sessionFromInit(options.init ?? testInit(null)));
  for (const catalogue of options.catalogues ?? []) registerCatalogue(catalogue);
  return render(
    <Provider store={portalStore}>
      <PortalIntlProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </PortalIntlProvider>
    </Provider>,
  );
}

/** A fetch answer as the API client reads it (jsdom has no Response class). */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    // A copy per answer, as a real response would be: components cannot change the fake's data.
    json: () => Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response;
}
