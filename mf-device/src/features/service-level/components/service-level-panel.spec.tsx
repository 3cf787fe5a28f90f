import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fakeBackend,
  headerRoutes,
  menuAnswer,
  ok,
  renderDevice,
  resetHosts,
  sn,
  testInit,
} from '../../../components/test-utils.js';

beforeEach(() => resetHosts());
afterEach(() => jest.useRealTimers());

async function enterCode(code: string) {
  await userEvent.type(await screen.findByLabelText(/Code der Serviceebene/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Serviceebene freischalten' }));
}

test('a wrong code says so and the menu stays in user mode', async () => {
  const backend = fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer()),
    deviceServiceLevel: apiError(403, 'device.servicelevel.wrongcode'),
  });
  renderDevice();
  await enterCode('1234');
  expect(await screen.findByRole('alert')).toHaveTextContent('Serviceebene: Falscher Code der Serviceebene');
  expect(backend.requests('deviceServiceLevel')[0]?.body).toEqual({ code: '1234' });
  expect(screen.getByTestId('device-mode')).toHaveTextContent('Benutzermodus');
  expect(screen.queryByRole('link', { name: /Entriegeln/ })).toBeNull();
});

test('too many wrong codes are throttled', async () => {
  fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer()),
    deviceServiceLevel: apiError(429, 'device.servicelevel.throttled'),
  });
  renderDevice();
  await enterCode('1111');
  expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele falsche Codes');
});

test('the right code opens installer mode only once the server says so, with the time left', async () => {
  let active = false;
  fakeBackend({
    ...headerRoutes,
    deviceMenu: () => ok(menuAnswer({ installer: active, expiresAt: Date.now() + 300_000 })),
    deviceServiceLevel: () => {
      active = true;
      return ok({ active: true, expiresAt: Date.now() + 300_000 });
    },
  });
  renderDevice();
  await enterCode('4711');
  expect(await screen.findByText('Serviceebene aktiv')).toBeInTheDocument();
  expect(screen.getByTestId('device-mode')).toHaveTextContent('Installateurmodus');
  expect(screen.getByTestId('service-level-remaining')).toHaveTextContent(/noch [45]:\d\d/);
  const nav = screen.getByRole('navigation', { name: 'Bereiche des Gerätemenüs' });
  for (const name of ['Heizkurve', 'Inbetriebnahme', 'Entriegeln', 'Kalibrierung', 'Netzwerk', 'Ein/Aus'])
    expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
});

test('when the service level runs out the menu says so and falls back to user mode', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let active = true;
  const backend = fakeBackend({
    ...headerRoutes,
    deviceMenu: () => ok(menuAnswer({ installer: active, expiresAt: Date.now() + 2_000 })),
  });
  renderDevice(`/${sn}/device/unlock`);
  expect(await screen.findByText('Serviceebene aktiv')).toBeInTheDocument();
  active = false;
  await act(() => jest.advanceTimersByTimeAsync(3_000));
  expect(await screen.findByText('Zeitüberschreitung der Serviceebene')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('device-mode')).toHaveTextContent('Benutzermodus'));
  expect(screen.getByText('Für diesen Bereich muss die Serviceebene aktiv sein.')).toBeInTheDocument();
  // The fall-back was asked of the server, not only decided here.
  expect(backend.requests('deviceMenu').length).toBeGreaterThanOrEqual(2);
});

test('leaving the service level asks first', async () => {
  let active = true;
  const backend = fakeBackend({
    ...headerRoutes,
    deviceMenu: () => ok(menuAnswer({ installer: active })),
    deviceServiceLevelLeave: () => {
      active = false;
      return ok({ active: false, expiresAt: null });
    },
  });
  renderDevice();
  await userEvent.click(await screen.findByRole('button', { name: 'Serviceebene verlassen' }));
  let dialog = await screen.findByRole('dialog', { name: 'Serviceebene verlassen?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.requests('deviceServiceLevelLeave')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Serviceebene verlassen' }));
  dialog = await screen.findByRole('dialog', { name: 'Serviceebene verlassen?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Serviceebene verlassen' }));
  await waitFor(() => expect(screen.getByTestId('device-mode')).toHaveTextContent('Benutzermodus'));
  expect(backend.requests('deviceServiceLevelLeave')).toHaveLength(1);
  expect(screen.getByLabelText(/Code der Serviceebene/)).toBeInTheDocument();
});

test('operators stay in user mode without a code field', async () => {
  fakeBackend({
    ...headerRoutes,
    deviceMenu: ok({ ...menuAnswer(), installerAllowed: false }),
  });
  renderDevice(`/${sn}/device`, testInit({ roles: ['betreiber'] }));
  expect(await screen.findByText('Als Betreiber nutzen Sie den Benutzermodus.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Code der Serviceebene/)).toBeNull();
  const nav = screen.getByRole('navigation', { name: 'Bereiche des Gerätemenüs' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Übersicht', 'Einstellungen', 'Hilfe']);
});
