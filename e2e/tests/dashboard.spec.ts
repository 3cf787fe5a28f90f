import type { Page } from '@playwright/test';
import { freshSession } from '../support/auth.js';
import { DashboardPage, pairTexts, valueOf } from '../support/pages/dashboard.js';
import { PortalFrame, collectPageErrors, formatted } from '../support/pages/frame.js';
import { LoginPage } from '../support/pages/login.js';
import { endlessAnimationsOffScreen, expectScreen } from '../support/pages/screen.js';
import { expect, test } from '../support/test.js';
import { listedUnits, onlineUnit } from '../support/units.js';
import { overflowingTexts, wordsSplitOverLines } from '../support/text-layout.js';

// The dashboard remote against the main portal: simulated units stream live values over the embedded
// MQTT broker; writes go to the unit and come back as read-back values. Tests that change a unit's
// settings put them back.

async function writeValue(page: Page, sn: string, key: string, value: unknown): Promise<void> {
  const response = await page.request.post(`/rest/canip/${sn}/write`, {
    data: { action: 'writeValues', values: { [key]: value } },
  });
  expect(response.ok()).toBe(true);
}

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('an operator connects a unit, watches live values and opens its data pages', async ({ page }) => {
    const errors = collectPageErrors(page);
    const sn = await onlineUnit(page, 'dachsII');
    const dashboard = await new DashboardPage(page).goto(sn);
    const status = dashboard.widget('Betriebszustand');
    await expect(status).toBeVisible();
    await expect(valueOf(status, 'Drehzahl')).toContainText('1/min');
    // Faults and warnings read as catalogue code and text (the showcase Dachs has a check due: 650).
    await expect(valueOf(status, 'Aktuelle Warnung')).toHaveText(/^(keine|6\d\d: .*[a-zäöü].*)$/);
    await expect(valueOf(status, 'Aktuelle Störung')).toHaveText(/^(keine|\d{3}: .*[a-zäöü].*)$/);
    // The charts below the fold wait to be scrolled to: their placeholders stand still meanwhile.
    await expect(page.locator('[data-awaits-view] .portal-skeleton').first()).toBeAttached();
    expect(await endlessAnimationsOffScreen(page)).toEqual([]);
    // A value changed at the unit (here by a write from elsewhere) shows up live, without a reload.
    const tile = dashboard.tile('Stromführung');
    await expect(tile).toContainText('Wärmegeführt');
    await writeValue(page, sn, 'Hka_Ew.bFuehrungHKA', 1);
    await expect(tile).toContainText('Stromgeführt');
    await writeValue(page, sn, 'Hka_Ew.bFuehrungHKA', 0);
    await expect(tile).toContainText('Wärmegeführt');

    await dashboard.pageLink('Heizung und Warmwasser').click();
    await expect(page).toHaveURL(new RegExp(`/${sn}/dp/[0-9a-f]{64}$`));
    await expect(dashboard.heading).toHaveText(`Heizung und Warmwasser · Anlage ${formatted(sn)}`);
    await expect(dashboard.widget('Heizkurve Heizkreis 1')).toBeVisible();
    await expectScreen(page, 'datapage-heizung');
    await dashboard.back.click();
    await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`));
    expect(errors).toEqual([]);
  });

  test('a set point is written to the unit and read back; invalid input blocks saving', async ({ page }) => {
    const sn = await onlineUnit(page, 'dachsII');
    const dashboard = await new DashboardPage(page).goto(sn);
    await dashboard.openPage('Heizung und Warmwasser');
    const card = dashboard.widget('Warmwasser');
    const setPoint = valueOf(card, 'Warmwasser-Solltemperatur');
    await expect(setPoint).toContainText('°C');
    const before = Number((await setPoint.textContent())?.match(/(\d+),\d\s*°C/)?.[1]);
    const next = before === 60 ? 58 : 60;

    await card.getByRole('button', { name: /Bearbeiten/ }).click();
    const input = card.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' });
    const save = card.getByRole('button', { name: 'Speichern' });
    await input.fill('abc');
    await expect(card.getByText('nicht gültig')).toBeVisible();
    await expect(save).toBeDisabled();
    const widthBefore = (await input.boundingBox())?.width ?? 0;
    await input.fill('99');
    const message = card.getByText('Der gewählte Wert liegt außerhalb des zulässigen Bereichs');
    await expect(message).toBeVisible();
    await expect(save).toBeDisabled();
    // The field keeps its width and shows all of "99"; the message stands below it (issue 40, 34).
    expect((await input.boundingBox())?.width).toBeCloseTo(widthBefore, 0);
    expect(await input.evaluate((field: HTMLInputElement) => field.scrollWidth <= field.clientWidth)).toBe(
      true,
    );
    expect((await message.boundingBox())!.y).toBeGreaterThan((await input.boundingBox())!.y);
    const viewport = page.viewportSize();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await input.evaluate((field: HTMLInputElement) => field.scrollWidth <= field.clientWidth)).toBe(
        true,
      );
    }
    if (viewport) await page.setViewportSize(viewport);
    await expectScreen(page, 'widget-edit-invalid');
    await input.fill(String(next));
    await expect(save).toBeEnabled();
    const written = page.waitForResponse((response) => response.url().endsWith(`/rest/canip/${sn}/write`));
    await save.click();
    const answer = (await (await written).json()) as { values: Record<string, unknown> };
    // The unit applied it: the write answer carries the value read back from the unit.
    expect(answer.values['Ww_Ew.Warmwasser.sbSollTemp']).toBe(next);
    await expect(setPoint).toContainText(`${next},0 °C`);
    // Confirmed to the user, not only read back.
    await expect(
      new PortalFrame(page).toast('Warmwasser: Die Anlage hat die neuen Werte übernommen.'),
    ).toBeVisible();

    // Put the demo unit back.
    await writeValue(page, sn, 'Ww_Ew.Warmwasser.sbSollTemp', before);
  });

  test('a time program switch is moved, saved and read back from the unit', async ({ page }) => {
    const sn = await onlineUnit(page, 'dachsII');
    const dashboard = await new DashboardPage(page).goto(sn);
    await dashboard.openPage('Stromführung');
    const card = dashboard.widget('Zeitprogramme');
    await expect(card.getByText('06:00').first()).toBeVisible();
    await card.getByRole('button', { name: /Bearbeiten/ }).click();
    await card.getByRole('button', { name: 'Schaltpunkt 1 10 Minuten später' }).first().click();
    await expectScreen(page, 'widget-time-program-edit');
    const written = page.waitForResponse((response) => response.url().endsWith(`/rest/canip/${sn}/write`));
    await card.getByRole('button', { name: 'Speichern' }).click();
    const response = await written;
    const sent = (response.request().postDataJSON() as { values: Record<string, Record<string, number>> })
      .values;
    // Only the changed day goes out, as name[index].
    expect(Object.keys(sent)).toEqual(['Stromf_Ew.Zeitprogramm1[0]']);
    const day = sent['Stromf_Ew.Zeitprogramm1[0]']!;
    const answer = (await response.json()) as { values: Record<string, Record<string, number>> };
    expect(answer.values['Stromf_Ew.Zeitprogramm1[0]']?.['switchTime1']).toBe(day['switchTime1']);
    await expect(card.getByText('06:10').first()).toBeVisible();
    await expect(
      new PortalFrame(page).toast('Zeitprogramme: Die Anlage hat die neuen Werte übernommen.'),
    ).toBeVisible();

    await writeValue(page, sn, 'Stromf_Ew.Zeitprogramm1[0]', {
      ...day,
      switchTime1: day['switchTime1']! - 1,
    });
  });

  test('the consent dialog: DACHSWEB off forces the remote consents off; the OK colour follows', async ({
    page,
  }) => {
    const units = await listedUnits(page);
    const unit = units.find((entry) => entry.online && entry.zustimmungMap['DACHSWEB'] === false);
    expect(unit, 'an online unit of betreiber without consent').toBeDefined();
    await page.goto(`/${unit!.seriennummer}/dashboard`);
    const dashboard = new DashboardPage(page);
    const dialog = dashboard.consentDialog;
    await expect(dialog).toBeVisible();
    // Behind the dialog the dashboard is blurred and hidden from screen readers.
    await expect(dashboard.tiles).toHaveCount(0);
    const web = dialog.getByRole('checkbox', { name: /Daten ins Portal übertragen/ });
    const brand = dialog.getByRole('checkbox', { name: /Fernzugriff für den Hersteller/ });
    const partner = dialog.getByRole('checkbox', { name: /Fernzugriff für Ihren Fachpartner/ });
    const ok = dialog.getByRole('button', { name: 'Speichern' });
    await expect(web).not.toBeChecked();
    await expect(brand).toBeDisabled();
    await expect(partner).toBeDisabled();
    // The button's colour says how much is granted (a look without a role: Bootstrap's classes).
    await expect(ok).toHaveClass(/btn-danger/);
    await web.check();
    await expect(brand).toBeEnabled();
    await expect(ok).toHaveClass(/btn-warning/);
    await expect(dialog.getByTestId('consent-hint')).toContainText('Ohne Fernzugriff');
    await brand.check();
    await partner.check();
    await expect(ok).toHaveClass(/btn-success/);
    await web.uncheck();
    await expect(brand).not.toBeChecked();
    await expect(partner).not.toBeChecked();
    // DACHSWEB was never granted: cancelling leaves the unit.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
  });

  test('operators see only active errors and no link to the full list', async ({ page }) => {
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/errors`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
    // The due check is maintenance, not a red fault, and says what to do (issue 40, 33).
    const check = page.getByTestId('error-entry').filter({ hasText: '250-Stunden-Prüfung fällig' });
    await expect(check.getByRole('img', { name: 'Wartung' })).toBeVisible();
    await expect(check.getByText('aktiv')).toHaveClass(/bg-info/);
    await expect(check.getByTestId('error-advice')).toContainText('Installateur');
    // The list of messages; the history below it tells of past incidents too.
    await expect(
      page.getByTestId('error-entry').getByText('Kühlwassertemperatur zu hoch (> 95 °C)'),
    ).toHaveCount(0);
    // One word in the menu, the header list and the page.
    await expect(new PortalFrame(page).menuEntry('Meldungen')).toBeVisible();
    await new PortalFrame(page).errorBell.click();
    await expect(page.getByRole('link', { name: /Alle Meldungen anzeigen/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test("the showcase Dachs' due 250-hour check sets 'maintenance due'", async ({ page }) => {
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/errors`);
    await expect(
      page.getByTestId('error-entry').getByRole('cell', { name: '250-Stunden-Prüfung fällig' }),
    ).toBeVisible();
    const dashboard = await new DashboardPage(page).goto(sn);
    await expect(valueOf(dashboard.widget('Betriebszustand'), 'Wartung fällig')).toContainText('Ja');
  });

  // Two tests rather than one walk over three dashboards and a Dachs's data pages: each stays well
  // inside its time on a slow machine.
  test('widget texts wrap between words at every width, never cut inside a word', async ({ page }) => {
    const units = await listedUnits(page);
    const serials = ['dachsII', 'dachs08', 'waermepumpe']
      .map((group) => units.find((unit) => unit.productGroup === group && unit.online)?.seriennummer)
      .filter((sn): sn is string => sn !== undefined);
    expect(serials).toHaveLength(3);
    const dashboard = new DashboardPage(page);
    const body = page.getByRole('main');
    for (const sn of serials) {
      await dashboard.gotoWidgets(sn);
      for (const width of [375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await wordsSplitOverLines(body), `${sn} at ${width} px`).toEqual([]);
        expect(await overflowingTexts(body, pairTexts), `${sn} at ${width} px`).toEqual([]);
      }
    }
  });

  test("a Dachs's data pages wrap between words too (value rows, tables, heating curve)", async ({
    page,
  }) => {
    const dachs = await onlineUnit(page, 'dachsII');
    const dashboard = new DashboardPage(page);
    const body = page.getByRole('main');
    await dashboard.gotoWidgets(dachs);
    const links = await dashboard.pageAddresses();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await page.goto(link);
      await expect(dashboard.widgets.first()).toBeVisible();
      for (const width of [375, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await wordsSplitOverLines(body), `${link} at ${width} px`).toEqual([]);
      }
    }
  });
});

// Its own login (ended on purpose): the saved operator session stays for the other tests.
test.describe('as an operator in a session of its own', () => {
  test('a session that runs out during an edit: the login page says why and returns to the page', async ({
    page,
  }) => {
    await freshSession(page, 'betreiber');
    const sn = await onlineUnit(page, 'dachsII');
    const dashboard = await new DashboardPage(page).goto(sn);
    await dashboard.openPage('Heizung und Warmwasser');
    const dataPage = page.url();
    const card = dashboard.widget('Warmwasser');
    await card.getByRole('button', { name: /Bearbeiten/ }).click();
    await card.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' }).fill('57');
    // The session ends elsewhere (logged out in another tab). Ended on the server, not by clearing
    // this browser's cookies: the dashboard's polls still in flight set the rolling cookie again.
    // Its own session, not the operator's saved one that the other tests share.
    expect((await page.request.get('/rest/info/logout')).ok()).toBe(true);
    await card.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/^Ihre Sitzung ist abgelaufen/)).toBeVisible();
    await expectScreen(page, 'login-session-expired');
    await new LoginPage(page).submitAs('betreiber');
    await expect(page).toHaveURL(dataPage);
    await expect(dashboard.widget('Warmwasser')).toBeVisible();
  });
});

test.describe('as a partner', () => {
  test.use({ role: 'partner' });

  test('partners see current and past errors with details and the full-list link', async ({ page }) => {
    const sn = await onlineUnit(page, 'dachsII');
    await new DashboardPage(page).goto(sn);
    await new PortalFrame(page).errorBell.click();
    await page.getByRole('link', { name: 'Alle Meldungen anzeigen (2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/${sn}/errors$`));
    const entries = page.getByTestId('error-entry');
    await expect(entries.getByText('250-Stunden-Prüfung fällig')).toBeVisible();
    await expect(entries.getByText('Kühlwassertemperatur zu hoch (> 95 °C)')).toBeVisible();
    await expect(entries.getByText('erledigt').first()).toBeVisible();
    // The history below depends on what other tests did to the unit (alarms.spec checks it).
    await expectScreen(page, 'errors-partner', { leaveOut: ['[data-testid="incident-history"]'] });
  });
});

test.describe('as the manufacturer', () => {
  test.use({ role: 'dachs' });

  test('every kind of unit shows its widgets', async ({ page }) => {
    const errors = collectPageErrors(page);
    const dashboard = new DashboardPage(page);
    for (const [kind, widgetTitle] of [
      ['netz', 'Energiefluss'],
      ['pufferspeicher', 'Schichtung'],
      ['batterie', 'Werte'],
      ['waermepumpe', null],
      ['dachs08', null],
    ] as const) {
      const sn = await onlineUnit(page, kind);
      await dashboard.goto(sn);
      if (widgetTitle) await expect(dashboard.widget(widgetTitle)).toBeVisible();
      await expect(dashboard.widgets.first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  // A walk of its own: with the one above it ran past the test's time on a loaded machine.
  test("a Dachs's data pages show their widgets, a chart page its date picker", async ({ page }) => {
    const errors = collectPageErrors(page);
    const dashboard = new DashboardPage(page);
    const sn = await onlineUnit(page, 'dachsII');
    await dashboard.goto(sn);
    for (const name of ['Betriebsdaten', 'Temperaturen', 'Stromführung']) {
      await dashboard.openPage(name);
      await expect(dashboard.widgets.first()).toBeVisible();
      if (name === 'Betriebsdaten') {
        // A chart-mode page: its date picker starts today, cannot go into the future and goes back.
        await expect(page.getByRole('radio', { name: 'Tag' })).toBeChecked();
        await expect(page.getByRole('button', { name: 'Nächster Tag' })).toBeDisabled();
        await page.getByRole('button', { name: 'Vorheriger Tag' }).click();
        await expect(page.getByRole('button', { name: 'Nächster Tag' })).toBeEnabled();
      }
      await dashboard.back.click();
    }
    expect(errors).toEqual([]);
  });

  test('the energy flow shows the spec 9 ratios of the powers beside them', async ({ page }) => {
    const sn = await onlineUnit(page, 'netz');
    const dashboard = await new DashboardPage(page).goto(sn);
    const picture = dashboard.widget('Energiefluss').getByRole('img');
    await expect(picture).toHaveAttribute('aria-label', /Erzeugung \d.*Autarkiegrad \d/);
    const label = ((await picture.getAttribute('aria-label')) ?? '').replace(/\u00a0/g, ' ');
    const number = (pattern: RegExp) => Number((pattern.exec(label)?.[1] ?? 'NaN').replace(',', '.'));
    const production = number(/Erzeugung ([\d,]+) kW/);
    const consumption = number(/Verbrauch ([\d,]+) kW/);
    const imported = label.includes('Netzbezug') ? number(/Netzbezug ([\d,]+) kW/) : 0;
    const exported = label.includes('Einspeisung') ? number(/Einspeisung ([\d,]+) kW/) : 0;
    const autarky = number(/Autarkiegrad ([\d,]+) %/);
    const ownConsumption = number(/Eigenverbrauchsquote ([\d,]+) %/);
    // Spec 9 on the powers as shown (one decimal, so each is known to ±0.05 kW; 0.0 kW is nothing).
    const ratio = (own: number, other: number) => (own + other > 0 ? (100 * own) / (own + other) : 0);
    const range = (shown: number) => (shown === 0 ? [0, 0] : [Math.max(0, shown - 0.05), shown + 0.05]);
    const within = (value: number, bounds: number[]) =>
      value >= Math.min(...bounds) - 0.05 && value <= Math.max(...bounds) + 0.05;
    const [pLow = 0, pHigh = 0] = range(production);
    const [eLow = 0, eHigh = 0] = range(exported);
    const [cLow = 0, cHigh = 0] = range(consumption);
    const [iLow = 0, iHigh = 0] = range(imported);
    expect(
      within(ownConsumption, [
        ratio(Math.max(0, pLow - eHigh), eHigh),
        ratio(Math.max(0, pHigh - eLow), eLow),
      ]),
      label,
    ).toBe(true);
    expect(
      within(autarky, [ratio(Math.max(0, cLow - iHigh), iHigh), ratio(Math.max(0, cHigh - iLow), iLow)]),
      label,
    ).toBe(true);
    if (production === 0) expect(ownConsumption, label).toBe(0);
    if (imported === 0 && consumption > 0) expect(autarky, label).toBe(100);
  });
});
