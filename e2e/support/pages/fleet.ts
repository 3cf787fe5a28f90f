import { type Locator, type Page, expect } from '@playwright/test';

/** The fleet overview (/fleet, issue 44): figure cards, the map of Germany with its state list. */
export class FleetPage {
  readonly heading: Locator;
  readonly figures: Locator;
  readonly map: Locator;
  readonly statePicker: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Flotte|Fleet)$/ });
    this.figures = page.getByRole('region', { name: /^(Kennzahlen|Key figures)$/ });
    this.map = page.locator('.highcharts-map-series');
    this.statePicker = page.getByRole('group', { name: /^(Bundesland wählen|Choose a state)$/ });
  }

  async goto(query = ''): Promise<this> {
    await this.page.goto(`/fleet${query}`);
    await expect(this.heading).toBeVisible();
    await expect(this.figures).toBeVisible();
    return this;
  }

  /** A figure card's link, by its label ('Anlagen', 'Online', …): its name starts 'label: value.'. */
  figure(label: string): Locator {
    return this.figures.getByRole('link', { name: new RegExp(`^${label}: `) });
  }

  /** A state's shape on the map (the map collection's key, e.g. 'de-by'). */
  mapState(key: string): Locator {
    return this.page.locator(`.highcharts-map-series path.highcharts-key-${key}`);
  }

  /** The chosen state's section below the map. */
  chosen(name: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name}`) });
  }
}
