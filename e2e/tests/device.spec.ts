import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { logIn, screenshotBothWidths } from '../support/pages.js';
import { demoPassword, portals } from '../support/portals.js';
import { onlineUnit } from '../support/units.js';

// The device (installer) menu (issue 19; spec 4, 6, 8, 9): a partner enters the service level with
// the code the simulated unit checks and works its installer screens; operators stay in user mode;
// the level times out (SERVICE_LEVEL_SECONDS of the main portal); the remote down leaves the rest.

/** The code the simulated units accept (packages/unit-sim, ADR 0014). */
const serviceCode = '4711';

const screens = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Gerätemenüs' });

async function openScreen(page: Page, name: string) {
  await screens(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function confirm(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toHaveCount(0);
}

/** An admin's API session on the main portal, for the simulation's test control. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: portals.main.url });
  const login = await api.post('/rest/info/login', { data: { user: 'admin', password: demoPassword } });
  expect(login.ok()).toBe(true);
  return api;
}

/** Holds the power key for `ms` with the mouse. */
async function holdPowerKey(page: Page, ms: number) {
  await page.getByRole('button', { name: 'Ein/Aus-Taste' }).hover();
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

async function enterServiceLevel(page: Page) {
  await page.getByLabel('Code der Serviceebene').fill(serviceCode);
  await page.getByRole('button', { name: 'Serviceebene freischalten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Serviceebene aktiv' })).toBeVisible();
  await expect(page.getByTestId('device-mode')).toHaveText('Installateurmodus');
}

test.describe('device menu', () => {
  test.setTimeout(180_000);

  test('a partner enters the service level and commissions, sets the heating curve, unlocks, tests the network and switches the unit off', async ({
    page,
  }) => {
    await logIn(page, 'partner');
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/dashboard`);
    await page.locator('.portal-sidebar [data-menu="device"]').click();
    await expect(page).toHaveURL(new RegExp(`/${sn}/device$`));
    await expect(page.getByTestId('device-mode')).toHaveText('Benutzermodus');
    await expect(screens(page).getByRole('link', { name: 'Heizkurve' })).toHaveCount(0);

    // A wrong code is refused by the unit.
    await page.getByLabel('Code der Serviceebene').fill('0000');
    await page.getByRole('button', { name: 'Serviceebene freischalten' }).click();
    await expect(page.getByRole('alert')).toContainText('Falscher Code der Serviceebene');
    await expect(page.getByTestId('device-mode')).toHaveText('Benutzermodus');
    await enterServiceLevel(page);
    await expect(page.getByTestId('service-level-remaining')).toContainText(/noch \d+:\d\d/);
    await screenshotBothWidths(page, 'device-overview-de');

    // Commissioning: save the current settings.
    await openScreen(page, 'Inbetriebnahme');
    await page.getByRole('button', { name: 'Als Inbetriebnahme-Einstellungen speichern' }).click();
    await confirm(page, 'Als Inbetriebnahme-Einstellungen speichern');
    await expect(
      page.getByText('Die Einstellungen wurden als Inbetriebnahme-Einstellungen gespeichert.'),
    ).toBeVisible();
    await expect(page.getByText(/Zuletzt gespeichert:/)).toBeVisible();

    // Heating curve: the edit buffer is discarded by Cancel and written by Save.
    await openScreen(page, 'Heizkurve');
    const slopeShown = page.getByTestId('curve-values').locator('dd').nth(2);
    const saved = (await slopeShown.textContent())!.trim();
    const changed = saved === '1,6' ? '1,2' : '1,6';
    const slope = page.getByLabel('Steigung');
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await slope.fill(changed);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(slopeShown).toHaveText(saved);
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await slope.fill(changed);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Heizkurve wurde gespeichert.')).toBeVisible();
    await expect(slopeShown).toHaveText(changed);
    await screenshotBothWidths(page, 'device-heating-curve');

    // Reverting the commissioning settings brings the saved curve back.
    await openScreen(page, 'Inbetriebnahme');
    await page.getByRole('button', { name: 'Auf Inbetriebnahme-Einstellungen zurücksetzen' }).click();
    await confirm(page, 'Auf Inbetriebnahme-Einstellungen zurücksetzen');
    await expect(page.getByText('Die Inbetriebnahme-Einstellungen wurden wiederhergestellt.')).toBeVisible();
    await openScreen(page, 'Heizkurve');
    await expect(slopeShown).toHaveText(saved);

    // Unlocking: nothing locked; then a locking fault whose cause lasts a while: first not
    // remedied, then unlocked.
    await openScreen(page, 'Entriegeln');
    const faultCode = page.getByLabel('Fehlercode am Gerät');
    await faultCode.fill('122');
    await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Die Sicherheitseinheit ist nicht verriegelt');
    const admin = await adminApi();
    const locked = await admin.post(`/rest/simulation/${sn}/lockingFault`, {
      data: { code: 122, causeSeconds: 12 },
    });
    expect(locked.ok()).toBe(true);
    await expect(async () => {
      await openScreen(page, 'Übersicht');
      await expect(page.getByText('Verriegelnder Fehler').first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await openScreen(page, 'Entriegeln');
    await expect(page.getByTestId('unlock-fault')).toContainText(
      'Code 122: Kühlwassertemperatur zu hoch (> 95 °C)',
    );
    await faultCode.fill('121');
    await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Entriegeln nicht möglich');
    await faultCode.fill('122');
    await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Der Fehler ist nicht behoben');
    await screenshotBothWidths(page, 'device-unlock');
    await expect(async () => {
      await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
      await expect(page.getByText('Die Störung wurde entriegelt.')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000, intervals: [3000] });
    await admin.dispose();

    // Network tests, each with its wait message.
    await openScreen(page, 'Netzwerk');
    for (const name of ['Serververbindung testen', 'Ping', 'DNS-Ping', 'Netzwerk neu starten']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByText(`${name}: läuft, bitte warten …`)).toBeVisible();
      await expect(page.getByText(new RegExp(`^${name}: erfolgreich`))).toBeVisible({ timeout: 10_000 });
    }
    await screenshotBothWidths(page, 'device-network');

    // Power: too short a press only explains; 3 s switch the unit off, and it stops.
    await openScreen(page, 'Ein/Aus');
    await expect(page.getByTestId('power-state')).toHaveText('Das Gerät ist eingeschaltet.');
    await holdPowerKey(page, 800);
    await expect(page.getByRole('alert')).toContainText('3 Sekunden');
    await holdPowerKey(page, 3300);
    await expect(page.getByTestId('power-state')).toHaveText('Das Gerät ist ausgeschaltet.');
    await expect(page.getByTestId('power-running')).toHaveText(/In Betrieb: nein/, { timeout: 30_000 });
    await screenshotBothWidths(page, 'device-power');
    // The live values say so too.
    await page.locator('.portal-sidebar [data-menu="dashboard"]').click();
    await expect(page.getByTestId('unit-status')).toContainText('Steht', { timeout: 30_000 });
    await page.goBack();
    await holdPowerKey(page, 3300);
    await expect(page.getByTestId('power-state')).toHaveText('Das Gerät ist eingeschaltet.');

    // The menu's own languages.
    await openScreen(page, 'Übersicht');
    await page.getByLabel('Sprache').selectOption('it');
    await expect(page.getByTestId('device-mode')).toHaveText(/installatore/i);
    await screenshotBothWidths(page, 'device-overview-it');
    await page.getByLabel('Lingua').selectOption('de');

    // Leaving the service level asks first.
    await page.getByRole('button', { name: 'Serviceebene verlassen' }).click();
    await confirm(page, 'Serviceebene verlassen');
    await expect(page.getByTestId('device-mode')).toHaveText('Benutzermodus');
    await expect(screens(page).getByRole('link', { name: 'Heizkurve' })).toHaveCount(0);
  });

  test('an operator has the user mode only and changes its settings', async ({ page }) => {
    await logIn(page, 'betreiber');
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/device`);
    await expect(page.getByTestId('device-mode')).toHaveText('Benutzermodus');
    await expect(page.getByText('Als Betreiber nutzen Sie den Benutzermodus.')).toBeVisible();
    await expect(page.getByLabel('Code der Serviceebene')).toHaveCount(0);
    await expect(screens(page).getByRole('link')).toHaveText(['Übersicht', 'Einstellungen', 'Hilfe']);
    // Plain words: no build kind, no layout reload; a level other than 'all is well' says what it means.
    await expect(page.getByTestId('device-error-level')).toBeVisible();
    await expect(page.getByTestId('device-build')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Layout neu laden' })).toHaveCount(0);
    if ((await page.getByTestId('device-error-level').innerText()).trim() !== 'Alles in Ordnung')
      await expect(page.getByTestId('device-error-level-text')).not.toBeEmpty();
    await screenshotBothWidths(page, 'device-overview-operator');
    await page.goto(`/${sn}/device/heatingcurve`);
    await expect(page.getByText('Für diesen Bereich muss die Serviceebene aktiv sein.')).toBeVisible();
    // The server refuses as well, whatever the browser shows.
    const refused = await page.request.post(`/rest/device/${sn}/servicelevel`, {
      data: { code: serviceCode },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).key).toBe('device.installer.forbidden');

    await openScreen(page, 'Einstellungen');
    const screensaver = page.getByLabel('Bildschirmschoner nach (Sekunden)');
    const next = (await screensaver.inputValue()) === '120' ? '180' : '120';
    await screensaver.fill(next);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Bildschirmschoner nach (Sekunden)')).toHaveValue(next);
    await screenshotBothWidths(page, 'device-settings');
  });

  test('the service level times out', async ({ page }) => {
    await logIn(page, 'partner');
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/device`);
    await enterServiceLevel(page);
    await expect(page.getByText('Zeitüberschreitung der Serviceebene')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('device-mode')).toHaveText('Benutzermodus');
    const refused = await page.request.post(`/rest/device/${sn}/calibrate`, { data: {} });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).key).toBe('device.servicelevel.timeout');
  });

  test('mf-device down leaves the rest of the portal working', async ({ page }) => {
    await page.route('**/mf/device/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await logIn(page, 'partner');
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/device`);
    await expect(page.locator('.module-unavailable')).toContainText('Modul nicht verfügbar');
    await page.locator('.portal-sidebar [data-menu="dashboard"]').click();
    await expect(page.locator('.mfd-data-widget').first()).toBeVisible();
    await expect(page.locator('.module-unavailable')).toHaveCount(0);
  });
});
