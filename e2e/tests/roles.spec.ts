import type { Role } from '../support/auth.js';
import { PortalFrame, collectPageErrors, formatted } from '../support/pages/frame.js';
import { LoginPage } from '../support/pages/login.js';
import { expectScreen, phone } from '../support/pages/screen.js';
import { listedUnits } from '../support/units.js';
import { expect, test } from '../support/test.js';

// What each role sees of the frame: side-menu entries, the unit's menu, the phone navigation.

const expected: Record<Role, string[]> = {
  betreiber: ['start', 'charts', 'alarms', 'hzatool', 'account', 'logout'],
  partner: ['start', 'charts', 'fleet', 'alarms', 'hzatool', 'services', 'account', 'logout'],
  subpartner: ['start', 'charts', 'fleet', 'alarms', 'hzatool', 'services', 'account', 'logout'],
  dachs: ['start', 'charts', 'fleet', 'alarms', 'hzatool', 'services', 'account', 'logout'],
  admin: ['start', 'charts', 'fleet', 'alarms', 'hzatool', 'services', 'account', 'debugPanel', 'logout'],
  demo: ['start', 'charts', 'alarms', 'account', 'logout'],
  extern: ['start', 'charts', 'alarms', 'account', 'logout'],
};

for (const [role, entries] of Object.entries(expected) as [Role, string[]][]) {
  test.describe(() => {
    test.use({ role });

    test(`${role} sees the side-menu entries of the role`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const frame = new PortalFrame(page);
      await page.goto('/');
      await expect(frame.sideMenu).toBeVisible();
      expect(await frame.menuIds()).toEqual(entries);
      await expect(frame.signedInAs).toContainText(`Angemeldet als ${role}`);
      // The start page comes from the units remote.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(frame.moduleUnavailable).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test('a legacy operator is held on the migration page without side menu', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).submitAs('betreiberold');
  await expect(page).toHaveURL(/\/migrate$/);
  await expect(page.getByRole('heading', { name: 'Zugang übernehmen' })).toBeVisible();
  await expect(new PortalFrame(page).sideMenu).toHaveCount(0);
  await page.goto('/usersettings');
  await expect(page).toHaveURL(/\/migrate$/);
});

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('a unit route names the unit everywhere; the user settings look right', async ({ page }) => {
    const frame = new PortalFrame(page);
    const sn = (await listedUnits(page)).find((unit) => unit.productGroup === 'dachsII')?.seriennummer ?? '';
    await page.goto(`/${sn}/dashboard`);
    // Serials read the same everywhere: grouped as in the list ('52 4225 2424').
    const shown = formatted(sn);
    await expect(page.getByTestId('header-serial')).toHaveText(`SN ${shown}`);
    await expect(page).toHaveTitle(`Dachs Portal SN ${shown}`);
    await expect(frame.sideMenu.getByText(`Anlage ${shown}`, { exact: true })).toBeVisible();
    // The settings entry needs the unit's module (a lead controller), known once the unit is loaded.
    await expect(page.getByRole('heading', { level: 1, name: `Anlage ${shown}` })).toBeVisible();
    expect(await frame.menuIds()).toEqual([
      'start',
      'unit',
      'dashboard',
      'errors',
      'balance',
      'settings',
      'device',
      'charts',
      'alarms',
      'hzatool',
      'account',
      'logout',
    ]);
    await page.goto('/usersettings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScreen(page, 'usersettings');
    await page.goto('/test');
    await expect(page.getByLabel(/Skalierung/)).toHaveAttribute('max', '4');
  });

  test('spec 6: the debug page needs the debug flag; an operator typing its address gets the dashboard', async ({
    page,
  }) => {
    const [unit] = await listedUnits(page);
    const sn = unit!.seriennummer;
    await page.goto(`/${sn}/debug`);
    await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`));
    await expect(page.getByRole('tab', { name: 'Log' })).toHaveCount(0);
  });
});

test.describe('as the demo user', () => {
  test.use({ role: 'demo' });

  test('the demo account does not see serials in the header', async ({ page }) => {
    await page.goto('/12345/dashboard');
    // The unit's menu is there once the unit route is shown.
    await expect(new PortalFrame(page).menuEntry('Dashboard')).toBeVisible();
    await expect(page.getByTestId('header-serial')).toHaveCount(0);
    await expect(page).toHaveTitle('Dachs Portal');
  });
});

test.describe('as a partner on a phone', () => {
  test.use({ role: 'partner', viewport: phone });

  test('phones get the bottom navigation instead of the side menu', async ({ page }) => {
    const frame = new PortalFrame(page);
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Menü', exact: true });
    await expect(bottom).toHaveCount(1);
    await expect(bottom.getByRole('link')).toHaveText(['Anlagen', 'Laufzeitanalyse', 'Konto']);
    const menu = await frame.openPhoneMenu();
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
  });
});
