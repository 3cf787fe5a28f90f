import { expect, test } from '../support/test.js';
import { portals } from '../support/portals.js';
import { logIn, screenshotBothWidths } from '../support/pages.js';

const skins = [
  { portal: portals.main, skin: 'dachs', primary: '#c8102e', label: 'Dachs', name: 'Dachs Portal' },
  { portal: portals.remeha, skin: 'remeha', primary: '#e2001a', label: 'Remeha', name: 'Remeha Portal' },
  { portal: portals.broetje, skin: 'broetje', primary: '#003a70', label: 'Brötje', name: 'Brötje Portal' },
  { portal: portals.none, skin: 'none', primary: '#4a6fa5', label: 'Unit Portal', name: 'Unit Portal' },
];

for (const { portal, skin, primary, label } of skins) {
  test(`SKIN=${skin} loads its style remote: colours and footer logo`, async ({ page }) => {
    await page.goto(`${portal.url}/login`);
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    const colour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim(),
    );
    expect(colour.toLowerCase()).toBe(primary);
    const logo = page.locator(`[data-skin-logo="${skin}"]`);
    await expect(logo).toHaveAttribute('aria-label', label);
    await expect(logo.locator('svg')).toBeVisible();
    // The primary button takes the skin's colour.
    await page.getByLabel('Benutzername oder E-Mail').fill('x');
    await page.getByLabel('Passwort').fill('y');
    const background = await page
      .getByRole('button', { name: 'Anmelden' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgb(13, 110, 253)');
    await screenshotBothWidths(page, `skin-${skin}-login`);
  });
}

for (const { portal, skin, name } of skins) {
  test(`SKIN=${skin}: every colour role of the design system meets WCAG AA on its background`, async ({
    page,
  }) => {
    await logIn(page, 'betreiber', undefined, portal.url);
    await page.goto(`${portal.url}/test`);
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
    await screenshotBothWidths(page, `design-system-${skin}`);
  });
}

test('an unknown skin falls back to the neutral one', async ({ page }) => {
  // The backend maps an unknown SKIN to none; the shell also falls back when a skin fails to load.
  await page.route('**/skins/dachs/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto(`${portals.main.url}/login`);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'none');
  await expect(page.locator('[data-skin-logo="none"]')).toBeVisible();
});
