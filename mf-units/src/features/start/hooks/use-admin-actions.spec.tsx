import { browserPage } from '@portal/web-kit';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testInit,
} from '../../../components/test-utils.js';
import { StartPage } from '../components/start-page.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer } from '../test-data.js';
import { unitEntry } from '@portal/web-kit/testing';

const external = unitEntry('5300000007', { external: true, betreiber: ['extern'] });
const operated = unitEntry('5200000001', { betreiber: ['betreiber', 'anna.schmidt'] });
const admin = testInit({ roles: ['admin', 'dachs'], data: { ...testInit().user!.data, login: 'admin' } });

beforeEach(() => {
  resetHosts();
  localStorage.clear();
  localStorage.setItem(listSettingsKey('admin'), JSON.stringify({ sortByLocation: false }));
});

afterEach(() => jest.restoreAllMocks());

test('admins delete external units after confirming; the list reloads', async () => {
  const user = userEvent.setup({ delay: null });
  let units = [external, operated];
  const backend = fakeBackend({
    units: () => ok(listAnswer({ units })),
    adminDeleteUnit: () => {
      units = [operated];
      return ok({ success: true });
    },
  });
  renderPage(<StartPage />, { init: admin });
  expect(await screen.findByRole('button', { name: 'Anlage 53 0000 0007 löschen' })).toBeInTheDocument();
  // Only external units can be deleted.
  expect(screen.queryByRole('button', { name: 'Anlage 52 0000 0001 löschen' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Anlage 53 0000 0007 löschen' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Anlage 53 0000 0007 löschen?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  expect(await screen.findByText('53 0000 0007 gelöscht!')).toBeInTheDocument();
  expect(backend.requests('adminDeleteUnit')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: '53 0000 0007' })).toBeNull());
});

test('a refused delete shows a danger toast and keeps the unit', async () => {
  const user = userEvent.setup({ delay: null });
  fakeBackend({
    units: ok(listAnswer({ units: [external] })),
    adminDeleteUnit: apiError(409, 'exception.notexternal'),
  });
  renderPage(<StartPage />, { init: admin });
  await user.click(await screen.findByRole('button', { name: 'Anlage 53 0000 0007 löschen' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveClass('bg-danger');
  expect(toast).toHaveTextContent('Nur externe Anlagen können gelöscht werden.');
  expect(screen.getByRole('button', { name: '53 0000 0007' })).toBeInTheDocument();
});

test('cancelling the delete sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = fakeBackend({ units: ok(listAnswer({ units: [external] })) });
  renderPage(<StartPage />, { init: admin });
  await user.click(await screen.findByRole('button', { name: 'Anlage 53 0000 0007 löschen' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.requests('adminDeleteUnit')).toHaveLength(0);
});

test("admins act as one of a unit's operators; the page then reloads", async () => {
  const user = userEvent.setup({ delay: null });
  const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
  const backend = fakeBackend({
    units: ok(listAnswer({ units: [operated] })),
    adminImpersonate: ok({ result: 'success' }),
  });
  renderPage(<StartPage />, { init: admin });
  await user.click(
    await screen.findByRole('button', { name: 'Als Betreiber von Anlage 52 0000 0001 anmelden' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Als anna.schmidt anmelden' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(backend.requests('adminImpersonate')).toHaveLength(1);
});

test('operators get neither delete nor impersonation', async () => {
  fakeBackend({ units: ok(listAnswer({ units: [external, operated] })) });
  localStorage.setItem(listSettingsKey('betreiber'), JSON.stringify({ sortByLocation: false }));
  renderPage(<StartPage />);
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: /löschen$/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Als Betreiber/ })).toBeNull();
});

test('while impersonating, the banner leads back to the admin', async () => {
  const user = userEvent.setup({ delay: null });
  const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
  const backend = fakeBackend({
    units: ok(listAnswer({ units: [operated] })),
    adminEndImpersonation: ok({ result: 'success' }),
  });
  renderPage(<StartPage />, { init: testInit({ impersonatedBy: 'admin' }) });
  const banner = await screen.findByTestId('impersonation-banner');
  expect(banner).toHaveTextContent('Sie handeln als betreiber (angemeldet als admin).');
  await user.click(within(banner).getByRole('button', { name: 'Zurück zu admin' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(backend.requests('adminEndImpersonation')).toHaveLength(1);
});
