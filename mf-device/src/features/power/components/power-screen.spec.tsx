import { jest } from '@jest/globals';
import { powerKeyHoldMs } from '@portal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  fakeBackend,
  headerRoutes,
  menuAnswer,
  ok,
  renderDevice,
  resetHosts,
  sn,
} from '../../../components/test-utils.js';

const holdText =
  'Bitte halten Sie die Ein/Aus-Taste 3 Sekunden gedrückt, um das BHKW ein- oder auszuschalten';

beforeEach(() => {
  resetHosts();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

function backend() {
  let power = true;
  let answersSinceSwitch = 0;
  return fakeBackend({
    ...headerRoutes,
    // The unit stops a little after being switched off: the first answer after that still runs.
    deviceMenu: () =>
      ok(menuAnswer({ installer: true }, { power, running: power || answersSinceSwitch++ < 1 })),
    devicePower: ({ body }) => {
      power = body.on;
      return ok({ on: power });
    },
  });
}

test('letting go of the power key early switches nothing and says how', async () => {
  const fake = backend();
  renderDevice(`/${sn}/device/power`);
  const key = await screen.findByRole('button', { name: 'Ein/Aus-Taste' });
  fireEvent.pointerDown(key);
  act(() => jest.advanceTimersByTime(powerKeyHoldMs - 500));
  expect(screen.getByRole('progressbar', { name: 'Gehalten' })).toHaveAttribute('aria-valuenow', '83');
  fireEvent.pointerUp(key);
  expect(screen.getByRole('alert')).toHaveTextContent(holdText);
  act(() => jest.advanceTimersByTime(powerKeyHoldMs));
  expect(fake.requests('devicePower')).toHaveLength(0);

  // Space held briefly is the same.
  fireEvent.keyDown(key, { key: ' ' });
  fireEvent.keyUp(key, { key: ' ' });
  expect(screen.getByRole('alert')).toHaveTextContent(holdText);
  expect(fake.requests('devicePower')).toHaveLength(0);
});

test('holding the power key 3 s (pointer or keyboard) switches the unit and shows its new state', async () => {
  const fake = backend();
  renderDevice(`/${sn}/device/power`);
  const key = await screen.findByRole('button', { name: 'Ein/Aus-Taste' });
  expect(screen.getByTestId('power-state')).toHaveTextContent('Das Gerät ist eingeschaltet.');
  fireEvent.keyDown(key, { key: 'Enter' });
  // Held keys repeat: that is still one press.
  fireEvent.keyDown(key, { key: 'Enter', repeat: true });
  await act(() => jest.advanceTimersByTimeAsync(powerKeyHoldMs));
  expect(await screen.findByText('Das Gerät ist ausgeschaltet.', { selector: '.alert' })).toBeInTheDocument();
  expect(fake.requests('devicePower').map((request) => request.body)).toEqual([{ on: false }]);
  fireEvent.keyUp(key, { key: 'Enter' });
  expect(screen.queryByText(holdText)).toBeNull();
  expect(await screen.findByTestId('power-state')).toHaveTextContent('Das Gerät ist ausgeschaltet.');
  expect(screen.getByTestId('power-running')).toHaveTextContent('In Betrieb: ja');
  // The screen follows the unit until it has stopped.
  await act(() => jest.advanceTimersByTimeAsync(2_000));
  await waitFor(() => expect(screen.getByTestId('power-running')).toHaveTextContent('In Betrieb: nein'));
});
