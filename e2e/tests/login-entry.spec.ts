import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { collectPageErrors } from '../support/pages/frame.js';
import { LoginPage } from '../support/pages/login.js';
import { changing, comparison, desktop, phone } from '../support/pages/screen.js';
import { demoPassword } from '../support/portals.js';

// The logged-out page's login entry (docs/adr/0028-login-entry.md): it draws the login form with
// React alone, before the app's startup chunk, and the app's login page takes the form over with
// what was typed, the focus and the language, without a visible change.

/**
 * Holds back the app's startup chunk (the shared libraries) until `release`: whatever shows until
 * then was drawn by the login entry.
 */
async function holdStartupChunk(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/startup\.[0-9a-f]+\.js$/, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

const earlyForm = (page: Page) => page.locator('#login-entry');
/** The app's own root, hidden while the early form stands in for it. */
const appRoot = (page: Page) => page.locator('#root');

/** The screen compared with one reference image at both widths (the footer's version masked). */
async function expectLoginScreen(page: Page, name: string) {
  for (const [width, size] of [
    ['1280', desktop],
    ['375', phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      ...comparison,
      fullPage: true,
      mask: changing(page),
    });
  }
  await page.setViewportSize(desktop);
}

test('the login entry draws the form before the startup chunk, and the app takes it over unseen', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const init: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/info/init') init.push(request.url());
  });
  const startup = await holdStartupChunk(page);
  await page.goto('/');
  const login = new LoginPage(page);
  await expect(login.user).toBeVisible();
  // Drawn by the entry: its own container, the app's root hidden and empty, the chunk not yet in.
  await expect(earlyForm(page)).toHaveCount(1);
  await expect(appRoot(page)).toBeHidden();
  await expect(appRoot(page)).toBeEmpty();
  expect(startup.held).toHaveLength(1);
  await expect(login.user).toBeFocused();
  await login.user.fill('Partner');
  await expect(login.user).toHaveValue('partner');
  await expect(login.submit).toBeDisabled();
  await expectLoginScreen(page, 'login-entry');
  const drawnByEntry = await page.screenshot({ fullPage: true, caret: 'hide', animations: 'disabled' });
  // The password half typed, the caret inside it.
  await login.password.fill('portal-demo');
  await login.password.press('ArrowLeft');

  startup.release();
  await expect(earlyForm(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.user).toHaveValue('partner');
  await expect(login.password).toHaveValue('portal-demo');
  await expect(login.password).toBeFocused();
  expect(await login.password.evaluate((field: HTMLInputElement) => field.selectionStart)).toBe(10);
  // The app's page, as the entry drew it.
  await login.password.fill('');
  await login.user.focus();
  await expectLoginScreen(page, 'login-entry');
  // Not a pixel moved: the same page in the same browser as the entry drew it.
  const drawnByApp = await page.screenshot({ fullPage: true, caret: 'hide', animations: 'disabled' });
  expect(drawnByApp.equals(drawnByEntry)).toBe(true);
  // The app used the entry's init answer instead of asking again.
  expect(init).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a login sent from the early form goes through once the app is in, back to the deep link', async ({
  page,
}) => {
  const startup = await holdStartupChunk(page);
  await page.goto('/usersettings');
  const login = new LoginPage(page);
  await expect(earlyForm(page)).toHaveCount(1);
  await login.user.fill('partner');
  await login.password.fill(demoPassword);
  await login.password.press('Enter');
  startup.release();
  await expect(page).toHaveURL(/\/usersettings$/);
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
});

test.describe('in the remeha skin', () => {
  test.use({ portal: 'remeha' });

  test("the early form wears the skin's look, and its language carries over to the app", async ({ page }) => {
    const startup = await holdStartupChunk(page);
    await page.goto('/login');
    const login = new LoginPage(page);
    await expect(earlyForm(page)).toHaveCount(1);
    // The skin's variables (theme.css), its name and logo (theme.json) before the federation runtime.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-skin', 'remeha');
    expect(
      await html.evaluate((root) => getComputedStyle(root).getPropertyValue('--bs-primary').trim()),
    ).toBe('#e2001a');
    await expect(page.getByRole('img', { name: 'Remeha' }).first()).toBeVisible();
    await login.language.selectOption('en-gb');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en-GB');
    await login.user.fill('betreiber');

    startup.release();
    await expect(earlyForm(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprint' })).toBeVisible();
    await expect(login.user).toHaveValue('betreiber');
    await expect(html).toHaveAttribute('data-skin', 'remeha');
    // The choice is kept for the next visit, as the app keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await login.language.selectOption('de-de');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });
});

test("a public page is the app's own: no early form on /loggedout", async ({ page }) => {
  await page.goto('/loggedout');
  await expect(page.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible();
  await expect(earlyForm(page)).toHaveCount(0);
  await expect(appRoot(page)).toBeVisible();
});
