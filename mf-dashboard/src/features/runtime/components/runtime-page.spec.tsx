import { jest } from '@jest/globals';
import type { FakeBackend } from '@portal/web-kit/testing';
import { type MeasurementResponse, type UnitListEntry, emptyGlance } from '@portal/contracts';
import { currentUnitAtom, portalStore } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  NeverInView,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { dayKey, energyFields, powerFields } from '../runtime-model.js';
import { RuntimePage } from './runtime-page.js';

/** The measurement loads asked for one unit, in order. */
const loadsOf = (backend: FakeBackend, sn: string) =>
  backend.requests('chartMeasurements').filter((request) => request.params.sn === sn);

const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const addDays = (ms: number, days: number) => {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
};

function energy(eigen: number, einspeisung: number, bezug: number) {
  return {
    e_erzeugung: eigen + einspeisung,
    e_verbrauch: eigen + bezug,
    e_eigenverbrauch: eigen,
    e_netzbezug: bezug,
    e_netzeinspeisung: einspeisung,
  };
}

function answer(day: number): MeasurementResponse {
  const fields = [...powerFields, ...energyFields];
  return {
    from: addDays(day, -2),
    to: addDays(day, 1),
    fields,
    rows: {
      [String(day / 1000)]: fields.map((field) => (field === 'p_erzeugung' ? 2500 : 0)),
      [String(addDays(day, -1) / 1000)]: fields.map(() => 100),
    },
    days: {
      [dayKey(day)]: energy(6, 2, 4),
      [dayKey(addDays(day, -1))]: energy(3, 0, 1),
      [dayKey(addDays(day, -2))]: energy(0, 0, 0),
    },
    incidents: [],
  };
}

function entry(
  seriennummer: string,
  productGroup: string,
  standortName: string | null = null,
): UnitListEntry {
  return {
    id: Number(seriennummer.slice(-6)),
    seriennummer,
    msrTyp: 3,
    hasVertrag: true,
    connected: false,
    online: true,
    module: 'L1',
    benennung: '',
    artikelNummer: '',
    productGroup,
    locationUuid: null,
    location: null,
    standortName,
    standortAnsprech: null,
    standortAdresse: null,
    standortPlz: null,
    standortOrt: null,
    inbetriebnahmeDatum: '2019-01-01',
    modernisierungDatum: null,
    ausserbetriebnahmeDatum: null,
    betreiber: [],
    external: false,
    infoMap: {},
    zustimmungMap: {},
    state: { color: 'success', name: 'Online' },
    glance: emptyGlance,
  };
}

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: NeverInView, configurable: true });
});

const shares = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByTestId('share-value')
    .map((cell) => cell.textContent.replace(/\u00a0/g, ' '));

test("the current grid unit's day: request, shares of three days and the balance table", async () => {
  const today = midnight(new Date());
  const backend = fakeBackend({ chartMeasurements: ok(answer(today)) });
  portalStore.set(currentUnitAtom, { sn: testSerial, unit: testUnit({}, 'netz') });
  renderPage(<RuntimePage />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Laufzeitanalyse' })).toBeInTheDocument();
  await waitFor(() => expect(loadsOf(backend, testSerial)).toHaveLength(1));
  expect(loadsOf(backend, testSerial)[0]?.body).toEqual({
    start: addDays(today, -2),
    end: addDays(today, 1),
    fields: [...powerFields, ...energyFields],
  });

  // Own consumption = 6 / (6 + 2), 3 / (3 + 0); self-sufficiency = 6 / (6 + 4), 3 / (3 + 1); none on a day without energy.
  await waitFor(() => expect(shares('Eigenverbrauch')).toEqual(['75,0 %', '100,0 %', '–']));
  expect(shares('Autarkie')).toEqual(['60,0 %', '75,0 %', '–']);
  expect(
    within(screen.getByRole('region', { name: 'Eigenverbrauch' })).getByText('Heute'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Autarkie' })).getByText('Vorgestern'),
  ).toBeInTheDocument();

  const balance = within(screen.getByRole('region', { name: 'Bilanz' }));
  expect(balance.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Energie (kWh)',
    'Vorgestern',
    'Gestern',
    'Heute',
  ]);
  const rows = balance.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(energyFields.length);
  expect(rows[0]).toHaveTextContent('0,003,008,00');
  // On a phone each figure stands beside its day: the cell's label, which the stylesheet shows.
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.dataset.label),
  ).toEqual(['Vorgestern', 'Gestern', 'Heute']);
  expect(screen.queryByText('Für diesen Zeitraum liegen keine Daten vor.')).not.toBeInTheDocument();
});

test('without a current grid unit it takes the first unit with measurements; the previous day reloads', async () => {
  const user = userEvent.setup();
  const today = midnight(new Date());
  const backend = fakeBackend({
    units: ok({
      units: [entry('5000000001', 'dachsII'), entry('5000000002', 'netz')],
      locations: [],
      totalRows: 2,
      location: null,
      locationMode: false,
    }),
    chartMeasurements: (request) => ok(answer(addDays((request.body as { start: number }).start, 2))),
  });
  renderPage(<RuntimePage />);
  expect(await screen.findByTestId('page-serial')).toHaveTextContent('50 0000 0002');
  await waitFor(() => expect(loadsOf(backend, '5000000002')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Nächster Tag' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Vorheriger Tag' }));
  await waitFor(() => expect(loadsOf(backend, '5000000002')).toHaveLength(2));
  expect(loadsOf(backend, '5000000002')[1]?.body).toMatchObject({
    start: addDays(today, -3),
    end: today,
  });
});

test('demo users start today too (the demo history ends today); a failed load is only logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const today = midnight(new Date());
  const backend = fakeBackend({ chartMeasurements: apiError(500, 'exception.notfound') });
  portalStore.set(currentUnitAtom, { sn: testSerial, unit: testUnit({}, 'netz') });
  renderPage(<RuntimePage />, { init: dashboardInit({ roles: ['demo'] }) });
  await waitFor(() => expect(loadsOf(backend, testSerial)).toHaveLength(1));
  expect(loadsOf(backend, testSerial)[0]?.body).toMatchObject({
    start: addDays(today, -2),
    end: addDays(today, 1),
  });
  expect(await screen.findByText('Für diesen Zeitraum liegen keine Daten vor.')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('measurement load failed', expect.anything());
  log.mockRestore();
});

test('a user without any unit with measurements is told so', async () => {
  fakeBackend({
    units: ok({
      units: [entry('5000000001', 'dachsII')],
      locations: [],
      totalRows: 1,
      location: null,
      locationMode: false,
    }),
  });
  renderPage(<RuntimePage />);
  expect(await screen.findByText(/Keine Ihrer Anlagen liefert Messwerte/)).toBeInTheDocument();
});

describe('the unit picker (issue 40, 22)', () => {
  const meters = [entry('5000000002', 'netz', 'Bäckerei'), entry('5000000003', 'netz', 'Steuerbüro')];
  function twoMeters() {
    return fakeBackend({
      units: ok({ units: meters, locations: [], totalRows: 2, location: null, locationMode: false }),
      chartMeasurements: ok(answer(midnight(new Date()))),
    });
  }

  test('lists the grid meters the user sees; the choice goes into the address and loads that unit', async () => {
    const user = userEvent.setup();
    const backend = twoMeters();
    renderPage(<RuntimePage />, { path: '/charts', route: '/charts' });
    const picker = await screen.findByRole('combobox', { name: 'Anlage' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['50 0000 0002 · Bäckerei', '50 0000 0003 · Steuerbüro']);
    expect(picker).toHaveValue('5000000002');
    // The list is asked for grid meters only, so a large fleet's other units do not crowd them out.
    expect(backend.requests('units')[0]?.body).toMatchObject({ filter: { productGroups: ['netz'] } });

    await user.selectOptions(picker, '5000000003');
    expect(screen.getByTestId('location')).toHaveTextContent('/charts?sn=5000000003');
    expect(await screen.findByTestId('page-serial')).toHaveTextContent('50 0000 0003');
    await waitFor(() => expect(loadsOf(backend, '5000000003')).toHaveLength(1));
  });

  test('a reload keeps the unit of the address; a unit the user does not see is not shown', async () => {
    const backend = twoMeters();
    const { unmount } = renderPage(<RuntimePage />, { path: '/charts?sn=5000000003', route: '/charts' });
    expect(await screen.findByRole('combobox', { name: 'Anlage' })).toHaveValue('5000000003');
    await waitFor(() => expect(loadsOf(backend, '5000000003')).toHaveLength(1));
    expect(loadsOf(backend, '5000000002')).toHaveLength(0);
    unmount();

    renderPage(<RuntimePage />, { path: '/charts?sn=5999999999', route: '/charts' });
    expect(await screen.findByRole('combobox', { name: 'Anlage' })).toHaveValue('5000000002');
    expect(screen.getByTestId('page-serial')).toHaveTextContent('50 0000 0002');
  });
});
