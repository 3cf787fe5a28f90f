import { type Locator, type Page, expect } from '@playwright/test';
import { formatted } from './frame.js';

/** A unit's dashboard and its data pages (dashboard remote): widgets, tiles, the consent dialog. */
export class DashboardPage {
  readonly heading: Locator;
  readonly back: Locator;
  readonly consentDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.back = page.getByRole('button', { name: 'Zurück' });
    this.consentDialog = page.getByRole('dialog', { name: 'Datenschutz: Ihre Zustimmung' });
  }

  /** The consent dialog's box: the dialog element itself spans the viewport (Bootstrap's markup). */
  get consentBox(): Locator {
    return this.consentDialog.locator('.modal-content');
  }

  /** Opens the dashboard of `sn` and waits for its heading. */
  async goto(sn: string): Promise<this> {
    await this.page.goto(`/${sn}/dashboard`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Anlage ${formatted(sn)}` })).toBeVisible();
    return this;
  }

  /** Opens the dashboard of `sn` and waits for its first widget (headings differ by language). */
  async gotoWidgets(sn: string): Promise<this> {
    await this.page.goto(`/${sn}/dashboard`);
    await expect(this.page.getByTestId('header-serial')).toBeVisible();
    await expect(this.widgets.first()).toBeVisible();
    return this;
  }

  /**
   * The widget cards of the page shown: sections labelled by their titles. A widget without a title
   * has no accessible name and so no region role; the label attribute tells widgets from the page's
   * groups (sections labelled by their headings).
   */
  get widgets(): Locator {
    return this.page.getByRole('main').locator('section[aria-label]');
  }

  /** The bodies of the widget cards (a card's body has no role: Bootstrap's class). */
  get widgetBodies(): Locator {
    return this.widgets.locator('.card-body');
  }

  /** The widget card titled `title`; a group of the same title around it is the outer region. */
  widget(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true }).last();
  }

  /** The link of a data page's tile (its name starts with the page's title). */
  pageLink(title: string | RegExp): Locator {
    const name = typeof title === 'string' ? new RegExp(`^${title}`) : title;
    return this.page.getByRole('link', { name }).first();
  }

  /** The addresses of the data pages the dashboard links to, each once. */
  async pageAddresses(): Promise<string[]> {
    const links = this.tiles.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    return [...new Set(hrefs.filter((href) => href.includes('/dp/')))];
  }

  /** The tiles of the data pages on the dashboard. */
  get tiles(): Locator {
    return this.page.getByRole('navigation', { name: /^(Datenseiten|Data pages)$/ });
  }

  /** The tile that links to the data page `title`: a card with no role of its own. */
  tile(title: string): Locator {
    return this.tiles.locator('.card', { has: this.pageLink(title) });
  }

  /** The value texts of every label-and-value row in the widgets. */
  async shownValues(): Promise<string[]> {
    return valueRows(this.page.getByRole('main'))
      .locator(':scope > :last-child')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  }

  /** Opens a data page from its tile. */
  async openPage(title: string): Promise<void> {
    await this.pageLink(title).click();
    await expect(this.heading).toContainText(title);
  }
}

/** The labels and values of widget rows and tile pairs (texts without roles: by their classes). */
export const pairTexts = '.mfd-value-row > *, .card dt, .card dd';

/** The label-and-value rows inside `area`: pairs of texts without a role, found by their class. */
export function valueRows(area: Locator): Locator {
  return area.locator('.mfd-value-row');
}

/** The value shown beside a row's label inside a widget (label and value are a pair of texts). */
export function valueOf(card: Locator, label: string): Locator {
  return card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}
