import { type Locator, type Page, expect } from '@playwright/test';
import type { UnitListEntry } from '@portal/contracts';
import { formatted } from './frame.js';

/** The start page (units remote): the list by location or by unit, its search, filters and pager. */
export class StartPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly clearSearch: Locator;
  readonly table: Locator;
  /** The rows of the list (by unit: one per unit). */
  readonly rows: Locator;
  readonly total: Locator;
  readonly pager: Locator;
  readonly noMatches: Locator;
  readonly newLocation: Locator;
  readonly addOldUnit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Anlagen suchen' });
    this.clearSearch = page.getByRole('button', { name: 'Suche leeren' });
    this.table = page.getByRole('main').getByRole('table');
    // The header row sits in its own row group: body rows are the rows with cells.
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.total = page.getByTestId('list-total');
    this.pager = page.getByRole('navigation', { name: 'Seiten' });
    this.noMatches = page.getByText('Keine Treffer');
    this.newLocation = page.getByRole('button', { name: 'Neuer Standort' });
    this.addOldUnit = page.getByRole('link', { name: 'Alte Anlage hinzufügen' });
  }

  /** Opens the start page and waits for its list (or its empty state). */
  async goto(query = ''): Promise<this> {
    await this.page.goto(`/${query}`);
    await this.shown();
    return this;
  }

  async shown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.table.or(this.noMatches)).toBeVisible();
  }

  filter(name: string): Locator {
    return this.page.getByRole('checkbox', { name });
  }

  /** The connect button of a unit (its accessible name carries the formatted serial). */
  connectButton(sn: string): Locator {
    return this.page.getByRole('button', { name: `Mit Anlage ${formatted(sn)} verbinden` });
  }

  /** The rows of one location in location mode (a row group), found by its name's link. */
  locationGroup(name: string): Locator {
    return this.table
      .getByRole('rowgroup')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The location groups that offer a service's order button. */
  groupsOffering(service: string): Locator {
    return this.table.getByRole('rowgroup').filter({ has: this.page.getByRole('button', { name: service }) });
  }

  /** The current page's button in the pager. */
  get currentPage(): Locator {
    return this.pager.locator('[aria-current="page"]');
  }

  /** Switches between list by location and by unit (radios drawn as buttons: the label takes the click). */
  async showBy(view: 'Standort' | 'Anlage'): Promise<void> {
    await this.page.getByText(`Nach ${view}`, { exact: true }).click();
  }

  /** Switches to the unit list and waits until it is shown; answers its total. */
  async showUnitList(): Promise<number> {
    const answer = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/rest/info/units') &&
        (response.request().postDataJSON() as { filter: { sortByLocation?: boolean } }).filter
          .sortByLocation === false,
    );
    await this.showBy('Anlage');
    await expect(this.heading).toHaveText('Anlagenliste');
    const { totalRows } = (await (await answer).json()) as { totalRows: number };
    await expect(this.total).toHaveText(String(totalRows));
    return totalRows;
  }

  /** Table or tiles: radios drawn as icon buttons, named by their title. */
  async showAs(display: 'Als Tabelle' | 'Als Kacheln'): Promise<void> {
    await this.page.getByTitle(display, { exact: true }).click();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  /** The units this session may see, as the page's own call returns them. */
  async units(
    filter: Record<string, unknown> = {},
    offset = 0,
  ): Promise<{ units: UnitListEntry[]; totalRows: number }> {
    const response = await this.page.request.post('/rest/info/units', {
      data: { limit: 100, offset, filter: { sortByLocation: false, ...filter } },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { units: UnitListEntry[]; totalRows: number };
  }
}
