import { ToastHost } from '@portal/web-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../../components/messages.js';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { TestPage } from './test-page.js';

test('the test page shows the design system: colour roles, every unit state, empty and loading states, a toast', async () => {
  const user = userEvent.setup({ delay: null });
  renderInShell(
    <>
      <TestPage />
      <ToastHost />
    </>,
    { init: testInit({ roles: ['betreiber'] }), catalogues: [shellMessages] },
  );
  expect(screen.getByRole('heading', { name: 'Gestaltung' })).toBeInTheDocument();
  // Ten colour roles, each measured against its background.
  expect(document.querySelectorAll('[data-role][data-contrast]')).toHaveLength(10);
  for (const state of [
    'Startet',
    'Läuft · 5,50 kW',
    'Steht',
    'Störung: E120',
    'Störabschaltung',
    'Wartung fällig',
    'Offline',
  ])
    expect(screen.getByText(state).closest('.portal-status')).not.toBeNull();
  expect(screen.getByText('Noch keine Daten')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hinweis zeigen' }));
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Die Anlage hat die neuen Werte übernommen.')).toBeInTheDocument();
});
