import { freshSession } from '../support/auth.js';
import { DeviceMenuPage } from '../support/pages/device.js';
import { listedUnits } from '../support/units.js';
import { expect, test } from '../support/test.js';

// The device menu's service level ends by itself (SERVICE_LEVEL_SECONDS of the main portal, spec 9).
// It runs beside the main portal's tests, as most of it is waiting: in a partner session of its own
// (a level belongs to a session and a unit) on the last online Dachs, while device.spec.ts works the
// first one in the shared session.

test('the service level times out', async ({ page }) => {
  test.setTimeout(120_000);
  await freshSession(page, 'partner');
  const dachs = (await listedUnits(page)).filter(
    (unit) => unit.productGroup === 'dachsII' && unit.online && unit.zustimmungMap['DACHSWEB'] === true,
  );
  const sn = dachs.at(-1)?.seriennummer;
  expect(sn, 'an online Dachs').toBeDefined();
  const device = await new DeviceMenuPage(page).goto(sn!);
  await device.enterServiceLevel();
  await expect(page.getByText('Zeitüberschreitung der Serviceebene')).toBeVisible({ timeout: 60_000 });
  await expect(device.mode).toHaveText('Benutzermodus');
  const refused = await page.request.post(`/rest/device/${sn}/calibrate`, { data: {} });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).key).toBe('device.servicelevel.timeout');
});
