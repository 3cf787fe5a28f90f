import type { Locator, Page } from '@playwright/test';
import { logIn, settled } from '../support/pages.js';
import { portals } from '../support/portals.js';
import { listedUnits } from '../support/units.js';
import { expect, test } from '../support/test.js';

// Screens compared with reference images (Debian's Chromium and fonts, as CI has them), in two
// skins, so a layout regression fails the run. These portals run no simulated units: every unit
// shows its last word, and what still changes from run to run (values, times) is masked.

const skins = [
  { skin: 'remeha', portal: portals.remeha },
  { skin: 'broetje', portal: portals.broetje },
];

const kinds = ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'];

/**
 * Values and times: the last word's values, dates and times of day depend on when the demo world
 * was seeded.
 */
function changing(page: Page): Locator[] {
  return [
    // Widget bodies keep their size, so a change of layout still shows.
    page.locator('.mfd-data-widget .card-body'),
    page.locator('.mfd-pair dd'),
    page.locator('[data-testid="unit-status"]'),
    page.locator('header p.w-100'),
    page.locator('[data-attention]'),
    page.locator('.portal-footer'),
  ];
}

const compare = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

for (const { skin, portal } of skins) {
  test.describe(`visual (${skin})`, () => {
    test.setTimeout(120_000);

    test('start page at 1280 and 375 px, and the phone menu', async ({ page }) => {
      await logIn(page, 'betreiber', undefined, portal.url);
      await page.goto(`${portal.url}/?view=locations`);
      await expect(page.getByRole('button', { name: 'Standort bearbeiten' }).first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`${skin}-start-1280.png`, { ...compare, mask: changing(page) });
      await page.setViewportSize({ width: 375, height: 740 });
      await settled(page);
      await expect(page).toHaveScreenshot(`${skin}-start-375.png`, { ...compare, mask: changing(page) });
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
      await expect(page.locator('.offcanvas.show')).toBeVisible();
      await expect(page).toHaveScreenshot(`${skin}-phone-menu.png`, { ...compare, mask: changing(page) });
    });

    test('a dashboard of each unit kind', async ({ page }) => {
      await logIn(page, 'admin', undefined, portal.url);
      const units = await listedUnits(page, portal.url);
      for (const kind of kinds) {
        const unit = units.find(
          (entry) => entry.productGroup === kind && entry.zustimmungMap['DACHSWEB'] === true,
        );
        expect(unit, `a ${kind} unit with consent`).toBeDefined();
        await page.goto(`${portal.url}/${unit!.seriennummer}/dashboard`);
        await expect(page.locator('.mfd-data-widget').first()).toBeVisible();
        await settled(page);
        await expect(page).toHaveScreenshot(`${skin}-dashboard-${kind}.png`, {
          ...compare,
          mask: [...changing(page), page.getByTestId('header-serial'), page.locator('h1')],
        });
      }
    });

    test('the time program and the consent dialog', async ({ page }) => {
      await logIn(page, 'betreiber', undefined, portal.url);
      const units = await listedUnits(page, portal.url);
      const dachs = units.find(
        (entry) => entry.productGroup === 'dachsII' && entry.zustimmungMap['DACHSWEB'],
      );
      await page.goto(`${portal.url}/${dachs!.seriennummer}/dashboard`);
      await page.getByRole('link', { name: /^Stromführung/ }).click();
      const program = page.getByRole('region', { name: 'Zeitprogramme', exact: true });
      await expect(program).toBeVisible();
      await settled(page);
      await expect(program).toHaveScreenshot(`${skin}-time-program.png`, compare);

      const withoutConsent = units.find((entry) => entry.zustimmungMap['DACHSWEB'] === false);
      await page.goto(`${portal.url}/${withoutConsent!.seriennummer}/dashboard`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('checkbox').first()).toBeVisible();
      await settled(page);
      await expect(dialog.locator('.modal-content')).toHaveScreenshot(`${skin}-consent-dialog.png`, compare);
    });
  });
}
