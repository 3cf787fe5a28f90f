import { jest } from '@jest/globals';

// The federation runtime stands in for the remotes: mf_units' routes module with a prefetch.
const prefetchStart = jest.fn();
const loadRemote = jest.fn((id: string) =>
  Promise.resolve(
    id === 'mf_units/routes'
      ? { routes: { start: () => null }, prefetch: { start: prefetchStart } }
      : undefined,
  ),
);
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  loadRemote,
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));
const { loadRemoteRoutes, prefetchRoute } = await import('./federation.js');

beforeEach(() => prefetchStart.mockReset());

test("asks a loaded remote's route for its data with the target's parameters and query", async () => {
  prefetchRoute('/?view=units');
  // Not loaded yet: nothing to ask (the page asks for itself).
  expect(prefetchStart).not.toHaveBeenCalled();
  await loadRemoteRoutes('mf_units');
  prefetchRoute('/?view=units&page=2');
  expect(prefetchStart).toHaveBeenCalledWith({ params: {}, search: '?view=units&page=2' });
});

test('leaves routes without a prefetch, and pages of no remote, alone', async () => {
  await loadRemoteRoutes('mf_units');
  prefetchRoute('/migrate');
  prefetchRoute('/usersettings');
  expect(prefetchStart).not.toHaveBeenCalled();
});

test('a prefetch that throws costs only its head start', async () => {
  await loadRemoteRoutes('mf_units');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  prefetchStart.mockImplementation(() => {
    throw new Error('storage unavailable');
  });
  expect(() => prefetchRoute('/')).not.toThrow();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
