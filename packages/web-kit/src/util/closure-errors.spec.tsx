import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { debugModeAtom } from '../state/debug-mode.js';
import { sessionAtom, sessionFromInit } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { testInit } from '../testing/index.js';
import { ToastHost } from '../ui/toasts.js';
import { reportClosureError } from './closure-errors.js';
import { debounce } from './timing.js';

// Spec 8: closure errors are logged (and shown) only in debug mode.

let consoleError: jest.SpiedFunction<typeof console.error>;

function logIn(roles: string[], debug = false) {
  portalStore.set(sessionAtom, sessionFromInit(testInit({ roles, debug })));
}

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ToastHost />);
});

afterEach(() => {
  consoleError.mockRestore();
  act(() => portalStore.set(debugModeAtom, false));
});

it('stays quiet outside debug mode', () => {
  logIn(['admin']);
  act(() => reportClosureError('live CanipValue', new TypeError('boom')));
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.queryByText(/boom/)).toBeNull();
});

it('logs and shows the error in debug mode', () => {
  logIn(['admin']);
  act(() => portalStore.set(debugModeAtom, true));
  act(() => reportClosureError('live CanipValue', new TypeError('boom')));
  expect(consoleError).toHaveBeenCalledWith('Closure error in live CanipValue:', expect.any(TypeError));
  expect(screen.getByText('Fehler in live CanipValue (Debug-Modus)')).toBeVisible();
  expect(screen.getByText('TypeError: boom')).toBeVisible();
});

it('needs a user who may debug: a toggle another user left on does not count', () => {
  logIn(['betreiber']);
  act(() => portalStore.set(debugModeAtom, true));
  act(() => reportClosureError('page', new Error('boom')));
  expect(consoleError).not.toHaveBeenCalled();
  logIn(['betreiber'], true);
  act(() => reportClosureError('page', new Error('boom')));
  expect(consoleError).toHaveBeenCalledTimes(1);
});

it('reports an error thrown by a delayed call instead of throwing it out of the timer', () => {
  jest.useFakeTimers();
  try {
    logIn(['admin']);
    act(() => portalStore.set(debugModeAtom, true));
    const later = debounce(() => {
      throw new Error('late');
    }, 500);
    later();
    expect(() => act(() => jest.advanceTimersByTime(500))).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(
      'Closure error in a call delayed by 500 ms:',
      expect.any(Error),
    );
  } finally {
    jest.useRealTimers();
  }
});
