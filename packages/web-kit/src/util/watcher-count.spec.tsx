import { jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useWatcherCount, watcherLimit } from './watcher-count.js';

let warn: jest.SpiedFunction<typeof console.warn>;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2025, 5, 2, 8) });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

const updates = (count: number) => {
  const { rerender } = renderHook(() => useWatcherCount('DatePicker'));
  for (let i = 1; i < count; i += 1) rerender();
};

it('logs once when a component updates more than 1000 times within a second', () => {
  expect(watcherLimit).toBe(1000);
  updates(watcherLimit + 50);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(
    'DatePicker: watcher counter limit 1000 passed (1001 updates within a second)',
  );
});

it('stays quiet up to the limit, and for updates spread over time', () => {
  updates(watcherLimit);
  const { rerender } = renderHook(() => useWatcherCount('DatePicker'));
  for (let i = 0; i < 2 * watcherLimit; i += 1) {
    jest.advanceTimersByTime(2);
    rerender();
  }
  expect(warn).not.toHaveBeenCalled();
});
