import type { Page } from '@playwright/test';
import type { DryRunResponse, UnitListEntry } from '@portal/contracts';
import { CampaignsPage } from '../support/pages/campaigns.js';
import { DashboardPage } from '../support/pages/dashboard.js';
import { expectScreen } from '../support/pages/screen.js';
import { expect, test } from '../support/test.js';
import { listedUnits } from '../support/units.js';

// Issue 44 against the main portal: a partner's set-point write to an offline unit waits as a
// command on the dashboard; a partner's campaign writes a value to a few of its simulated units in
// two stages and reads it back. Values the campaign changed are put back at the end.

const shift = 'Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag';

const withPartnerConsent = (unit: UnitListEntry) =>
  unit.zustimmungMap['FERNZUGRIFF_PARTNER'] === true && unit.zustimmungMap['DACHSWEB'] === true;

/** What the campaign would do now (through the API: the test needs the current values first). */
async function dryRunOf(page: Page, serials: string[], value: number): Promise<DryRunResponse> {
  const response = await page.request.post('/rest/fleet/campaigns/dryRun', {
    data: {
      name: 'probe',
      values: { [shift]: value },
      filter: { serials },
      stages: [50, 100],
      pauseMinutes: 0,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DryRunResponse;
}

test.use({ role: 'partner' });

test('a write to an offline unit waits as a command on its dashboard and can be cancelled', async ({
  page,
}) => {
  const units = await listedUnits(page);
  // Not the first idle Dachs: the unit list's test shows that one's dashboard as it is.
  const idle = units
    .filter(
      (unit) =>
        !unit.online &&
        unit.productGroup === 'dachsII' &&
        (unit.module === '' || unit.module === 'L1') &&
        withPartnerConsent(unit),
    )
    .at(-1);
  expect(idle, 'an offline Dachs with consents').toBeDefined();
  const sn = idle!.seriennummer;
  const dashboard = await new DashboardPage(page).goto(sn);
  await dashboard.openPage('Heizung und Warmwasser');
  const card = dashboard.widget('Warmwasser');
  await card.getByRole('button', { name: /Bearbeiten/ }).click();
  await expect(card.getByRole('status')).toContainText('Die Anlage ist offline.');
  const expiry = card.getByRole('combobox', { name: 'Warten höchstens' });
  await expect(expiry).toHaveValue('24');
  await expiry.selectOption({ label: '6 Stunden' });
  await card.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' }).fill('52');
  await card.getByRole('button', { name: 'In Warteschlange' }).click();
  // A toast has no role of its own that tells it from other notices: by Bootstrap's class.
  const toast = page.locator('.toast').filter({ hasText: 'Wartet auf die Anlage' });
  await expect(toast).toContainText('höchstens 6 Stunden');
  await toast.getByRole('button', { name: 'Schließen' }).click();

  await dashboard.goto(sn);
  const commands = page.getByRole('region', { name: 'Ausstehende Befehle' });
  await expect(commands).toContainText('1 Befehl wartet auf die Anlage');
  await expect(commands).toContainText('Warmwasser-Solltemperatur: 52,0 °C');
  await expect(commands.getByRole('list', { name: 'Fortschritt' })).toContainText('Wartet: aktuell');
  await commands.scrollIntoViewIfNeeded();
  await expectScreen(page, 'pending-commands');

  await commands.getByRole('button', { name: /abbrechen$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Befehl abbrechen' }).click();
  const finished = page.getByRole('region', { name: 'Befehle' });
  await finished.getByRole('button', { name: 'Zuletzt beendet (1)' }).click();
  await expect(finished).toContainText('Abgebrochen');
});

test('a partner dry-runs a campaign over online units, starts it in two stages and sees it confirmed', async ({
  page,
}) => {
  const online = (await listedUnits(page)).filter(
    (unit) => unit.online && unit.productGroup === 'dachsII' && withPartnerConsent(unit),
  );
  expect(online.length, 'online Dachs units with the partner’s consent').toBeGreaterThanOrEqual(2);
  const serials = online.slice(0, 3).map((unit) => unit.seriennummer);
  const before = await dryRunOf(page, serials, 0);
  const current = new Map(before.units.map((unit) => [unit.sn, unit.changes[0]?.from ?? null]));
  // A value none of them has: unchanged units would be skipped.
  const value = [3, 4, 5, 6, 7].find((candidate) => ![...current.values()].includes(candidate))!;

  try {
    const campaigns = await new CampaignsPage(page).goto();
    await page.getByRole('link', { name: 'Neue Kampagne' }).click();
    await expect(campaigns.heading).toHaveText('Neue Kampagne');
    await campaigns.field('Name').fill(`Parallelverschiebung ${value} K`);
    await campaigns.field('Anlagenart').selectOption({ label: 'Dachs (aktuelle Generation)' });
    await campaigns.field('Datenpunkt').selectOption({ label: 'Parallelverschiebung Tag (K)' });
    await expect(campaigns.field('Neuer Wert')).toHaveAccessibleDescription(/^Erlaubt -10 bis 10 K/);
    await campaigns.field('Neuer Wert').fill(String(value));
    await campaigns.field('Nur diese Seriennummern').fill(serials.join('\n'));
    await campaigns.field('Stufe 1 in %').fill('50');
    await page.getByRole('button', { name: 'Stufe 3 entfernen' }).click();
    await campaigns.field('Stufe 2 in %').fill('100');
    await campaigns.field('Pause zwischen den Stufen (Minuten)').fill('0');
    await page.getByRole('button', { name: 'Probelauf' }).click();
    await expect(campaigns.total('Werden geschrieben')).toContainText(String(serials.length));
    await expect(campaigns.dryRun.getByRole('row')).toHaveCount(serials.length + 1);
    await expectScreen(page, 'campaign-dry-run');

    await page.getByRole('button', { name: 'Kampagne starten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kampagne starten' }).click();
    await expect(page).toHaveURL(/\/fleet\/campaigns\/\d+$/);
    await expect(campaigns.state('Abgeschlossen')).toBeVisible({ timeout: 60_000 });
    const rows = campaigns.results.getByRole('row').filter({ hasText: 'Bestätigt' });
    await expect(rows).toHaveCount(serials.length);
    await expect(rows.first()).toContainText(`${value} K`);
    await expectScreen(page, 'campaign-detail');
    await page.getByRole('link', { name: 'Zurück zu den Kampagnen' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Parallelverschiebung ${value} K` })
        .first(),
    ).toContainText('Abgeschlossen');
  } finally {
    for (const [sn, from] of current)
      if (from !== null)
        await page.request.post(`/rest/canip/${sn}/write`, {
          data: { action: 'writeValues', values: { [shift]: from } },
        });
  }
});
