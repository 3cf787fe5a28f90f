import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The federation runtime stands in for the remotes: mf_units' routes with the start page's prefetch.
const prefetchStart = jest.fn();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn((id: string) =>
    Promise.resolve(
      id === 'mf_units/routes'
        ? { routes: { start: () => <p>Startseite</p> }, prefetch: { start: prefetchStart } }
        : undefined,
    ),
  ),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));
const { jsonResponse, renderInShell, testInit } = await import('../components/test-utils.js');
const { shellMessages } = await import('../components/messages.js');
const { authMessages } = await import('../features/auth/messages.js');
const { PortalRoutes } = await import('./routes.js');

test("a login that went through asks for the start page's data as it leaves the login page", async () => {
  let loggedIn = false;
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    if (input === '/rest/info/login') {
      loggedIn = true;
      return Promise.resolve(jsonResponse(200, { result: 'success' }));
    }
    return Promise.resolve(jsonResponse(200, testInit(loggedIn ? {} : null)));
  });
  renderInShell(<PortalRoutes />, {
    init: testInit(null),
    path: '/login',
    catalogues: [shellMessages, authMessages],
  });
  await userEvent.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'betreiber');
  await userEvent.type(screen.getByLabelText('Passwort'), 'portal-demo-1{Enter}');
  await waitFor(() => expect(prefetchStart).toHaveBeenCalledWith({ params: {}, search: '' }));
  expect(await screen.findByText('Startseite')).toBeInTheDocument();
});
