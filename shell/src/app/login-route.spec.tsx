import { jest } from '@jest/globals';
import { provideRemoteLoader } from '@portal/web-kit';
import { screen, waitFor } from '@testing-library/react';
import { shellMessages } from '../components/messages.js';
import { jsonResponse, renderInShell, testInit } from '../components/test-utils.js';
import { authMessages } from '../features/auth/messages.js';
import { alarmBell } from './remotes.js';
import { PortalRoutes } from './routes.js';

test('the login page loads the alarm bell of the frame after login while the person types', async () => {
  globalThis.fetch = jest.fn(() => Promise.resolve(jsonResponse(200, testInit(null))));
  const load = jest.fn((id: string) => Promise.resolve({ id }));
  provideRemoteLoader(load);
  renderInShell(<PortalRoutes />, {
    init: testInit(null),
    path: '/login',
    catalogues: [shellMessages, authMessages],
  });
  expect(await screen.findByLabelText('Benutzername oder E-Mail')).toBeInTheDocument();
  await waitFor(() => expect(load).toHaveBeenCalledWith(alarmBell));
});
