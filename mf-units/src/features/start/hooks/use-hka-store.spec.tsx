import { portalStore } from '@portal/web-kit';
import { fakeLiveSocket, type FakeLiveSocket } from '@portal/web-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { connectedUnitsAtom } from '../atoms/connected-units-atom.js';
import { StartPage } from '../components/start-page.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer } from '../test-data.js';
import { unitEntry } from '@portal/web-kit/testing';
import { patchOf } from './use-hka-store.js';

let live: FakeLiveSocket;

beforeEach(() => {
  resetHosts();
  localStorage.clear();
  localStorage.setItem(listSettingsKey('betreiber'), JSON.stringify({ sortByLocation: false }));
  live = fakeLiveSocket();
});

afterEach(() => {
  live.restore();
});

test('HkaStore messages update the online and connected state of a row and end connections', async () => {
  portalStore.set(connectedUnitsAtom, new Set(['5200000001']));
  fakeBackend({ units: ok(listAnswer({ units: [unitEntry('5200000001')] })) });
  renderPage(<StartPage />);
  await screen.findByRole('button', { name: '52 0000 0001' });
  expect(screen.getByText('verbunden')).toBeInTheDocument();
  expect(screen.queryByText('offline')).toBeNull();

  live.deliver({
    action: 'HkaStore',
    sn: '5200000001',
    data: { updateType: 'update', unit: { online: false } },
  });
  expect(await screen.findByText('offline')).toBeInTheDocument();

  live.deliver({ action: 'HkaStore', sn: '5200000001', data: { updateType: 'remove' } });
  await waitFor(() => expect(screen.queryByText('verbunden')).toBeNull());
  expect(portalStore.get(connectedUnitsAtom).has('5200000001')).toBe(false);

  // Other messages and other units leave the row alone.
  live.deliver({ action: 'Info', data: { key: 'live.unitOnline', level: 'info' } });
  live.deliver({
    action: 'HkaStore',
    sn: '5200000099',
    data: { updateType: 'update', unit: { online: true } },
  });
  expect(screen.getByText('offline')).toBeInTheDocument();
});

test('only the fields the list shows are taken from a live unit', () => {
  expect(
    patchOf({
      online: true,
      connected: 'yes',
      activeErrors: [1],
      zustimmungMap: { DACHSWEB: false },
      state: { color: 'success', name: 'Online' },
    }),
  ).toEqual({
    online: true,
    zustimmungMap: { DACHSWEB: false },
    state: { color: 'success', name: 'Online' },
  });
  expect(patchOf(undefined)).toEqual({});
});
