import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { collectPageErrors, logIn, screenshotBothWidths } from '../support/pages.js';
import { demoPassword } from '../support/portals.js';
import { listedUnits, onlineUnit } from '../support/units.js';
import { overflowingTexts, wordsSplitOverLines } from '../support/text-layout.js';

// The dashboard remote against the main portal: simulated units stream live values over the embedded
// MQTT broker; writes go to the unit and come back as read-back values. Tests that change a unit's
// settings put them back.

/** The widget card titled `title`. */
function widget(page: Page, title: string): Locator {
  return page.locator('section.mfd-data-widget').and(page.getByRole('region', { name: title, exact: true }));
}

/** The value text of a row labelled `label` inside a widget. */
function row(card: Locator, label: string): Locator {
  return card.locator('div', { has: card.page().getByText(label, { exact: true }) }).last();
}

async function writeValue(page: Page, sn: string, key: string, value: unknown): Promise<void> {
  const response = await page.request.post(`/rest/canip/${sn}/write`, {
    data: { action: 'writeValues', values: { [key]: value } },
  });
  expect(response.ok()).toBe(true);
}

/** Ten-digit serials read '52 0001 2345' everywhere on the page. */
function formatted(sn: string): string {
  return sn.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3');
}

async function openDashboard(page: Page, sn: string): Promise<void> {
  await page.goto(`/${sn}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: `Anlage ${formatted(sn)}` })).toBeVisible();
}

test('an operator connects a unit, watches live values and opens its data pages', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'betreiber');
  const sn = await onlineUnit(page, 'dachsII');
  await page
    .getByRole('button', { name: /^Mit Anlage .* verbinden$/ })
    .first()
    .waitFor();
  await openDashboard(page, sn);
  const status = widget(page, 'Betriebszustand');
  await expect(status).toBeVisible();
  await expect(row(status, 'Drehzahl')).toContainText('1/min');
  // Faults and warnings read as catalogue code and text (the showcase Dachs has a check due: 650).
  await expect(row(status, 'Aktuelle Warnung')).toHaveText(/^Aktuelle Warnung(keine|6\d\d: .*[a-zäöü].*)$/);
  await expect(row(status, 'Aktuelle Störung')).toHaveText(/^Aktuelle Störung(keine|\d{3}: .*[a-zäöü].*)$/);
  // A value changed at the unit (here by a write from elsewhere) shows up live, without a reload.
  const tile = page.locator('.card').filter({ has: page.getByRole('link', { name: /^Stromführung/ }) });
  await expect(tile).toContainText('Wärmegeführt');
  await writeValue(page, sn, 'Hka_Ew.bFuehrungHKA', 1);
  await expect(tile).toContainText('Stromgeführt');
  await writeValue(page, sn, 'Hka_Ew.bFuehrungHKA', 0);
  await expect(tile).toContainText('Wärmegeführt');
  await screenshotBothWidths(page, 'dashboard-dachs');

  await page.getByRole('link', { name: /Heizung und Warmwasser/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${sn}/dp/[0-9a-f]{64}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Heizung und Warmwasser · Anlage ${formatted(sn)}`,
  );
  await expect(widget(page, 'Heizkurve Heizkreis 1')).toBeVisible();
  await screenshotBothWidths(page, 'datapage-heizung');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`));
  expect(errors).toEqual([]);
});

test('a set point is written to the unit and read back; invalid input blocks saving', async ({ page }) => {
  await logIn(page, 'betreiber');
  const sn = await onlineUnit(page, 'dachsII');
  await openDashboard(page, sn);
  await page.getByRole('link', { name: /Heizung und Warmwasser/ }).click();
  const card = widget(page, 'Warmwasser');
  await expect(row(card, 'Warmwasser-Solltemperatur')).toContainText('°C');
  const before = Number(
    (await row(card, 'Warmwasser-Solltemperatur').textContent())?.match(/(\d+),\d\s*°C/)?.[1],
  );
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
  await screenshotBothWidths(page, 'widget-edit-invalid');
  await input.fill(String(next));
  await expect(save).toBeEnabled();
  const written = page.waitForResponse((response) => response.url().endsWith(`/rest/canip/${sn}/write`));
  await save.click();
  const answer = (await (await written).json()) as { values: Record<string, unknown> };
  // The unit applied it: the write answer carries the value read back from the unit.
  expect(answer.values['Ww_Ew.Warmwasser.sbSollTemp']).toBe(next);
  await expect(row(card, 'Warmwasser-Solltemperatur')).toContainText(`${next},0 °C`);
  // Confirmed to the user, not only read back.
  await expect(page.locator('.toast.bg-success')).toContainText(
    'Warmwasser: Die Anlage hat die neuen Werte übernommen.',
  );
  await screenshotBothWidths(page, 'widget-saved');

  // Put the demo unit back.
  await writeValue(page, sn, 'Ww_Ew.Warmwasser.sbSollTemp', before);
});

test('a session that runs out during an edit: the login page says why and returns to the page', async ({
  page,
}) => {
  await logIn(page, 'betreiber');
  const sn = await onlineUnit(page, 'dachsII');
  await openDashboard(page, sn);
  await page.getByRole('link', { name: /Heizung und Warmwasser/ }).click();
  const dataPage = page.url();
  const card = widget(page, 'Warmwasser');
  await card.getByRole('button', { name: /Bearbeiten/ }).click();
  await card.getByRole('textbox', { name: 'Warmwasser-Solltemperatur' }).fill('57');
  // The session ends elsewhere (expired, or logged out in another tab).
  await page.context().clearCookies();
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/^Ihre Sitzung ist abgelaufen/)).toBeVisible();
  await screenshotBothWidths(page, 'login-session-expired');
  await page.getByLabel('Benutzername oder E-Mail').fill('betreiber');
  await page.getByLabel('Passwort').fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(dataPage);
  await expect(widget(page, 'Warmwasser')).toBeVisible();
});

test('a time program switch is moved, saved and read back from the unit', async ({ page }) => {
  await logIn(page, 'betreiber');
  const sn = await onlineUnit(page, 'dachsII');
  await openDashboard(page, sn);
  await page.getByRole('link', { name: /Stromführung/ }).click();
  const card = widget(page, 'Zeitprogramme');
  await expect(card.getByText('06:00').first()).toBeVisible();
  await card.getByRole('button', { name: /Bearbeiten/ }).click();
  await card.getByRole('button', { name: 'Schaltpunkt 1 10 Minuten später' }).first().click();
  await screenshotBothWidths(page, 'widget-time-program-edit');
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
  await expect(page.locator('.toast.bg-success')).toContainText(
    'Zeitprogramme: Die Anlage hat die neuen Werte übernommen.',
  );

  await writeValue(page, sn, 'Stromf_Ew.Zeitprogramm1[0]', { ...day, switchTime1: day['switchTime1']! - 1 });
});

test('the consent dialog: DACHSWEB off forces the remote consents off; the OK colour follows', async ({
  page,
}) => {
  await logIn(page, 'betreiber');
  const units = await listedUnits(page);
  const unit = units.find((entry) => entry.online && entry.zustimmungMap['DACHSWEB'] === false);
  expect(unit, 'an online unit of betreiber without consent').toBeDefined();
  await page.goto(`/${unit!.seriennummer}/dashboard`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Datenschutz: Ihre Zustimmung')).toBeVisible();
  await expect(page.locator('.mfd-dashboard-blurred')).toBeVisible();
  const web = dialog.getByRole('checkbox', { name: /Daten ins Portal übertragen/ });
  const brand = dialog.getByRole('checkbox', { name: /Fernzugriff für den Hersteller/ });
  const partner = dialog.getByRole('checkbox', { name: /Fernzugriff für Ihren Fachpartner/ });
  const ok = dialog.getByRole('button', { name: 'Speichern' });
  await expect(web).not.toBeChecked();
  await expect(brand).toBeDisabled();
  await expect(partner).toBeDisabled();
  await expect(ok).toHaveClass(/btn-danger/);
  await web.check();
  await expect(brand).toBeEnabled();
  await expect(ok).toHaveClass(/btn-warning/);
  await expect(dialog.getByTestId('consent-hint')).toContainText('Ohne Fernzugriff');
  await brand.check();
  await partner.check();
  await expect(ok).toHaveClass(/btn-success/);
  await screenshotBothWidths(page, 'consent-dialog');
  await web.uncheck();
  await expect(brand).not.toBeChecked();
  await expect(partner).not.toBeChecked();
  // DACHSWEB was never granted: cancelling leaves the unit.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
});

test.describe('the errors page per role', () => {
  test('operators see only active errors and no link to the full list', async ({ page }) => {
    await logIn(page, 'betreiber');
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/errors`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
    // The due check is maintenance, not a red fault, and says what to do (issue 40, 33).
    const check = page.getByTestId('error-entry').filter({ hasText: '250-Stunden-Prüfung fällig' });
    await expect(check.getByRole('img', { name: 'Wartung' })).toBeVisible();
    await expect(check.getByText('aktiv')).toHaveClass(/bg-info/);
    await expect(check.getByTestId('error-advice')).toContainText('Installateur');
    await expect(page.getByText('Kühlwassertemperatur zu hoch (> 95 °C)')).toHaveCount(0);
    // One word in the menu, the header list and the page.
    await expect(page.getByRole('link', { name: 'Meldungen' }).first()).toBeVisible();
    await page.getByRole('button', { name: /Meldungen der Anlage/ }).click();
    await expect(page.getByRole('link', { name: /Alle Meldungen anzeigen/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await screenshotBothWidths(page, 'errors-betreiber');
  });

  test('partners see current and past errors with details and the full-list link', async ({ page }) => {
    await logIn(page, 'partner');
    const sn = await onlineUnit(page, 'dachsII');
    await openDashboard(page, sn);
    await page.getByRole('button', { name: /Meldungen der Anlage/ }).click();
    await page.getByRole('link', { name: 'Alle Meldungen anzeigen (2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/${sn}/errors$`));
    const entries = page.getByTestId('error-entry');
    await expect(entries.getByText('250-Stunden-Prüfung fällig')).toBeVisible();
    await expect(entries.getByText('Kühlwassertemperatur zu hoch (> 95 °C)')).toBeVisible();
    await expect(entries.getByText('erledigt').first()).toBeVisible();
    await screenshotBothWidths(page, 'errors-partner');
  });
});

test('every kind of unit shows its widgets (screenshots of each at 1280 and 375 px)', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'dachs');
  for (const [kind, widgetTitle] of [
    ['netz', 'Energiefluss'],
    ['pufferspeicher', 'Schichtung'],
    ['batterie', 'Werte'],
    ['waermepumpe', null],
    ['dachs08', null],
  ] as const) {
    const sn = await onlineUnit(page, kind);
    await openDashboard(page, sn);
    if (widgetTitle) await expect(widget(page, widgetTitle)).toBeVisible();
    await expect(page.locator('.mfd-data-widget').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await screenshotBothWidths(page, `dashboard-${kind}`);
  }
  const sn = await onlineUnit(page, 'dachsII');
  await openDashboard(page, sn);
  for (const name of ['Betriebsdaten', 'Temperaturen', 'Stromführung']) {
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    if (name === 'Betriebsdaten') {
      // A chart-mode page: its date picker starts today, cannot go into the future and goes back.
      await expect(page.getByRole('radio', { name: 'Tag' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Nächster Tag' })).toBeDisabled();
      await page.getByRole('button', { name: 'Vorheriger Tag' }).click();
      await expect(page.getByRole('button', { name: 'Nächster Tag' })).toBeEnabled();
    }
    await page.waitForTimeout(1000);
    await screenshotBothWidths(page, `datapage-${name.toLowerCase().replace('ü', 'ue')}`);
    await page.getByRole('button', { name: 'Zurück' }).click();
  }
  expect(errors).toEqual([]);
});

test.describe('simulated values agree with each other on screen', () => {
  test("the showcase Dachs' due 250-hour check sets 'maintenance due'", async ({ page }) => {
    await logIn(page, 'betreiber');
    const sn = await onlineUnit(page, 'dachsII');
    await page.goto(`/${sn}/errors`);
    await expect(page.getByRole('cell', { name: '250-Stunden-Prüfung fällig' })).toBeVisible();
    await openDashboard(page, sn);
    await expect(row(widget(page, 'Betriebszustand'), 'Wartung fällig')).toContainText('Ja');
  });

  test('the energy flow shows the spec 9 ratios of the powers beside them', async ({ page }) => {
    await logIn(page, 'dachs');
    const sn = await onlineUnit(page, 'netz');
    await openDashboard(page, sn);
    const picture = widget(page, 'Energiefluss').getByRole('img');
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

test('widget texts wrap between words at every width, never cut inside a word', async ({ page }) => {
  await logIn(page, 'betreiber');
  const units = await listedUnits(page);
  const serials = ['dachsII', 'dachs08', 'waermepumpe']
    .map((group) => units.find((unit) => unit.productGroup === group && unit.online)?.seriennummer)
    .filter((sn): sn is string => sn !== undefined);
  expect(serials).toHaveLength(3);
  const [dachs] = serials;
  for (const path of serials.map((sn) => `/${sn}/dashboard`)) {
    await page.goto(path);
    await expect(page.locator('section.mfd-data-widget').first()).toBeVisible();
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('.mfd-masonry-grid, .portal-page').first()).toBeVisible();
      const body = page.locator('.portal-page');
      expect(await wordsSplitOverLines(body), `${path} at ${width} px`).toEqual([]);
      expect(
        await overflowingTexts(body, '.mfd-value-row > *, .card dt, .card dd'),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  }
  // The data pages of a Dachs too (value rows, tables, the heating curve's parameters).
  await page.goto(`/${dachs}/dashboard`);
  await expect(page.locator('a[href*="/dp/"]').first()).toBeVisible();
  const links = await page
    .locator('a[href*="/dp/"]')
    .evaluateAll((anchors) =>
      [...new Set(anchors.map((anchor) => anchor.getAttribute('href') ?? ''))].filter(Boolean),
    );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    await page.goto(link);
    await expect(page.locator('section.mfd-data-widget').first()).toBeVisible();
    for (const width of [375, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await wordsSplitOverLines(page.locator('.portal-page')), `${link} at ${width} px`).toEqual([]);
    }
  }
});
