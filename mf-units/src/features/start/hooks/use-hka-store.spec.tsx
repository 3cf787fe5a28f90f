import { liveSocket, portalStore } from '@portal/web-kit';
import { act, screen } from '@testing-library/react';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../app/test-utils.js';
import { connectedUnitsAtom } from '../atoms/connected-units-atom.js';
import { StartPage } from '../components/start-page.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer, unitEntry } from '../test-data.js';
import { patchOf } from './use-hka-store.js';

/** The browser's WebSocket, replaced so the test can deliver live messages. */
class FakeSocket {
  static last: FakeSocket | undefined;
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  close() {}
  send() {}
  deliver(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

const realSocket = globalThis.WebSocket;

beforeEach(() => {
  resetHosts();
  localStorage.clear();
  localStorage.setItem(listSettingsKey('betreiber'), JSON.stringify({ sortByLocation: false }));
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  liveSocket.connect();
});

afterEach(() => {
  liveSocket.disconnect();
  globalThis.WebSocket = realSocket;
});

test('HkaStore messages update the online and connected state of a row and end connections', async () => {
  portalStore.set(connectedUnitsAtom, new Set(['5200000001']));
  fakeBackend({ 'POST /rest/info/units': ok(listAnswer({ units: [unitEntry('5200000001')] })) });
  renderPage(<StartPage />);
  await screen.findByRole('button', { name: '52 0000 0001' });
  expect(screen.getByText('verbunden')).toBeInTheDocument();
  expect(screen.queryByText('offline')).toBeNull();

  const socket = FakeSocket.last!;
  socket.deliver({
    action: 'HkaStore',
    sn: '5200000001',
    data: { updateType: 'update', unit: { online: false } },
  });
  expect(screen.getByText('offline')).toBeInTheDocument();

  socket.deliver({ action: 'HkaStore', sn: '5200000001', data: { updateType: 'remove' } });
  expect(screen.queryByText('verbunden')).toBeNull();
  expect(portalStore.get(connectedUnitsAtom).has('5200000001')).toBe(false);

  // Other messages and other units leave the row alone.
  socket.deliver({ action: 'Info', data: { key: 'live.unitOnline', level: 'info' } });
  socket.deliver({
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
