import { PortalClient, PortalError } from '@portal/client';
import { expect, test } from '../support/test.js';
import { expectScreen } from '../support/pages/screen.js';
import { SettingsPage } from '../support/pages/settings.js';
import { listedUnits } from '../support/units.js';

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

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test("scripts with a token through the client, sees the use in the token list and the unit's access log, and stops it by revoking", async ({
    page,
    baseURL,
  }) => {
    const sn = (await listedUnits(page)).find(
      (unit) => unit.zustimmungMap['DACHSWEB'] && unit.productGroup === 'dachsII' && unit.online,
    )?.seriennummer;
    expect(sn, 'an online Dachs of betreiber with web consent').toBeDefined();

    await page.goto('/usersettings');
    const card = page.getByRole('region', { name: 'Zugriffstoken' });
    await card.getByRole('button', { name: 'Token erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zugriffstoken erstellen' });
    await dialog.getByLabel('Name').fill('Hausautomation');
    await dialog.getByRole('button', { name: 'Token erstellen' }).click();
    const notice = card.getByRole('region', { name: 'Ihr neues Token „Hausautomation“' });
    const secret = await notice.getByLabel('Token').inputValue();
    await notice.getByRole('button', { name: 'Ich habe das Token gesichert' }).click();

    // The script: the typed client with the token, as an integration would use it.
    const script = new PortalClient({ baseUrl: baseURL!, token: secret });
    const unit = await script.call('canipConnect', { params: { sn: sn! } });
    expect(unit.seriennummer).toBe(sn);
    const chart = await script.call('chartData', {
      params: { sn: sn! },
      body: {
        name: 'dachsII.temperaturen',
        start: Date.now() - 86_400_000,
        parameters: { period: 'd' },
        fields: [],
      },
    });
    expect(chart).toBeDefined();

    await page.reload();
    const row = card.getByRole('listitem').filter({ hasText: 'Hausautomation' });
    await expect(row.getByText(/Zuletzt benutzt/)).toBeVisible();

    const settings = await new SettingsPage(page).goto(sn!);
    const byToken = settings.accessEntries.filter({ hasText: 'Zugriffstoken' });
    await expect(byToken.filter({ hasText: 'hat die Anlage verbunden' }).first()).toBeVisible();
    await expect(byToken.filter({ hasText: 'hat Diagrammdaten gelesen' }).first()).toBeVisible();
    // The token is a consent the owner gave on the unit, seen in its history.
    const consent = settings.history
      .getByRole('listitem')
      .filter({ hasText: 'Zugriffstoken „Hausautomation“' });
    await expect(consent).toContainText('erteilt');

    await page.goto('/usersettings');
    await card.getByRole('button', { name: 'Hausautomation widerrufen' }).click();
    await page
      .getByRole('dialog', { name: 'Token widerrufen?' })
      .getByRole('button', { name: 'Widerrufen' })
      .click();
    await expect(row.getByText('Widerrufen', { exact: true })).toBeVisible();
    const refused = await script
      .call('canipConnect', { params: { sn: sn! } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PortalError);
    expect(refused).toMatchObject({ status: 401, key: 'exception.tokeninvalid' });
    await settings.goto(sn!);
    await expect(consent).toContainText('nicht erteilt');
  });
});
