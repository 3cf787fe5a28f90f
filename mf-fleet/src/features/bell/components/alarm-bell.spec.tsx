import type { IncidentCountResponse } from '@portal/contracts';
import { liveStatusAtom, portalStore } from '@portal/web-kit';
import { act, screen, waitFor } from '@testing-library/react';
import {
  type FakeLiveSocket,
  fakeBackend,
  fakeLiveSocket,
  ok,
  renderPage,
  resetHosts,
  testInit,
} from '../../../components/test-utils.js';
import { AlarmBell } from './alarm-bell.js';

let live: FakeLiveSocket;
beforeEach(() => {
  resetHosts();
  live = fakeLiveSocket();
});
afterEach(() => live.restore());

/** The count the server gives, changeable between calls. */
function backend(first: IncidentCountResponse) {
  let count = first;
  const server = fakeBackend({ alarmCount: () => ok(count) });
  return { server, set: (next: IncidentCountResponse) => (count = next) };
}

const render = (init = testInit()) =>
  renderPage(<AlarmBell className="portal-header-button" />, { init, path: '/' });

test('counts the open alarms, coloured by the worst, and links to the alarms page', async () => {
  backend({ open: 2, worst: 'locking' });
  render();
  const bell = await screen.findByRole('link', { name: 'Alarme: 2 offen' });
  expect(bell).toHaveAttribute('href', '/alarms');
  expect(bell).toHaveClass('portal-header-button');
  const badge = screen.getByTestId('alarm-count');
  expect(badge).toHaveTextContent('2');
  expect(badge).toHaveClass('bg-danger');
});

test.each([
  ['warning', 'bg-warning'],
  ['info', 'bg-info'],
  ['fault', 'bg-danger'],
] as const)('a worst of %s colours the badge %s', async (worst, colour) => {
  backend({ open: 1, worst });
  render();
  await screen.findByRole('link', { name: 'Alarme: 1 offen' });
  expect(screen.getByTestId('alarm-count')).toHaveClass(colour);
});

test('none open: says so and shows no badge', async () => {
  const { server } = backend({ open: 0, worst: null });
  render();
  await waitFor(() => expect(server.requests('alarmCount')).toHaveLength(1));
  expect(await screen.findByRole('link', { name: 'Alarme: keine offen' })).toBeInTheDocument();
  expect(screen.queryByTestId('alarm-count')).toBeNull();
});

test('asks again when the live socket says an incident changed', async () => {
  const { server, set } = backend({ open: 1, worst: 'fault' });
  render();
  await screen.findByRole('link', { name: 'Alarme: 1 offen' });
  set({ open: 0, worst: null });
  live.deliver({ action: 'Alarm', data: { id: 7, state: 'acknowledged' } });
  expect(await screen.findByRole('link', { name: 'Alarme: keine offen' })).toBeInTheDocument();
  expect(screen.queryByTestId('alarm-count')).toBeNull();
  expect(server.requests('alarmCount')).toHaveLength(2);
  // Other live messages leave it alone.
  live.deliver({ action: 'AppAction', data: { command: 'reload' } });
  expect(server.requests('alarmCount')).toHaveLength(2);
});

test('asks again when the live connection is back after it was lost, not at the first one', async () => {
  act(() => portalStore.set(liveStatusAtom, 'connecting'));
  const { server, set } = backend({ open: 1, worst: 'fault' });
  render();
  await screen.findByRole('link', { name: 'Alarme: 1 offen' });
  act(() => portalStore.set(liveStatusAtom, 'connected'));
  expect(server.requests('alarmCount')).toHaveLength(1);
  set({ open: 3, worst: 'locking' });
  act(() => portalStore.set(liveStatusAtom, 'failed'));
  act(() => portalStore.set(liveStatusAtom, 'connected'));
  expect(await screen.findByRole('link', { name: 'Alarme: 3 offen' })).toBeInTheDocument();
  expect(server.requests('alarmCount')).toHaveLength(2);
});

test('speaks English in English', async () => {
  backend({ open: 4, worst: 'fault' });
  const init = testInit({ language: 'en-gb' });
  render(init);
  expect(await screen.findByRole('link', { name: 'Alarms: 4 open' })).toBeInTheDocument();
});
