import { authFile } from '../support/auth.js';
import { SettingsPage } from '../support/pages/settings.js';
import { expect, test } from '../support/test.js';
import { listedUnits } from '../support/units.js';

// Issue 43: the owner sees who accessed their unit. The partner connects the operator's unit and
// changes its hot-water set point; the operator's settings page lists both, and the consent history.

const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';

test.describe('access log', () => {
  test.use({ role: 'betreiber' });
  test.setTimeout(120_000);

  test("the operator sees the partner's connect and set-point change in the access section", async ({
    page,
    browser,
  }) => {
    const own = new Set(
      (await listedUnits(page))
        .filter((unit) => unit.zustimmungMap['DACHSWEB'])
        .map((unit) => unit.seriennummer),
    );
    const partnerContext = await browser.newContext({
      locale: 'de-DE',
      storageState: authFile('main', 'partner'),
    });
    const partner = await partnerContext.newPage();
    await partner.goto('/');
    const sn = (await listedUnits(partner)).find(
      (unit) => own.has(unit.seriennummer) && unit.productGroup === 'dachsII' && unit.online,
    )?.seriennummer;
    expect(sn, 'an online Dachs of betreiber that partner looks after').toBeDefined();

    // The partner connects (as the dashboard does) and changes the set point, then puts it back.
    const connected = await partner.request.get(`/rest/canip/${sn}`);
    expect(connected.ok()).toBe(true);
    const before = (await connected.json()) as { boardValues: Record<string, { value: unknown }> };
    const old = Number(before.boardValues[setPoint]?.value ?? 55);
    const next = old === 58 ? 57 : 58;
    const write = (value: number) =>
      partner.request.post(`/rest/canip/${sn}/write`, {
        data: { action: 'writeValues', values: { [setPoint]: value } },
      });
    expect((await write(next)).ok()).toBe(true);

    const settings = await new SettingsPage(page).goto(sn!);
    await expect(settings.entry('partner', 'hat die Anlage verbunden').first()).toBeVisible();
    await expect(
      settings.entry('partner', new RegExp(`hat ${setPoint} von .* auf ${next} geändert`)).first(),
    ).toBeVisible();
    // The operator's own visit is not an access by others, until asked for.
    await expect(settings.entry('betreiber', 'hat die Anlage verbunden')).toHaveCount(0);
    await settings.ownSwitch.check();
    await expect(settings.entry('betreiber', 'hat die Anlage verbunden').first()).toBeVisible();
    await settings.ownSwitch.uncheck();
    await expect(settings.csv).toHaveAttribute('href', `/rest/units/${sn}/accessLog/export`);
    await expect(settings.history.getByText(/durch (seed|betreiber)/).first()).toBeVisible();

    expect((await write(old)).ok()).toBe(true);
    await partnerContext.close();
  });
});
