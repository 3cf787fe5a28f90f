import type { Page } from '@playwright/test';
import { type PortalName, freshSession } from '../support/auth.js';
import { DashboardPage } from '../support/pages/dashboard.js';
import { PortalFrame } from '../support/pages/frame.js';
import { changing, comparison, expectScreen, liveBadge, phone, settled } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { listedUnits } from '../support/units.js';
import { expect, test } from '../support/test.js';

// Screens compared with reference images (Debian's Chromium and fonts, as CI has them), in two
// skins, so a layout regression fails the run. These portals run no simulated units: every unit
// shows its last word, and what still changes from run to run (values, times) is masked.

const skins: { skin: string; portal: PortalName }[] = [
  { skin: 'remeha', portal: 'remeha' },
  { skin: 'broetje', portal: 'broetje' },
];

const kinds = ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'];

/** A dashboard's last word: whole widget bodies (they keep their size, so a change of layout shows). */
const lastWord = (page: Page) => [
  new DashboardPage(page).widgetBodies,
  page.getByTestId('header-serial'),
  page.getByRole('heading', { level: 1 }),
];

for (const { skin, portal } of skins) {
  test.describe(`visual (${skin})`, () => {
    test.use({ portal });
    test.setTimeout(120_000);

    test.describe(() => {
      test.use({ role: 'betreiber' });

      test('start page as a list and as tiles at 1280 and 375 px, and the phone menu', async ({ page }) => {
        // A session of its own (the saved one's cookie dropped first: a login replaces the session it
        // comes with): the saved one may be connected to a unit by now, by the main lane's
        // frame.spec.ts, which the tiles would show.
        await page.context().clearCookies();
        await freshSession(page, 'betreiber');
        const start = await new StartPage(page).goto('?view=locations');
        await expect(start.locationGroup('Bäckerei Hofmann')).toBeVisible();
        await expectScreen(page, `${skin}-start`);
        await start.showAs('Als Kacheln');
        await expect(page.getByTestId('unit-tile').first()).toBeVisible();
        await expectScreen(page, `${skin}-start-tiles`);
        await start.showAs('Als Tabelle');
        await page.setViewportSize(phone);
        await new PortalFrame(page).openPhoneMenu();
        await settled(page);
        await expect(page).toHaveScreenshot(`${skin}-phone-menu.png`, {
          ...comparison,
          mask: [liveBadge(page), ...changing(page)],
        });
      });

      test('the time program and the consent dialog', async ({ page }) => {
        const units = await listedUnits(page);
        const dachs = units.find(
          (entry) => entry.productGroup === 'dachsII' && entry.zustimmungMap['DACHSWEB'],
        );
        const dashboard = await new DashboardPage(page).goto(dachs!.seriennummer);
        await dashboard.openPage('Stromführung');
        const program = dashboard.widget('Zeitprogramme');
        await expect(program).toBeVisible();
        await settled(page);
        await expect(program).toHaveScreenshot(`${skin}-time-program.png`, comparison);

        const withoutConsent = units.find((entry) => entry.zustimmungMap['DACHSWEB'] === false);
        await page.goto(`/${withoutConsent!.seriennummer}/dashboard`);
        await expect(dashboard.consentDialog.getByRole('checkbox').first()).toBeVisible();
        await settled(page);
        await expect(dashboard.consentBox).toHaveScreenshot(`${skin}-consent-dialog.png`, comparison);
      });
    });

    test.describe(() => {
      test.use({ role: 'admin' });

      test('a dashboard of each unit kind', async ({ page }) => {
        const units = await listedUnits(page);
        const dashboard = new DashboardPage(page);
        for (const kind of kinds) {
          const unit = units.find(
            (entry) => entry.productGroup === kind && entry.zustimmungMap['DACHSWEB'] === true,
          );
          expect(unit, `a ${kind} unit with consent`).toBeDefined();
          await dashboard.gotoWidgets(unit!.seriennummer);
          await settled(page);
          await expect(page).toHaveScreenshot(`${skin}-dashboard-${kind}.png`, {
            ...comparison,
            mask: [liveBadge(page), ...changing(page), ...lastWord(page)],
          });
        }
      });
    });
  });
}
