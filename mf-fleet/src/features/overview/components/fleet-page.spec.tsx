import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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
} from '../../../components/test-utils.js';
import { overviewFixture } from '../overview-fixture.js';

// The map draws with Highcharts Maps, which needs a browser's layout; here it is a stand-in that
// names its states, and the page is tested around it (the e2e test draws the real map).
jest.unstable_mockModule('@portal/web-kit/highcharts-map', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
const { FleetPage } = await import('./fleet-page.js');

const render = (path = '/fleet') =>
  renderPage(<FleetPage />, { init: testInit({ roles: ['partner'] }), path, route: '/fleet' });

let live: FakeLiveSocket;
beforeEach(() => {
  resetHosts();
  // jsdom has no CSS.supports, which Highcharts asks about (the trend charts).
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
  live = fakeLiveSocket();
});
afterEach(() => live.restore());

test('shows the figures as cards, each a link to the unit list or /alarms filtered to what it counts', async () => {
  const server = fakeBackend({ fleetOverview: ok(overviewFixture()) });
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Flotte' })).toBeInTheDocument();
  expect(server.requests('fleetOverview')).toHaveLength(1);
  // A partner runs parameter campaigns: the page's navigation links them beside the alarms.
  expect(screen.getByRole('link', { name: 'Kampagnen' })).toHaveAttribute('href', '/fleet/campaigns');
  expect(await screen.findByRole('img', { name: /Karte Deutschlands/ })).toBeInTheDocument();
  const figures = await screen.findByRole('region', { name: 'Kennzahlen' });
  expect(within(figures).getByRole('link', { name: /^Anlagen: 16\./ })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0',
  );
  expect(within(figures).getByRole('link', { name: /^Online: 13\./ })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0&online=1',
  );
  expect(within(figures).getByRole('link', { name: /^Störung: 1\./ })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0&status=fault',
  );
  expect(within(figures).getByRole('link', { name: /^Verriegelt: 1\./ })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0&locked=1',
  );
  expect(within(figures).getByRole('link', { name: /^Wartung fällig: 2\./ })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0&maintenance=1',
  );
  expect(screen.getByText('Verriegelnde Störung').closest('a')).toHaveAttribute(
    'href',
    '/alarms?severity=locking',
  );
  // Energy against last year, and none to compare with.
  expect(screen.getByText('1.250 kWh')).toBeInTheDocument();
  expect(screen.getByText(/\+25 % zum Vorjahr/)).toBeInTheDocument();
  expect(screen.getByText('Kein Vorjahreswert')).toBeInTheDocument();
  // New since the last visit, linked to the incidents opened since that day.
  expect(screen.getByRole('link', { name: '3 neue Alarme' })).toHaveAttribute(
    'href',
    '/alarms?state=all&from=2026-11-28',
  );
  // …and to the units added since that moment.
  expect(screen.getByRole('link', { name: '1 neue Anlage' })).toHaveAttribute(
    'href',
    `/?view=units&gen2=0&since=${encodeURIComponent(overviewFixture().sinceLastVisit.previousVisit ?? '')}`,
  );
});

test('a state chosen in the list shows its units per status with links to the filtered unit list', async () => {
  const user = userEvent.setup({ delay: null });
  fakeBackend({ fleetOverview: ok(overviewFixture()) });
  render();
  const picker = await screen.findByRole('group', { name: 'Bundesland wählen' });
  // All 16 states and the units without a known postcode.
  expect(within(picker).getAllByRole('button')).toHaveLength(17);
  await user.click(within(picker).getByRole('button', { name: /Bayern/ }));
  expect(within(picker).getByRole('button', { name: /Bayern/ })).toHaveAttribute('aria-pressed', 'true');
  const detail = screen.getByRole('region', { name: /Bayern/ });
  expect(within(detail).getByRole('link', { name: /Störung\s*1/ })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0&region=BY&status=fault',
  );
  expect(within(detail).getByRole('link', { name: 'Alle 12 Anlagen in der Liste' })).toHaveAttribute(
    'href',
    '/?view=units&gen2=0&region=BY',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('region=BY');
  await user.click(within(detail).getByRole('button', { name: 'Auswahl aufheben' }));
  expect(screen.queryByRole('region', { name: /Bayern/ })).toBeNull();
});

test('a state in the address opens chosen; a refusal says why with a retry', async () => {
  fakeBackend({ fleetOverview: ok(overviewFixture()) });
  const { unmount } = render('/fleet?region=unknown');
  expect(await screen.findByRole('region', { name: /Region unbekannt/ })).toBeInTheDocument();
  unmount();
  fakeBackend({ fleetOverview: apiError(403, 'exception.rolemissing') });
  render();
  expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});
