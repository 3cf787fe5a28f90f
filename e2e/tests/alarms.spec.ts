import { adminApi } from '../support/admin-api.js';
import { AlarmBell, AlarmsPage } from '../support/pages/alarms.js';
import { formatted } from '../support/pages/frame.js';
import { expect, test } from '../support/test.js';
import { listedUnits } from '../support/units.js';

// Alarms (issue 42): a simulated unit's locking fault reaches its operator's bell within seconds
// over the live socket; the operator acknowledges it on /alarms, and sees it resolve once the unit
// is repaired (the main portal resolves a cause gone for ALARM_CLEAR_SECONDS).

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('a locking fault rings the bell, is acknowledged with a note and resolves when the unit is repaired', async ({
    page,
  }) => {
    // Not the showcase Dachs, whose due check and past fault other tests read: one with nothing to say.
    const quiet = (await listedUnits(page)).find(
      (unit) =>
        unit.productGroup === 'dachsII' &&
        unit.online &&
        unit.zustimmungMap['DACHSWEB'] === true &&
        !unit.glance.maintenanceDue &&
        unit.glance.fault === null,
    );
    expect(quiet, 'an online Dachs without messages').toBeDefined();
    const sn = quiet!.seriennummer;
    const bell = new AlarmBell(page);
    const alarms = new AlarmsPage(page);
    await alarms.goto();
    await expect(bell.link).toBeVisible();
    const before = await bell.openCount();

    const admin = await adminApi();
    const locked = await admin.post(`/rest/simulation/${sn}/lockingFault`, {
      data: { code: 121, causeSeconds: 3600 },
    });
    expect(locked.ok()).toBe(true);
    // Told live: no reload, within seconds (other simulated units may fault meanwhile: at least one more).
    await expect.poll(() => bell.openCount(), { timeout: 10_000 }).toBeGreaterThan(before);
    const rung = await bell.openCount();
    const row = alarms.incident(formatted(sn), 'Kapseltemperatur zu hoch');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Offen');
    await expect(row.getByText(/^(Verriegelnde Störung|Störung)$/)).toBeVisible();

    await alarms.act(row, 'Quittieren', 'Installateur kommt morgen früh');
    await expect(row).toContainText('Quittiert von');
    await expect(row).toContainText('Installateur kommt morgen früh');
    await expect.poll(() => bell.openCount()).toBeLessThan(rung);

    expect((await admin.post(`/rest/simulation/${sn}/clearFault`, { data: { code: 121 } })).ok()).toBe(true);
    await alarms.state.selectOption({ label: 'Behoben' });
    await expect(row).toContainText('Von selbst behoben', { timeout: 10_000 });
    await admin.dispose();
  });
});
