import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../components/messages.js';
import { renderInShell, testInit } from '../components/test-utils.js';
import { Sidebar } from './layout/sidebar.js';
import { RemoteRoute } from './remote-route.js';

const sn = '5123456789';

test('the device menu remote being down shows the retry panel on its route; the menu still works', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // mf_device is not registered here, as when /rest/info/init lists no entry or the entry fails.
    renderInShell(
      <>
        <Sidebar />
        <RemoteRoute remote="mf_device" routeId="device" />
      </>,
      { init: testInit({ roles: ['partner'] }), path: `/${sn}/device`, catalogues: [shellMessages] },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Modul nicht verfügbar');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/${sn}/dashboard`);
    expect(screen.getByRole('link', { name: 'Gerätemenü' })).toHaveAttribute('href', `/${sn}/device`);

    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    // Still down: the panel comes back, and the page around it stays.
    expect(await screen.findByRole('alert')).toHaveTextContent('Modul nicht verfügbar');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  } finally {
    consoleError.mockRestore();
  }
});
