import { type Page, expect } from '@playwright/test';
import { demoPassword } from './portals.js';

/** Logs in through the real login form (of the portal at `base`, else the main one) and waits for the start page. */
export async function logIn(page: Page, user: string, password = demoPassword, base = ''): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(/Benutzername oder E-Mail|User name or e-mail/).fill(user);
  await page.getByLabel(/^(Passwort|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  // The start page, with its list view in the address.
  await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
  await expect(page.locator('.portal-sidebar, .portal-bottom-nav').first()).toBeVisible();
}

/** The ids of the side-menu entries, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  return page
    .locator('.portal-sidebar [data-menu]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-menu') ?? ''));
}

/**
 * Saves a screenshot of the current screen at desktop (1280 px) and phone (375 px) width: the
 * whole page, or the viewport while a dialog or side panel is open (it is fixed to the viewport).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  const fullPage = (await page.locator('.modal.show, .offcanvas.show').count()) === 0;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/${name}-375.png`, fullPage });
  await page.setViewportSize(original);
}

/** Fails the test on uncaught page errors (a remote that throws is caught by its boundary instead). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Loaded: no request under way, no spinner, skeleton or placeholder left, the fonts in. The design
 * system page's specimens stay, and so does the placeholder of a chart not yet scrolled to: it
 * loads nothing until then.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator(
      '.spinner-border, .placeholder-glow, .portal-skeleton:not([data-design-sample] *, [data-awaits-view] *)',
    ),
  ).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}
