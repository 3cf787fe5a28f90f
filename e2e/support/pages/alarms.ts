import { type Locator, type Page, expect } from '@playwright/test';

/** The header's alarm bell: its name says how many alarming incidents are open. */
export class AlarmBell {
  readonly link: Locator;

  constructor(page: Page) {
    this.link = page.getByRole('banner').getByRole('link', { name: /^Alarme: / });
  }

  /** The open count the bell names (0 for "keine offen"). */
  async openCount(): Promise<number> {
    const name = (await this.link.getAttribute('aria-label')) ?? '';
    return Number(/(\d+) offen/.exec(name)?.[1] ?? 0);
  }
}

/** /alarms: filters and the incidents (a table, cards on phones), each with its actions. */
export class AlarmsPage {
  readonly heading: Locator;
  readonly state: Locator;
  readonly noteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Alarme' });
    this.state = page.getByRole('combobox', { name: 'Status' });
    this.noteDialog = page.getByRole('dialog');
  }

  async goto(): Promise<this> {
    await this.page.goto('/alarms');
    await expect(this.heading).toBeVisible();
    return this;
  }

  /** The row of an incident: its unit's serial and its text. */
  incident(serial: string | RegExp, text: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('row').filter({ hasText: serial }).filter({ hasText: text });
  }

  /** Acknowledges or closes the incident of `row` with a note, through its dialog. */
  async act(row: Locator, action: 'Quittieren' | 'Schließen', note: string): Promise<void> {
    await row.getByRole('button', { name: action }).click();
    await expect(this.noteDialog).toBeVisible();
    await this.noteDialog.getByRole('textbox', { name: 'Notiz' }).fill(note);
    await this.noteDialog
      .getByRole('button', { name: action === 'Quittieren' ? 'Quittieren' : 'Vorfall schließen' })
      .click();
    await expect(this.noteDialog).toHaveCount(0);
  }
}

/** /alarms/notifications: what arrives for all units and the exceptions, quiet hours and e-mails. */
export class NotificationsPage {
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly quietHours: Locator;
  readonly digest: Locator;
  readonly saveChoices: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' });
    this.dialog = page.getByRole('dialog');
    this.quietHours = page.getByRole('checkbox', { name: 'In Ruhezeiten keine E-Mails senden' });
    this.digest = page.getByRole('radio', { name: 'Eine Tagesübersicht um 7:00 Uhr' });
    const choices = page.getByRole('region', { name: 'Ruhezeiten und E-Mails' });
    this.saveChoices = choices.getByRole('button', { name: 'Speichern' });
  }

  /** The row of a subscription, by the name of what it covers. */
  follow(name: string): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  }

  /** Adds an exception for the unit with this serial: found by search, e-mail left out. */
  async exceptUnit(serial: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Ausnahme hinzufügen' }).click();
    await this.dialog.getByRole('searchbox').fill(serial);
    await this.dialog.getByRole('searchbox').press('Enter');
    await this.dialog.getByRole('radio', { name: new RegExp(`^Anlage: .*\\(SN ${serial}\\)$`) }).check();
    await this.dialog
      .getByRole('group', { name: 'Wege' })
      .getByRole('checkbox', { name: 'E-Mail' })
      .uncheck();
    await this.dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
