import { expect, test } from '../support/test.js';
import { portals } from '../support/portals.js';
import { screenshotBothWidths } from '../support/pages.js';

test('the footer opens the skin’s own document in a large modal', async ({ page }) => {
  await page.goto(`${portals.main.url}/login`);
  await page.getByRole('button', { name: 'Impressum' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.portal-help-document')).toContainText('Dachs Energiesysteme GmbH');
  await screenshotBothWidths(page, 'help-impressum');
  await dialog.locator('.modal-footer').getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a skin without its own documents falls back to the generic one, in the chosen language', async ({
  page,
}) => {
  await page.goto(`${portals.remeha.url}/login`);
  await page.getByLabel('Sprache').selectOption('en-gb');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Privacy' }).click();
  await expect(page.getByRole('dialog').locator('.portal-help-document')).toBeVisible();
  expect(requests).toEqual(
    expect.arrayContaining(['/skins/remeha/docs/datenschutz_en.html', '/docs/datenschutz_en.html']),
  );
  expect(requests.indexOf('/skins/remeha/docs/datenschutz_en.html')).toBeLessThan(
    requests.indexOf('/docs/datenschutz_en.html'),
  );
});

test('when both documents fail the modal names both addresses and the error', async ({ page }) => {
  await page.goto(`${portals.main.url}/extdoc/gibtesnicht`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Das Dokument konnte nicht geladen werden.');
  await expect(dialog).toContainText('/skins/dachs/docs/gibtesnicht_de.html');
  await expect(dialog).toContainText('/docs/gibtesnicht_de.html');
  await expect(dialog).toContainText('HTTP 404');
  // /extdoc is the sticky variant: no close button; OK leaves.
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  await screenshotBothWidths(page, 'help-failed');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});
