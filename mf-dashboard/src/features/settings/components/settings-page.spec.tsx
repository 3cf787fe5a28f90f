import { currentUnitAtom, portalStore, unitValuesAtom } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { collectKeys } from '../../../unit/collector.js';
import { SettingsPage } from './settings-page.js';

function open(roles: string[] = ['betreiber']) {
  renderPage(<SettingsPage />, {
    init: dashboardInit({ roles }),
    path: `/${testSerial}/settings`,
    route: '/:sn/settings',
  });
}

const consentsCard = () => screen.getByRole('region', { name: 'Datenschutz und Fernzugriff' });
const stateOf = (key: string) =>
  consentsCard()
    .querySelector(`[data-consent="${key}"]`)
    ?.textContent?.match(/(nicht erteilt|erteilt)$/)?.[1];

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  portalStore.set(unitValuesAtom, new Map());
});

test('shows the unit’s consents with their state and the unit’s basic data', async () => {
  fakeBackend({
    canipConnect: ok(
      testUnit({ zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: true } }),
    ),
  });
  open();
  expect(await screen.findByRole('region', { name: 'Datenschutz und Fernzugriff' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
  expect(screen.getByTestId('page-serial')).toHaveTextContent(`Anlage 51 2345 6789 · Dachs Heizungskeller`);

  const items = within(consentsCard()).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Daten ins Portal übertragenerteilt',
    'Fernzugriff für den Hersteller (Dachs)nicht erteilt',
    'Fernzugriff für Ihren Fachpartnererteilt',
  ]);
  expect(items[1]?.querySelector('.bi-x-circle-fill')).not.toBeNull();
  expect(items[0]?.querySelector('.bi-check-circle-fill')).not.toBeNull();

  const info = screen.getByRole('region', { name: 'Anlage' });
  const field = (name: string) => info.querySelector(`[data-field="${name}"] dd`)?.textContent;
  expect(field('serial')).toBe('51 2345 6789');
  expect(field('module')).toBe('L1');
  expect(field('benennung')).toBe('Dachs Heizungskeller');
  expect(field('productGroup')).toBe('Dachs (aktuelle Generation)');
  expect(field('firmware')).toBe('2.14.3');
  expect(field('state')).toBe('online');
});

test('an offline-loaded unit says so', async () => {
  fakeBackend({ canipConnect: ok(testUnit({ online: false, offline: true, firmware: null })) });
  open();
  const info = await screen.findByRole('region', { name: 'Anlage' });
  expect(info.querySelector('[data-field="state"] dd')).toHaveTextContent('offline (letzte bekannte Werte)');
  expect(info.querySelector('[data-field="firmware"] dd')).toHaveTextContent('–');
});

test('the operator changes the consents in the dialog; the card follows and the values are asked again', async () => {
  const user = userEvent.setup();
  const saved = { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: false };
  const backend = fakeBackend({
    canipConnect: ok(testUnit({ zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_DACHS: false } })),
    canipZustimmung: ok(saved),
    canipRequest: ok({ success: true, errorKeys: [], message: '' }),
  });
  open();
  await user.click(await screen.findByRole('button', { name: 'Zustimmungen ändern' }));
  const release = collectKeys(['Hka_Mw1.Temp.sbVorlauf']);

  const dialog = screen.getByRole('dialog', { name: 'Datenschutz: Ihre Zustimmung' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Fernzugriff für den Hersteller (Dachs)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.requests('canipZustimmung')[0]?.body).toEqual(saved);
  expect(stateOf('FERNZUGRIFF_DACHS')).toBe('erteilt');
  expect(stateOf('FERNZUGRIFF_PARTNER')).toBe('nicht erteilt');
  expect(await screen.findByText('Ihre Zustimmungen wurden gespeichert.')).toBeInTheDocument();
  await waitFor(() => expect(backend.requests('canipRequest')).toHaveLength(1));
  expect(backend.requests('canipRequest')[0]?.body).toMatchObject({ keys: ['Hka_Mw1.Temp.sbVorlauf'] });
  release();
});

test('a failed save is a danger toast on the settings page', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipConnect: ok(testUnit()), canipZustimmung: apiError(403, 'exception.rolemissing') });
  open();
  await user.click(await screen.findByRole('button', { name: 'Zustimmungen ändern' }));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveClass('bg-danger');
  expect(toast).toHaveTextContent('Fehler');
  expect(toast).toHaveTextContent('Ihnen fehlt die Berechtigung (Rolle) für diese Aktion.');
  expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  expect(stateOf('DACHSWEB')).toBe('erteilt');
});

test('cancel closes the dialog and keeps the consents', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({ canipConnect: ok(testUnit()) });
  open();
  await user.click(await screen.findByRole('button', { name: 'Zustimmungen ändern' }));
  await user.click(screen.getByRole('checkbox', { name: 'Daten ins Portal übertragen' }));
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('location')).toHaveTextContent(`/${testSerial}/settings`);
  expect(stateOf('DACHSWEB')).toBe('erteilt');
  expect(backend.requests('canipZustimmung')).toHaveLength(0);
});

test.each([['partner'], ['dachs'], ['admin']])(
  '%s users see the consents but cannot change them',
  async (role) => {
    fakeBackend({ canipConnect: ok(testUnit()) });
    open([role]);
    await screen.findByRole('region', { name: 'Datenschutz und Fernzugriff' });
    expect(screen.queryByRole('button', { name: 'Zustimmungen ändern' })).toBeNull();
    expect(consentsCard()).toHaveTextContent('Nur der Betreiber der Anlage kann die Zustimmungen ändern.');
  },
);

test('a further controller explains that the consent is given on the lead controller', async () => {
  fakeBackend({ canipConnect: ok(testUnit({ module: 'L2', zustimmungMap: {} })) });
  open(['betreiber']);
  await screen.findByRole('region', { name: 'Datenschutz und Fernzugriff' });
  expect(screen.queryByRole('button', { name: 'Zustimmungen ändern' })).toBeNull();
  expect(consentsCard()).toHaveTextContent('weiteres Steuergerät (Modul L2)');
  expect(consentsCard()).toHaveTextContent('führenden Steuergerät (L1)');
  expect(stateOf('DACHSWEB')).toBe('nicht erteilt');
});

test('a unit with an empty module is a lead controller', async () => {
  fakeBackend({ canipConnect: ok(testUnit({ module: '' })) });
  open(['betreiber']);
  expect(await screen.findByRole('button', { name: 'Zustimmungen ändern' })).toBeInTheDocument();
});

test('a unit that cannot be loaded shows the translated error', async () => {
  fakeBackend({ canipConnect: apiError(403, 'exception.accessdeniedunit') });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(/Zugriff/);
  expect(screen.queryByRole('region', { name: 'Datenschutz und Fernzugriff' })).toBeNull();
});
