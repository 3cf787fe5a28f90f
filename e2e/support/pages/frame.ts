import { type Locator, type Page, expect } from '@playwright/test';

/** A text seen in German or in English. */
type Words = string | RegExp;

/**
 * The portal frame around every page: header (banner), side menu, phone menu and bottom
 * navigation, the page itself (main), footer, toasts and the panel of a remote that failed.
 */
export class PortalFrame {
  readonly header: Locator;
  readonly main: Locator;
  readonly sideMenu: Locator;
  readonly phoneMenuButton: Locator;
  /** The phone menu, an off-canvas panel (a dialog). */
  readonly phoneMenu: Locator;
  readonly moduleUnavailable: Locator;
  readonly errorBell: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.main = page.getByRole('main');
    // The side menu and the phone's bottom navigation are both named 'Menü'; one of them is shown.
    this.sideMenu = page.getByRole('navigation', { name: /^(Menü|Menu)$/ }).first();
    this.phoneMenuButton = page.getByRole('button', { name: /^(Menü|Menu)$/ });
    this.phoneMenu = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: /^(Menü schließen|Close menu)$/ }) });
    this.moduleUnavailable = page.getByRole('alert').filter({ hasText: 'Modul nicht verfügbar' });
    this.errorBell = page.getByRole('button', { name: /^Meldungen der Anlage/ });
  }

  /** A side-menu entry (a link, or a button for actions such as logout and the debug panel). */
  menuEntry(name: Words): Locator {
    return this.sideMenu.getByRole('link', { name }).or(this.sideMenu.getByRole('button', { name }));
  }

  /** The ids of the side-menu entries, in order (the menu's own keys, stable across languages). */
  async menuIds(): Promise<string[]> {
    return this.sideMenu
      .locator('[data-menu]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-menu') ?? ''));
  }

  /** The footer line naming the version and who is logged in. */
  get signedInAs(): Locator {
    return this.page.getByText(/Angemeldet als \S+$/);
  }

  /** A toast with this text (react-bootstrap gives every toast the role alert). */
  toast(text: Words): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** A footer link to a help document (Impressum, Datenschutz, …), drawn as a button. */
  footerLink(name: Words): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async openPhoneMenu(): Promise<Locator> {
    await this.phoneMenuButton.click();
    await expect(this.phoneMenu).toBeVisible();
    // Slid in completely (Bootstrap marks the transition with 'showing').
    await expect(this.phoneMenu).not.toHaveClass(/showing/);
    return this.phoneMenu;
  }

  /** The admin's debug side panel, opened from the side menu. */
  async openDebugPanel(): Promise<Locator> {
    await this.menuEntry(/^(Debug-Leiste|Debug panel)$/).click();
    const panel = this.page.getByRole('dialog', { name: 'Debug' });
    await expect(panel).toBeVisible();
    return panel;
  }
}

/** Fails the test on uncaught page errors (a remote that throws is caught by its boundary instead). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Ten-digit serials read '52 0001 2345' on every page. */
export function formatted(sn: string): string {
  return sn.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3');
}
