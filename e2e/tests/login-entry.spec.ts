import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { collectPageErrors } from '../support/pages/frame.js';
import { LoginPage } from '../support/pages/login.js';
import { changing, comparison, desktop, phone } from '../support/pages/screen.js';
import { demoPassword } from '../support/portals.js';

// The logged-out page's login form (docs/adr/0030-server-drawn-login-form.md): the server draws it into the
// page, so it shows before any script, and the app's login page takes it over with what was typed,
// the focus and the language, without a visible change.

/**
 * Holds back the app's startup chunk (the shared libraries) until `release`: whatever shows until
 * then came with the page.
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

test('the page comes with its login form, and the app takes it over unseen', async ({ page }) => {
  const errors = collectPageErrors(page);
  const startup = await holdStartupChunk(page);
  // Not until the load event: the held chunk is one of the page's files.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const login = new LoginPage(page);
  await expect(login.user).toBeVisible();
  // Drawn by the server: its own container, the app's root hidden and empty, the chunk not yet in.
  await expect(earlyForm(page)).toHaveCount(1);
  await expect(appRoot(page)).toBeHidden();
  await expect(appRoot(page)).toBeEmpty();
  expect(startup.held).toHaveLength(1);
  await expect(login.user).toBeFocused();
  await expectLoginScreen(page, 'login-entry');
  const drawnByServer = await page.screenshot({ fullPage: true, caret: 'hide', animations: 'disabled' });
  await login.user.fill('Partner');
  // Nothing can be sent before the app is in: Enter does nothing, the page stays as it is.
  await login.password.fill('portal-demo');
  await login.password.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(login.submit).toBeDisabled();
  // The caret inside the password.
  await login.password.press('ArrowLeft');

  startup.release();
  await expect(earlyForm(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  // Logins in lower case, as the app's field keeps them.
  await expect(login.user).toHaveValue('partner');
  await expect(login.password).toHaveValue('portal-demo');
  await expect(login.password).toBeFocused();
  expect(await login.password.evaluate((field: HTMLInputElement) => field.selectionStart)).toBe(10);
  await expect(login.submit).toBeEnabled();
  // The app's page, as the server drew it.
  await login.user.fill('');
  await login.password.fill('');
  await login.user.focus();
  await expectLoginScreen(page, 'login-entry');
  // Not a pixel moved: the same page in the same browser as the server drew it.
  const drawnByApp = await page.screenshot({ fullPage: true, caret: 'hide', animations: 'disabled' });
  expect(drawnByApp.equals(drawnByServer)).toBe(true);
  expect(errors).toEqual([]);
});

test('what was typed before the app came in logs in once it is, back to the deep link', async ({ page }) => {
  const startup = await holdStartupChunk(page);
  // Not until the load event: the held chunk is one of the page's files.
  await page.goto('/usersettings', { waitUntil: 'domcontentloaded' });
  const login = new LoginPage(page);
  await expect(earlyForm(page)).toHaveCount(1);
  await login.user.fill('partner');
  await login.password.fill(demoPassword);
  startup.release();
  await expect(earlyForm(page)).toHaveCount(0);
  await login.password.press('Enter');
  await expect(page).toHaveURL(/\/usersettings$/);
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
});

test.describe('in the remeha skin', () => {
  test.use({ portal: 'remeha' });

  test("the early form wears the skin's look, and its language carries over to the app", async ({ page }) => {
    const startup = await holdStartupChunk(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const login = new LoginPage(page);
    await expect(earlyForm(page)).toHaveCount(1);
    // The skin's variables (theme.css), its name and logo (theme.json) before any script.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-skin', 'remeha');
    await expect(html).toHaveAttribute('lang', 'de-DE');
    expect(
      await html.evaluate((root) => getComputedStyle(root).getPropertyValue('--bs-primary').trim()),
    ).toBe('#e2001a');
    await expect(page.getByRole('img', { name: 'Remeha' }).first()).toBeVisible();
    // A language picked before the app is in is the app's to carry out.
    await login.language.selectOption('en-gb');
    await login.user.fill('betreiber');

    startup.release();
    await expect(earlyForm(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprint' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en-GB');
    await expect(login.user).toHaveValue('betreiber');
    await expect(html).toHaveAttribute('data-skin', 'remeha');
    // The choice is kept for the next visit: the server draws the form in it.
    const served = await (await page.request.get('/login', { headers: { accept: 'text/html' } })).text();
    expect(served).toContain('<html lang="en-GB" data-skin="remeha">');
    expect(served).toContain('<div id="login-entry" data-language="en-gb">');
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
