import type { Page } from '@playwright/test';
import type { PortalName } from '../support/auth.js';
import { PortalFrame } from '../support/pages/frame.js';
import { HelpDialog } from '../support/pages/help.js';
import { LoginPage } from '../support/pages/login.js';
import { expectScreen } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { expect, test } from '../support/test.js';
import { onlineUnit } from '../support/units.js';

// Each skin's style remote (colours, logo, names, documents), the design system's contrast per
// skin, and the admin's layout and custom stylesheets.

const skins: { portal: PortalName; skin: string; primary: string; label: string; name: string }[] = [
  { portal: 'main', skin: 'dachs', primary: '#c8102e', label: 'Dachs', name: 'Dachs Portal' },
  { portal: 'remeha', skin: 'remeha', primary: '#e2001a', label: 'Remeha', name: 'Remeha Portal' },
  { portal: 'broetje', skin: 'broetje', primary: '#003a70', label: 'Brötje', name: 'Brötje Portal' },
  { portal: 'none', skin: 'none', primary: '#4a6fa5', label: 'Unit Portal', name: 'Unit Portal' },
];

for (const { portal, skin, primary, label, name } of skins) {
  test.describe(`SKIN=${skin}`, () => {
    test.use({ portal });

    test(`SKIN=${skin} loads its style remote: colours and footer logo`, async ({ page }) => {
      const login = await new LoginPage(page).goto();
      await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
      const colour = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim(),
      );
      expect(colour.toLowerCase()).toBe(primary);
      // The footer's logo (an image named by the skin) around the skin's drawing (named alike).
      const logo = page.getByRole('img', { name: label, exact: true }).first();
      await expect(logo).toHaveAttribute('data-skin-logo', skin);
      await expect(logo.locator('svg')).toBeVisible();
      // The primary button takes the skin's colour.
      await login.user.fill('x');
      await login.password.fill('y');
      const background = await login.submit.evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(background).not.toBe('rgb(13, 110, 253)');
      await expectScreen(page, `skin-${skin}-login`);
    });

    test.describe(() => {
      test.use({ role: 'betreiber' });

      test(`SKIN=${skin}: every colour role of the design system meets WCAG AA on its background`, async ({
        page,
      }) => {
        await page.goto('/test');
        // The portal is named as it looks (a remeha-skinned portal of the dachs brand key too).
        await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
        const roles = page.locator('[data-contrast]');
        await expect(roles.first()).not.toHaveAttribute('data-contrast', '0.00');
        const measured = await roles.evaluateAll((nodes) =>
          nodes.map((node) => ({
            role: node.getAttribute('data-role'),
            ratio: Number(node.getAttribute('data-contrast')),
          })),
        );
        expect(measured.length).toBeGreaterThanOrEqual(10);
        expect(measured.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
        await expectScreen(page, `design-system-${skin}`);
      });
    });
  });
}

test('an unknown skin falls back to the neutral one', async ({ page }) => {
  // The backend maps an unknown SKIN to none; the shell also falls back when a skin fails to load.
  await page.route('**/skins/dachs/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'none');
  await expect(page.getByRole('img', { name: 'Unit Portal', exact: true }).first()).toHaveAttribute(
    'data-skin-logo',
    'none',
  );
});

/** A custom property on the page root, as the cascade resolved it ('' when no sheet sets it). */
const rootProperty = (page: Page, name: string) =>
  page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );

test.describe('as the admin', () => {
  test.use({ role: 'admin' });

  test('spec 7: layout and custom CSS per skin load with a cache-busting query that changes with the CSS', async ({
    page,
  }) => {
    await page.goto('/');
    const save = async (sheet: string, scope: string, css: string) =>
      expect((await page.request.post('/rest/admin/styles', { data: { sheet, scope, css } })).ok()).toBe(
        true,
      );
    const custom = page.locator('link[data-portal-stylesheet="custom"]');
    const layout = page.locator('link[data-portal-stylesheet="layout"]');
    try {
      // Invisible marks, so the look of every other test stays as it is.
      await save('custom', 'dachs', ':root { --portal-e2e-custom: first; }');
      await page.reload();
      await expect(custom).toHaveAttribute('href', /^\/rest\/info\/css\/custom\?v=[0-9a-f]{12}$/);
      const first = await custom.getAttribute('href');
      await expect.poll(() => rootProperty(page, '--portal-e2e-custom')).toBe('first');
      await save('custom', 'dachs', ':root { --portal-e2e-custom: second; }');
      await page.reload();
      await expect(custom).not.toHaveAttribute('href', first!);
      await expect.poll(() => rootProperty(page, '--portal-e2e-custom')).toBe('second');

      await save('layout', 'all', ':root { --portal-e2e-layout: on; }');
      const sn = await onlineUnit(page, 'dachsII');
      await page.goto(`/${sn}/dashboard`);
      await expect(layout).toHaveAttribute('href', /^\/rest\/info\/css\/layout\/dachsII\?v=[0-9a-f]{12}$/);
      await expect.poll(() => rootProperty(page, '--portal-e2e-layout')).toBe('on');
      // Off the unit's pages its layout sheet goes.
      await new PortalFrame(page).menuEntry(/^Anlagen/).click();
      await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
      await expect(layout).toHaveCount(0);
      expect(await rootProperty(page, '--portal-e2e-layout')).toBe('');
      expect(await rootProperty(page, '--portal-e2e-custom')).toBe('second');
    } finally {
      await save('custom', 'dachs', '');
      await save('layout', 'all', '');
    }
  });

  test('admins edit the stylesheets in a dialog from the debug side panel', async ({ page }) => {
    // The user settings behind the panel: a page no other test changes.
    await page.goto('/usersettings');
    const panel = await new PortalFrame(page).openDebugPanel();
    await panel.getByRole('button', { name: 'Layout- und Custom-CSS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Layout- und Custom-CSS' });
    await expect(dialog.getByRole('textbox', { name: 'CSS' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Gilt für' }).selectOption({ label: 'Skin dachs (dieser)' });
    await expectScreen(page, 'debug-stylesheets');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('on the remeha portal', () => {
  test.use({ portal: 'remeha' });

  test('the remeha skin has its own imprint', async ({ page }) => {
    await page.goto('/login');
    await new PortalFrame(page).footerLink('Impressum').click();
    const help = new HelpDialog(page, 'Impressum');
    await expect(help.root).toContainText('Remeha Deutschland GmbH');
    await help.closed();
  });

  test.describe(() => {
    test.use({ role: 'betreiber' });

    test('the remeha skin names its units Remeha (issue 40, 40)', async ({ page }) => {
      const start = await new StartPage(page).goto('?view=units');
      await expect(start.table.getByText(/Remeha /).first()).toBeVisible();
      await expect(start.table.getByText(/Dachs/)).toHaveCount(0);
    });
  });
});
