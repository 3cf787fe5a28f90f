import type { Incident, IncidentListRequest } from '@portal/contracts';
import { currentUnitAtom, formats, portalStore, unitValuesAtom } from '@portal/web-kit';
import { type FakeLiveSocket, fakeLiveSocket } from '@portal/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { ErrorsPage } from './errors-page.js';

// The errors page's history of the unit's incidents (issue 42): start, acknowledgement, end.

const minute = 60_000;
const opened = Date.UTC(2026, 2, 2, 9, 15);
const iso = (ms: number) => new Date(ms).toISOString();
/** A time as the page writes it in German, in the time zone the test runs in. */
const at = (ms: number) => new Intl.DateTimeFormat('de-DE', formats.date.long).format(new Date(ms));

function incident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 1,
    sn: testSerial,
    unitName: 'Dachs Heizraum',
    locationName: 'Wohnhaus Hofmann',
    kind: 'fault',
    severity: 'fault',
    code: 'E121',
    text: 'Kapseltemperatur zu hoch',
    advice: null,
    state: 'open',
    openedAt: iso(opened),
    acknowledged: null,
    resolved: null,
    ...overrides,
  };
}

const stillOpen = incident({ id: 4, severity: 'locking', code: 'E650', text: 'Flamme fehlt' });
const acknowledged = incident({
  id: 3,
  state: 'acknowledged',
  openedAt: iso(opened - 60 * minute),
  acknowledged: {
    at: iso(opened - 30 * minute),
    by: { login: 'partner', name: 'Petra Partner' },
    note: 'Techniker kommt morgen',
  },
});
const closedByHand = incident({
  id: 2,
  kind: 'offline',
  severity: 'warning',
  code: null,
  text: 'Anlage offline',
  state: 'resolved',
  openedAt: iso(opened - 26 * 60 * minute),
  resolved: {
    at: iso(opened - 24 * 60 * minute + 5 * minute),
    by: { login: 'betreiber', name: 'Bernd Betreiber' },
    note: 'Router getauscht',
  },
});
const clearedItself = incident({
  id: 1,
  kind: 'maintenance',
  severity: 'info',
  code: 'A650',
  text: 'Wartung fällig',
  state: 'resolved',
  openedAt: iso(opened - 3 * 24 * 60 * minute),
  resolved: { at: iso(opened - 3 * 24 * 60 * minute + 12 * minute), by: null, note: '' },
});

let live: FakeLiveSocket;

function open(
  incidents: (request: IncidentListRequest) => Incident[],
  total?: number,
  language: 'de-de' | 'en-gb' = 'de-de',
) {
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: ok({ canipErrors: [] }),
    alarmIncidents: (request) => {
      const body = request.body;
      const list = incidents(body);
      return ok({ incidents: list.slice(0, body.limit ?? 25), total: total ?? list.length });
    },
  });
  renderPage(<ErrorsPage />, {
    init: dashboardInit({ roles: ['partner'], language }),
    path: `/${testSerial}/errors`,
    route: '/:sn/errors',
  });
  return backend;
}

const historySection = () => screen.findByRole('region', { name: 'Verlauf der Meldungen' });
const entries = () => screen.getAllByTestId('incident-entry');

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  portalStore.set(unitValuesAtom, new Map());
  window.innerWidth = 1280;
  live = fakeLiveSocket();
});
afterEach(() => live.restore());

test('lists the unit’s incidents newest first: open, acknowledged, closed by hand, cleared by itself', async () => {
  const backend = open(() => [stillOpen, acknowledged, closedByHand, clearedItself]);
  const section = await historySection();
  await within(section).findAllByTestId('incident-entry');
  expect(backend.requests('alarmIncidents')[0]?.body).toEqual({ sn: testSerial, state: 'all', limit: 20 });
  const [first, second, third, fourth] = entries() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  // Open: its severity by name and icon, what it is, since when, not acknowledged, still there.
  expect(within(first).getByText('Verriegelnde Störung').closest('.badge')).toHaveClass('bg-danger');
  expect(first).toHaveTextContent('E650');
  expect(first).toHaveTextContent('Flamme fehlt');
  expect(within(first).getByText(at(opened))).toBeInTheDocument();
  expect(within(first).getByText('Nicht quittiert')).toHaveClass('visually-hidden');
  expect(within(first).getByText('Besteht noch')).toBeVisible();
  expect(within(first).getByText(/^seit /)).toBeVisible();
  // Acknowledged: when, by whom, the note.
  expect(within(second).getByText(at(opened - 30 * minute))).toBeVisible();
  expect(within(second).getByText('von Petra Partner')).toBeVisible();
  expect(within(second).getByText('„Techniker kommt morgen“')).toBeVisible();
  // Closed by hand: when, by whom, the note, and how long it lasted.
  expect(within(third).getByText('Warnung').closest('.badge')).toHaveClass('bg-warning');
  expect(within(third).getByText(at(opened - 24 * 60 * minute + 5 * minute))).toBeVisible();
  expect(within(third).getByText('von Bernd Betreiber')).toBeVisible();
  expect(within(third).getByText('„Router getauscht“')).toBeVisible();
  expect(within(third).getByText('2 Std. 5 Min.')).toBeVisible();
  // Cleared by itself.
  expect(within(fourth).getByText('Hinweis').closest('.badge')).toHaveClass('bg-info');
  expect(within(fourth).getByText('von selbst behoben')).toBeVisible();
  expect(within(fourth).getByText('12 Min.')).toBeVisible();
  // The whole list of this unit on /alarms.
  expect(within(section).getByRole('link', { name: 'In der Alarmliste öffnen' })).toHaveAttribute(
    'href',
    `/alarms?sn=${testSerial}&state=all`,
  );
  expect(within(section).queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
});

test('phones get each incident stacked, its times as sentences', async () => {
  window.innerWidth = 375;
  open(() => [acknowledged, closedByHand, clearedItself]);
  await historySection();
  const [first, second, third] = (await screen.findAllByTestId('incident-entry')) as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];
  expect(first).toHaveTextContent(`Begonnen ${at(opened - 60 * minute)}`);
  expect(first).toHaveTextContent(`Quittiert ${at(opened - 30 * minute)} von Petra Partner`);
  expect(second).toHaveTextContent(
    `Beendet ${at(opened - 24 * 60 * minute + 5 * minute)} von Bernd Betreiber`,
  );
  expect(third).toHaveTextContent(`Von selbst behoben ${at(opened - 3 * 24 * 60 * minute + 12 * minute)}`);
});

/** A falling-efficiency advice with its evidence: the daily rate under its own earlier level. */
const adviceIncident = incident({
  id: 5,
  kind: 'advice',
  severity: 'warning',
  code: null,
  text: 'Wirkungsgrad sinkt: 4,9 statt 5,4 kWh je Betriebsstunde (−9 %)',
  advice: 'Wartung prüfen lassen.',
  evidence: {
    detector: 'falling-efficiency',
    unit: 'kWh/h',
    resolution: 'day',
    points: [0, 1, 2, 3, 4, 5, 6].map((d) => [Date.UTC(2026, 2, 1 + d), 5.4 - d * 0.1] as [number, number]),
    threshold: 4.97,
    baseline: 5.4,
    figures: { ratePct: -9 },
  },
});

/** Highcharts, loaded with the first evidence shown, asks jsdom for CSS.supports, which it lacks. */
function givenCssSupports() {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
}

test('an advice shows its evidence as a small chart with its caption; other incidents none', async () => {
  givenCssSupports();
  open(() => [adviceIncident, acknowledged]);
  const [advice, other] = (await screen.findAllByTestId('incident-entry')) as [HTMLElement, HTMLElement];
  expect(within(advice).getByText('Empfehlung: Wartung prüfen lassen.')).toBeVisible();
  const chart = within(advice).getByRole('figure', { name: /Erzeugung je Betriebsstunde, je Tag\./ });
  // The numbers as German writes them, the lines named.
  expect(chart).toHaveTextContent('Rote Linie: Grenze (4,97 kWh/h).');
  expect(chart).toHaveTextContent('Graue Linie: eigenes früheres Mittel (5,4 kWh/h).');
  await waitFor(() => expect(chart.querySelector('.highcharts-container')).not.toBeNull());
  expect(
    within(chart).getByRole('img', { name: 'Erzeugung je Betriebsstunde, je Tag.' }),
  ).toBeInTheDocument();
  expect(within(other).queryByRole('figure')).toBeNull();
});

test('phones: the evidence under the advice, in English too', async () => {
  givenCssSupports();
  window.innerWidth = 375;
  open(() => [adviceIncident], undefined, 'en-gb');
  const entry = (await screen.findAllByTestId('incident-entry'))[0] as HTMLElement;
  expect(entry.tagName).toBe('LI');
  const chart = await within(entry).findByRole('figure', { name: /Output per operating hour, per day\./ });
  expect(chart).toHaveTextContent('Red line: the limit (4.97 kWh/h).');
  expect(chart).toHaveTextContent('Grey line: its own earlier level (5.4 kWh/h).');
  await waitFor(() => expect(chart.querySelector('.highcharts-container')).not.toBeNull());
});

test('no incidents: says so', async () => {
  open(() => []);
  const section = await historySection();
  expect(await within(section).findByText('Bisher keine Meldungen im Verlauf')).toBeVisible();
  expect(screen.queryByTestId('incident-entry')).not.toBeInTheDocument();
});

test('a failed load says so and tries again on request', async () => {
  let fails = true;
  fakeBackend({
    canipConnect: ok(testUnit()),
    canipFetchErrors: ok({ canipErrors: [] }),
    alarmIncidents: () =>
      fails ? apiError(500, 'exception.error') : ok({ incidents: [stillOpen], total: 1 }),
  });
  renderPage(<ErrorsPage />, {
    init: dashboardInit({ roles: ['partner'] }),
    path: `/${testSerial}/errors`,
    route: '/:sn/errors',
  });
  const section = await historySection();
  expect(await within(section).findByText(/Der Verlauf konnte nicht geladen werden/)).toBeVisible();
  fails = false;
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await within(section).findByText('Flamme fehlt')).toBeVisible();
});

test('more than 20: loads 20 more at a time, and says how many of how many are shown', async () => {
  const many = Array.from({ length: 45 }, (_, index) =>
    incident({ id: 45 - index, openedAt: iso(opened - index * 60 * minute) }),
  );
  const backend = open(() => many);
  const section = await historySection();
  await waitFor(() => expect(entries()).toHaveLength(20));
  expect(within(section).getByText('20 von 45')).toBeVisible();
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Weitere laden' }));
  await waitFor(() => expect(entries()).toHaveLength(40));
  expect(backend.requests('alarmIncidents').at(-1)?.body).toMatchObject({ limit: 40 });
  await user.click(within(section).getByRole('button', { name: 'Weitere laden' }));
  await waitFor(() => expect(entries()).toHaveLength(45));
  expect(within(section).queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
  expect(within(section).queryByRole('status')).not.toBeInTheDocument();
});

test('reloads when the live socket says an incident changed', async () => {
  let incidents = [acknowledged];
  const backend = open(() => incidents);
  await historySection();
  await waitFor(() => expect(entries()).toHaveLength(1));
  incidents = [stillOpen, acknowledged];
  live.deliver({ action: 'Alarm', data: { id: 4, state: 'open' } });
  await waitFor(() => expect(entries()).toHaveLength(2));
  expect(backend.requests('alarmIncidents')).toHaveLength(2);
});
