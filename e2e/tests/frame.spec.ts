import { type Page, expect, test } from '@playwright/test';
import { lowContrastTexts } from '../support/contrast.js';
import { logIn } from '../support/pages.js';
import { portals } from '../support/portals.js';

// The portal frame (header, side menu, phone menu and bottom navigation, footer) in every skin:
// every text meets WCAG AA contrast, and the phone header keeps the portal name readable.

const skins = [
  { portal: portals.main, skin: 'dachs' },
  { portal: portals.remeha, skin: 'remeha' },
  { portal: portals.broetje, skin: 'broetje' },
  { portal: portals.none, skin: 'none' },
];

async function dachsOf(page: Page, base: string): Promise<string> {
  const listed = await page.request.post(`${base}/rest/info/units`, {
    data: { limit: 10, offset: 0, filter: { sortByLocation: false } },
  });
  const { units } = (await listed.json()) as { units: { seriennummer: string; productGroup: string }[] };
  return units.find((unit) => unit.productGroup === 'dachsII')?.seriennummer ?? '';
}

for (const { portal, skin } of skins) {
  test(`SKIN=${skin}: header, menus and footer meet WCAG AA contrast at 1280 and 375 px`, async ({
    page,
  }) => {
    await logIn(page, 'betreiber', undefined, portal.url);
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    const sn = await dachsOf(page, portal.url);
    await page.goto(`${portal.url}/${sn}/dashboard`);
    await expect(page.getByTestId('header-serial')).toBeVisible();
    for (const area of ['.portal-header', '.portal-sidebar', '.portal-footer'])
      expect(await lowContrastTexts(page.locator(area)), `${area} at 1280 px`).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator('.portal-bottom-nav')).toBeVisible();
    for (const area of ['.portal-header', '.portal-bottom-nav', '.portal-footer'])
      expect(await lowContrastTexts(page.locator(area)), `${area} at 375 px`).toEqual([]);
    // The portal name is shown whole or not at all; never cut to 'Da…' beside the serial.
    const brand = page.locator('.portal-brand');
    const cut = await brand.evaluate((link) => link.scrollWidth > link.clientWidth + 1);
    expect(cut).toBe(false);
    await expect(brand).toHaveAccessibleName(/Portal/);

    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    const menu = page.locator('.portal-offcanvas');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Slid in completely (Bootstrap marks the transition with 'showing').
    await expect(menu).not.toHaveClass(/showing/);
    expect(await lowContrastTexts(menu), 'phone menu').toEqual([]);
    await page.screenshot({ path: `screenshots/frame-${skin}-menu-375.png` });
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toHaveCount(0);
    await page.screenshot({ path: `screenshots/frame-${skin}-unit-375.png` });
  });
}
