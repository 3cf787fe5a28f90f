import type { Page } from '@playwright/test';
import type { PortalName } from '../support/auth.js';
import { englishScreenReaderTexts, lowContrastTexts } from '../support/contrast.js';
import { DashboardPage, valueRows } from '../support/pages/dashboard.js';
import { PortalFrame } from '../support/pages/frame.js';
import { phone } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { expect, test } from '../support/test.js';
import { listedUnits } from '../support/units.js';

// The portal frame (header, side menu, phone menu and bottom navigation, footer) in every skin:
// every text meets WCAG AA contrast, and the phone header keeps the portal name readable.

const skins: { portal: PortalName; skin: string }[] = [
  { portal: 'main', skin: 'dachs' },
  { portal: 'remeha', skin: 'remeha' },
  { portal: 'broetje', skin: 'broetje' },
  { portal: 'none', skin: 'none' },
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

async function dachsOf(page: Page): Promise<string> {
  return (await listedUnits(page)).find((unit) => unit.productGroup === 'dachsII')?.seriennummer ?? '';
}

/** The footer beside the page: the frame's content info (a footer inside main would have no such role). */
const footer = (page: Page) => page.getByRole('contentinfo');

for (const { portal, skin } of skins) {
  test.describe(`SKIN=${skin}`, () => {
    test.use({ portal, role: 'betreiber' });

    test(`SKIN=${skin}: header, menus and footer meet WCAG AA contrast at 1280 and 375 px`, async ({
      page,
    }) => {
      const frame = new PortalFrame(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
      const sn = await dachsOf(page);
      await page.goto(`/${sn}/dashboard`);
      await expect(page.getByTestId('header-serial')).toBeVisible();
      // One page, one main region; the footer is not part of it.
      await expect(frame.main).toHaveCount(1);
      await expect(frame.main.getByRole('contentinfo')).toHaveCount(0);
      for (const [name, area] of [
        ['header', frame.header],
        ['side menu', frame.sideMenu],
        ['footer', footer(page)],
      ] as const)
        expect(await lowContrastTexts(area), `${name} at 1280 px`).toEqual([]);

      await page.setViewportSize(phone);
      const bottom = page.getByRole('navigation', { name: 'Menü', exact: true });
      await expect(bottom).toBeVisible();
      for (const [name, area] of [
        ['header', frame.header],
        ['bottom navigation', bottom],
        ['footer', footer(page)],
      ] as const)
        expect(await lowContrastTexts(area), `${name} at 375 px`).toEqual([]);
      // The portal name is shown whole or not at all; never cut to 'Da…' beside the serial.
      const brand = frame.header.getByRole('link', { name: /Portal/ });
      const cut = await brand.evaluate((link) => link.scrollWidth > link.clientWidth + 1);
      expect(cut).toBe(false);

      const menu = await frame.openPhoneMenu();
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      expect(await lowContrastTexts(menu), 'phone menu').toEqual([]);
      await menu.getByRole('button', { name: 'Menü schließen' }).click();
      await expect(menu).toHaveCount(0);
    });

    test(`SKIN=${skin}: the rings of a ring chart have clearly different colours`, async ({ page }) => {
      const sn = await dachsOf(page);
      const dashboard = await new DashboardPage(page).goto(sn);
      await dashboard.openPage('Heizung und Warmwasser');
      const card = dashboard.widget('Heizkurvenparameter');
      await expect(valueRows(card)).toHaveCount(9);
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
        for (const b of colours.slice(i + 1))
          expect(colourDistance(a, b), `${a} vs ${b}`).toBeGreaterThan(25);
    });
  });
}

test.describe('as the manufacturer', () => {
  test.use({ role: 'dachs' });

  test('the German portal speaks German to screen readers: pager, dialogs, toasts, phone menu', async ({
    page,
  }) => {
    const start = await new StartPage(page).goto();
    const everything = page.locator('body');
    await start.showBy('Anlage');
    await expect(start.pager).toBeVisible();
    await start.pager.getByRole('button', { name: 'Seite 2' }).click();
    expect(await englishScreenReaderTexts(everything)).toEqual([]);
    await start.showBy('Standort');
    await start.newLocation.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
    expect(await englishScreenReaderTexts(everything)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await page.setViewportSize(phone);
    await new PortalFrame(page).openPhoneMenu();
    expect(await englishScreenReaderTexts(everything)).toEqual([]);
  });
});

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('a unit page opened by its address has the same unit menu and error bell as one navigated to (issue 40, 36)', async ({
    page,
  }) => {
    const frame = new PortalFrame(page);
    const units = await listedUnits(page);
    const lead = units.find(
      (unit) =>
        unit.online &&
        unit.zustimmungMap['DACHSWEB'] === true &&
        (unit.module === 'L1' || unit.module === ''),
    );
    expect(lead, "an online lead controller of the operator's").toBeDefined();
    const sn = lead!.seriennummer;
    const unitMenu = async () => {
      await expect(frame.menuEntry('Dashboard')).toBeVisible();
      return frame.menuIds();
    };
    const bell = frame.errorBell;

    await page.goto(`/${sn}/dashboard`);
    await expect(frame.menuEntry('Einstellungen')).toBeVisible();
    await frame.menuEntry('Gerätemenü').click();
    await expect(page).toHaveURL(new RegExp(`/${sn}/device`));
    const navigated = { menu: await unitMenu(), bell: await bell.getAttribute('aria-label') };

    await page.goto(`/${sn}/device`);
    await expect(frame.menuEntry('Einstellungen')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', navigated.bell ?? '');
    expect({ menu: await unitMenu(), bell: await bell.getAttribute('aria-label') }).toEqual(navigated);
  });
});
