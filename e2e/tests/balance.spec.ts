import { type BalanceResponse, balanceResponseSchema, siteBalanceResponseSchema } from '@portal/contracts';
import { BalancePage, lastFullMonthStart } from '../support/pages/balance.js';
import { collectPageErrors } from '../support/pages/frame.js';
import { expectScreen } from '../support/pages/screen.js';
import { expect, test } from '../support/test.js';
import { listedUnits, onlineUnit } from '../support/units.js';

// The balance of a unit (issue 45) against the main portal, whose demo units have months of counter
// history: the operator opens it from the side menu, reads the month's figures the API answers,
// enters tariffs (one wrong first) and sees the money figures they give.

test.use({ role: 'betreiber', timezoneId: 'Europe/Berlin' });

const de = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(n);
const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n);

test('an operator opens the balance, reads its figures, enters tariffs and sees the money', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const sn = await onlineUnit(page, 'dachsII');
  await page.goto(`/${sn}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Bilanz' }).click();
  await expect(page).toHaveURL(new RegExp(`/${sn}/balance$`));
  const balance = new BalancePage(page);
  await expect(balance.heading).toBeVisible();
  await expect(balance.periods.getByRole('button', { name: 'Monat' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const answerOf = async (start: string): Promise<BalanceResponse> => {
    const answer = await page.waitForResponse(
      (r) => r.url().includes(`/rest/units/${sn}/balance?`) && r.url().includes(`start=${start}`) && r.ok(),
    );
    return balanceResponseSchema.parse(await answer.json());
  };
  const previousStart = lastFullMonthStart();
  const before = balanceResponseSchema.parse(await (await balance.showLastFullMonth(sn)).json());
  expect(before.kind).toBe('chp');
  expect(before.energy.electricityKWh).toBeGreaterThan(0);
  await expect(balance.figure('Strom erzeugt')).toContainText(`${de(before.energy.electricityKWh!)} kWh`);
  await expect(balance.figure('Wärme erzeugt')).toContainText(`${de(before.energy.heatKWh!)} kWh`);
  await expect(balance.degreeDays).toContainText('Gradtagzahl G20/15');
  await expectScreen(page, 'balance-month', { mask: balance.changing() });

  await balance.tariffs.getByRole('button', { name: 'Tarife bearbeiten' }).click();
  await balance.tariff('Brennstoffpreis (ct/kWh Hs)').fill('abc');
  await balance.tariff('Strombezug (ct/kWh)').fill('35');
  await balance.tariff('Einspeisevergütung (ct/kWh)').fill('8,2');
  await balance.tariff('KWK-Zuschlag (ct/kWh)').fill('8');
  await balance.tariff('Eigenverbrauchsanteil ohne Zähler (%)').fill('60');
  await balance.tariff('Brennstoff je Betriebsstunde (kWh Hs/h)').fill('22,8');
  await balance.tariff('Brennstoff').selectOption({ label: 'Erdgas' });
  await balance.tariffs.getByRole('button', { name: 'Tarife speichern' }).click();
  await expect(balance.tariff('Brennstoffpreis (ct/kWh Hs)')).toHaveAccessibleDescription(/Ungültiger Wert/);
  await balance.tariff('Brennstoffpreis (ct/kWh Hs)').fill('11');
  await expect(balance.tariff('Brennstoffpreis (ct/kWh Hs)')).not.toHaveAccessibleDescription(
    /Ungültiger Wert/,
  );
  await expectScreen(page, 'balance-tariffs-form', { mask: balance.changing() });
  const saved = answerOf(previousStart);
  await balance.tariffs.getByRole('button', { name: 'Tarife speichern' }).click();
  const after = await saved;
  // The confirmation goes by itself after a few seconds: looked for at once, the screen taken without it.
  await expect(page.getByText('Tarife gespeichert')).toBeVisible();
  expect(after.money).not.toBeNull();
  expect(after.energy.fuelSource).toBe('estimated');
  await expect(balance.money).toContainText('Ersparnis');
  await expect(balance.money).toContainText(euro(after.money!.savings));
  await expect(balance.money).toContainText(euro(after.money!.fuelCost));
  // The flow's diagram is drawn once its card is scrolled to (saving left the page at the form).
  await balance.flow.scrollIntoViewIfNeeded();
  await expect(balance.flow.getByRole('img')).toHaveAccessibleName(/Brennstoff → Strom/);
  await expect(page.getByText('Tarife gespeichert')).toBeHidden();
  await expectScreen(page, 'balance-money', { mask: balance.changing() });
  expect(errors).toEqual([]);
});

test('an operator sees the balance of the whole location with each of its units', async ({ page }) => {
  const errors = collectPageErrors(page);
  // The bakery: a Dachs, a heat pump, a buffer tank and a grid connection.
  const units = await listedUnits(page);
  const dachs = units.find(
    (unit) =>
      unit.productGroup === 'dachsII' &&
      units.some((other) => other.locationUuid === unit.locationUuid && other.productGroup === 'netz'),
  );
  expect(dachs, 'a Dachs beside a grid connection').toBeDefined();
  const sn = dachs!.seriennummer;
  const balance = await new BalancePage(page).goto(sn);
  // The last full month: on the first day of a month the current one has hardly any data to compare.
  await balance.showLastFullMonth(sn);
  const answered = page.waitForResponse((r) => r.url().includes(`/rest/units/${sn}/balance/site?`) && r.ok());
  await page.getByRole('button', { name: 'Ganzer Standort' }).click();
  const site = siteBalanceResponseSchema.parse(await (await answered).json());
  expect(site.units.map((unit) => unit.productGroup)).toEqual(
    expect.arrayContaining(['dachsII', 'netz', 'waermepumpe']),
  );
  const table = page.getByRole('region', { name: 'Einheiten am Standort' });
  await expect(table.getByRole('row')).toHaveCount(site.units.length + 1);
  await expect(table.getByRole('link', { name: 'Wärmepumpe' })).toBeVisible();
  await expect(balance.figure('Wärme erzeugt')).toContainText(`${de(site.site.energy.heatKWh!)} kWh`);
  // Own use comes from the grid connection's meter, and the Dachs are checked against it.
  expect(site.site.energy.ownUseSource).toBe('meter');
  await expect(page.getByRole('region', { name: 'Bilanzabgleich' })).toContainText(
    'Strom der Einheiten = Erzeugungszähler des Netzanschlusses',
  );
  await expectScreen(page, 'balance-site', { mask: balance.changing() });
  expect(errors).toEqual([]);
});

test('an operator downloads a past month as PDF and has the monthly report mailed to a tax adviser', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const sn = await onlineUnit(page, 'dachsII');
  const balance = await new BalancePage(page).goto(sn);
  // The figures around the reports card are the last full month's: the current month's move.
  await balance.showLastFullMonth(sn);
  const { reports } = balance;
  await expect(reports.getByRole('combobox', { name: 'Monat' })).toBeVisible();
  // The month before the current one is the newest offered; the current one never is.
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  await expect(reports.getByRole('combobox', { name: 'Monat' })).toHaveValue(last);
  const download = page.waitForEvent('download');
  await reports.getByRole('link', { name: 'Monatsbericht (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`report-${sn}-${last}.pdf`);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const location = page.waitForEvent('download');
  await reports.getByRole('link', { name: /^Standortbericht / }).click();
  expect((await location).suggestedFilename()).toBe(`report-location-${last}.pdf`);
  await expect(
    reports.getByRole('link', { name: /^Energiesteuer \d{4} im Energiesteuer-Tool$/ }),
  ).toHaveAttribute('href', /^\/hzatool\/[0-9a-f-]+\?year=\d{4}$/);

  const monthly = reports.getByRole('checkbox', { name: /an mich senden/ });
  const adviser = reports.getByLabel('Kopie an Steuerberater/in (E-Mail, optional)');
  // Put back what the demo world had, whatever an earlier run left.
  await monthly.setChecked(true);
  await adviser.fill('kein-postfach');
  await reports.getByRole('button', { name: 'Speichern' }).click();
  await expect(adviser).toHaveAccessibleDescription('Ungültige E-Mail-Adresse.');
  await expectScreen(page, 'balance-reports', { mask: balance.changing() });
  await adviser.fill('steuer@example.org');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/rest/units/${sn}/report-settings`) && r.request().method() === 'PUT',
  );
  await reports.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Berichtseinstellungen gespeichert')).toBeVisible();
  await page.reload();
  await expect(new BalancePage(page).reports.getByLabel(/Steuerberater/)).toHaveValue('steuer@example.org');
  // Back to none, so the next run starts where this one did.
  await new BalancePage(page).reports.getByRole('checkbox', { name: /an mich senden/ }).setChecked(false);
  await new BalancePage(page).reports.getByLabel(/Steuerberater/).fill('');
  await new BalancePage(page).reports.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Berichtseinstellungen gespeichert')).toBeVisible();
  expect(errors).toEqual([]);
});
