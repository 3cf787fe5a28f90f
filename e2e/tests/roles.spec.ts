import { expect, test } from '../support/test.js';
import { collectPageErrors, logIn, screenshotBothWidths, sidebarEntries } from '../support/pages.js';

const expected: Record<string, string[]> = {
  betreiber: ['start', 'charts', 'hzatool', 'account', 'logout'],
  partner: ['start', 'charts', 'hzatool', 'services', 'account', 'logout'],
  subpartner: ['start', 'charts', 'hzatool', 'services', 'account', 'logout'],
  dachs: ['start', 'charts', 'hzatool', 'services', 'account', 'logout'],
  admin: ['start', 'charts', 'hzatool', 'services', 'account', 'debugPanel', 'logout'],
  demo: ['start', 'charts', 'account', 'logout'],
  extern: ['start', 'charts', 'account', 'logout'],
};

for (const [login, entries] of Object.entries(expected)) {
  test(`${login} sees the side-menu entries of the role`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await logIn(page, login);
    expect(await sidebarEntries(page)).toEqual(entries);
    await expect(page.locator('.portal-footer')).toContainText(`Angemeldet als ${login}`);
    // The start page comes from the units remote.
    await expect(page.locator('.portal-page')).not.toContainText('Modul nicht verfügbar');
    expect(errors).toEqual([]);
  });
}

test('a legacy operator is held on the migration page without side menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Benutzername oder E-Mail').fill('betreiberold');
  await page.getByLabel('Passwort').fill('portal-demo-1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/migrate$/);
  await expect(page.locator('.portal-sidebar')).toHaveCount(0);
  await page.goto('/usersettings');
  await expect(page).toHaveURL(/\/migrate$/);
});

test('the start page, a unit route and the user settings look right', async ({ page }) => {
  await logIn(page, 'betreiber');
  await screenshotBothWidths(page, 'start');
  const listed = await page.request.post('/rest/info/units', {
    data: { limit: 10, offset: 0, filter: { sortByLocation: false } },
  });
  const { units } = (await listed.json()) as { units: { seriennummer: string; productGroup: string }[] };
  const sn = units.find((unit) => unit.productGroup === 'dachsII')?.seriennummer ?? '';
  await page.goto(`/${sn}/dashboard`);
  // Serials read the same everywhere: grouped as in the list ('52 4225 2424').
  const shown = sn.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3');
  await expect(page.getByTestId('header-serial')).toHaveText(`SN ${shown}`);
  await expect(page).toHaveTitle(`Dachs Portal SN ${shown}`);
  await expect(page.locator('.portal-sidebar [data-menu="unit"]')).toHaveText(`Anlage ${shown}`);
  // The settings entry needs the unit's module (a lead controller), known once the unit is loaded.
  await expect(page.getByRole('heading', { level: 1, name: `Anlage ${shown}` })).toBeVisible();
  expect(await sidebarEntries(page)).toEqual([
    'start',
    'unit',
    'dashboard',
    'errors',
    'settings',
    'device',
    'charts',
    'hzatool',
    'account',
    'logout',
  ]);
  await screenshotBothWidths(page, 'unit-dashboard');
  await page.goto('/usersettings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshotBothWidths(page, 'usersettings');
  await page.goto('/test');
  await expect(page.getByLabel(/Skalierung/)).toHaveAttribute('max', '4');
  await screenshotBothWidths(page, 'test-page');
});

test('spec 6: the debug page needs the debug flag; an operator typing its address gets the dashboard', async ({
  page,
}) => {
  await logIn(page, 'betreiber');
  const listed = await page.request.post('/rest/info/units', {
    data: { limit: 10, offset: 0, filter: { sortByLocation: false } },
  });
  const sn = ((await listed.json()) as { units: { seriennummer: string }[] }).units[0]!.seriennummer;
  await page.goto(`/${sn}/debug`);
  await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`));
  await expect(page.getByRole('tab', { name: 'Log' })).toHaveCount(0);
});

test('the demo account does not see serials in the header', async ({ page }) => {
  await logIn(page, 'demo');
  await page.goto('/12345/dashboard');
  await expect(page.getByTestId('header-serial')).toHaveCount(0);
  await expect(page).toHaveTitle('Dachs Portal');
});

test('phones get the bottom navigation instead of the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, 'partner');
  await expect(page.locator('.portal-sidebar')).toHaveCount(0);
  const tabs = page.locator('.portal-bottom-nav [data-menu]');
  await expect(tabs).toHaveCount(3);
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.locator('.portal-offcanvas [data-menu="services"]')).toBeVisible();
});
