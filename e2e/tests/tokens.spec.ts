import { expect, test } from '../support/test.js';
import { expectScreen } from '../support/pages/screen.js';

// Personal access tokens (issue 43) on /usersettings: made in the dialog, the secret shown once and
// working as a bearer token, then revoked. As the external user, whose settings no other test shows.

test.describe('as an external user', () => {
  test.use({ role: 'extern' });

  test('makes a token, uses its secret once shown, and revokes it', async ({ page, playwright, baseURL }) => {
    await page.goto('/usersettings');
    const card = page.getByRole('region', { name: 'Zugriffstoken' });
    await card.getByRole('button', { name: 'Token erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zugriffstoken erstellen' });
    await dialog.getByLabel('Name').fill('Gebäudeleittechnik');
    await dialog.getByRole('checkbox', { name: /Störungen lesen/ }).check();
    await expectScreen(page, 'token-dialog');
    await dialog.getByRole('button', { name: 'Token erstellen' }).click();
    await expect(dialog).toHaveCount(0);

    const notice = card.getByRole('region', { name: 'Ihr neues Token „Gebäudeleittechnik“' });
    const secret = await notice.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^pat_portal_[0-9a-f]{12}_[0-9a-f]{64}$/);
    // Random and dated: the secret, the prefix and the expiry are masked.
    await expectScreen(page, 'access-tokens', {
      mask: [notice.getByLabel('Token'), card.locator('.font-monospace'), card.getByText(/Gültig bis/)],
    });

    // The secret works without the session, and only within its scopes.
    const script = await playwright.request.newContext({ baseURL });
    const headers = { authorization: `Bearer ${secret}` };
    expect((await script.get('/rest/alarms/count', { headers })).status()).toBe(200);
    expect((await script.get('/rest/info/addressdata', { headers })).status()).toBe(403);

    await notice.getByRole('button', { name: 'Ich habe das Token gesichert' }).click();
    await card.getByRole('button', { name: 'Gebäudeleittechnik widerrufen' }).click();
    await page
      .getByRole('dialog', { name: 'Token widerrufen?' })
      .getByRole('button', { name: 'Widerrufen' })
      .click();
    await expect(card.getByText('Widerrufen', { exact: true })).toBeVisible();
    expect((await script.get('/rest/alarms/count', { headers })).status()).toBe(401);
    await script.dispose();
  });
});
