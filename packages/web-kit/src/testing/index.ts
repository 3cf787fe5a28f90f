// Component-test fixtures shared by the shell and the remotes (`@portal/web-kit/testing`; tests only).
import type { InitResponse } from '@portal/contracts';

type User = NonNullable<InitResponse['user']>;

/**
 * An init answer: logged in as the given user (an operator by default; `roles` also sets the inRole
 * flags unless given), or logged out with null.
 */
export function testInit(user: Partial<User> | null = {}): InitResponse {
  const roles = user?.roles ?? ['betreiber'];
  const base: User = {
    id: 1,
    data: {
      login: 'betreiber',
      name: 'Stefan Hofmann',
      firma: '',
      email: 'stefan@example.de',
      type: 'BENUTZER',
      metaData: { email: 'stefan@example.de', reviewUserData: false },
    },
    roles,
    rights: [],
    hasRight: {},
    inRole: Object.fromEntries(roles.map((role) => [role, true])),
    primaryRole: roles[0] ?? 'betreiber',
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
      name: '',
      portalName: 'Dachs Portal',
      webName: 'DachsWEB',
      portalMarker: '',
      titleSuffix: '',
      version: '0.1.0',
      brand: 'dachs',
      skin: 'dachs',
      css_custom: null,
      services: { shop: { orderurl: 'https://shop.example.com/order' }, wartung: '' },
      usesaml2: false,
      docUrl: '/docs/',
      systemtechnikTypes: ['PV', 'BATTERIE', 'WAERMEPUMPE'],
      betreiberZustimmung: true,
      remotes: {},
      skinEntry: '/skins/dachs/mf-manifest.json',
      skinFallbackEntry: '/skins/none/mf-manifest.json',
    },
    loggedIn: user !== null,
    user: user === null ? null : { ...base, ...user, roles },
    metaDataPoints: {},
    structures: {},
    enums: {},
    translations: {},
    translationsScreen: {},
  };
}

export { jsonResponse } from './json-response.js';
export { connectedUnit, unitEntry } from './unit-entry.js';
export {
  apiError,
  fakeBackend,
  ok,
  type BackendAnswer,
  type BackendRequest,
  type BackendRoutes,
  type EndpointAnswer,
  type FakeBackend,
} from './fake-backend.js';
export { renderPortalPage, resetHosts, type RenderPageOptions } from './render.js';
export { fakeLiveSocket, type FakeLiveSocket } from './fake-live-socket.js';
