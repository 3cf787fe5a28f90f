import { type Locator, type Page, expect } from '@playwright/test';

/** /fleet/campaigns and its pages (mf-fleet): the list, the new-campaign form with its dry run, a campaign. */
export class CampaignsPage {
  readonly heading: Locator;
  readonly dryRun: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.dryRun = page.getByRole('region', { name: 'Probelauf' });
    this.results = page.getByRole('region', { name: 'Ergebnisse je Anlage' });
  }

  async goto(): Promise<this> {
    await this.page.goto('/fleet/campaigns');
    await expect(this.heading).toHaveText('Parameter-Kampagnen');
    return this;
  }

  /** A field of the form by its label. */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** One of the dry run's totals ('Werden geschrieben'): the box around its label. */
  total(label: string): Locator {
    return this.dryRun.locator('dl > div').filter({ hasText: label });
  }

  /** The campaign's state badge beside its title. */
  state(text: string): Locator {
    return this.page.getByRole('main').locator('.badge').filter({ hasText: text }).first();
  }
}
