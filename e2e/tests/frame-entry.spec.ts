import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { collectPageErrors } from '../support/pages/frame.js';
import { desktop, differingPixels, phone } from '../support/pages/screen.js';
import { onlineUnit } from '../support/units.js';

// A logged-in page's frame (docs/adr/0032-server-drawn-frame.md): the server draws the app's header,
// menu and footer into the page for the screen and list view the app last mirrored in cookies, so the
// frame shows before any script, and the app's frame takes it over without a visible change.

test.use({ role: 'betreiber' });

/**
 * Holds back the app's startup chunk (the shared libraries) until `release`: whatever shows until
 * then came with the page.
 */
async function holdStartupChunk(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/startup\.[0-9a-f]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const serverFrame = (page: Page) => page.locator('#frame-entry');
const appRoot = (page: Page) => page.locator('#root');

/**
 * Hides what comes with the app or changes meanwhile: the page and the footer below it (the app's
 * page is longer), and the header's buttons (the unit's errors, the alarm bell and the live
 * connection come with the app). Hidden, not masked: a mask covers an element's box, which is larger
 * in the app's frame; by a constructed style sheet, which the page's CSP allows.
 */
const hideWhatComesWithTheApp = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '.portal-main, .portal-header > .ms-auto > :not(.portal-header-user) { visibility: hidden !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });

const frameInView = (page: Page) => page.screenshot({ animations: 'disabled', caret: 'hide' });

for (const [name, size] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`the start page comes with its frame on a ${name}, and the app's frame takes it over unseen`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    // A first visit: the app mirrors the screen's size class and the list's view in cookies.
    await page.goto('/');
    await expect(page.locator('.unit-table tbody tr').first()).toBeVisible();
    const mirrored = async (cookie: string) =>
      (await page.context().cookies()).find(({ name }) => name === cookie)?.value;
    expect(await mirrored('portal.screen')).toBe(name === 'phone' ? 'small' : 'large');
    expect(await mirrored('portal.listView')).toBe('locations');

    // The next visit comes with the server's frame for them.
    const startup = await holdStartupChunk(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // Drawn by the server: the frame with the user's menu, the app's root hidden and empty.
    await expect(serverFrame(page).locator('[data-menu="start"]')).toHaveAttribute('aria-current', 'page');
    await expect(serverFrame(page).locator('.portal-header-user')).toHaveText(
      name === 'phone' ? [] : ['Stefan Hofmann'],
    );
    if (name === 'desktop')
      await expect(serverFrame(page).locator('[data-menu="start"] .portal-nav-subtitle')).toHaveText(
        'nach Standort',
      );
    await expect(serverFrame(page).getByRole('status')).toHaveText('Wird geladen …');
    await expect(appRoot(page)).toBeHidden();
    await expect(appRoot(page)).toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.evaluate(() => document.fonts.ready);
    await hideWhatComesWithTheApp(page);
    const drawnByServer = await frameInView(page);
    const userByServer = await serverFrame(page).locator('.portal-header-user').allTextContents();

    startup.release();
    await expect(serverFrame(page)).toHaveCount(0);
    await expect(appRoot(page)).toBeVisible();
    // The list is there (hidden from view above with the rest of the page).
    await expect(page.locator('.unit-table tbody tr').first()).toBeAttached();
    // Not a pixel of the frame moved: the same frame as the server drew it.
    expect(await differingPixels(page, await frameInView(page), drawnByServer)).toBe(0);
    expect(await appRoot(page).locator('.portal-header-user').allTextContents()).toEqual(userByServer);
    expect(errors).toEqual([]);
  });
}

test("a unit's page is the app's own: its menu has the unit's entries once the app has the unit", async ({
  page,
  baseURL,
}) => {
  const sn = await onlineUnit(page, 'dachsII');
  await page.context().addCookies([{ name: 'portal.screen', value: 'large', url: baseURL! }]);
  await page.goto(`/${sn}/dashboard`);
  await expect(page.locator('.mfd-value-row').first()).toBeVisible();
  const served = await (
    await page.request.get(`/${sn}/dashboard`, { headers: { accept: 'text/html' } })
  ).text();
  expect(served).not.toContain('frame-entry');
  // The app keeps the screen's size class for the server's next frame.
  expect((await page.context().cookies()).find(({ name }) => name === 'portal.screen')?.value).toBe('large');
  await page.setViewportSize(phone);
  await expect
    .poll(async () => (await page.context().cookies()).find(({ name }) => name === 'portal.screen')?.value)
    .toBe('small');
});
