import type { CurrentUser } from '@portal/contracts';
import { type ConnectedUnit, currentUnitAtom, portalStore, unitListViewAtom } from '@portal/web-kit';
import { act, screen } from '@testing-library/react';
import { shellMessages } from '../../components/messages.js';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { Header } from './header.js';
import { menuEntries } from './menu.js';
import { pageTitle } from './page-title.js';
import { Sidebar } from './sidebar.js';

const sn = '5123456789';

function unitChildren(roles: string[], module: string | undefined): string[] {
  const init = testInit({ roles });
  const entries = menuEntries(init.user as CurrentUser, init.app, sn, module);
  return entries.find((entry) => entry.id === 'unit')?.children?.map((child) => child.id) ?? [];
}

test.each([
  ['L1', true],
  ['', true],
  ['L2', false],
  ['M3', false],
  [undefined, false],
])('operators get the settings entry for a unit with module %p: %p', (module, shown) => {
  expect(unitChildren(['betreiber'], module).includes('settings')).toBe(shown);
});

test('other roles never get the settings entry', () => {
  for (const roles of [['partner'], ['dachs'], ['admin'], ['demo']])
    expect(unitChildren(roles, 'L1')).not.toContain('settings');
  expect(unitChildren(['partner'], 'L1')).toEqual(['dashboard', 'errors', 'balance', 'device']);
});

test('every user but the demo gets the open unit’s device menu', () => {
  for (const roles of [['betreiber'], ['partner'], ['subpartner'], ['dachs'], ['admin']])
    expect(unitChildren(roles, 'L1')).toContain('device');
  expect(unitChildren(['demo'], 'L1')).not.toContain('device');
  expect(unitChildren(['betreiber', 'demo'], 'L1')).not.toContain('device');
});

test('the side menu links the device menu under the open unit', () => {
  portalStore.set(currentUnitAtom, null);
  renderInShell(<Sidebar />, {
    init: testInit({ roles: ['partner'] }),
    path: `/${sn}/device/unlock`,
    catalogues: [shellMessages],
  });
  expect(screen.getByRole('link', { name: 'Gerätemenü' })).toHaveAttribute('href', `/${sn}/device`);
});

test('the side menu shows settings once the open unit turns out to be a lead controller', () => {
  portalStore.set(currentUnitAtom, null);
  renderInShell(<Sidebar />, {
    init: testInit({ roles: ['betreiber'] }),
    path: `/${sn}/dashboard`,
    catalogues: [shellMessages],
  });
  expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Einstellungen' })).toBeNull();

  act(() => portalStore.set(currentUnitAtom, { sn, unit: { module: 'L1' } as ConnectedUnit }));
  expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', `/${sn}/settings`);

  act(() => portalStore.set(currentUnitAtom, { sn, unit: { module: 'L2' } as ConnectedUnit }));
  expect(screen.queryByRole('link', { name: 'Einstellungen' })).toBeNull();

  // The current unit of another serial does not count.
  act(() => portalStore.set(currentUnitAtom, { sn: '5199999999', unit: { module: 'L1' } as ConnectedUnit }));
  expect(screen.queryByRole('link', { name: 'Einstellungen' })).toBeNull();
});

test('the open unit, the header and the page title show the serial grouped as in the list', () => {
  const init = testInit({ roles: ['betreiber'] });
  renderInShell(<Header withMenu session />, { init, path: `/${sn}/dashboard`, catalogues: [shellMessages] });
  expect(screen.getByTestId('header-serial')).toHaveTextContent('SN 51 2345 6789');
  const unit = menuEntries(init.user as CurrentUser, init.app, sn).find((entry) => entry.id === 'unit');
  expect(unit?.labelValues).toEqual({ sn: '51 2345 6789' });
  expect(pageTitle(init.app, sn, false, `portal.example.com/${sn}/dashboard`)).toBe(
    'Dachs Portal SN 51 2345 6789',
  );
  expect(pageTitle(init.app, sn, true, `portal.example.com/${sn}/dashboard`)).toBe('Dachs Portal');
});

test('the page title is the server name, else the portal or web name by the portal marker in the address', () => {
  const app = { ...testInit().app, portalMarker: 'portal' };
  const title = (address: string, names: Partial<typeof app> = {}) =>
    pageTitle({ ...app, ...names }, sn, false, address);
  expect(title(`dachsportal.example.com/${sn}/dashboard`)).toBe('Dachs Portal SN 51 2345 6789');
  expect(title(`web.example.com/portal/${sn}/dashboard`)).toBe('Dachs Portal SN 51 2345 6789');
  expect(title(`dachsweb.example.com/${sn}/dashboard`)).toBe('DachsWEB SN 51 2345 6789');
  expect(title('dachsweb.example.com/', { titleSuffix: 'TEST' })).toBe('DachsWEB TEST SN 51 2345 6789');
  expect(title(`dachsweb.example.com/${sn}/dashboard`, { name: 'Heizung Nord' })).toBe(
    'Heizung Nord SN 51 2345 6789',
  );
  // Without a marker every page is a portal page.
  expect(title(`dachsweb.example.com/${sn}/dashboard`, { portalMarker: '' })).toBe(
    'Dachs Portal SN 51 2345 6789',
  );
});

test('the start entry’s subtitle follows the start page’s view', () => {
  act(() => portalStore.set(unitListViewAtom, null));
  renderInShell(<Sidebar />, { init: testInit({ roles: ['betreiber'] }), catalogues: [shellMessages] });
  const start = screen.getByRole('link', { name: /^Anlagen/ });
  expect(start).toHaveTextContent(/^Anlagen\d+$/);
  act(() => portalStore.set(unitListViewAtom, 'locations'));
  expect(start).toHaveTextContent('nach Standort');
  act(() => portalStore.set(unitListViewAtom, 'units'));
  expect(start).toHaveTextContent('nach Anlage');
  expect(start).not.toHaveTextContent('nach Standort');
});

test('issue 42: every logged-in user gets the alarms entry, the demo too', () => {
  for (const roles of [['betreiber'], ['partner'], ['dachs'], ['admin'], ['demo']]) {
    const init = testInit({ roles });
    const alarms = menuEntries(init.user as CurrentUser, init.app, undefined).find(
      (entry) => entry.id === 'alarms',
    );
    expect(alarms).toMatchObject({ to: '/alarms', icon: 'bi-bell', labelId: 'nav.alarms' });
  }
});

test('the side menu links the alarms page', () => {
  renderInShell(<Sidebar />, { init: testInit({ roles: ['partner'] }), catalogues: [shellMessages] });
  expect(screen.getByRole('link', { name: 'Alarme' })).toHaveAttribute('href', '/alarms');
});

test('issue 44: partners, subpartners, manufacturer staff and admins get the fleet entry; operators, demo and extern not', () => {
  const fleetOf = (roles: string[]) => {
    const init = testInit({ roles });
    return menuEntries(init.user as CurrentUser, init.app, undefined).find((entry) => entry.id === 'fleet');
  };
  for (const roles of [['partner'], ['subpartner'], ['dachs'], ['admin'], ['betreiber', 'partner']])
    expect(fleetOf(roles)).toMatchObject({ to: '/fleet', icon: 'bi-map', labelId: 'nav.fleet' });
  for (const roles of [['betreiber'], ['demo'], ['extern']]) expect(fleetOf(roles)).toBeUndefined();
});

test('the side menu links the fleet page', () => {
  renderInShell(<Sidebar />, { init: testInit({ roles: ['partner'] }), catalogues: [shellMessages] });
  expect(screen.getByRole('link', { name: 'Flotte' })).toHaveAttribute('href', '/fleet');
});
