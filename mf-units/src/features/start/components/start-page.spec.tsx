import type { UnitListRequest, UnitListResponse } from '@portal/contracts';
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '@portal/web-kit';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer, locationEntry, locationsAnswer, unitAt } from '../test-data.js';
import { type EndpointAnswer, unitEntry } from '@portal/web-kit/testing';
import { StartPage } from './start-page.js';

const home = locationEntry('8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01');
const bakery = locationEntry('8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a02', {
  name: 'Bäckerei Hofmann',
  locationInfo: { WAERMEPUMPE: true, initialSN: '5200000002' },
});
const homeUnit = unitAt('5200000001', home);
const bakeryUnit = unitAt('5200000002', bakery, { online: false });

type Answer = UnitListResponse | ((request: UnitListRequest) => UnitListResponse);

function backendAnswering(answer: Answer) {
  return fakeBackend({
    units: (request) => {
      const body = request.body as UnitListRequest;
      return ok(typeof answer === 'function' ? answer(body) : answer);
    },
  });
}

const unitRequests = (backend: ReturnType<typeof fakeBackend>) =>
  backend.requests('units').map((request) => request.body as UnitListRequest);

const lastFilter = (backend: ReturnType<typeof fakeBackend>) => unitRequests(backend).at(-1)?.filter;

/** The browser's Back button, for tests of the history. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Zurück (Browser)
    </button>
  );
}

// Bootstrap switches are checkboxes.
const switchNamed = (name: string) => screen.queryByRole('checkbox', { name });

beforeEach(() => {
  localStorage.clear();
  resetHosts();
});

describe('header controls per role', () => {
  const answer = locationsAnswer([{ location: home, units: [homeUnit] }]);

  test('operators may add an old unit and do not get the GEN2 filter', async () => {
    const backend = backendAnswering(answer);
    renderPage(<StartPage />, { init: testInit({ roles: ['betreiber'] }) });
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Alte Anlage hinzufügen' })).toHaveAttribute('href', '/migrate');
    expect(switchNamed('Nur GEN2')).toBeNull();
    expect(switchNamed('Nur externe Anlagen')).toBeNull();
    expect(switchNamed('Nur verbundene')).toBeNull();
    expect(switchNamed('Handlungsbedarf zuerst')).toBeNull();
    expect(lastFilter(backend)).not.toHaveProperty('msr3Filter');
    expect(screen.getAllByRole('button', { name: 'Standort bearbeiten' })).toHaveLength(1);
  });

  test('the extern role finds its unit form from the start page (spec 6)', async () => {
    backendAnswering(listAnswer({ units: [homeUnit] }));
    renderPage(<StartPage />, { init: testInit({ roles: ['extern'] }) });
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Externe Anlage registrieren' })).toHaveAttribute(
      'href',
      '/migrate',
    );
    expect(screen.queryByRole('link', { name: 'Alte Anlage hinzufügen' })).toBeNull();
  });

  test('partners get the GEN2 filter switched on and cannot add old units', async () => {
    const backend = backendAnswering(answer);
    renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }) });
    await screen.findByRole('table');
    expect(switchNamed('Nur GEN2')).toBeChecked();
    expect(lastFilter(backend)).toMatchObject({ msr3Filter: true });
    expect(screen.queryByRole('link', { name: 'Alte Anlage hinzufügen' })).toBeNull();
    expect(switchNamed('Nur externe Anlagen')).toBeNull();
    expect(switchNamed('Nur Anlagen mit Standort')).toBeNull();
  });

  test('partners list the units needing attention first, as units instead of locations', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(answer);
    renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }) });
    await screen.findByRole('table');
    expect(lastFilter(backend)).not.toHaveProperty('attentionFirst');
    await user.click(switchNamed('Handlungsbedarf zuerst')!);
    await waitFor(() =>
      expect(lastFilter(backend)).toMatchObject({ attentionFirst: true, locationMode: false }),
    );
  });

  test('the manufacturer role filters external units and units with a location', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(answer);
    renderPage(<StartPage />, { init: testInit({ roles: ['dachs'] }) });
    await screen.findByRole('table');
    expect(switchNamed('Nur GEN2')).toBeChecked();
    expect(switchNamed('Nur verbundene')).toBeNull();
    await user.click(switchNamed('Nur externe Anlagen')!);
    await user.click(switchNamed('Nur Anlagen mit Standort')!);
    await waitFor(() =>
      expect(lastFilter(backend)).toMatchObject({ onlyExtern: true, onlyWithLocation: true }),
    );
  });

  test('admins with the debug flag also get the connected filter', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(answer);
    renderPage(<StartPage />, { init: testInit({ roles: ['admin', 'dachs'], debug: true }) });
    await screen.findByRole('table');
    for (const name of ['Nur GEN2', 'Nur externe Anlagen', 'Nur Anlagen mit Standort', 'Nur verbundene']) {
      expect(switchNamed(name)).toBeInTheDocument();
    }
    await user.click(switchNamed('Nur verbundene')!);
    await waitFor(() => expect(lastFilter(backend)).toMatchObject({ connected: true }));
  });

  test('demo users cannot edit or create locations', async () => {
    backendAnswering(
      listAnswer({ units: [homeUnit, unitEntry('5200000009')], locations: [home], locationMode: false }),
    );
    renderPage(<StartPage />, { init: testInit({ roles: ['demo'] }) });
    await screen.findByRole('table');
    await userEvent.setup({ delay: null }).click(screen.getByRole('radio', { name: 'Nach Anlage' }));
    await screen.findByRole('heading', { name: /Anlagenliste/ });
    expect(screen.queryByRole('button', { name: 'Standort bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Standort anlegen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alte Anlage hinzufügen' })).toBeNull();
  });
});

test('each row shows the unit at a glance: output, fault with its text, maintenance, offline since', async () => {
  const glance = unitEntry('5200000001').glance;
  backendAnswering(
    listAnswer({
      units: [
        unitEntry('5200000001', {
          glance: { ...glance, running: true, output: { value: 5.3, unit: 'kW' }, maintenanceDue: true },
        }),
        unitEntry('5200000002', {
          online: false,
          glance: {
            ...glance,
            since: '2026-11-20T08:00:00.000Z',
            fault: { code: 'E133', text: 'Drehzahl im Lauf unter 2300 1/min' },
            attention: 'fault',
          },
        }),
        unitEntry('5200000003', {
          glance: { ...glance, running: false, starting: true, output: { value: 0, unit: 'kW' } },
        }),
        unitEntry('5200000004', { glance: { ...glance, serviceInDays: 12 } }),
        unitEntry('5200000005', { glance: { ...glance, serviceInDays: 31 } }),
        unitEntry('5200000006', { glance: { ...glance, serviceInDays: 0 } }),
      ],
      locationMode: false,
    }),
  );
  renderPage(<StartPage />, { init: testInit({ roles: ['partner'] }) });
  await screen.findByRole('table');
  const rows = screen.getAllByRole('row').slice(1);
  // Starting, as the dashboard header says it, never 'Läuft · 0 kW' (issue 40, 35).
  expect(within(rows[2]!).getByText('Startet')).toBeInTheDocument();
  expect(within(rows[2]!).queryByText(/Läuft|Steht|0 kW/)).toBeNull();
  expect(within(rows[0]!).getByText('Läuft · 5,3 kW')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Wartung fällig')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('E133 Drehzahl im Lauf unter 2300 1/min')).toBeInTheDocument();
  expect(within(rows[1]!).getByText(/^Offline seit 20\.11\.26/)).toBeInTheDocument();
  expect(within(rows[1]!).queryByText(/Läuft|Steht/)).toBeNull();
  // A service coming due within the fleet's 30 days says when; one further off says nothing yet.
  expect(within(rows[3]!).getByText('Wartung fällig in 12 Tagen')).toBeInTheDocument();
  expect(within(rows[4]!).queryByText(/Wartung/)).toBeNull();
  expect(within(rows[0]!).queryByText(/Wartung fällig in/)).toBeNull();
  // Its hours used up, the unit is due even before it says so.
  expect(within(rows[5]!).getByText('Wartung fällig')).toBeInTheDocument();
});

test('the title follows the sort mode and location mode groups units per location', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = backendAnswering((request) =>
    request.filter.sortByLocation
      ? locationsAnswer([
          { location: home, units: [homeUnit] },
          { location: bakery, units: [bakeryUnit] },
        ])
      : listAnswer({ units: [homeUnit, bakeryUnit], locations: [home, bakery] }),
  );
  renderPage(<StartPage />);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Standortliste');
  const groups = await screen.findAllByRole('rowgroup');
  // thead plus one tbody per location
  expect(groups).toHaveLength(3);
  expect(within(groups[2]!).getByRole('link', { name: 'Bäckerei Hofmann' })).toHaveAttribute(
    'href',
    `/?uuid=${bakery.uuid}`,
  );
  expect(within(groups[2]!).getByText('Wärmepumpe')).toBeInTheDocument();
  expect(within(groups[2]!).getByText('offline')).toBeInTheDocument();
  expect(within(groups[2]!).getByRole('button', { name: '52 0000 0002' })).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Nach Anlage' }));
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Anlagenliste');
  await waitFor(() =>
    expect(lastFilter(backend)).toMatchObject({ sortByLocation: false, locationMode: false }),
  );
  const header = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(header).toEqual(['Standort', 'Anlage', 'Aktionen', 'Services']);
});

test('phones get two columns: actions and module', async () => {
  const width = window.innerWidth;
  window.innerWidth = 375;
  try {
    backendAnswering(listAnswer({ units: [homeUnit], locations: [home] }));
    localStorage.setItem(listSettingsKey('betreiber'), JSON.stringify({ sortByLocation: false }));
    renderPage(<StartPage />);
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Aktionen',
      'Modul',
    ]);
    expect(screen.getByRole('button', { name: 'Mit Anlage 52 0000 0001 verbinden' })).toHaveTextContent(
      '52 0000 0001',
    );
  } finally {
    window.innerWidth = width;
  }
});

test('the info badge lists commissioning, operators and the extra info', async () => {
  const user = userEvent.setup({ delay: null });
  backendAnswering(
    locationsAnswer([
      {
        location: home,
        units: [
          unitAt('5200000001', home, {
            betreiber: ['betreiber', 'anna.schmidt'],
            ausserbetriebnahmeDatum: '2025-12-31',
            infoMap: { Aufstellort: 'Heizungskeller' },
          }),
        ],
      },
    ]),
  );
  renderPage(<StartPage />);
  await user.hover(await screen.findByRole('button', { name: 'Informationen zu Anlage 52 0000 0001' }));
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Inbetriebnahme: 15.03.2021');
  expect(tooltip).toHaveTextContent('Außerbetriebnahme: 31.12.2025');
  expect(tooltip).toHaveTextContent('Betreiber: betreiber, anna.schmidt');
  expect(tooltip).toHaveTextContent('Aufstellort: Heizungskeller');
});

describe('search', () => {
  afterEach(() => jest.useRealTimers());

  test('waits 500 ms after typing and sends the trimmed text; empty means no search', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const backend = backendAnswering(locationsAnswer([{ location: home, units: [homeUnit] }]));
    renderPage(<StartPage />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(150);
    });
    await screen.findByRole('table');
    const before = unitRequests(backend).length;

    await user.type(screen.getByRole('searchbox', { name: 'Anlagen suchen' }), '  Hofmann ');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(450);
    });
    expect(unitRequests(backend)).toHaveLength(before);
    // 500 ms of quiet, then the list's own 100 ms debounce.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60);
    });
    expect(unitRequests(backend)).toHaveLength(before);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(unitRequests(backend)).toHaveLength(before + 1);
    expect(lastFilter(backend)).toMatchObject({ search: 'Hofmann' });

    await user.clear(screen.getByRole('searchbox', { name: 'Anlagen suchen' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(unitRequests(backend)).toHaveLength(before + 2);
    expect(lastFilter(backend)).not.toHaveProperty('search');
  });

  test('a location filter hides the search and offers to remove the filter', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(
      listAnswer({
        units: [homeUnit],
        locations: [home],
        location: { ...home, hkas: [homeUnit.seriennummer], hkaCount: 1 },
      }),
    );
    renderPage(<StartPage />, { path: `/?uuid=${home.uuid}` });
    await screen.findByRole('table');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(lastFilter(backend)).toMatchObject({ locationUuid: home.uuid, sortByLocation: false });
    await user.click(screen.getByRole('button', { name: 'Standortfilter entfernen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?view=locations$/);
    await waitFor(() => expect(lastFilter(backend)).not.toHaveProperty('locationUuid'));
    expect(screen.getByRole('searchbox', { name: 'Anlagen suchen' })).toBeInTheDocument();
  });
});

describe('paging', () => {
  const manyUnits = (total: number) => (request: UnitListRequest) =>
    listAnswer({
      units: Array.from({ length: Math.min(10, total - request.offset) }, (_, index) =>
        unitEntry(`52000001${String(request.offset + index).padStart(2, '0')}`),
      ),
      totalRows: total,
    });

  beforeEach(() =>
    localStorage.setItem(listSettingsKey('betreiber'), JSON.stringify({ sortByLocation: false })),
  );

  test('shows no pages below the page size', async () => {
    backendAnswering(manyUnits(9));
    renderPage(<StartPage />);
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull();
  });

  test('shows pages from the page size on and loads the chosen page', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(manyUnits(23));
    renderPage(<StartPage />);
    const pages = await screen.findByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('button', { name: 'Seite 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(unitRequests(backend).at(-1)).toMatchObject({ offset: 10, limit: 10 }));
    expect(await screen.findByRole('button', { name: '52 0000 0110' })).toBeInTheDocument();
  });

  test('page, search and filters live in the address; Back returns to the previous page', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering(manyUnits(23));
    renderPage(
      <>
        <StartPage />
        <BackButton />
      </>,
      { init: testInit({ roles: ['partner'] }) },
    );
    const pages = await screen.findByRole('navigation', { name: 'Seiten' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?view=units$/);
    await user.click(within(pages).getByRole('button', { name: 'Seite 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?page=2&view=units$/);
    await user.click(switchNamed('Nur GEN2')!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?view=units&gen2=0$/);
    await waitFor(() => expect(lastFilter(backend)).toMatchObject({ msr3Filter: false }));

    await user.click(screen.getByRole('button', { name: 'Zurück (Browser)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?page=2&view=units$/);
    expect(switchNamed('Nur GEN2')).toBeChecked();
    await waitFor(() => expect(unitRequests(backend).at(-1)).toMatchObject({ offset: 10 }));
    expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('Seite 2');
    await user.click(screen.getByRole('button', { name: 'Zurück (Browser)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?view=units$/);
    await waitFor(() => expect(unitRequests(backend).at(-1)).toMatchObject({ offset: 0 }));
  });

  test('a link with page and search shows that list, and the search box holds the search', async () => {
    const backend = backendAnswering(manyUnits(23));
    renderPage(<StartPage />, { path: '/?page=3&q=52%201&view=units' });
    await waitFor(() =>
      expect(unitRequests(backend).at(-1)).toMatchObject({ offset: 20, filter: { search: '52 1' } }),
    );
    expect(screen.getByRole('searchbox', { name: 'Anlagen suchen' })).toHaveValue('52 1');
  });

  test('exactly one page of units still shows the pager (at least the page size)', async () => {
    backendAnswering(manyUnits(10));
    renderPage(<StartPage />);
    expect(await screen.findByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
  });
});

describe('loading and empty states', () => {
  test('the first load shows placeholder rows as a busy, named status, then the table', async () => {
    let answer: (response: EndpointAnswer<'units'>) => void = () => undefined;
    fakeBackend({
      units: () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage(<StartPage />);
    const loading = await screen.findByRole('status', { name: 'Wird geladen …' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('.portal-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
    act(() => answer(ok(locationsAnswer([{ location: home, units: [homeUnit] }]))));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Wird geladen …' })).toBeNull();
  });

  test('a search that finds nothing says so, with what to try, as a status', async () => {
    backendAnswering((request) =>
      request.filter.search ? listAnswer({ units: [], totalRows: 0 }) : listAnswer({ units: [homeUnit] }),
    );
    renderPage(<StartPage />, { path: '/?q=zzz&view=units' });
    const empty = (await screen.findByText('Keine Treffer')).closest('[role="status"]');
    expect(empty).not.toBeNull();
    expect(
      within(empty as HTMLElement).getByText('Versuchen Sie einen anderen Suchbegriff oder andere Filter.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('no hits; location mode offers the unit list, which also shows units without location', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = backendAnswering((request) =>
      request.filter.sortByLocation
        ? listAnswer({ units: [], totalRows: 0, locationMode: true })
        : listAnswer({ units: [unitEntry('5200000009')] }),
    );
    renderPage(<StartPage />);
    expect(await screen.findByText('Keine Treffer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle Anlagen als Liste zeigen' }));
    expect(await screen.findByRole('button', { name: '52 0000 0009' })).toBeInTheDocument();
    expect(lastFilter(backend)).toMatchObject({ sortByLocation: false });
    expect(screen.getByRole('button', { name: 'Standort anlegen' })).toBeInTheDocument();
  });

  test('a filtered location without units offers to edit it', async () => {
    const user = userEvent.setup({ delay: null });
    const empty = { ...home, hkas: [], hkaCount: 0 };
    backendAnswering(listAnswer({ units: [], totalRows: 0, location: empty, locations: [empty] }));
    renderPage(<StartPage />, { path: `/?uuid=${home.uuid}` });
    expect(await screen.findByText('Der Standort hat keine Anlagen')).toBeInTheDocument();
    const edit = screen.getAllByRole('button', { name: 'Standort bearbeiten' });
    await user.click(edit.at(-1)!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Standort bearbeiten' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

test("location mode loads more units of a location with its 'x von y geladen' button", async () => {
  const user = userEvent.setup({ delay: null });
  const first = Array.from({ length: 10 }, (_, index) =>
    unitAt(`52000002${String(index).padStart(2, '0')}`, home),
  );
  const rest = [unitAt('5200000210', home), unitAt('5200000211', home)];
  const backend = backendAnswering((request) =>
    request.filter.locationUuid
      ? listAnswer({ units: rest.slice(request.offset - 10), totalRows: 12 })
      : locationsAnswer([{ location: home, units: first, hkaCount: 12 }]),
  );
  renderPage(<StartPage />);
  await user.click(await screen.findByRole('button', { name: '10 von 12 geladen' }));
  expect(await screen.findByRole('button', { name: '52 0000 0211' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /von 12 geladen/ })).toBeNull();
  expect(unitRequests(backend).at(-1)).toEqual({
    limit: 10,
    offset: 10,
    filter: { sortByLocation: false, locationMode: false, locationUuid: home.uuid },
  });
});

test('the list settings are remembered per login', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = backendAnswering(listAnswer({ units: [homeUnit], locations: [home] }));
  const first = renderPage(<StartPage />, {
    init: testInit({ roles: ['partner'], data: { ...testInit().user!.data, login: 'partner' } }),
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('radio', { name: 'Nach Anlage' }));
  await user.click(switchNamed('Nur GEN2')!);
  await user.type(screen.getByRole('searchbox', { name: 'Anlagen suchen' }), 'Würzburg{Enter}');
  await waitFor(() => expect(lastFilter(backend)).toMatchObject({ search: 'Würzburg', msr3Filter: false }));
  first.unmount();

  expect(JSON.parse(localStorage.getItem(listSettingsKey('partner')) ?? '{}')).toMatchObject({
    sortByLocation: false,
    msr3Filter: false,
    filterSearch: 'Würzburg',
    currentPage: 0,
    perPage: 10,
  });
  // Another login starts with its own defaults.
  expect(localStorage.getItem(listSettingsKey('betreiber'))).toBeNull();

  renderPage(<StartPage />, {
    init: testInit({ roles: ['partner'], data: { ...testInit().user!.data, login: 'partner' } }),
  });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Anlagenliste');
  expect(screen.getByRole('searchbox', { name: 'Anlagen suchen' })).toHaveValue('Würzburg');
  expect(switchNamed('Nur GEN2')).not.toBeChecked();
  await waitFor(() =>
    expect(lastFilter(backend)).toMatchObject({
      search: 'Würzburg',
      msr3Filter: false,
      sortByLocation: false,
    }),
  );
});
