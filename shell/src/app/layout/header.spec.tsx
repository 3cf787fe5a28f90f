import { jest } from '@jest/globals';
import { liveStatusAtom, portalStore, provideRemoteLoader } from '@portal/web-kit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../../components/messages.js';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { Header } from './header.js';

const sn = '5123456789';

function showAt(width: number, path: string, roles = ['betreiber']) {
  act(() => {
    window.innerWidth = width;
  });
  renderInShell(<Header withMenu session />, {
    init: testInit({ roles }),
    path,
    catalogues: [shellMessages],
  });
}

afterEach(() => {
  window.innerWidth = 1024;
});

test('spec 8: the live badge says Verbunden once the socket is connected', () => {
  act(() => portalStore.set(liveStatusAtom, 'connected'));
  showAt(1280, '/');
  expect(screen.getByText('Verbunden')).toBeVisible();
  expect(screen.queryByText('Live')).toBeNull();
});

test('phones with a unit open show the mark instead of a portal name cut to "Da…"', () => {
  showAt(375, `/${sn}/dashboard`);
  const home = screen.getByRole('link', { name: 'Dachs Portal' });
  expect(home).toHaveClass('portal-brand-compact');
  expect(screen.getByText('Dachs Portal')).toHaveClass('visually-hidden');
  expect(screen.getByTestId('header-serial')).toHaveTextContent('SN 51 2345 6789');
});

test('phones without a serial in the header keep the portal name', () => {
  showAt(375, '/');
  expect(screen.getByRole('link', { name: 'Dachs Portal' })).not.toHaveClass('portal-brand-compact');
  expect(screen.getByText('Dachs Portal')).not.toHaveClass('visually-hidden');
});

test('spec 1: the header shows the server name, the portal name only when none is set', () => {
  const init = testInit({ roles: ['betreiber'] });
  renderInShell(<Header withMenu session />, {
    init: { ...init, app: { ...init.app, name: 'Heizung Nord' } },
    path: '/',
    catalogues: [shellMessages],
  });
  expect(screen.getByRole('link', { name: 'Heizung Nord' })).toBeVisible();
  expect(screen.queryByText('Dachs Portal')).toBeNull();
});

test('the phone menu closes with a German-labelled button', async () => {
  const user = userEvent.setup();
  showAt(375, '/');
  await user.click(screen.getByRole('button', { name: 'Menü' }));
  await user.click(await screen.findByRole('button', { name: 'Menü schließen' }));
  expect(screen.queryByRole('button', { name: 'Menü schließen' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
});

test("logged in, the header shows mf-fleet's alarm bell in the look of its buttons", async () => {
  const load = jest.fn((id: string) =>
    Promise.resolve({
      AlarmBell: ({ className }: { className: string }) => (
        <a href="/alarms" className={className} data-id={id}>
          Alarme: 2 offen
        </a>
      ),
    }),
  );
  provideRemoteLoader(load);
  showAt(1280, '/');
  const bell = await screen.findByRole('link', { name: 'Alarme: 2 offen' });
  expect(bell).toHaveClass('portal-header-button');
  expect(load).toHaveBeenCalledWith('mf_fleet/alarm-bell');
});

test('logged out, the header has no alarm bell', () => {
  provideRemoteLoader(() => Promise.resolve({ AlarmBell: () => <a href="/alarms">Alarme: 2 offen</a> }));
  renderInShell(<Header withMenu session />, {
    init: testInit(null),
    path: '/login',
    catalogues: [shellMessages],
  });
  expect(screen.queryByRole('link', { name: /Alarme/ })).toBeNull();
});

test("the public pages' frame has no session controls, also while a session is there", async () => {
  const load = jest.fn(() => Promise.resolve({ AlarmBell: () => <a href="/alarms">Alarme: 2 offen</a> }));
  provideRemoteLoader(load);
  renderInShell(<Header withMenu={false} session={false} />, {
    init: testInit({ roles: ['betreiber'] }),
    path: '/login',
    catalogues: [shellMessages],
  });
  expect(screen.getByRole('link', { name: 'Dachs Portal' })).toBeVisible();
  // The frame after the login opens the bell: this one neither shows nor loads it.
  await act(() => Promise.resolve());
  expect(screen.queryByRole('link', { name: /Alarme/ })).toBeNull();
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText(/Verbunden|Offline|Verbinde/)).toBeNull();
  expect(screen.queryByText('Stefan Hofmann')).toBeNull();
});
