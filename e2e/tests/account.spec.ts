import { expect, test } from '../support/test.js';
import { PortalFrame } from '../support/pages/frame.js';
import { expectScreen } from '../support/pages/screen.js';

// The user settings' dialogs (address, password) and the admin's debug side panel.

test.describe('as a partner', () => {
  test.use({ role: 'partner' });

  test('the address dialog checks the postcode and the VAT ID rule, then saves', async ({ page }) => {
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
    await expectScreen(page, 'address-dialog-errors');
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
    await expect(page.getByRole('main')).toContainText('97082 Würzburg');
  });
});

test.describe('as the manufacturer', () => {
  test.use({ role: 'dachs' });

  test('the password dialog can be cancelled when not forced', async ({ page }) => {
    await page.goto('/usersettings');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Bisheriges Passwort')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
    await expectScreen(page, 'password-dialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('as the admin', () => {
  test.use({ role: 'admin' });

  test('the admin debug sidebar resets the local layout and reloads', async ({ page }) => {
    // The user settings behind the panel: a page no other test changes.
    await page.goto('/usersettings');
    await page.evaluate(() => {
      localStorage.setItem('portal.layout.removedItemIds', '["a"]');
      localStorage.setItem('portal.debug.info', 'true');
    });
    // Debug switches are kept across reloads.
    await page.reload();
    const panel = await new PortalFrame(page).openDebugPanel();
    await expect(panel.getByLabel('Info-Meldungen')).toBeChecked();
    await panel.getByLabel('Ausführliche Meldungen').check();
    await expectScreen(page, 'debug-sidebar');
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('button', { name: 'Layout zurücksetzen' }).click();
    await reloaded;
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(storage['portal.layout.removedItemIds']).toBeUndefined();
    expect(storage['portal.debug.verbose']).toBe('true');
  });
});

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('operators do not see the debug panel entry', async ({ page }) => {
    const frame = new PortalFrame(page);
    await page.goto('/');
    await expect(frame.menuEntry('Konto')).toBeVisible();
    await expect(frame.menuEntry('Debug-Leiste')).toHaveCount(0);
  });
});
