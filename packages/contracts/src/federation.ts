/**
 * The contract between the shell, its remotes and the style remotes (module federation names,
 * exposed modules and route ids). Paths are the spec's routes (spec 2).
 */
export const remoteNames = [
  'mf_units',
  'mf_dashboard',
  'mf_hzatool',
  'mf_shop',
  'mf_device',
  'mf_fleet',
] as const;
export type RemoteName = (typeof remoteNames)[number];

export const skinNames = ['dachs', 'remeha', 'broetje', 'none'] as const;
export type SkinName = (typeof skinNames)[number];

export function isSkinName(value: string): value is SkinName {
  return (skinNames as readonly string[]).includes(value);
}

/** Each remote exposes `./routes`: a record from these route ids to React components. */
export const remoteRoutes = {
  mf_units: { start: '/', migrate: '/migrate' },
  mf_dashboard: {
    dashboard: '/:sn/dashboard',
    dataPage: '/:sn/dp/:page',
    errors: '/:sn/errors',
    settings: '/:sn/settings',
    debug: '/:sn/debug',
    balance: '/:sn/balance',
    charts: '/charts',
  },
  mf_hzatool: { hzatool: '/hzatool', hzatoolLocation: '/hzatool/:uuid' },
  mf_shop: {
    services: '/services',
    shopCheckout: '/shopcheckout',
    shopCheckoutDuplicate: '/shopcheckout/duplicate/:orderNumber',
  },
  mf_device: { device: '/:sn/device', deviceScreen: '/:sn/device/:screen' },
  mf_fleet: {
    fleet: '/fleet',
    alarms: '/alarms',
    alarmNotifications: '/alarms/notifications',
    alarmDeliveries: '/alarms/deliveries',
    alarmRules: '/alarms/rules',
    webhooks: '/alarms/webhooks',
    campaigns: '/fleet/campaigns',
    campaignNew: '/fleet/campaigns/new',
    campaign: '/fleet/campaigns/:id',
  },
} as const satisfies Record<RemoteName, Record<string, string>>;

export type RemoteRouteId<R extends RemoteName> = keyof (typeof remoteRoutes)[R];

/** The page a route is about to show: its path's parameters and its query ('?a=1' or ''). */
export interface RoutePage {
  params: Record<string, string>;
  search: string;
}

/**
 * A remote's `./routes` may also export `prefetch`: per route id, what asks for the page's data
 * before the page renders (the shell calls it when it knows where it goes next, after a login).
 */
export type RoutePrefetch = (page: RoutePage) => void;

/** Where the backend serves each remote (manifest under this base). */
export const remoteBasePaths: Record<RemoteName, string> = {
  mf_units: '/mf/units/',
  mf_dashboard: '/mf/dashboard/',
  mf_hzatool: '/mf/hzatool/',
  mf_shop: '/mf/shop/',
  mf_device: '/mf/device/',
  mf_fleet: '/mf/fleet/',
};

/** Where the backend serves each style remote (manifest, and help documents under `docs/`). */
export const skinBasePaths: Record<SkinName, string> = {
  dachs: '/skins/dachs/',
  remeha: '/skins/remeha/',
  broetje: '/skins/broetje/',
  none: '/skins/none/',
};

/** The module-federation manifest every remote and skin build writes beside its remoteEntry.js. */
export const federationManifest = 'mf-manifest.json';

/**
 * The logged-out page's login form, drawn by the server into an element of this id before the app's
 * root, until the app takes it over (ADR 0030). Its `data-language` is the language it is drawn in.
 */
export const earlyLoginId = 'login-entry';

/** The cookie that mirrors the language chosen on the login page, for the server's early form. */
export const languageCookie = 'portal.language';

/**
 * A logged-in page's frame (header, menu, footer), drawn by the server into an element of this id
 * before the app's root, until the app's frame takes it over (ADR 0032).
 */
export const earlyFrameId = 'frame-entry';

/** The cookie that mirrors the screen's size class (spec 9), so the server draws the frame for it. */
export const screenCookie = 'portal.screen';

/** The cookie that mirrors the start page's view (by location or by unit), for the menu's subtitle. */
export const listViewCookie = 'portal.listView';

/** The value of the cookie `name` in a Cookie header (the server's early pages read the mirrors above). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}

/** What every style remote exposes as `./theme`. */
export interface SkinTheme {
  name: SkinName;
  /** CSS custom properties set on <html>: Bootstrap's (--bs-*) and ours (--portal-*). */
  cssVariables: Record<string, string>;
  /** The footer logo, our own SVG markup. */
  logoSvg: string;
  /** Alt text / brand name shown beside the logo. */
  label: string;
  /** Base URL of this skin's help documents (tried before the generic ones). */
  helpBase: string;
}

/** Help documents in the footer (spec 2): fetched as `<base><name>_<de|en>.html`. */
export const helpDocuments = ['impressum', 'agb', 'datenschutz', 'hilfe'] as const;
export type HelpDocument = (typeof helpDocuments)[number];
