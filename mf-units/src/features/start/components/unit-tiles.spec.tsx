import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { listSettingsKey } from '../list-settings.js';
import { locationEntry, locationsAnswer, unitAt } from '../test-data.js';
import { StartPage } from './start-page.js';

// Issue 40, 21: the tile display (spec 2) works and spec 3's kachelDisplay is saved and restored.

const home = locationEntry('8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01');
const bakery = locationEntry('8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a02', { name: 'Bäckerei Hofmann' });
const answer = locationsAnswer([
  { location: home, units: [unitAt('5200000001', home), unitAt('5200000003', home)] },
  { location: bakery, units: [unitAt('5200000002', bakery, { online: false })], hkaCount: 3 },
]);
const partner = () => testInit({ roles: ['partner'], data: { ...testInit().user!.data, login: 'partner' } });

beforeEach(() => {
  localStorage.clear();
  resetHosts();
  fakeBackend({ units: ok(answer) });
});

test('the tile display shows each unit as a tile under its location, and is remembered', async () => {
  const user = userEvent.setup({ delay: null });
  const first = renderPage(<StartPage />, { init: partner() });
  await screen.findByRole('table');
  await user.click(screen.getByRole('radio', { name: 'Als Kacheln' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/tiles=1/);
  const tiles = await screen.findByTestId('unit-tiles');
  expect(screen.queryByRole('table')).toBeNull();

  const homeTiles = tiles.querySelector(`[data-location="${home.uuid}"]`) as HTMLElement;
  expect(within(homeTiles).getByText('Einfamilienhaus Hofmann')).toBeInTheDocument();
  expect(
    within(homeTiles)
      .getAllByTestId('unit-tile')
      .map((tile) => tile.dataset['serial']),
  ).toEqual(['5200000001', '5200000003']);
  const bakeryTiles = tiles.querySelector(`[data-location="${bakery.uuid}"]`) as HTMLElement;
  const tile = within(bakeryTiles).getByTestId('unit-tile');
  expect(within(tile).getByRole('button', { name: '52 0000 0002' })).toBeInTheDocument();
  expect(within(tile).getByText(/^Offline seit 20\.11\.26/)).toBeInTheDocument();
  // The location's 'x of y loaded' works in tiles too.
  expect(within(bakeryTiles).getByRole('button', { name: /1 von 3/ })).toBeInTheDocument();

  first.unmount();
  expect(JSON.parse(localStorage.getItem(listSettingsKey('partner')) ?? '{}')).toMatchObject({
    kachelDisplay: true,
  });
  renderPage(<StartPage />, { init: partner() });
  expect(await screen.findByTestId('unit-tiles')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Als Kacheln' })).toBeChecked();
});

test('back to the table from tiles', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<StartPage />, { init: partner(), path: '/?view=locations&tiles=1' });
  await screen.findByTestId('unit-tiles');
  await user.click(screen.getByRole('radio', { name: 'Als Tabelle' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByTestId('unit-tiles')).toBeNull();
  expect(screen.getByTestId('location')).not.toHaveTextContent(/tiles/);
});
