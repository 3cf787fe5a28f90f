import { type Locator, type Page, expect } from '@playwright/test';

/** A unit's settings page (/:sn/settings): consents, the access log and the consent history. */
export class SettingsPage {
  readonly access: Locator;
  readonly accessEntries: Locator;
  readonly kindFilter: Locator;
  readonly ownSwitch: Locator;
  readonly csv: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.access = page.getByRole('region', { name: 'Zugriffe' });
    this.accessEntries = this.access.getByRole('list', { name: 'Zugriffe' }).getByRole('listitem');
    this.kindFilter = this.access.getByLabel('Zugriff durch');
    this.ownSwitch = this.access.getByLabel('Eigene Zugriffe zeigen');
    this.csv = this.access.getByRole('link', { name: 'CSV herunterladen' });
    this.history = page.getByRole('region', { name: 'Verlauf der Zustimmungen' });
  }

  async goto(sn: string): Promise<this> {
    await this.page.goto(`/${sn}/settings`);
    await expect(this.access).toBeVisible();
    return this;
  }

  /** The access entry of `login` that says `what`. */
  entry(login: string, what: string | RegExp): Locator {
    return this.accessEntries.filter({ hasText: login }).filter({ hasText: what });
  }
}
