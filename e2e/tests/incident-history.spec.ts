import { adminApi } from '../support/admin-api.js';
import { ChartCard } from '../support/pages/charts.js';
import { expect, test } from '../support/test.js';
import { listedUnits } from '../support/units.js';

// A unit's history (issue 42): a fault the simulated unit raises shows on its errors page's history
// of messages, live, and its charts mark it as a band from its start.

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('a fault shows in the unit’s message history and as a band on its chart', async ({ page }) => {
    // A Dachs with nothing to say, not the one the alarms' test faults (it takes the first).
    const quiet = (await listedUnits(page)).findLast(
      (unit) =>
        unit.productGroup === 'dachsII' &&
        unit.online &&
        unit.zustimmungMap['DACHSWEB'] === true &&
        !unit.glance.maintenanceDue &&
        unit.glance.fault === null,
    );
    expect(quiet, 'an online Dachs without messages').toBeDefined();
    const sn = quiet!.seriennummer;
    await page.goto(`/${sn}/errors`);
    const history = page.getByRole('region', { name: 'Verlauf der Meldungen' });
    await expect(history.getByRole('link', { name: 'In der Alarmliste öffnen' }).first()).toHaveAttribute(
      'href',
      `/alarms?sn=${sn}&state=all`,
    );

    const admin = await adminApi();
    try {
      const faulted = await admin.post(`/rest/simulation/${sn}/lockingFault`, {
        data: { code: 121, causeSeconds: 3600 },
      });
      expect(faulted.ok()).toBe(true);
      // Told live: the history reloads on the Alarm message, without a reload of the page.
      const entry = history.getByTestId('incident-entry').filter({ hasText: 'Kapseltemperatur zu hoch' });
      await expect(entry).toBeVisible();
      await expect(entry).toContainText('Besteht noch');
      await expect(entry.getByText(/^(Verriegelnde Störung|Störung)$/)).toBeVisible();

      await page.goto(`/${sn}/dashboard`);
      await page
        .getByRole('link', { name: /Betriebsdaten/ })
        .first()
        .click();
      const energy = new ChartCard(page, 'Erzeugte Arbeit');
      await energy.root.scrollIntoViewIfNeeded();
      await energy.loaded();
      await expect(energy.incidentBands).toHaveCount(1);
      await expect(energy.incidentBands).toHaveClass(/mfd-chart-incident-(locking|fault)/);
      await expect(energy.plotBandLabels.filter({ hasText: 'E121' })).toBeVisible();
    } finally {
      expect((await admin.post(`/rest/simulation/${sn}/clearFault`, { data: { code: 121 } })).ok()).toBe(
        true,
      );
      await admin.dispose();
    }
  });
});
