import type { UnitListRequest } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer } from '../test-data.js';
import { unitEntry } from '@portal/web-kit/testing';
import { StartPage } from './start-page.js';

// Issue 40, 40: a search remembered from the last visit is restored with the rest of the list
// settings and said plainly, with a way to clear it, rather than dropped when it finds nothing.

beforeEach(() => {
  localStorage.clear();
  resetHosts();
});

test('a remembered search that finds nothing opens with "Search: X" and clears with one click', async () => {
  const user = userEvent.setup({ delay: null });
  localStorage.setItem(
    listSettingsKey('betreiber'),
    JSON.stringify({ filterSearch: 'Kassel', sortByLocation: false }),
  );
  const backend = fakeBackend({
    units: (request) =>
      ok(
        (request.body as UnitListRequest).filter.search
          ? listAnswer({ units: [] })
          : listAnswer({ units: [unitEntry('5200000001')] }),
      ),
  });
  renderPage(<StartPage />, { init: testInit() });
  const banner = await screen.findByTestId('search-banner');
  expect(banner).toHaveTextContent('Suche: „Kassel“');
  expect(await screen.findByText('Keine Treffer')).toBeInTheDocument();

  await user.click(within(banner).getByRole('button', { name: 'Suche löschen' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByTestId('search-banner')).toBeNull();
  expect(screen.getByRole('searchbox', { name: 'Anlagen suchen' })).toHaveValue('');
  expect(screen.getByTestId('location')).not.toHaveTextContent(/q=/);
  const last = backend.requests('units').at(-1)?.body as UnitListRequest;
  expect(last.filter).not.toHaveProperty('search');
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(listSettingsKey('betreiber')) ?? '{}')).toMatchObject({
      filterSearch: '',
    }),
  );
});

test('no banner without a search', async () => {
  fakeBackend({ units: ok(listAnswer({ units: [unitEntry('5200000001')] })) });
  renderPage(<StartPage />, { init: testInit(), path: '/?view=units' });
  await screen.findByRole('table');
  expect(screen.queryByTestId('search-banner')).toBeNull();
});
