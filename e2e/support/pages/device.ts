import { type Locator, type Page, expect } from '@playwright/test';

/** The code the simulated units accept (packages/unit-sim, ADR 0014). */
export const serviceCode = '4711';

/** A unit's device (installer) menu (device remote): its screens, the service level, the power key. */
export class DeviceMenuPage {
  readonly screens: Locator;
  readonly mode: Locator;
  readonly code: Locator;
  readonly unlockLevel: Locator;
  readonly powerKey: Locator;
  readonly powerProgress: Locator;
  /** The title of the screen shown. */
  readonly screenTitle: Locator;

  constructor(readonly page: Page) {
    this.screens = page.getByRole('navigation', { name: 'Bereiche des Gerätemenüs' });
    this.mode = page.getByTestId('device-mode');
    this.code = page.getByLabel('Code der Serviceebene');
    this.unlockLevel = page.getByRole('button', { name: 'Serviceebene freischalten' });
    this.powerKey = page.getByRole('button', { name: 'Ein/Aus-Taste' });
    this.powerProgress = page.getByRole('progressbar');
    this.screenTitle = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  }

  async goto(sn: string, screen = ''): Promise<this> {
    await this.page.goto(`/${sn}/device${screen ? `/${screen}` : ''}`);
    await expect(this.mode).toBeVisible();
    return this;
  }

  async openScreen(name: string): Promise<void> {
    await this.screens.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }

  /** Confirms the dialog a device action asks with. */
  async confirm(name: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name }).click();
    await expect(dialog).toHaveCount(0);
  }

  async enterServiceLevel(code = serviceCode): Promise<void> {
    await this.code.fill(code);
    await this.unlockLevel.click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Serviceebene aktiv' })).toBeVisible();
    await expect(this.mode).toHaveText('Installateurmodus');
  }

  /**
   * Runs a network test by its button and answers the wait messages shown while it ran. They last
   * about as long as the simulated test (1–3 s): recorded in the page as they appear, not polled for,
   * so a busy machine's slow poll cannot miss them.
   */
  async runNetworkTest(name: string): Promise<string[]> {
    const handle = await this.page.evaluateHandle(() => {
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        const wait = document.querySelector('[data-testid="network-wait"]')?.textContent;
        if (wait && seen.at(-1) !== wait) seen.push(wait);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      return { seen, observer };
    });
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByText(new RegExp(`^${name}: erfolgreich`))).toBeVisible({ timeout: 10_000 });
    const seen = await handle.evaluate(({ seen, observer }) => {
      observer.disconnect();
      return seen;
    });
    await handle.dispose();
    return seen;
  }

  /** Presses the power key with the mouse and lets go as soon as the press is under way. */
  async tapPowerKey(): Promise<void> {
    await this.powerKey.hover();
    await this.page.mouse.down();
    // The key shows how long it is held: let go once it counts.
    await expect(this.powerProgress).not.toHaveAttribute('aria-valuenow', '0');
    await this.page.mouse.up();
  }

  /** Holds the power key with the mouse until it acts (the key lets go of its pressed look by itself). */
  async holdPowerKey(): Promise<void> {
    await this.powerKey.hover();
    await this.page.mouse.down();
    await expect(this.powerKey).toHaveAttribute('aria-pressed', 'true');
    await expect(this.powerKey).toHaveAttribute('aria-pressed', 'false', { timeout: 10_000 });
    await this.page.mouse.up();
  }
}
