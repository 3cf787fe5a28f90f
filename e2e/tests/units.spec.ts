import type { Browser, Locator, Page } from '@playwright/test';
import { externSerialFor } from '@portal/contracts';
import { expect, test } from '../support/test.js';
import { collectPageErrors, logIn, screenshotBothWidths } from '../support/pages.js';
import { demoPassword } from '../support/portals.js';

// The units remote's screens (start page, location and unit selection dialogs, connecting, /migrate)
// against the main portal's demo world. Serials are drawn by the demo seed, so tests look them up
// through the same API the page uses. Tests that change demo data put it back.

interface ListedUnit {
  seriennummer: string;
  msrTyp: number;
  hasVertrag: boolean;
  online: boolean;
  module: string;
  productGroup: string;
  external: boolean;
  betreiber: string[];
  standortName: string | null;
  zustimmungMap: Record<string, boolean>;
}

/** The start page (units remote) as a page object. */
class StartPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Anlagen suchen' });
  }

  get table(): Locator {
    return this.page.locator('.portal-page table');
  }

  get total(): Locator {
    return this.page.getByTestId('list-total');
  }

  filter(name: string): Locator {
    return this.page.getByRole('checkbox', { name });
  }

  /** The connect button of a unit (its accessible name carries the formatted serial). */
  connectButton(sn: string): Locator {
    return this.page.getByRole('button', { name: `Mit Anlage ${formatted(sn)} verbinden` });
  }

  /** The rows of one location in location mode. */
  locationGroup(name: string): Locator {
    return this.page.locator('tbody', { has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Switches to the unit list and waits until it is shown; answers its total. */
  async showUnitList(): Promise<number> {
    const answer = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/rest/info/units') &&
        (response.request().postDataJSON() as { filter: { sortByLocation?: boolean } }).filter
          .sortByLocation === false,
    );
    // A toggle button: the radio itself is visually hidden behind its label.
    await this.page.locator('label', { hasText: 'Nach Anlage' }).click();
    await expect(this.heading).toHaveText('Anlagenliste');
    const { totalRows } = (await (await answer).json()) as { totalRows: number };
    await expect(this.total).toHaveText(String(totalRows));
    return totalRows;
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  /** The units this session may see, as the page's own call returns them. */
  async units(
    filter: Record<string, unknown> = {},
    offset = 0,
  ): Promise<{ units: ListedUnit[]; totalRows: number }> {
    const response = await this.page.request.post('/rest/info/units', {
      data: { limit: 100, offset, filter: { sortByLocation: false, ...filter } },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { units: ListedUnit[]; totalRows: number };
  }
}

/** Ten-digit serials read '52 0001 2345' on the page. */
function formatted(sn: string): string {
  return sn.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3');
}

async function startPageAs(page: Page, login: string): Promise<StartPage> {
  await logIn(page, login);
  const start = new StartPage(page);
  await expect(start.heading).toBeVisible();
  await expect(start.table.or(page.getByText('Keine Treffer'))).toBeVisible();
  return start;
}

/** A second browser session (another user at the same time). */
async function sessionAs(browser: Browser, login: string): Promise<StartPage> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  return startPageAs(await context.newPage(), login);
}

test.describe('the start page per role', () => {
  test('operators see their locations and may add old units, without the GEN2 filter', async ({ page }) => {
    const errors = collectPageErrors(page);
    const start = await startPageAs(page, 'betreiber');
    await expect(start.heading).toHaveText('Standortliste');
    await expect(page.getByRole('link', { name: 'Alte Anlage hinzufügen' })).toHaveAttribute(
      'href',
      '/migrate',
    );
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
    await expect(page.getByRole('navigation', { name: 'Seiten' })).toHaveCount(0);
    await screenshotBothWidths(page, 'start-betreiber');
    expect(errors).toEqual([]);
  });

  test('partners get the GEN2 filter switched on and no old-unit button', async ({ page }) => {
    const start = await startPageAs(page, 'partner');
    await expect(start.filter('Nur GEN2')).toBeChecked();
    await expect(page.getByRole('link', { name: 'Alte Anlage hinzufügen' })).toHaveCount(0);
    await expect(start.filter('Nur externe Anlagen')).toHaveCount(0);
    await screenshotBothWidths(page, 'start-partner');
  });

  test('the manufacturer filters external units and units with a location', async ({ page }) => {
    const start = await startPageAs(page, 'dachs');
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
    await screenshotBothWidths(page, 'start-dachs');
  });

  test('admins see every filter and many units, paged by ten', async ({ page }) => {
    const start = await startPageAs(page, 'admin');
    for (const name of ['Nur GEN2', 'Nur externe Anlagen', 'Nur Anlagen mit Standort', 'Nur verbundene']) {
      await expect(start.filter(name)).toBeVisible();
    }
    await start.showUnitList();
    const pager = page.getByRole('navigation', { name: 'Seiten' });
    await expect(pager).toBeVisible();
    const firstRow = start.table.locator('tbody tr').first();
    const firstOnPageOne = await firstRow.textContent();
    await pager.getByRole('button', { name: 'Seite 2' }).click();
    await expect(firstRow).not.toHaveText(firstOnPageOne ?? '');
    await expect(start.table.locator('tbody tr')).toHaveCount(10);
    // Paging scrolls to the list's top; full-page shots are taken from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBothWidths(page, 'start-admin');
  });

  test('demo users see anonymised serials and cannot edit locations', async ({ page }) => {
    const start = await startPageAs(page, 'demo');
    await expect(page.getByRole('button', { name: 'Standort bearbeiten' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Neuer Standort' })).toHaveCount(0);
    const { units } = await start.units();
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit.seriennummer).toMatch(/^\d{5}$/);
    await screenshotBothWidths(page, 'start-demo');
  });

  test('the extern role starts with the list of its external units', async ({ page }) => {
    const start = await startPageAs(page, 'extern');
    await expect(start.heading).toHaveText('Anlagenliste');
    await expect(start.table.getByText('extern', { exact: true })).toHaveCount(2);
    await screenshotBothWidths(page, 'start-extern');
  });
});

test('the search waits for the typing to end and finds units by location; empty searches show all', async ({
  page,
}) => {
  const start = await startPageAs(page, 'betreiber');
  const all = await start.showUnitList();
  // The bakery: Dachs, buffer tank, heat pump and grid meter.
  await start.search.pressSequentially('  Bäckerei ', { delay: 40 });
  await expect(start.total).toHaveText('4');
  await expect(start.table.locator('tbody tr')).toHaveCount(4);
  await start.searchFor('nichts-dergleichen');
  await expect(page.getByText('Keine Treffer')).toBeVisible();
  await page.getByRole('button', { name: 'Suche leeren' }).click();
  await expect(start.total).toHaveText(String(all));
});

test('page and filters live in the address: Back goes to the previous page; a serial is found as shown', async ({
  page,
}) => {
  const start = await startPageAs(page, 'dachs');
  await start.showUnitList();
  const pages = page.getByRole('navigation', { name: 'Seiten' });
  await pages.getByRole('button', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await pages.getByRole('button', { name: 'Seite 3' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pages.locator('[aria-current="page"]')).toContainText('Seite 2');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(pages.locator('[aria-current="page"]')).toContainText('Seite 1');
  await screenshotBothWidths(page, 'start-unit-list');

  const [unit] = (await start.units()).units;
  const shown = formatted(unit!.seriennummer);
  await start.searchFor(shown);
  await expect(start.total).toHaveText('1');
  await expect(start.connectButton(unit!.seriennummer)).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(shown);
  await expect(page.getByRole('button', { name: 'Suche leeren' })).toHaveCount(1);
});

test('installers choose the page size, kept in the address, and see why each unit needs attention (issue 40, 39)', async ({
  page,
}) => {
  const start = await startPageAs(page, 'admin');
  await start.showUnitList();
  const size = page.getByRole('combobox', { name: 'Anlagen pro Seite' });
  await size.selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await expect(start.table.locator('tbody tr')).toHaveCount(25);
  await page.getByRole('checkbox', { name: 'Handlungsbedarf zuerst' }).click();
  const reasons = page.getByTestId('attention-reason');
  await expect(reasons.first()).toContainText(/^Handlungsbedarf: /);
  await page.reload();
  await expect(size).toHaveValue('25');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, 'start-attention-size');
});

test('the tile display shows the units as tiles and is kept for the next visit (issue 40, 21)', async ({
  page,
}) => {
  const start = await startPageAs(page, 'betreiber');
  await page.locator('label[for="units-display-tiles"]').click();
  await expect(page).toHaveURL(/tiles=1/);
  const tiles = page.getByTestId('unit-tile');
  await expect(tiles.first()).toBeVisible();
  await expect(start.table).toHaveCount(0);
  await screenshotBothWidths(page, 'start-tiles');
  await page.goto('/');
  await expect(tiles.first()).toBeVisible();
  await page.locator('label[for="units-display-table"]').click();
  await expect(start.table).toBeVisible();
});

test('a search kept from the last visit says so and clears with one click (issue 40, 40)', async ({
  page,
}) => {
  const start = await startPageAs(page, 'betreiber');
  await start.searchFor('gibtesnichtxyz');
  await expect(page.getByText('Keine Treffer')).toBeVisible();
  await page.goto('/');
  const banner = page.getByTestId('search-banner');
  await expect(banner).toContainText('Suche: „gibtesnichtxyz“');
  await screenshotBothWidths(page, 'start-search-banner');
  await banner.getByRole('button', { name: 'Suche löschen' }).click();
  await expect(banner).toHaveCount(0);
  await expect(start.search).toHaveValue('');
  await expect(start.table).toBeVisible();
});

test('a location filter (?uuid=) shows one location and can be removed', async ({ page }) => {
  const start = await startPageAs(page, 'betreiber');
  await page.getByRole('link', { name: 'Ferienhaus Hofmann', exact: true }).click();
  await expect(page).toHaveURL(/\?uuid=/);
  await expect(start.search).toHaveCount(0);
  await expect(start.total).toHaveText('1');
  await page.getByRole('button', { name: 'Standortfilter entfernen' }).click();
  await expect(start.heading).toHaveText('Standortliste');
  await expect(start.search).toBeVisible();
});

test.describe('locations', () => {
  test('editing checks the postcode, saves, and the units can be chosen with the initial one locked', async ({
    page,
  }) => {
    const start = await startPageAs(page, 'betreiber');
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
    await screenshotBothWidths(page, 'location-dialog');

    await dialog.getByRole('button', { name: 'Anlagen auswählen' }).click();
    const selection = page.getByRole('dialog').last();
    await expect(selection.getByRole('heading', { name: 'Anlagen auswählen' })).toBeVisible();
    await expect(selection.getByRole('checkbox').first()).toBeVisible();
    const locked = selection.getByRole('checkbox', { checked: true, disabled: true });
    await expect(locked).toHaveCount(1);
    await expect(selection.getByText('Ausgewählt: 4')).toBeVisible();
    await screenshotBothWidths(page, 'unit-selection-dialog');
    await selection.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // A real save, then the original name back (other tests use this location).
    await plz.fill(originalPlz);
    const name = dialog.getByLabel('Name des Standorts');
    await name.fill('Bäckerei Hofmann (geprüft)');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.toast')).toContainText(
      'Der Standort „Bäckerei Hofmann (geprüft)“ wurde gespeichert.',
    );
    const renamed = start.locationGroup('Bäckerei Hofmann (geprüft)');
    await renamed.getByRole('button', { name: 'Standort bearbeiten' }).click();
    await page.getByRole('dialog').getByLabel('Name des Standorts').fill('Bäckerei Hofmann');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bäckerei Hofmann', exact: true })).toBeVisible();
  });

  test('a new location needs a name and a five-digit postcode', async ({ page }) => {
    await startPageAs(page, 'betreiber');
    await page.getByRole('button', { name: 'Neuer Standort' }).click();
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
  test("connecting one of the operator's running Dachs units opens its dashboard", async ({ page }) => {
    const start = await startPageAs(page, 'betreiber');
    const { units } = await start.units({ search: 'Einfamilienhaus Hofmann' });
    const dachs = units.find((unit) => unit.productGroup === 'dachsII' && unit.online);
    expect(dachs, 'a running Dachs at Einfamilienhaus Hofmann').toBeDefined();
    const sn = dachs!.seriennummer;
    // Slow the answer down so the overlay can be looked at.
    await page.route(`**/rest/canip/${sn}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await route.continue();
    });
    await start.connectButton(sn).click();
    await expect(page.getByTestId('connect-overlay')).toContainText(`Verbindung zu Anlage ${formatted(sn)}`);
    await screenshotBothWidths(page, 'connect-overlay');
    await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`), { timeout: 20_000 });
    await page.unroute(`**/rest/canip/${sn}`);

    // Once connected, this browser opens it again without connecting.
    await page.locator('.portal-sidebar [data-menu="start"]').click();
    await expect(start.table.getByText('verbunden').first()).toBeVisible();
    await start.connectButton(sn).click();
    await expect(page.locator('.toast.bg-warning')).toContainText('Schon vorhanden!');
    await expect(page).toHaveURL(new RegExp(`/${sn}/dashboard$`));
  });

  test("a unit no simulator runs fails to connect; 'Offline verwenden' opens it offline", async ({
    page,
  }) => {
    const start = await startPageAs(page, 'admin');
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
    await screenshotBothWidths(page, 'connect-failure');
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
    const rows = page.locator('section.mfd-data-widget .mfd-value-row');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.evaluateAll((nodes) =>
      nodes.map((node) => node.lastElementChild?.textContent?.trim() ?? ''),
    );
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.filter((text) => text === '' || text === '–')).toEqual([]);
    await screenshotBothWidths(page, 'dashboard-offline');
    // Offline chosen: the dashboard asked for the stored values only, never the unit again.
    expect(connects.length).toBeGreaterThan(0);
    expect(connects.every((url) => new URL(url).searchParams.has('offline'))).toBe(true);
  });
});

test.describe('migration', () => {
  test('the extern role registers its unit, and an admin deletes it again', async ({ page, browser }) => {
    await startPageAs(page, 'extern');
    const menuCount = page.locator('.portal-sidebar [data-menu="start"] .badge');
    const before = Number(await menuCount.textContent());
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
    await expect(page.locator('.portal-page')).toContainText(
      'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
    );
    await screenshotBothWidths(page, 'migrate-extern');

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
    await expect(menuCount).toHaveText(String(before + 1));
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
    await expect(admin.page.locator('.toast.bg-success')).toContainText(`${formatted(sn)} gelöscht!`);
    await expect(admin.page.getByText('Keine Treffer')).toBeVisible();
    await admin.page.context().close();
  });

  test('operators add old units with serial and unit password; a wrong password is refused', async ({
    page,
  }) => {
    await startPageAs(page, 'betreiber');
    await page.getByRole('link', { name: 'Alte Anlage hinzufügen' }).click();
    await expect(page).toHaveURL(/\/migrate$/);
    await expect(page.getByRole('tab', { name: 'Alte Anlage' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Externe Anlage' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Anlage hinzufügen' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Seriennummer').fill('1100000000');
    await page.getByLabel('Anlagenpasswort').fill(`${demoPassword}-falsch`);
    await submit.click();
    await expect(page.locator('.alert-warning')).toContainText('Seriennummer oder Anlagenpasswort falsch.');
    await screenshotBothWidths(page, 'migrate-operator');
  });

  test('legacy operators enter their e-mail twice before they can migrate', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Benutzername oder E-Mail').fill('betreiberold');
    await page.getByLabel('Passwort').fill(demoPassword);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/migrate$/);
    await expect(page.getByRole('heading', { name: 'Zugang übernehmen' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Zugang übernehmen' });
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('helga.vogel@example.de');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }).fill('helga.vogel@example.com');
    await expect(submit).toBeDisabled();
    await expect(page.locator('.portal-page')).toContainText('Die E-Mail-Adressen stimmen nicht überein.');
    await screenshotBothWidths(page, 'migrate-legacy');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }).fill('helga.vogel@example.de');
    await expect(submit).toBeEnabled();
  });
});

test('an admin acts as an operator and returns', async ({ page }) => {
  const start = await startPageAs(page, 'admin');
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
  await expect(page.locator('.portal-footer')).toContainText('Angemeldet als betreiber');
  await expect(page.getByRole('link', { name: 'Alte Anlage hinzufügen' })).toBeVisible();
  await screenshotBothWidths(page, 'start-impersonating');

  const back = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Zurück zu admin' }).click();
  await back;
  await expect(page.locator('.portal-footer')).toContainText('Angemeldet als admin');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(start.filter('Nur verbundene')).toBeVisible();
});
