import {
  type FleetOverviewResponse,
  fleetOverviewResponseSchema,
  germanStateName,
  germanStates,
} from '@portal/contracts';
import { FleetPage } from '../support/pages/fleet.js';
import { expectScreen } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { expect, test } from '../support/test.js';

// The fleet overview (issue 44): a partner opens /fleet, sees the figures the API answers, picks a
// state on the map of Germany and follows its link to the unit list filtered to that state.

test.use({ role: 'partner' });

const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);

test('a partner sees the API’s figures, picks a state on the map and opens its units in the list', async ({
  page,
}) => {
  const fleet = new FleetPage(page);
  await fleet.goto();
  const answer = await page.request.get('/rest/fleet/overview');
  expect(answer.ok()).toBe(true);
  const overview: FleetOverviewResponse = fleetOverviewResponseSchema.parse(await answer.json());
  expect(overview.units.total).toBeGreaterThan(0);
  // The demo world's units move (they go online and fault): the page is read again after the answer.
  await page.reload();
  await expect(fleet.figure('Anlagen')).toHaveText(de(overview.units.total));
  await expect(fleet.figure('Verriegelt')).toHaveText(de(overview.units.locked));
  await expect(fleet.figure('Wartung fällig')).toHaveText(de(overview.units.maintenanceDue));

  // The state with the most units; the map draws it coloured, with its count.
  const [busiest] = overview.regions
    .filter((region) => region.region !== 'unknown')
    .sort((a, b) => b.units - a.units);
  expect(busiest, 'a state with partner units').toBeDefined();
  const state = germanStates.find((entry) => entry.code === busiest!.region)!;
  const name = germanStateName(state.code, 'de-de');
  await expect(fleet.mapState(state.mapKey)).toBeVisible();
  await fleet.mapState(state.mapKey).click();
  await expect(page).toHaveURL(new RegExp(`region=${state.code}`));
  const chosen = fleet.chosen(name);
  await expect(chosen).toBeVisible();
  await expect(fleet.statePicker.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The simulated units go on- and offline and fault: their figures and colours are left out.
  await expectScreen(page, 'fleet-state-chosen', {
    mask: [
      page.getByTestId('fleet-as-of'),
      fleet.figures.locator('.card-body'),
      page.getByText(/kWh/),
      page.locator('main .badge'),
      fleet.statePicker,
      chosen.getByRole('listitem'),
      chosen.getByRole('heading'),
      chosen.getByRole('link'),
    ],
  });

  await chosen.getByRole('link', { name: /^Alle \d+ Anlagen in der Liste$/ }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]region=${state.code}(&|$)`));
  const list = new StartPage(page);
  await list.shown();
  await expect(page.getByTestId('fleet-filter-banner')).toContainText(name);
  // The list counts the state's units as the map did (they may move meanwhile: the same units).
  await expect(list.total).toContainText(de(busiest!.units));
});
