import { type Page, expect, test } from '@playwright/test';
import { englishScreenReaderTexts, lowContrastTexts } from '../support/contrast.js';
import { logIn, screenshotBothWidths, sidebarEntries } from '../support/pages.js';
import { listedUnits } from '../support/units.js';
import { portals } from '../support/portals.js';

// The portal frame (header, side menu, phone menu and bottom navigation, footer) in every skin:
// every text meets WCAG AA contrast, and the phone header keeps the portal name readable.

const skins = [
  { portal: portals.main, skin: 'dachs' },
  { portal: portals.remeha, skin: 'remeha' },
  { portal: portals.broetje, skin: 'broetje' },
  { portal: portals.none, skin: 'none' },
];

/** CIE76 colour difference (ΔE) of two CSS rgb() colours: about 2.3 is just noticeable. */
function colourDistance(a: string, b: string): number {
  const lab = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)] as const;
  };
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

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

  test(`SKIN=${skin}: the rings of a ring chart have clearly different colours`, async ({ page }) => {
    await logIn(page, 'betreiber', undefined, portal.url);
    const sn = await dachsOf(page, portal.url);
    await page.goto(`${portal.url}/${sn}/dashboard`);
    await page.getByRole('link', { name: /Heizung und Warmwasser/ }).click();
    const card = page.getByRole('region', { name: 'Heizkurvenparameter', exact: true });
    await expect(card.locator('.mfd-value-row')).toHaveCount(9);
    // The catalogue's widgets of settings take no rings (issue 40: a set point's share of its range
    // says nothing), so the four ring colours are read from swatches as a ring chart's legend draws them.
    const colours = await card.evaluate((node) =>
      [0, 1, 2, 3].map((ring) => {
        const swatch = document.createElement('span');
        swatch.className = `mfd-rings__swatch mfd-rings__colour-${ring}`;
        node.append(swatch);
        const colour = getComputedStyle(swatch).backgroundColor;
        swatch.remove();
        return colour;
      }),
    );
    // The skin's red primary beside Bootstrap's danger red was ΔE 9 apart; clearly different is > 25.
    for (const [i, a] of colours.entries())
      for (const b of colours.slice(i + 1)) expect(colourDistance(a, b), `${a} vs ${b}`).toBeGreaterThan(25);
    await screenshotBothWidths(page, `rings-${skin}`);
  });
}

test('the German portal speaks German to screen readers: pager, dialogs, toasts, phone menu', async ({
  page,
}) => {
  await logIn(page, 'dachs');
  await page.locator('label', { hasText: 'Nach Anlage' }).click();
  const pages = page.getByRole('navigation', { name: 'Seiten' });
  await expect(pages).toBeVisible();
  await pages.getByRole('button', { name: 'Seite 2' }).click();
  expect(await englishScreenReaderTexts(page.locator('body'))).toEqual([]);
  await page.locator('label', { hasText: 'Nach Standort' }).click();
  await page.getByRole('button', { name: 'Neuer Standort' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
  expect(await englishScreenReaderTexts(page.locator('body'))).toEqual([]);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
  expect(await englishScreenReaderTexts(page.locator('body'))).toEqual([]);
});

test('a unit page opened by its address has the same unit menu and error bell as one navigated to (issue 40, 36)', async ({
  page,
}) => {
  await logIn(page, 'betreiber', undefined, portals.main.url);
  const units = await listedUnits(page, portals.main.url);
  const lead = units.find(
    (unit) =>
      unit.online && unit.zustimmungMap['DACHSWEB'] === true && (unit.module === 'L1' || unit.module === ''),
  );
  expect(lead, "an online lead controller of the operator's").toBeDefined();
  const sn = lead!.seriennummer;
  const unitMenu = async () => {
    await expect(page.locator('.portal-sidebar [data-menu="dashboard"]')).toBeVisible();
    return sidebarEntries(page);
  };
  const bell = page.getByRole('button', { name: /^Meldungen der Anlage/ });

  await page.goto(`${portals.main.url}/${sn}/dashboard`);
  await expect(page.locator('.portal-sidebar [data-menu="settings"]')).toBeVisible();
  await page.locator('.portal-sidebar [data-menu="device"]').click();
  await expect(page).toHaveURL(new RegExp(`/${sn}/device`));
  const navigated = { menu: await unitMenu(), bell: await bell.getAttribute('aria-label') };

  await page.goto(`${portals.main.url}/${sn}/device`);
  await expect(page.locator('.portal-sidebar [data-menu="settings"]')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', navigated.bell ?? '');
  expect({ menu: await unitMenu(), bell: await bell.getAttribute('aria-label') }).toEqual(navigated);
});
