import { type Locator, type Page, expect } from '@playwright/test';

/** The large help modal of the footer links and /extdoc: a document of the skin or the generic one. */
export class HelpDialog {
  readonly root: Locator;
  /** A loaded document starts with its heading. */
  readonly document: Locator;
  /** The footer's button (the header's close button has the same name, where there is one). */
  readonly close: Locator;

  constructor(page: Page, title?: string | RegExp) {
    this.root = page.getByRole('dialog', title === undefined ? {} : { name: title });
    this.document = this.root.getByRole('heading', { level: 2 }).first();
    this.close = this.root.getByRole('button', { name: /^(Schließen|Close)$/ }).last();
  }

  async loaded(): Promise<void> {
    await expect(this.document).toBeVisible();
  }

  async closed(): Promise<void> {
    await this.close.click();
    await expect(this.root).toHaveCount(0);
  }
}
