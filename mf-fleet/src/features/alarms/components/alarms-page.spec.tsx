import type { Incident, IncidentListRequest } from '@portal/contracts';
import { formats } from '@portal/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeLiveSocket,
  apiError,
  fakeBackend,
  fakeLiveSocket,
  ok,
  renderPage,
  resetHosts,
  testInit,
  unitEntry,
} from '../../../components/test-utils.js';
import { AlarmsPage } from './alarms-page.js';
import { acknowledged, advice, incident, locking, resolvedItself } from './incident-fixtures.js';

const open = incident();

/** A time as the page writes it in German, in the time zone the test runs in. */
const at = (iso: string) => new Intl.DateTimeFormat('de-DE', formats.date.long).format(new Date(iso));

/** The server's list: these incidents whatever the filter, `total` of them in all. */
function backend(incidents: Incident[], total = incidents.length) {
  return fakeBackend({ alarmIncidents: ok({ incidents, total }) });
}

const render = (init = testInit(), path = '/alarms') =>
  renderPage(<AlarmsPage />, { init, path, route: '/alarms' });

let live: FakeLiveSocket;
beforeEach(() => {
  resetHosts();
  live = fakeLiveSocket();
});
afterEach(() => {
  live.restore();
  act(() => {
    window.innerWidth = 1024;
  });
});

test('lists the active incidents with severity, unit, message, opening time, state and links', async () => {
  const server = backend([locking, open, acknowledged]);
  render();
  const row = await screen.findByTestId('incident-3');
  expect(screen.getByRole('heading', { level: 1, name: 'Alarme' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/alarms/webhooks');
  expect(server.requests('alarmIncidents')[0]?.body).toEqual({ state: 'active', limit: 25, offset: 0 });
  // Newest first, as the server sends them.
  const rows = screen.getAllByTestId(/^incident-/);
  expect(rows.map((element) => element.dataset.testid)).toEqual(['incident-3', 'incident-1', 'incident-2']);
  // The severity says its name with an icon, not colour alone.
  expect(within(row).getByText('Verriegelnde Störung').closest('.badge')).toHaveClass('bg-danger');
  expect(within(row).getByText('Dachs Bäckerei')).toBeInTheDocument();
  expect(within(row).getByText('SN 51 9999 9999')).toBeInTheDocument();
  expect(within(row).getByText('Bäckerei Hofmann')).toBeInTheDocument();
  expect(within(row).getByText('Fehler · E650')).toBeInTheDocument();
  expect(within(row).getByText('Verriegelung: Flamme fehlt')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/5199999999/dashboard',
  );
  expect(within(row).getByRole('link', { name: 'Fehlerliste' })).toHaveAttribute(
    'href',
    '/5199999999/errors',
  );
  const openRow = screen.getByTestId('incident-1');
  expect(within(openRow).getByText('Empfehlung: Wärmetauscher prüfen')).toBeInTheDocument();
  expect(within(openRow).getByText(at(open.openedAt))).toBeInTheDocument();
  const acknowledgedRow = screen.getByTestId('incident-2');
  expect(within(acknowledgedRow).getByText('Warnung').closest('.badge')).toHaveClass('bg-warning');
  expect(
    within(acknowledgedRow).getByText(`Quittiert von Petra Partner am ${at('2026-03-02T10:00:00.000Z')}`),
  ).toBeVisible();
  expect(within(acknowledgedRow).getByText('Notiz: Techniker kommt morgen')).toBeVisible();
  expect(screen.getByText('3 Vorfälle')).toHaveAttribute('role', 'status');
});

test('acknowledge is offered for open incidents, close for open and acknowledged ones', async () => {
  backend([open, acknowledged, resolvedItself]);
  render();
  const openRow = await screen.findByTestId('incident-1');
  expect(
    within(openRow)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Quittieren', 'Schließen']);
  expect(
    within(screen.getByTestId('incident-2'))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Schließen']);
  const resolvedRow = screen.getByTestId('incident-4');
  expect(within(resolvedRow).queryByRole('button')).toBeNull();
  expect(
    within(resolvedRow).getByText(`Von selbst behoben am ${at('2026-03-03T10:00:00.000Z')}`),
  ).toBeVisible();
  expect(within(resolvedRow).getByText('Hinweis').closest('.badge')).toHaveClass('bg-info');
});

test('the filter asks the server for what it shows and stays in the address', async () => {
  const server = backend([open]);
  render();
  await screen.findByTestId('incident-1');
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Status'), 'Offen');
  await user.selectOptions(screen.getByLabelText('Schwere'), 'Verriegelnde Störung');
  await user.selectOptions(screen.getByLabelText('Art'), 'Offline');
  await user.type(screen.getByLabelText('Geöffnet ab'), '2026-03-01');
  await user.type(screen.getByLabelText('Geöffnet bis'), '2026-03-31');
  const expected: IncidentListRequest = {
    state: 'open',
    severities: ['locking'],
    kinds: ['offline'],
    // Whole days in the user's time zone: from its first moment to the first of the day after 'to'.
    from: new Date(2026, 2, 1).toISOString(),
    to: new Date(2026, 3, 1).toISOString(),
    limit: 25,
    offset: 0,
  };
  await waitFor(() => expect(server.requests('alarmIncidents').at(-1)?.body).toEqual(expected));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/alarms?state=open&severity=locking&kind=offline&from=2026-03-01&to=2026-03-31',
  );

  await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
  await waitFor(() =>
    expect(server.requests('alarmIncidents').at(-1)?.body).toEqual({ state: 'active', limit: 25, offset: 0 }),
  );
  expect(screen.getByLabelText('Status')).toHaveValue('active');
});

test('an address with a filter opens the page with it; what the page cannot read is left out', async () => {
  const server = backend([open]);
  render(testInit(), '/alarms?state=all&severity=loud&kind=fault&from=2026-02-31&page=3');
  await screen.findByTestId('incident-1');
  expect(server.requests('alarmIncidents')[0]?.body).toEqual({
    state: 'all',
    kinds: ['fault'],
    limit: 25,
    offset: 50,
  });
});

test('a unit’s link lists that unit’s incidents only, until the user asks for all units', async () => {
  const user = userEvent.setup();
  const server = backend([open]);
  render(testInit(), '/alarms?sn=5199999999&state=all');
  await screen.findByTestId('incident-1');
  expect(server.requests('alarmIncidents')[0]?.body).toEqual({
    state: 'all',
    sn: '5199999999',
    limit: 25,
    offset: 0,
  });
  expect(screen.getByText('Nur Anlage 51 9999 9999')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Alle Anlagen zeigen' }));
  await waitFor(() =>
    expect(server.requests('alarmIncidents').at(-1)?.body).toEqual({ state: 'all', limit: 25, offset: 0 }),
  );
  expect(screen.queryByText('Nur Anlage 51 9999 9999')).not.toBeInTheDocument();
});

test('narrows the list to a location found by search, named in the filter and kept in the address', async () => {
  const user = userEvent.setup();
  const place = '00000000-0000-4000-8000-000000000007';
  const server = fakeBackend({
    alarmIncidents: ok({ incidents: [open], total: 1 }),
    units: ok({
      units: [
        unitEntry('5199999999', { benennung: 'Dachs Keller', locationUuid: place, standortName: 'Bäckerei' }),
      ],
      locations: [],
      totalRows: 1,
      location: null,
      locationMode: false,
    }),
  });
  render();
  await screen.findByTestId('incident-1');
  await user.click(screen.getByRole('button', { name: 'Anlage oder Standort wählen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anlage oder Standort wählen' });
  expect(within(dialog).getByRole('button', { name: 'Filtern' })).toBeDisabled();
  await user.type(within(dialog).getByRole('searchbox'), 'Bäck{Enter}');
  await user.click(await within(dialog).findByRole('radio', { name: 'Standort: Bäckerei' }));
  await user.click(within(dialog).getByRole('button', { name: 'Filtern' }));
  await waitFor(() =>
    expect(server.requests('alarmIncidents').at(-1)?.body).toEqual({
      state: 'active',
      locationUuid: place,
      limit: 25,
      offset: 0,
    }),
  );
  expect(screen.getByText('Nur Standort Bäckerei')).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent(`/alarms?location=${place}&place=B%C3%A4ckerei`);
  await user.click(screen.getByRole('button', { name: 'Alle Anlagen zeigen' }));
  await waitFor(() => expect(screen.queryByText('Nur Standort Bäckerei')).not.toBeInTheDocument());
});

test('pages through the list 25 at a time', async () => {
  const server = backend([open], 60);
  render();
  await screen.findByTestId('incident-1');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Seite 2' }));
  await waitFor(() => expect(server.requests('alarmIncidents').at(-1)?.body).toMatchObject({ offset: 25 }));
  expect(screen.getByTestId('location')).toHaveTextContent('/alarms?page=2');
});

test('acknowledging with a note sends it, reloads the list and says so', async () => {
  let state: Incident = open;
  const server = fakeBackend({
    alarmIncidents: () => ok({ incidents: [state], total: 1 }),
    alarmAcknowledge: (request) => {
      state = {
        ...open,
        state: 'acknowledged',
        acknowledged: {
          at: '2026-03-02T10:30:00.000Z',
          by: { login: 'betreiber', name: 'Stefan Hofmann' },
          note: request.body.note ?? '',
        },
      };
      return ok({ incident: state });
    },
  });
  render();
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Dachs Heizraum: Abgastemperatur zu hoch quittieren' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Vorfall quittieren' });
  await user.type(within(dialog).getByLabelText('Notiz'), '  Techniker ist informiert  ');
  await user.click(within(dialog).getByRole('button', { name: 'Quittieren' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [call] = server.requests('alarmAcknowledge');
  expect(call?.params).toEqual({ id: '1' });
  expect(call?.body).toEqual({ note: 'Techniker ist informiert' });
  expect(server.requests('alarmIncidents')).toHaveLength(2);
  const row = screen.getByTestId('incident-1');
  expect(within(row).getByText('Notiz: Techniker ist informiert')).toBeVisible();
  expect(
    within(row)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Schließen']);
  expect(screen.getByText('Vorfall quittiert')).toBeInTheDocument();
});

test('closing that the server refuses keeps the dialog open with the reason', async () => {
  const server = fakeBackend({
    alarmIncidents: ok({ incidents: [acknowledged], total: 1 }),
    alarmClose: apiError(403, 'exception.rolemissing'),
  });
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /schließen$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Vorfall schließen' });
  await user.click(within(dialog).getByRole('button', { name: 'Vorfall schließen' }));
  expect(
    await within(dialog).findByText(
      'Das hat nicht geklappt: Ihnen fehlt die Berechtigung (Rolle) für diese Aktion.',
    ),
  ).toBeVisible();
  expect(server.requests('alarmClose')[0]?.body).toEqual({ note: '' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the demo sees the list without actions and without serials', async () => {
  backend([open, acknowledged]);
  render(testInit({ roles: ['demo'] }));
  const row = await screen.findByTestId('incident-1');
  expect(within(row).getByText('Dachs Heizraum')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /quittieren|schließen/i })).toBeNull();
  expect(screen.queryByRole('columnheader', { name: 'Aktionen' })).toBeNull();
  expect(screen.queryByText(/^SN /)).toBeNull();
});

test('says so when nothing matches', async () => {
  backend([]);
  render();
  expect(await screen.findByText('Keine Vorfälle gefunden')).toBeVisible();
  expect(screen.getByText(/Zu diesem Filter gibt es keine Vorfälle/)).toBeVisible();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a failed load says so and tries again on request', async () => {
  let fail = true;
  fakeBackend({
    alarmIncidents: () => (fail ? apiError(500, 'exception.error') : ok({ incidents: [open], total: 1 })),
  });
  render();
  expect(await screen.findByText(/Die Vorfälle konnten nicht geladen werden/)).toBeVisible();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByTestId('incident-1')).toBeInTheDocument();
});

test('reloads when the live socket says an incident changed', async () => {
  let incidents: Incident[] = [open];
  const server = fakeBackend({ alarmIncidents: () => ok({ incidents, total: incidents.length }) });
  render();
  await screen.findByTestId('incident-1');
  incidents = [locking, open];
  live.deliver({ action: 'Alarm', data: { id: 3, state: 'open' } });
  expect(await screen.findByTestId('incident-3')).toBeInTheDocument();
  expect(server.requests('alarmIncidents')).toHaveLength(2);
});

test('phones get stacked cards instead of a table, with the same actions', async () => {
  act(() => {
    window.innerWidth = 375;
  });
  backend([locking, acknowledged]);
  render();
  const card = await screen.findByRole('article', { name: 'Dachs Bäckerei: Verriegelung: Flamme fehlt' });
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(card).getByText('Verriegelnde Störung')).toBeVisible();
  expect(within(card).getByText(`Geöffnet ${at(locking.openedAt)}`)).toBeVisible();
  expect(within(card).getByRole('link', { name: 'Fehlerliste' })).toHaveAttribute(
    'href',
    '/5199999999/errors',
  );
  expect(within(card).getByRole('button', { name: /quittieren$/ })).toBeVisible();
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('shows an advice incident with its evidence as a small chart and what its line means', async () => {
  // jsdom has no CSS.supports, which Highcharts asks about.
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
  backend([advice, open]);
  render();
  const row = await screen.findByTestId('incident-4');
  expect(within(row).getByText('Frühwarnung')).toBeInTheDocument();
  expect(within(row).getByText(advice.text)).toBeInTheDocument();
  const chart = within(row).getByRole('figure', { name: /Meiste Starts in einer Stunde, je Tag\./ });
  expect(chart).toHaveTextContent('Rote Linie: Grenze (6 Starts/h).');
  // The chart loads with the first evidence shown; the fault beside it has none.
  await waitFor(() => expect(chart.querySelector('.highcharts-container')).not.toBeNull());
  expect(within(screen.getByTestId('incident-1')).queryByRole('figure')).toBeNull();
});
