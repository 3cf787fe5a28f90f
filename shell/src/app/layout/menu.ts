import type { AppInfo, CurrentUser } from '@portal/contracts';
import { mayViewFleet } from '@portal/contracts/frontend';
import { type MessageId, formatSerial, logoutUrl } from '@portal/web-kit';

export interface MenuEntry {
  id: string;
  /** Route to open; entries with `action` do something else (logout, debug panel). */
  to?: string;
  action?: 'logout' | 'debugPanel';
  icon: string;
  labelId: MessageId;
  labelValues?: Record<string, string>;
  subtitleId?: MessageId;
  badge?: string;
  children?: MenuEntry[];
  /** Shown in the mobile bottom navigation too. */
  primary?: boolean;
}

const ordering = ['partner', 'subpartner', 'serviceparter', 'admin'];

/** Spec 2/4: lead controllers (module L1 or empty) carry the consents, so only they have settings. */
function isLeadModule(module: string | undefined): boolean {
  return module === '' || module === 'L1';
}

/** The open unit's group: dashboard, errors, balance, settings (lead controllers, operators), device menu, debug. */
function unitEntry(user: CurrentUser, sn: string, unitModule: string | undefined): MenuEntry {
  const isOperator = user.roles.includes('betreiber');
  const isDemo = user.roles.includes('demo');
  return {
    id: 'unit',
    to: `/${sn}/dashboard`,
    icon: 'bi-cpu',
    labelId: 'nav.unit',
    labelValues: { sn: isDemo ? '' : formatSerial(sn) },
    primary: true,
    children: [
      { id: 'dashboard', to: `/${sn}/dashboard`, icon: 'bi-speedometer2', labelId: 'nav.dashboard' },
      { id: 'errors', to: `/${sn}/errors`, icon: 'bi-exclamation-triangle', labelId: 'nav.errors' },
      // Issue 45: energy, money and CO2 (the server refuses whom the unit's consents leave out).
      { id: 'balance', to: `/${sn}/balance`, icon: 'bi-cash-coin', labelId: 'nav.balance' },
      ...(isOperator && isLeadModule(unitModule)
        ? [
            {
              id: 'settings',
              to: `/${sn}/settings`,
              icon: 'bi-sliders',
              labelId: 'nav.settings',
            } satisfies MenuEntry,
          ]
        : []),
      // The unit's own menu (mf-device): user mode for operators, installer mode for the others.
      ...(isDemo
        ? []
        : [
            {
              id: 'device',
              to: `/${sn}/device`,
              icon: 'bi-wrench-adjustable',
              labelId: 'nav.device',
            } satisfies MenuEntry,
          ]),
      ...(user.debug
        ? [{ id: 'debug', to: `/${sn}/debug`, icon: 'bi-bug', labelId: 'nav.debug' } satisfies MenuEntry]
        : []),
    ],
  };
}

/**
 * The side-menu entries of spec 2 and 6 for a user, with the unit group while a unit is open.
 * `unitModule` is the open unit's module once it is loaded (undefined before); `listView` the start
 * page's view (by location or by unit) for the subtitle.
 */
export function menuEntries(
  user: CurrentUser,
  app: AppInfo,
  sn: string | undefined,
  unitModule?: string,
  listView?: 'locations' | 'units' | null,
): MenuEntry[] {
  const roles = user.roles;
  const entries: MenuEntry[] = [
    {
      id: 'start',
      to: '/',
      icon: 'bi-buildings',
      labelId: 'nav.start',
      // The start page's current view, once it is known.
      ...(listView
        ? { subtitleId: listView === 'locations' ? 'nav.startByLocation' : 'nav.startByUnit' }
        : {}),
      badge: String(user.hkaCount),
      primary: true,
    },
  ];
  if (sn) entries.push(unitEntry(user, sn, unitModule));
  entries.push({ id: 'charts', to: '/charts', icon: 'bi-graph-up', labelId: 'nav.charts', primary: true });
  // Issue 44: the fleet overview, for partners and the manufacturer (the server refuses the others).
  if (mayViewFleet(roles, app.brand))
    entries.push({ id: 'fleet', to: '/fleet', icon: 'bi-map', labelId: 'nav.fleet' });
  entries.push({ id: 'alarms', to: '/alarms', icon: 'bi-bell', labelId: 'nav.alarms' });
  if (user.possibleServices.includes('hzatool')) {
    entries.push({ id: 'hzatool', to: '/hzatool', icon: 'bi-receipt', labelId: 'nav.hzatool' });
  }
  if ([...ordering, app.brand].some((role) => roles.includes(role))) {
    entries.push({ id: 'services', to: '/services', icon: 'bi-bag-check', labelId: 'nav.services' });
  }
  entries.push({
    id: 'account',
    to: '/usersettings',
    icon: 'bi-person-circle',
    labelId: 'nav.account',
    primary: true,
  });
  if (roles.includes('admin') || user.debug) {
    entries.push({ id: 'debugPanel', action: 'debugPanel', icon: 'bi-tools', labelId: 'nav.debugPanel' });
  }
  entries.push({ id: 'logout', action: 'logout', icon: 'bi-box-arrow-right', labelId: 'nav.logout' });
  return entries;
}

/**
 * Spec 2: logout is a navigation to /logout (with single sign-on the SAML logout); it lands on
 * /loggedout, which keeps the current page.
 */
export function logoutUrlOf(location: { pathname: string; search: string }, sso: boolean): string {
  return logoutUrl(`${location.pathname}${location.search}`, sso);
}
