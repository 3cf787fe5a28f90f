import { expect, test } from '../support/test.js';
import { logIn, screenshotBothWidths } from '../support/pages.js';

test('the address dialog checks the postcode and the VAT ID rule, then saves', async ({ page }) => {
  await logIn(page, 'partner');
  await page.goto('/usersettings');
  await page.getByRole('button', { name: 'Adressdaten erfassen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Firmendaten' })).toBeVisible();
  await expect(dialog.getByLabel('Umsatzsteuer-ID')).toBeDisabled();
  await dialog.getByLabel('Firma', { exact: true }).fill('Heizungsbau Müller GmbH');
  await expect(dialog.getByLabel('Umsatzsteuer-ID')).toBeEnabled();
  await dialog.getByLabel('Anrede').selectOption('Herr');
  await dialog.getByLabel('Vorname').fill('Thomas');
  await dialog.getByLabel('Nachname').fill('Müller');
  await dialog.getByLabel('Straße').fill('Mergentheimer Straße');
  await dialog.getByLabel('Hausnr.').fill('52');
  await dialog.getByLabel('PLZ').fill('9708');
  await dialog.getByLabel('Ort').fill('Würzburg');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toContainText('Die Postleitzahl muss aus genau 5 Ziffern bestehen.');
  await expect(dialog).toContainText('Bei Angabe einer Firma ist die Umsatzsteuer-ID erforderlich.');
  await screenshotBothWidths(page, 'address-dialog-errors');
  await dialog.getByLabel('PLZ').fill('97082');
  await dialog.getByLabel('Umsatzsteuer-ID').fill('DE123456789');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  const saved = await (await page.request.get('/rest/info/addressdata')).json();
  expect(saved.address).toMatchObject({
    firma: 'Heizungsbau Müller GmbH',
    umsatzsteuerId: 'DE123456789',
    plz: '97082',
  });
  await expect(page.locator('.portal-page')).toContainText('97082 Würzburg');
});

test('the password dialog can be cancelled when not forced', async ({ page }) => {
  await logIn(page, 'dachs');
  await page.goto('/usersettings');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Bisheriges Passwort')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  await screenshotBothWidths(page, 'password-dialog');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the admin debug sidebar resets the local layout and reloads', async ({ page }) => {
  await logIn(page, 'admin');
  await page.evaluate(() => {
    localStorage.setItem('portal.layout.removedItemIds', '["a"]');
    localStorage.setItem('portal.debug.info', 'true');
  });
  // Debug switches are kept across reloads.
  await page.reload();
  await page.locator('.portal-sidebar [data-menu="debugPanel"]').click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByLabel('Info-Meldungen')).toBeChecked();
  await panel.getByLabel('Ausführliche Meldungen').check();
  await screenshotBothWidths(page, 'debug-sidebar');
  const reloaded = page.waitForEvent('load');
  await panel.getByRole('button', { name: 'Layout zurücksetzen' }).click();
  await reloaded;
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage['portal.layout.removedItemIds']).toBeUndefined();
  expect(storage['portal.debug.verbose']).toBe('true');
});

test('operators do not see the debug panel entry', async ({ page }) => {
  await logIn(page, 'betreiber');
  await expect(page.locator('[data-menu="debugPanel"]')).toHaveCount(0);
});
