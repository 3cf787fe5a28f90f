import type { UnitListRequest } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unitEntry } from '@portal/web-kit/testing';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { listAnswer } from '../test-data.js';
import { StartPage } from './start-page.js';

// Issue 44: a link of the fleet overview opens the list filtered by a state and a status; the list
// says so, and each filter goes with one click.

beforeEach(() => {
  localStorage.clear();
  resetHosts();
});

test('a state and a status from the fleet map filter the list, named and removable', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = fakeBackend({ units: ok(listAnswer({ units: [unitEntry('5200000001')] })) });
  renderPage(<StartPage />, {
    init: testInit({ roles: ['partner'] }),
    path: '/?view=units&region=BY&status=fault',
  });
  const banner = await screen.findByTestId('fleet-filter-banner');
  expect(banner).toHaveTextContent('Bayern');
  expect(banner).toHaveTextContent('Störung');
  expect(within(banner).getByRole('link', { name: 'Zur Flottenübersicht' })).toHaveAttribute(
    'href',
    '/fleet',
  );
  await waitFor(() =>
    expect((backend.requests('units').at(-1)?.body as UnitListRequest).filter).toMatchObject({
      region: 'BY',
      status: 'fault',
    }),
  );

  await user.click(within(banner).getByRole('button', { name: 'Filter „Bayern“ entfernen' }));
  await waitFor(() =>
    expect((backend.requests('units').at(-1)?.body as UnitListRequest).filter).not.toHaveProperty('region'),
  );
  expect(screen.getByTestId('fleet-filter-banner')).not.toHaveTextContent('Bayern');
});

test("the overview's new units since the last visit: named with the moment, removable", async () => {
  const user = userEvent.setup({ delay: null });
  const backend = fakeBackend({ units: ok(listAnswer({ units: [unitEntry('5200000001')] })) });
  renderPage(<StartPage />, {
    init: testInit({ roles: ['partner'] }),
    path: '/?view=units&since=2026-11-28T09:30:00.000Z',
  });
  const banner = await screen.findByTestId('fleet-filter-banner');
  expect(banner).toHaveTextContent('Neu seit 28.11.2026');
  await waitFor(() =>
    expect((backend.requests('units').at(-1)?.body as UnitListRequest).filter).toMatchObject({
      addedSince: '2026-11-28T09:30:00.000Z',
    }),
  );
  await user.click(within(banner).getByRole('button', { name: /^Filter „Neu seit/ }));
  await waitFor(() =>
    expect((backend.requests('units').at(-1)?.body as UnitListRequest).filter).not.toHaveProperty(
      'addedSince',
    ),
  );
});

test('operators, who have no fleet overview, get no link to it', async () => {
  fakeBackend({ units: ok(listAnswer({ units: [unitEntry('5200000001')] })) });
  renderPage(<StartPage />, { init: testInit(), path: '/?view=units&region=unknown' });
  const banner = await screen.findByTestId('fleet-filter-banner');
  expect(banner).toHaveTextContent('Region unbekannt');
  expect(within(banner).queryByRole('link')).toBeNull();
});
