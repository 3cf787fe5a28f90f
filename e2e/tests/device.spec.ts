import { adminApi } from '../support/admin-api.js';
import { DeviceMenuPage, serviceCode } from '../support/pages/device.js';
import { PortalFrame } from '../support/pages/frame.js';
import { expectScreen } from '../support/pages/screen.js';
import { expect, test } from '../support/test.js';
import { onlineUnit } from '../support/units.js';

// The device (installer) menu (issue 19; spec 4, 6, 8, 9): a partner enters the service level with
// the code the simulated unit checks and works its installer screens; operators stay in user mode;
// the remote down leaves the rest. The level's time-out: device-timeout.spec.ts.

test.describe('device menu', () => {
  test.setTimeout(180_000);

  test.describe('as a partner', () => {
    test.use({ role: 'partner' });

    test('a partner enters the service level and commissions, sets the heating curve, unlocks, tests the network and switches the unit off', async ({
      page,
    }) => {
      const sn = await onlineUnit(page, 'dachsII');
      const frame = new PortalFrame(page);
      const device = new DeviceMenuPage(page);
      await page.goto(`/${sn}/dashboard`);
      await frame.menuEntry('Gerätemenü').click();
      await expect(page).toHaveURL(new RegExp(`/${sn}/device$`));
      await expect(device.mode).toHaveText('Benutzermodus');
      await expect(device.screens.getByRole('link', { name: 'Heizkurve' })).toHaveCount(0);

      // A wrong code is refused by the unit.
      await device.code.fill('0000');
      await device.unlockLevel.click();
      await expect(page.getByRole('alert')).toContainText('Falscher Code der Serviceebene');
      await expect(device.mode).toHaveText('Benutzermodus');
      await device.enterServiceLevel();
      const remaining = page.getByTestId('service-level-remaining');
      await expect(remaining).toContainText(/noch \d+:\d\d/);
      await expectScreen(page, 'device-overview', { mask: [remaining] });

      // Commissioning: save the current settings.
      await device.openScreen('Inbetriebnahme');
      await page.getByRole('button', { name: 'Als Inbetriebnahme-Einstellungen speichern' }).click();
      await device.confirm('Als Inbetriebnahme-Einstellungen speichern');
      await expect(
        page.getByText('Die Einstellungen wurden als Inbetriebnahme-Einstellungen gespeichert.'),
      ).toBeVisible();
      await expect(page.getByText(/Zuletzt gespeichert:/)).toBeVisible();

      // Heating curve: the edit buffer is discarded by Cancel and written by Save.
      await device.openScreen('Heizkurve');
      const slopeShown = page.getByTestId('curve-values').getByRole('definition').nth(2);
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
      await expectScreen(page, 'device-heating-curve', { mask: [remaining] });

      // Reverting the commissioning settings brings the saved curve back.
      await device.openScreen('Inbetriebnahme');
      await page.getByRole('button', { name: 'Auf Inbetriebnahme-Einstellungen zurücksetzen' }).click();
      await device.confirm('Auf Inbetriebnahme-Einstellungen zurücksetzen');
      await expect(
        page.getByText('Die Inbetriebnahme-Einstellungen wurden wiederhergestellt.'),
      ).toBeVisible();
      await device.openScreen('Heizkurve');
      await expect(slopeShown).toHaveText(saved);

      // Unlocking: nothing locked; then a locking fault whose cause lasts a while: first not
      // remedied, then unlocked.
      await device.openScreen('Entriegeln');
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
        await device.openScreen('Übersicht');
        await expect(page.getByText('Verriegelnder Fehler').first()).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await device.openScreen('Entriegeln');
      await expect(page.getByTestId('unlock-fault')).toContainText(
        'Code 122: Kühlwassertemperatur zu hoch (> 95 °C)',
      );
      await faultCode.fill('121');
      await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('Entriegeln nicht möglich');
      await faultCode.fill('122');
      await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('Der Fehler ist nicht behoben');
      await expectScreen(page, 'device-unlock', { mask: [remaining] });
      await expect(async () => {
        await page.getByRole('button', { name: 'Entriegeln', exact: true }).click();
        await expect(page.getByText('Die Störung wurde entriegelt.')).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 30_000, intervals: [3000] });
      await admin.dispose();

      // Network tests, each with its wait message.
      await device.openScreen('Netzwerk');
      for (const name of ['Serververbindung testen', 'Ping', 'DNS-Ping', 'Netzwerk neu starten']) {
        expect(await device.runNetworkTest(name)).toEqual([`${name}: läuft, bitte warten …`]);
      }

      // Power: too short a press only explains; 3 s switch the unit off, and it stops.
      await device.openScreen('Ein/Aus');
      await expect(page.getByTestId('power-state')).toHaveText('Das Gerät ist eingeschaltet.');
      await device.tapPowerKey();
      await expect(page.getByRole('alert')).toContainText('3 Sekunden');
      await device.holdPowerKey();
      await expect(page.getByTestId('power-state')).toHaveText('Das Gerät ist ausgeschaltet.');
      await expect(page.getByTestId('power-running')).toHaveText(/In Betrieb: nein/, { timeout: 30_000 });
      // The live values say so too.
      await frame.menuEntry('Dashboard').click();
      await expect(page.getByTestId('unit-status')).toContainText('Steht', { timeout: 30_000 });
      await page.goBack();
      await device.holdPowerKey();
      await expect(page.getByTestId('power-state')).toHaveText('Das Gerät ist eingeschaltet.');

      // The menu's own languages.
      await device.openScreen('Übersicht');
      await page.getByLabel('Sprache').selectOption('it');
      await expect(device.mode).toHaveText(/installatore/i);
      await page.getByLabel('Lingua').selectOption('de');

      // Leaving the service level asks first.
      await page.getByRole('button', { name: 'Serviceebene verlassen' }).click();
      await device.confirm('Serviceebene verlassen');
      await expect(device.mode).toHaveText('Benutzermodus');
      await expect(device.screens.getByRole('link', { name: 'Heizkurve' })).toHaveCount(0);
    });

    test('mf-device down leaves the rest of the portal working', async ({ page }) => {
      await page.route('**/mf/device/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
      const frame = new PortalFrame(page);
      const sn = await onlineUnit(page, 'dachsII');
      await page.goto(`/${sn}/device`);
      await expect(frame.moduleUnavailable).toBeVisible();
      await frame.menuEntry('Dashboard').click();
      await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
      await expect(frame.moduleUnavailable).toHaveCount(0);
    });
  });

  test.describe('as an operator', () => {
    test.use({ role: 'betreiber' });

    test('an operator has the user mode only and changes its settings', async ({ page }) => {
      const sn = await onlineUnit(page, 'dachsII');
      const device = await new DeviceMenuPage(page).goto(sn);
      await expect(device.mode).toHaveText('Benutzermodus');
      await expect(page.getByText('Als Betreiber nutzen Sie den Benutzermodus.')).toBeVisible();
      await expect(device.code).toHaveCount(0);
      await expect(device.screens.getByRole('link')).toHaveText(['Übersicht', 'Einstellungen', 'Hilfe']);
      // Plain words: no build kind, no layout reload; a level other than 'all is well' says what it means.
      await expect(page.getByTestId('device-error-level')).toBeVisible();
      await expect(page.getByTestId('device-build')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Layout neu laden' })).toHaveCount(0);
      if ((await page.getByTestId('device-error-level').innerText()).trim() !== 'Alles in Ordnung')
        await expect(page.getByTestId('device-error-level-text')).not.toBeEmpty();
      await expectScreen(page, 'device-overview-operator');
      await page.goto(`/${sn}/device/heatingcurve`);
      await expect(page.getByText('Für diesen Bereich muss die Serviceebene aktiv sein.')).toBeVisible();
      // The server refuses as well, whatever the browser shows.
      const refused = await page.request.post(`/rest/device/${sn}/servicelevel`, {
        data: { code: serviceCode },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).key).toBe('device.installer.forbidden');

      await device.openScreen('Einstellungen');
      const screensaver = page.getByLabel('Bildschirmschoner nach (Sekunden)');
      const next = (await screensaver.inputValue()) === '120' ? '180' : '120';
      await screensaver.fill(next);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Bildschirmschoner nach (Sekunden)')).toHaveValue(next);
    });
  });
});
