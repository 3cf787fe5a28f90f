import { powerAnswer } from '../../../widgets/chart/chart-fixtures.js';
import { catalog } from '@portal/unit-catalog';
import { currentUnitAtom, portalStore, unitValuesAtom } from '@portal/web-kit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial as sn,
  testUnit,
} from '../../../components/test-utils';
import { chartRangesAtom } from '../../../widgets/date-picker/chart-range-atom';
import { DataPage } from './data-page';

const pages = Object.entries(catalog().dachsII.layout.pages);
const keyOf = (name: string) => pages.find(([, page]) => page.name === name)![0];

const noChartData = powerAnswer({
  from: 0,
  to: 1,
  boardMap: { fields: [] },
  rows: {},
  fieldConfig: {},
  totalRows: 0,
  resolution: '1d',
  events: [],
  offline: [],
});

function show(page: string) {
  return {
    backend: fakeBackend({
      canipConnect: ok(testUnit()),
      canipRequest: ok({ success: true, errorKeys: [], message: '' }),
      chartData: ok(noChartData),
    }),
    ...renderPage(<DataPage />, { path: `/${sn}/dp/${keyOf(page)}`, route: '/:sn/dp/:page' }),
  };
}

beforeEach(() => {
  resetHosts();
  act(() => {
    portalStore.set(currentUnitAtom, null);
    portalStore.set(unitValuesAtom, new Map());
    portalStore.set(chartRangesAtom, {});
  });
});

it('shows the page title, its widgets and a back button', async () => {
  show('heizung');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
    'Heizung und Warmwasser · Anlage 51 2345 6789',
  );
  // The group and its widget are both called 'Warmwasser'.
  expect(screen.getAllByRole('region', { name: 'Warmwasser' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  // Not a chart-mode page: no date picker.
  expect(screen.queryByRole('radio', { name: 'Woche' })).toBeNull();
});

it('has a date picker in chart mode whose period the page keeps for its charts', async () => {
  const user = userEvent.setup();
  const { backend } = show('betriebsdaten');
  await screen.findByRole('heading', { level: 1 });
  const periods = () => backend.requests('chartData').map((request) => request.body.parameters?.period);
  // Both charts of the page load the picker's day, then its month.
  await waitFor(() => expect(periods()).toEqual(['d', 'd']));
  await user.click(screen.getByRole('radio', { name: 'Monat' }));
  expect(portalStore.get(chartRangesAtom)[keyOf('betriebsdaten')]?.period).toBe('M');
  await waitFor(() => expect(periods()).toEqual(['d', 'd', 'M', 'M']));
  expect(screen.getAllByText('Für diesen Zeitraum liegen keine Daten vor.')).toHaveLength(2);
});

it('says so when the unit has no such page', async () => {
  fakeBackend({ canipConnect: ok(testUnit()) });
  renderPage(<DataPage />, { path: `/${sn}/dp/${'0'.repeat(64)}`, route: '/:sn/dp/:page' });
  expect(await screen.findByText('Diese Datenseite gibt es für die Anlage nicht.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', `/${sn}/dashboard`);
});
