import { jest } from '@jest/globals';
import { currentUnitAtom, offlineUnitsAtom, portalStore, unitValuesAtom } from '@portal/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial as sn,
  testUnit,
} from '../../../components/test-utils';
import { currentValuesRefreshMs } from '../../../unit/collector';
import { testError, unitWithErrors } from '../../../components/test-errors';
import { DashboardPage } from './dashboard-page';

const requestOk = ok({ success: true, errorKeys: [], message: '' });

function show(init = dashboardInit()) {
  return renderPage(<DashboardPage />, { init, path: `/${sn}/dashboard`, route: '/:sn/dashboard' });
}

beforeEach(() => {
  resetHosts();
  act(() => {
    portalStore.set(currentUnitAtom, null);
    portalStore.set(unitValuesAtom, new Map());
  });
});
afterEach(() => jest.useRealTimers());

it('connects the unit, shows its last values in display units and tiles for its data pages', async () => {
  const backend = fakeBackend({
    canipConnect: ok(testUnit({ boardValues: { 'Hka_Mw1.sWirkleistung': { value: 520, age: 3 } } })),
    canipRequest: requestOk,
  });
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Anlage 51 2345 6789' })).toBeInTheDocument();
  const status = screen.getByRole('region', { name: 'Betriebszustand' });
  expect(within(status).getByText('5,20 kW')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Heizung und Warmwasser/ })).toHaveAttribute(
    'href',
    expect.stringMatching(new RegExp(`^/${sn}/dp/[0-9a-f]{64}$`)),
  );
  // The page asks the unit for every key it shows.
  await waitFor(() => expect(backend.requests('canipRequest').length).toBeGreaterThan(0));
  const asked = backend.requests('canipRequest').flatMap((r) => (r.body as { keys: string[] }).keys);
  expect(asked).toEqual(
    expect.arrayContaining(['Hka_Mw1.sWirkleistung', 'Laufraster15Min_aktTag.bDoppelstunde']),
  );
});

it('asks again every 30 s, but not while the unit is offline', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    canipRequest: requestOk,
  });
  show();
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(backend.requests('canipRequest').length).toBeGreaterThan(0));
  const initial = backend.requests('canipRequest').length;
  act(() => {
    jest.advanceTimersByTime(currentValuesRefreshMs);
  });
  await waitFor(() => expect(backend.requests('canipRequest').length).toBe(initial + 1));
  act(() => portalStore.set(currentUnitAtom, { sn, unit: testUnit({ online: false }) }));
  act(() => {
    jest.advanceTimersByTime(currentValuesRefreshMs);
  });
  expect(backend.requests('canipRequest').length).toBe(initial + 1);
});

it('opens an offline unit with its last known values when it cannot be reached', async () => {
  fakeBackend({
    canipConnect: (request) =>
      request.query.has('offline')
        ? ok(
            testUnit({
              online: false,
              offline: true,
              boardValues: { 'Hka_Mw1.usDrehzahl': { value: 2415, age: 600 } },
            }),
          )
        : apiError(503, 'exception.unitoffline'),
  });
  show();
  expect(
    await screen.findByText(
      /^Die Anlage ist nicht erreichbar\. Angezeigt werden die zuletzt bekannten Werte \(Stand \d\d\.\d\d\.\d{4}, \d\d:\d\d\)\.$/,
    ),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Betriebszustand' })).getByText('2.415 1/min'),
  ).toBeInTheDocument();
});

it("'Offline verwenden' opens the stored values without trying the unit again", async () => {
  act(() => portalStore.set(offlineUnitsAtom, new Set([sn])));
  const backend = fakeBackend({
    canipConnect: (request) =>
      request.query.has('offline')
        ? ok(
            testUnit({
              online: false,
              offline: true,
              boardValues: { 'Hka_Mw1.usDrehzahl': { value: 2415, age: 600 } },
            }),
          )
        : apiError(503, 'exception.unitoffline'),
  });
  show();
  const status = await screen.findByRole('region', { name: 'Betriebszustand' });
  expect(within(status).getByText('2.415 1/min')).toBeInTheDocument();
  const connects = backend.requests('canipConnect');
  expect(connects).toHaveLength(1);
  expect(connects[0]?.query.has('offline')).toBe(true);
  act(() => portalStore.set(offlineUnitsAtom, new Set()));
});

it('an unreachable unit without stored values says so instead of promising values', async () => {
  fakeBackend({
    canipConnect: (request) =>
      request.query.has('offline')
        ? ok(testUnit({ online: false, offline: true }))
        : apiError(503, 'exception.unitoffline'),
  });
  show();
  expect(
    await screen.findByText(
      'Die Anlage ist nicht erreichbar, und von ihr sind noch keine Werte gespeichert.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/zuletzt bekannten Werte/)).toBeNull();
});

it('says why a unit cannot be opened', async () => {
  fakeBackend({ canipConnect: apiError(403, 'exception.hkamarkedoffline') });
  show();
  expect(await screen.findByText('Anlage 51 2345 6789 konnte nicht geöffnet werden')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Anlagenliste' })).toHaveAttribute('href', '/');
});

it('blurs the dashboard and asks an operator for consent on a lead controller without DACHSWEB', async () => {
  fakeBackend({
    canipConnect: ok(
      testUnit({ zustimmungMap: { DACHSWEB: false, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: false } }),
    ),
  });
  const { container } = show();
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
  expect(container.querySelector('.mfd-dashboard-blurred')).not.toBeNull();
});

it('does not ask partners or further controllers for consent', async () => {
  const noConsent = { DACHSWEB: false, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: false };
  fakeBackend({ canipConnect: ok(testUnit({ zustimmungMap: noConsent, module: 'M2' })) });
  const { container } = show();
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(container.querySelector('.mfd-dashboard-blurred')).toBeNull();
});

describe('the unit state beside the title', () => {
  function connectWith(unit: ReturnType<typeof testUnit>) {
    fakeBackend({ canipConnect: ok(unit), canipRequest: requestOk });
    show();
  }

  it('running with its output, and maintenance due', async () => {
    connectWith(
      testUnit({
        boardValues: {
          'Hka_Mw1.bMotorStatus': { value: 32, age: 3 },
          'Hka_Mw1.sWirkleistung': { value: 550, age: 3 },
          'Wartung_Cache.fStehtAn': { value: 1, age: 3 },
        },
      }),
    );
    const status = await screen.findByTestId('unit-status');
    await waitFor(() => expect(status).toHaveTextContent('Läuft · 5,50 kW'));
    expect(status).toHaveTextContent('Wartung fällig');
  });

  it('idle while the engine stands', async () => {
    connectWith(testUnit({ boardValues: { 'Hka_Mw1.bMotorStatus': { value: 0, age: 3 } } }));
    const status = await screen.findByTestId('unit-status');
    await waitFor(() => expect(status).toHaveTextContent('Steht'));
    expect(status).not.toHaveTextContent('Wartung');
  });

  it('starting through the start sequence, even at speed and before any output (issue 40, 35)', async () => {
    connectWith(
      testUnit({
        boardValues: {
          'Hka_Mw1.bMotorStatus': { value: 31, age: 3 },
          'Hka_Mw1.usDrehzahl': { value: 2450, age: 3 },
          'Hka_Mw1.sWirkleistung': { value: 0, age: 3 },
        },
      }),
    );
    const status = await screen.findByTestId('unit-status');
    await waitFor(() => expect(status).toHaveTextContent(/^Startet$/));
    expect(status.querySelector('[data-state]')).toHaveAttribute('data-state', 'starting');
  });

  it('a current fault with its text before anything else', async () => {
    connectWith(
      unitWithErrors([testError('E120', 'Hka_Stoerung', 120)], {
        boardValues: { 'Hka_Mw1.bMotorStatus': { value: 32, age: 3 } },
      }),
    );
    const status = await screen.findByTestId('unit-status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Störung: E120 Abgastemperatur Motor zu hoch (> 620 °C)'),
    );
    expect(status).not.toHaveTextContent('Läuft');
  });

  it('offline when the unit is not reachable', async () => {
    connectWith(testUnit({ online: false, offline: true }));
    expect(await screen.findByTestId('unit-status')).toHaveTextContent('Offline');
  });
});
