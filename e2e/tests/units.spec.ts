import type { Browser, Page } from '@playwright/test';
import { externSerialFor } from '@portal/contracts';
import { type Role, authFile, freshSession } from '../support/auth.js';
import { DashboardPage } from '../support/pages/dashboard.js';
import { PortalFrame, collectPageErrors, formatted } from '../support/pages/frame.js';
import { expectScreen } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { demoPassword } from '../support/portals.js';
import { expect, test } from '../support/test.js';

// The units remote's screens (start page, location and unit selection dialogs, connecting, /migrate)
// against the main portal's demo world. Serials are drawn by the demo seed, so tests look them up
// through the same API the page uses. Tests that change demo data put it back.

/** A second browser session (another user at the same time). */
async function sessionAs(browser: Browser, role: Role): Promise<StartPage> {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    storageState: authFile('main', role),
  });
  return new StartPage(await context.newPage()).goto();
}

const startPage = (page: Page) => new StartPage(page).goto();

test.describe('the start page per role', () => {
  test.describe(() => {
    test.use({ role: 'betreiber' });

    test('operators see their locations and may add old units, without the GEN2 filter', async ({ page }) => {
      const errors = collectPageErrors(page);
      const start = await startPage(page);
      await expect(start.heading).toHaveText('Standortliste');
      await expect(start.addOldUnit).toHaveAttribute('href', '/migrate');
      await expect(start.filter('Nur GEN2')).toHaveCount(0);
      const locations = [
        'Bäckerei Hofmann',
        'Einfamilienhaus Hofmann',
        'Ferienhaus Hofmann',
        'Mehrfamilienhaus Hofmann',
      ];
      for (const name of locations) {
        await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(start.total).toHaveText('4');
      await expect(
        start.locationGroup('Bäckerei Hofmann').getByRole('button', { name: 'Standort bearbeiten' }),
      ).toBeVisible();
      // Four locations: no pager below ten.
      await expect(start.pager).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ role: 'partner' });

    test('partners get the GEN2 filter switched on and no old-unit button', async ({ page }) => {
      const start = await startPage(page);
      await expect(start.filter('Nur GEN2')).toBeChecked();
      await expect(start.addOldUnit).toHaveCount(0);
      await expect(start.filter('Nur externe Anlagen')).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ role: 'dachs' });

    test('the manufacturer filters external units and units with a location', async ({ page }) => {
      const start = await startPage(page);
      await expect(start.filter('Nur GEN2')).toBeChecked();
      await expect(start.filter('Nur verbundene')).toHaveCount(0);
      await expect(start.filter('Nur externe Anlagen')).not.toBeChecked();
      // Units without location come last in the unit list; the filter leaves them out of the count.
      const all = await start.showUnitList();
      // The filter lives in the address: the box shows checked once the new address is rendered.
      await start.filter('Nur Anlagen mit Standort').click();
      await expect(start.filter('Nur Anlagen mit Standort')).toBeChecked();
      await expect(start.total).not.toHaveText(String(all));
      expect(Number(await start.total.textContent())).toBeLessThan(all);
      await expect(start.filter('Nur Anlagen mit Standort')).toBeChecked();
    });
  });

  test.describe(() => {
    test.use({ role: 'admin' });

    test('admins see every filter and many units, paged by ten', async ({ page }) => {
      const start = await startPage(page);
      for (const name of ['Nur GEN2', 'Nur externe Anlagen', 'Nur Anlagen mit Standort', 'Nur verbundene']) {
        await expect(start.filter(name)).toBeVisible();
      }
      await start.showUnitList();
      await expect(start.pager).toBeVisible();
      const firstRow = start.rows.first();
      const firstOnPageOne = await firstRow.textContent();
      await start.pager.getByRole('button', { name: 'Seite 2' }).click();
      await expect(firstRow).not.toHaveText(firstOnPageOne ?? '');
      await expect(start.rows).toHaveCount(10);
    });
  });

  test.describe(() => {
    test.use({ role: 'demo' });

    test('demo users see anonymised serials and cannot edit locations', async ({ page }) => {
      const start = await startPage(page);
      await expect(page.getByRole('button', { name: 'Standort bearbeiten' })).toHaveCount(0);
      await expect(start.newLocation).toHaveCount(0);
      const { units } = await start.units();
      expect(units.length).toBeGreaterThan(0);
      for (const unit of units) expect(unit.seriennummer).toMatch(/^\d{5}$/);
    });
  });

  test.describe(() => {
    test.use({ role: 'extern' });

    test('the extern role starts with the list of its external units', async ({ page }) => {
      const start = await startPage(page);
      await expect(start.heading).toHaveText('Anlagenliste');
      await expect(start.table.getByText('extern', { exact: true })).toHaveCount(2);
    });
  });
});

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('the search waits for the typing to end and finds units by location; empty searches show all', async ({
    page,
  }) => {
    const start = await startPage(page);
    const all = await start.showUnitList();
    // The bakery: Dachs, buffer tank, heat pump and grid meter.
    await start.search.pressSequentially('  Bäckerei ', { delay: 40 });
    await expect(start.total).toHaveText('4');
    await expect(start.rows).toHaveCount(4);
    await start.searchFor('nichts-dergleichen');
    await expect(start.noMatches).toBeVisible();
    await start.clearSearch.click();
    await expect(start.total).toHaveText(String(all));
  });

  test('the tile display shows the units as tiles and is kept for the next visit (issue 40, 21)', async ({
    page,
  }) => {
    const start = await startPage(page);
    await start.showAs('Als Kacheln');
    await expect(page).toHaveURL(/tiles=1/);
    const tiles = page.getByTestId('unit-tile');
    await expect(tiles.first()).toBeVisible();
    await expect(start.table).toHaveCount(0);
    await page.goto('/');
    await expect(tiles.first()).toBeVisible();
    await start.showAs('Als Tabelle');
    await expect(start.table).toBeVisible();
  });

  test('a search kept from the last visit says so and clears with one click (issue 40, 40)', async ({
    page,
  }) => {
    const start = await startPage(page);
    await start.searchFor('gibtesnichtxyz');
    await expect(start.noMatches).toBeVisible();
    await page.goto('/');
    const banner = page.getByTestId('search-banner');
    await expect(banner).toContainText('Suche: „gibtesnichtxyz“');
    await expectScreen(page, 'start-search-banner');
    await banner.getByRole('button', { name: 'Suche löschen' }).click();
    await expect(banner).toHaveCount(0);
    await expect(start.search).toHaveValue('');
    await expect(start.table).toBeVisible();
  });

  test('a location filter (?uuid=) shows one location and can be removed', async ({ page }) => {
    const start = await startPage(page);
    await page.getByRole('link', { name: 'Ferienhaus Hofmann', exact: true }).click();
    await expect(page).toHaveURL(/\?uuid=/);
    await expect(start.search).toHaveCount(0);
    await expect(start.total).toHaveText('1');
    await page.getByRole('button', { name: 'Standortfilter entfernen' }).click();
    await expect(start.heading).toHaveText('Standortliste');
    await expect(start.search).toBeVisible();
  });
});

test.describe('as the manufacturer', () => {
  test.use({ role: 'dachs' });

  test('page and filters live in the address: Back goes to the previous page; a serial is found as shown', async ({
    page,
  }) => {
    const start = await startPage(page);
    await start.showUnitList();
    await start.pager.getByRole('button', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await start.pager.getByRole('button', { name: 'Seite 3' }).click();
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(start.currentPage).toContainText('Seite 2');
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(start.currentPage).toContainText('Seite 1');

    const [unit] = (await start.units()).units;
    const shown = formatted(unit!.seriennummer);
    await start.searchFor(shown);
    await expect(start.total).toHaveText('1');
    await expect(start.connectButton(unit!.seriennummer)).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(shown);
    await expect(start.clearSearch).toHaveCount(1);
  });
});

test.describe('as the admin', () => {
  test.use({ role: 'admin' });

  test('installers choose the page size, kept in the address, and see why each unit needs attention (issue 40, 39)', async ({
    page,
  }) => {
    const start = await startPage(page);
    await start.showUnitList();
    const size = page.getByRole('combobox', { name: 'Anlagen pro Seite' });
    await size.selectOption('25');
    await expect(page).toHaveURL(/size=25/);
    await expect(start.rows).toHaveCount(25);
    await page.getByRole('checkbox', { name: 'Handlungsbedarf zuerst' }).click();
    const reasons = page.getByTestId('attention-reason');
    await expect(reasons.first()).toContainText(/^Handlungsbedarf: /);
    await page.reload();
    await expect(size).toHaveValue('25');
  });
});

test.describe('locations', () => {
  test.use({ role: 'betreiber' });

  test('editing checks the postcode, saves, and the units can be chosen with the initial one locked', async ({
    page,
  }) => {
    const start = await startPage(page);
    await start
      .locationGroup('Bäckerei Hofmann')
      .getByRole('button', { name: 'Standort bearbeiten' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Standort bearbeiten' })).toBeVisible();
    const plz = dialog.getByLabel('PLZ');
    const originalPlz = await plz.inputValue();
    await expect(dialog.getByText('(Erstanlage)')).toBeVisible();

    await plz.fill('9742');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toContainText('Die Postleitzahl muss aus genau 5 Ziffern bestehen.');
    await expect(plz).toHaveAttribute('aria-invalid', 'true');
    await expectScreen(page, 'location-dialog');

    await dialog.getByRole('button', { name: 'Anlagen auswählen' }).click();
    const selection = page.getByRole('dialog').last();
    await expect(selection.getByRole('heading', { name: 'Anlagen auswählen' })).toBeVisible();
    await expect(selection.getByRole('checkbox').first()).toBeVisible();
    const locked = selection.getByRole('checkbox', { checked: true, disabled: true });
    await expect(locked).toHaveCount(1);
    await expect(selection.getByText('Ausgewählt: 4')).toBeVisible();
    await expectScreen(page, 'unit-selection-dialog');
    await selection.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // A real save, then the original name back (other tests use this location).
    await plz.fill(originalPlz);
    const name = dialog.getByLabel('Name des Standorts');
    await name.fill('Bäckerei Hofmann (geprüft)');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      new PortalFrame(page).toast('Der Standort „Bäckerei Hofmann (geprüft)“ wurde gespeichert.'),
    ).toBeVisible();
    const renamed = start.locationGroup('Bäckerei Hofmann (geprüft)');
    await renamed.getByRole('button', { name: 'Standort bearbeiten' }).click();
    await page.getByRole('dialog').getByLabel('Name des Standorts').fill('Bäckerei Hofmann');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bäckerei Hofmann', exact: true })).toBeVisible();
  });

  test('a new location needs a name and a five-digit postcode', async ({ page }) => {
    const start = await startPage(page);
    await start.newLocation.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Standort anlegen' })).toBeVisible();
    await dialog.getByLabel('PLZ').fill('123');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toContainText('Pflichtfeld.');
    await expect(dialog).toContainText('Die Postleitzahl muss aus genau 5 Ziffern bestehen.');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('connecting', () => {
  test.describe(() => {
    test.use({ role: 'betreiber' });

    test("connecting one of the operator's running Dachs units opens its dashboard", async ({ page }) => {
      const start = await startPage(page);
      const { units } = await start.units({ search: 'Einfamilienhaus Hofmann' });
      const dachs = units.find((unit) => unit.productGroup === 'dachsII' && unit.online);
      expect(dachs, 'a running Dachs at Einfamilienhaus Hofmann').toBeDefined();
      const sn = dachs!.seriennummer;
      // Held until the overlay was seen: the answer then goes on.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/rest/canip/${sn}`, async (route) => {
        await held;
        await route.continue();
      });
      await start.connectButton(sn).click();
      await expect(page.getByTestId('connect-overlay')).toContainText(
        `Verbindung zu Anlage ${formatted(sn)}`,
      );
      release();
      await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`), { timeout: 20_000 });
      await page.unroute(`**/rest/canip/${sn}`);

      // Once connected, this browser opens it again without connecting.
      await new PortalFrame(page).menuEntry(/^Anlagen/).click();
      await expect(start.table.getByText('verbunden').first()).toBeVisible();
      await start.connectButton(sn).click();
      await expect(new PortalFrame(page).toast('Schon vorhanden!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`));
    });
  });

  test.describe(() => {
    test.use({ role: 'admin' });

    test("a unit no simulator runs fails to connect; 'Offline verwenden' opens it offline", async ({
      page,
    }) => {
      const start = await startPage(page);
      const { units } = await start.units({ msr3Filter: true });
      const idle = units.find(
        (unit) =>
          !unit.online &&
          unit.hasVertrag &&
          !unit.external &&
          unit.productGroup === 'dachsII' &&
          (unit.module === '' || unit.module === 'L1') &&
          unit.zustimmungMap['DACHSWEB'] === true &&
          unit.zustimmungMap['FERNZUGRIFF_DACHS'] === true,
      );
      expect(idle, 'an idle Dachs with consents').toBeDefined();
      const sn = idle!.seriennummer;
      await start.showUnitList();
      await start.searchFor(sn);
      await expect(start.total).toHaveText('1');
      await start.connectButton(sn).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Verbindung fehlgeschlagen', { exact: true })).toBeVisible();
      await expect(dialog).toContainText(`Anlage ${formatted(sn)}: Die Anlage ist zurzeit nicht erreichbar.`);
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
      await expectScreen(page, 'connect-failure');
      const connects: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/rest/canip/${sn}`) connects.push(request.url());
      });
      await dialog.getByRole('button', { name: 'Offline verwenden' }).click();
      await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: `Anlage ${formatted(sn)}` })).toBeVisible();
      // The values it sent last (the demo's last word, hours to days ago), with their time.
      await expect(
        page.getByText(
          /^Die Anlage ist nicht erreichbar\. Angezeigt werden die zuletzt bekannten Werte \(Stand .*\d\)\.$/,
        ),
      ).toBeVisible();
      const dashboard = new DashboardPage(page);
      await expect(dashboard.widgets.first()).toBeVisible();
      const shown = await dashboard.shownValues();
      expect(shown.length).toBeGreaterThan(5);
      expect(shown.filter((text) => text === '' || text === '–')).toEqual([]);
      await expectScreen(page, 'dashboard-offline');
      // Offline chosen: the dashboard asked for the stored values only, never the unit again.
      expect(connects.length).toBeGreaterThan(0);
      expect(connects.every((url) => new URL(url).searchParams.has('offline'))).toBe(true);
    });
  });
});

test.describe('migration', () => {
  test.describe(() => {
    test.use({ role: 'extern' });

    test('the extern role registers its unit, and an admin deletes it again', async ({ page, browser }) => {
      await startPage(page);
      const menuCount = new PortalFrame(page).menuEntry(/^Anlagen/);
      const before = Number(/\d+$/.exec((await menuCount.textContent()) ?? '')?.[0]);
      // Spec 6: the extern role's way into its unit form.
      await page.getByRole('link', { name: 'Externe Anlage registrieren' }).click();
      await expect(page).toHaveURL(/\/migrate$/);
      await expect(page.getByRole('heading', { name: 'Anlage hinzufügen' })).toBeVisible();
      const fixed = externSerialFor('extern');
      const serial = page.getByLabel('Seriennummer');
      // The form shows the serial the server registers, not the login.
      await expect(serial).toHaveValue(formatted(fixed));
      await expect(serial).toHaveAttribute('readonly', '');
      const submit = page.getByRole('button', { name: 'Externe Anlage hinzufügen' });
      await expect(submit).toBeDisabled();
      await page.getByLabel('PLZ des Aufstellorts').fill('2453');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByRole('main')).toContainText(
        'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
      );
      await expectScreen(page, 'migrate-extern');

      await page.getByLabel('PLZ des Aufstellorts').fill('24531');
      await page.getByLabel('Typ').selectOption({ label: 'Dachs Pro F20' });
      await page.getByLabel('Inbetriebnahme').fill(`${new Date().getFullYear() + 1}-01-01`);
      await submit.click();
      await expect(page.getByLabel('Inbetriebnahme')).toHaveAccessibleDescription(
        'Das Datum darf nicht in der Zukunft liegen.',
      );
      await page.getByLabel('Inbetriebnahme').fill('2024-05-02');
      await submit.click();
      const modal = page.getByRole('dialog');
      await expect(modal).toContainText('Anlage hinzugefügt');
      const added = /Die Anlage ([\d ]+) gehört/.exec((await modal.textContent()) ?? '')?.[1] ?? '';
      const sn = added.replace(/ /g, '');
      expect(sn).toBe(fixed);
      // The menu counts the new unit at once (issue 40, 40).
      await expect(menuCount).toHaveText(new RegExp(`${before + 1}$`));
      await modal.getByRole('button', { name: 'Zur Anlagenliste' }).click();
      await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
      const start = new StartPage(page);
      await expect(start.connectButton(sn)).toBeVisible();

      // The admin deletes the external unit: the demo world is as before.
      const admin = await sessionAs(browser, 'admin');
      await admin.showUnitList();
      await admin.searchFor(sn);
      await admin.page.getByRole('button', { name: `Anlage ${formatted(sn)} löschen` }).click();
      const confirm = admin.page.getByRole('dialog');
      await expect(confirm).toContainText(`Anlage ${formatted(sn)} löschen?`);
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await expect(new PortalFrame(admin.page).toast(`${formatted(sn)} gelöscht!`)).toBeVisible();
      await expect(admin.noMatches).toBeVisible();
      await admin.page.context().close();
    });
  });

  test.describe(() => {
    test.use({ role: 'betreiber' });

    test('operators add old units with serial and unit password; a wrong password is refused', async ({
      page,
    }) => {
      const start = await startPage(page);
      await start.addOldUnit.click();
      await expect(page).toHaveURL(/\/migrate$/);
      await expect(page.getByRole('tab', { name: 'Alte Anlage' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Externe Anlage' })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Anlage hinzufügen' });
      await expect(submit).toBeDisabled();
      await page.getByLabel('Seriennummer').fill('1100000000');
      await page.getByLabel('Anlagenpasswort').fill(`${demoPassword}-falsch`);
      await submit.click();
      await expect(
        page.getByRole('main').getByText('Seriennummer oder Anlagenpasswort falsch.'),
      ).toBeVisible();
      await expectScreen(page, 'migrate-operator');
    });
  });

  test('legacy operators enter their e-mail twice before they can migrate', async ({ page }) => {
    await freshSession(page, 'betreiberold');
    await page.goto('/');
    await expect(page).toHaveURL(/\/migrate$/);
    await expect(page.getByRole('heading', { name: 'Zugang übernehmen' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Zugang übernehmen' });
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('helga.vogel@example.de');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }).fill('helga.vogel@example.com');
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('main')).toContainText('Die E-Mail-Adressen stimmen nicht überein.');
    await expectScreen(page, 'migrate-legacy');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }).fill('helga.vogel@example.de');
    await expect(submit).toBeEnabled();
  });
});

test('an admin acts as an operator and returns', async ({ page }) => {
  // Acting as another user changes the session: a session of its own, not the saved one.
  await freshSession(page, 'admin');
  const start = await startPage(page);
  const frame = new PortalFrame(page);
  await start.showUnitList();
  await start.searchFor('Einfamilienhaus Hofmann');
  const { units } = await start.units({ search: 'Einfamilienhaus Hofmann' });
  const operated = units.find((unit) => unit.betreiber.includes('betreiber'));
  expect(operated).toBeDefined();
  await page
    .getByRole('button', { name: `Als Betreiber von Anlage ${formatted(operated!.seriennummer)} anmelden` })
    .click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Als betreiber anmelden' }).click();
  await reloaded;
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Sie handeln als betreiber (angemeldet als admin).');
  await expect(frame.signedInAs).toContainText('Angemeldet als betreiber');
  await expect(start.addOldUnit).toBeVisible();

  const back = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Zurück zu admin' }).click();
  await back;
  await expect(frame.signedInAs).toContainText('Angemeldet als admin');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(start.filter('Nur verbundene')).toBeVisible();
});
