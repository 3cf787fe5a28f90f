import { type Locator, type Page, type Response, expect } from '@playwright/test';

/**
 * The first day of the last full month in the demo world's time zone ('2026-11-01'): its figures no
 * longer move while a test reads them, where the current month's change all the time and are next
 * to nothing on its first day.
 */
export function lastFullMonthStart(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
}

/** A unit's balance page (/:sn/balance, issue 45): period, figure cards, flow, money, tariffs. */
export class BalancePage {
  readonly heading: Locator;
  readonly periods: Locator;
  readonly money: Locator;
  readonly tariffs: Locator;
  readonly degreeDays: Locator;
  readonly flow: Locator;
  readonly reports: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Bilanz' });
    this.periods = page.getByRole('group', { name: 'Zeitraum' });
    this.money = page.getByRole('region', { name: 'Kosten, Erlöse und CO₂' });
    this.tariffs = page.getByRole('region', { name: 'Tarife' });
    this.degreeDays = page.getByRole('region', { name: 'Witterungsbereinigung' });
    this.flow = page.getByRole('region', { name: 'Energiefluss' });
    this.reports = page.getByRole('region', { name: 'Berichte' });
  }

  async goto(sn: string): Promise<this> {
    await this.page.goto(`/${sn}/balance`);
    await expect(this.heading).toBeVisible();
    await expect(this.figure('Strom erzeugt')).toBeVisible();
    return this;
  }

  /** Steps back from the current month to the last full one; answers with the page's request for it. */
  async showLastFullMonth(sn: string): Promise<Response> {
    const start = lastFullMonthStart();
    const answered = this.page.waitForResponse(
      (r) => r.url().includes(`/rest/units/${sn}/balance?`) && r.url().includes(`start=${start}`) && r.ok(),
    );
    await this.page.getByRole('button', { name: 'Vorheriger Zeitraum' }).click();
    return answered;
  }

  /** A figure card by its label ('Strom erzeugt', 'Wärme erzeugt', …). */
  figure(label: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${label}`) });
  }

  /** A field of the tariffs form by its label. */
  tariff(label: string): Locator {
    return this.tariffs.getByLabel(label, { exact: true });
  }

  /** What changes from run to run: the figures, the period's name, the flow. */
  changing(): Locator[] {
    return [
      this.page.locator('.mfd-balance-value, .mfd-balance-list dd, .mfd-balance-figure p, .mfd-balance-co2'),
      this.page.locator(
        '.mfd-balance-period-label, .mfd-balance-number, .progress, [data-testid="balance-days"]',
      ),
      this.page.locator('.mfd-balance-site-table td, [data-testid="balance-bonus-left"]'),
      // The bonus' label names its kWh and hours.
      this.money.getByText(/^KWK-Zuschlag \(/),
      // The months and years offered move with today's date.
      this.reports.getByRole('combobox'),
      this.reports.getByRole('link', { name: /^(Energiesteuer|Standortbericht)/ }),
    ];
  }
}
