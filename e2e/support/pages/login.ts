import { type Locator, type Page, expect } from '@playwright/test';
import { demoPassword } from '../portals.js';
import { PortalFrame } from './frame.js';

/** /login: user and password, the submit button, the language and the password reset. */
export class LoginPage {
  readonly user: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly language: Locator;
  readonly forgotPassword: Locator;

  constructor(readonly page: Page) {
    this.user = page.getByLabel(/^(Benutzername oder E-Mail|User name or e-mail)$/);
    this.password = page.getByLabel(/^(Passwort|Password)$/);
    this.submit = page.getByRole('button', { name: /^(Anmelden|Log in)$/ });
    this.language = page.getByLabel(/^(Sprache|Language)$/);
    this.forgotPassword = page.getByRole('button', { name: 'Passwort vergessen?' });
  }

  /** Opens the login page (of the portal at `base`, else the test's own). */
  async goto(base = ''): Promise<this> {
    await this.page.goto(`${base}/login`);
    await expect(this.user).toBeVisible();
    return this;
  }

  /** Fills both fields and presses the button. */
  async submitAs(user: string, password = demoPassword): Promise<void> {
    await this.user.fill(user);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Logs in through the form and waits for the start page with its menu. */
  async logIn(user: string, password = demoPassword): Promise<void> {
    await this.submitAs(user, password);
    await expect(this.page).toHaveURL(/\/(\?view=\w+)?$/);
    await expect(new PortalFrame(this.page).sideMenu).toBeVisible();
  }

  /** The toast of a refused login. */
  get failure(): Locator {
    return new PortalFrame(this.page).toast('Benutzername oder Passwort falsch.');
  }
}
