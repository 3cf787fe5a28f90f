import type { UnitListRequest } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { listAnswer } from '../test-data.js';
import { unitEntry } from '@portal/web-kit/testing';
import { StartPage } from './start-page.js';

// Issue 40, 39: what installers, who look after many units, get beyond the operators' list.

const manyUnits = (total: number) => (request: UnitListRequest) =>
  listAnswer({
    units: Array.from({ length: Math.max(0, Math.min(request.limit, total - request.offset)) }, (_, index) =>
      unitEntry(`5200${String(request.offset + index).padStart(6, '0')}`),
    ),
    totalRows: total,
    locationMode: false,
  });

function backendAnswering(answer: (request: UnitListRequest) => ReturnType<typeof listAnswer>) {
  return fakeBackend({
    units: (request) => ok(answer(request.body as UnitListRequest)),
  });
}

const lastRequest = (backend: ReturnType<typeof fakeBackend>) =>
  backend.requests('units').at(-1)?.body as UnitListRequest | undefined;

beforeEach(() => {
  localStorage.clear();
  resetHosts();
});

describe('page size', () => {
  test('installers choose 10, 25, 50 or 100 units per page, kept in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(manyUnits(60));
    renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }), path: '/?view=units' });
    const size = await screen.findByRole('combobox', { name: 'Anlagen pro Seite' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.click(within(screen.getByRole('navigation', { name: 'Seiten' })).getByText('2'));
    await user.selectOptions(size, '25');
    // A new size starts again on the first page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?size=25&view=units$/);
    await waitFor(() => expect(lastRequest(backend)).toMatchObject({ limit: 25, offset: 0 }));
    expect(await screen.findAllByRole('row')).toHaveLength(26);
    expect(within(screen.getByRole('navigation', { name: 'Seiten' })).getByText('3')).toBeInTheDocument();
  });

  test('a link with a size shows that many, and the choice stays when all fit on one page', async () => {
    const backend = backendAnswering(manyUnits(60));
    renderPage(<StartPage />, { init: testInit({ roles: ['dachs'] }), path: '/?size=100&view=units' });
    await waitFor(() => expect(lastRequest(backend)).toMatchObject({ limit: 100, offset: 0 }));
    expect(await screen.findByRole('combobox', { name: 'Anlagen pro Seite' })).toHaveValue('100');
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull();
  });

  test('a size not offered falls back to the next smaller one', async () => {
    const backend = backendAnswering(manyUnits(60));
    renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }), path: '/?size=30&view=units' });
    await waitFor(() => expect(lastRequest(backend)).toMatchObject({ limit: 25 }));
  });

  test('operators keep the fixed page size', async () => {
    backendAnswering(manyUnits(30));
    renderPage(<StartPage />, { init: testInit({ roles: ['betreiber'] }), path: '/?view=units' });
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Anlagen pro Seite' })).toBeNull();
  });
});

test("'needs attention first' says in each row why the unit is listed", async () => {
  const glance = unitEntry('5200000001').glance;
  const backend = fakeBackend({
    units: ok(
      listAnswer({
        units: [
          unitEntry('5200000001', {
            glance: { ...glance, fault: { code: 'E133', text: 'Drehzahl zu niedrig' }, attention: 'fault' },
          }),
          unitEntry('5200000002', {
            online: false,
            glance: { ...glance, since: '2026-11-20T08:00:00.000Z', attention: 'offline' },
          }),
          unitEntry('5200000003', {
            online: false,
            glance: { ...glance, since: null, attention: 'offline' },
          }),
          unitEntry('5200000004', { glance: { ...glance, maintenanceDue: true, attention: 'maintenance' } }),
          unitEntry('5200000005', { glance: { ...glance, locked: true, attention: 'locked' } }),
          unitEntry('5200000006'),
        ],
        locationMode: false,
      }),
    ),
  });
  renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }), path: '/?view=units&attention=1' });
  await waitFor(() => expect(lastRequest(backend)?.filter).toMatchObject({ attentionFirst: true }));
  await screen.findByRole('table');
  const reasons = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByTestId('attention-reason')?.textContent ?? null);
  expect(reasons).toEqual([
    'Handlungsbedarf: Störung E133 – Drehzahl zu niedrig',
    expect.stringMatching(/^Handlungsbedarf: offline seit 20\.11\.26/),
    'Handlungsbedarf: noch nie online',
    'Handlungsbedarf: Wartung fällig',
    'Handlungsbedarf: Störabschaltung',
    null,
  ]);
  // The reason is not said twice in the row.
  expect(screen.queryByText('E133 Drehzahl zu niedrig')).toBeNull();
});

test('without that order the rows carry no reason', async () => {
  const glance = unitEntry('5200000001').glance;
  fakeBackend({
    units: ok(
      listAnswer({
        units: [
          unitEntry('5200000001', { glance: { ...glance, maintenanceDue: true, attention: 'maintenance' } }),
        ],
        locationMode: false,
      }),
    ),
  });
  renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }), path: '/?view=units' });
  await screen.findByRole('table');
  expect(screen.queryByTestId('attention-reason')).toBeNull();
  expect(screen.getByText('Wartung fällig')).toBeInTheDocument();
});
