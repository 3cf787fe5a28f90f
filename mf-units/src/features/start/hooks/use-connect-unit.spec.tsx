import { jest } from '@jest/globals';
import { browserPage, offlineUnitsAtom, portalStore } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { connectedUnitsAtom } from '../atoms/connected-units-atom.js';
import { StartPage } from '../components/start-page.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer } from '../test-data.js';
import { type EndpointAnswer, connectedUnit, unitEntry } from '@portal/web-kit/testing';

const online = unitEntry('5200000001');
const markedOffline = unitEntry('5200000003', {
  hasVertrag: false,
  online: false,
  state: { color: 'secondary', name: 'Offline' },
});
const connectAnswer = ok(connectedUnit(online.seriennummer));

function renderList(routes: Parameters<typeof fakeBackend>[0] = {}) {
  const backend = fakeBackend({
    units: ok(listAnswer({ units: [online, markedOffline] })),
    ...routes,
  });
  renderPage(<StartPage />);
  return backend;
}

const connectButton = (serial: string) =>
  screen.findByRole('button', { name: `Mit Anlage ${serial} verbinden` });

beforeEach(() => {
  resetHosts();
  localStorage.clear();
  localStorage.setItem(listSettingsKey('betreiber'), JSON.stringify({ sortByLocation: false }));
  portalStore.set(connectedUnitsAtom, new Set<string>());
  portalStore.set(offlineUnitsAtom, new Set<string>());
});

afterEach(() => jest.restoreAllMocks());

test('a successful connect shows the overlay, remembers the unit and opens its dashboard', async () => {
  // A unit used offline before: a successful connect ends that.
  portalStore.set(offlineUnitsAtom, new Set<string>(['5200000001']));
  const user = userEvent.setup({ delay: null });
  let answer: (value: EndpointAnswer<'canipConnect'>) => void = () => undefined;
  const backend = renderList({
    canipConnect: () => new Promise((resolve) => (answer = resolve)),
  });
  await user.click(await connectButton('52 0000 0001'));
  expect(await screen.findByTestId('connect-overlay')).toHaveTextContent(
    'Verbindung zu Anlage 52 0000 0001 wird aufgebaut …',
  );
  answer(connectAnswer);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/5200000001/dashboard'));
  expect(screen.queryByTestId('connect-overlay')).toBeNull();
  expect(portalStore.get(connectedUnitsAtom).has('5200000001')).toBe(true);
  expect(portalStore.get(offlineUnitsAtom).has('5200000001')).toBe(false);
  expect(backend.requests('canipConnect')[0]?.query.has('offline')).toBe(false);
});

test('with shift pressed the dashboard opens in a window named by the serial', async () => {
  const user = userEvent.setup({ delay: null });
  const open = jest.spyOn(browserPage, 'open').mockImplementation(() => undefined);
  renderList({ canipConnect: connectAnswer });
  const button = await connectButton('52 0000 0001');
  await user.keyboard('{Shift>}');
  await user.click(button);
  await user.keyboard('{/Shift}');
  await waitFor(() => expect(open).toHaveBeenCalledWith('/5200000001/dashboard', '5200000001'));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/(\?view=\w+)?$/);
});

test('a failed connect offers to use the unit offline', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = renderList({
    canipConnect: (request) =>
      request.query.has('offline') ? connectAnswer : apiError(503, 'exception.unitoffline'),
  });
  await user.click(await connectButton('52 0000 0001'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Verbindung fehlgeschlagen')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Anlage 52 0000 0001: Die Anlage ist zurzeit nicht erreichbar.');
  expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Offline verwenden' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/5200000001/dashboard'));
  const calls = backend.requests('canipConnect');
  expect(calls.map((call) => call.query.has('offline'))).toEqual([false, true]);
  // The dashboard then opens the stored values without asking the unit again.
  expect(portalStore.get(offlineUnitsAtom).has('5200000001')).toBe(true);
});

test('OK closes the failure dialog and stays on the list', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = renderList({ canipConnect: apiError(504, 'exception.unittimeout') });
  await user.click(await connectButton('52 0000 0001'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.requests('canipConnect')).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/(\?view=\w+)?$/);
});

test('a failed offline connect shows a warning toast', async () => {
  const user = userEvent.setup({ delay: null });
  renderList({ canipConnect: apiError(503, 'exception.unitoffline') });
  await user.click(await connectButton('52 0000 0001'));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Offline verwenden' }),
  );
  const toast = await screen.findByText('Offline-Verbindung nicht möglich');
  expect(toast.closest('.toast')).toHaveClass('bg-warning');
  expect(toast.closest('.toast')).toHaveTextContent('Die Anlage ist zurzeit nicht erreichbar.');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/(\?view=\w+)?$/);
});

test('a unit this browser already connected warns and opens its dashboard without a call', async () => {
  const user = userEvent.setup({ delay: null });
  portalStore.set(connectedUnitsAtom, new Set(['5200000001']));
  const backend = renderList({ canipConnect: connectAnswer });
  await user.click(await connectButton('52 0000 0001'));
  expect(await screen.findByText('Schon vorhanden!')).toBeInTheDocument();
  expect(screen.getByText('Schon vorhanden!').closest('.toast')).toHaveClass('bg-warning');
  expect(screen.getByTestId('location')).toHaveTextContent('/5200000001/dashboard');
  expect(backend.requests('canipConnect')).toHaveLength(0);
});

test('a unit marked offline (no contract) is refused with a danger toast and no call', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = renderList({ canipConnect: connectAnswer });
  await user.click(await screen.findByRole('button', { name: '52 0000 0003' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveClass('bg-danger');
  expect(toast).toHaveTextContent(
    'Die Anlage ist als offline markiert (kein Vertrag) und kann nicht verbunden werden.',
  );
  expect(backend.requests('canipConnect')).toHaveLength(0);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/(\?view=\w+)?$/);
});
