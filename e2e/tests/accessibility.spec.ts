import type { Locator, Page } from '@playwright/test';
import { type AxeFinding, seriousViolations } from '../support/axe.js';
import { freshSession } from '../support/auth.js';
import { ChartCard } from '../support/pages/charts.js';
import { DashboardPage } from '../support/pages/dashboard.js';
import { DeviceMenuPage } from '../support/pages/device.js';
import { PortalFrame } from '../support/pages/frame.js';
import { HelpDialog } from '../support/pages/help.js';
import { LoginPage } from '../support/pages/login.js';
import { desktop, phone, resize, settled } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { demoPassword } from '../support/portals.js';
import { onlineUnit } from '../support/units.js';
import { expect, test } from '../support/test.js';

// axe-core (WCAG 2.1 A and AA rules) on every screen and dialog, in German and English, at desktop
// and phone width: no serious or critical violation anywhere. On a portal of its own: it switches
// the demo accounts' language.

test.use({ portal: 'audit' });

const languages = [
  { language: 'de-de', lang: 'de', logIn: /^Anmelden$/ },
  { language: 'en-gb', lang: 'en', logIn: /^Log in$/ },
] as const;

type Language = (typeof languages)[number];

/** Collects the findings of every screen of a test, so one run names them all. */
class Audit {
  readonly findings: (AxeFinding & { screen: string })[] = [];

  constructor(private readonly page: Page) {}

  /** Checks the page as it is now once nothing is loading or fading in any more. */
  async check(screen: string): Promise<void> {
    // Dialogs and menus finish fading in (contrast is measured on what is drawn).
    await settled(this.page);
    for (const finding of await seriousViolations(this.page)) this.findings.push({ screen, ...finding });
  }

  /** The same screen again at phone width. */
  async checkBothWidths(screen: string): Promise<void> {
    await this.check(`${screen} (1280 px)`);
    await resize(this.page, phone);
    await this.check(`${screen} (375 px)`);
    await resize(this.page, desktop);
  }
}

async function chooseLanguage(page: Page, { language, lang }: Language): Promise<void> {
  const saved = await page.request.post('/rest/info/language', { data: { language } });
  expect(saved.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
}

async function openDashboard(page: Page, sn: string): Promise<DashboardPage> {
  return new DashboardPage(page).gotoWidgets(sn);
}

const dialog = (page: Page): Locator => page.getByRole('dialog');

/**
 * How the focused element shows its focus (an outline or a focus ring, a box shadow), and whether it
 * is `target`: one look per Tab stop.
 */
async function focusStop(target: Locator): Promise<{ element: string; shown: boolean; reached: boolean }> {
  return target.evaluate((wanted) => {
    const focused = document.activeElement as HTMLElement;
    // Tab leaves the page after its last stop (to the browser's own controls) and comes back.
    if (focused === document.body) return { element: 'body', shown: true, reached: false };
    const style = getComputedStyle(focused);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      element: focused.outerHTML.slice(0, 120),
      shown: outline || style.boxShadow !== 'none',
      reached: focused === wanted,
    };
  });
}

/** Presses Tab until `target` has the focus, checking on the way that every stop shows it. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(target);
    expect(stop.shown, `visible focus on ${stop.element}`).toBe(true);
    if (stop.reached) return;
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

for (const language of languages) {
  test.describe(`accessibility (${language.lang})`, () => {
    // Each test walks through many screens, each audited at one or two widths.
    test.setTimeout(150_000);

    test.afterEach(async ({ page }) => {
      // The next test expects the demo accounts in German.
      await page.request.post('/rest/info/language', { data: { language: 'de-de' } });
    });

    test('public pages and the help dialog', async ({ page }) => {
      const audit = new Audit(page);
      await page.goto('/login');
      await page.evaluate((chosen) => localStorage.setItem('portal.language', chosen), language.language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.lang}`));
      await expect(page.getByRole('button', { name: language.logIn })).toBeVisible();
      await audit.checkBothWidths('login');
      await new PortalFrame(page).footerLink(/^(Impressum|Imprint)$/).click();
      await new HelpDialog(page).loaded();
      await audit.check('help document dialog');
      await closeDialog(page);
      await page.goto('/loggedout');
      await audit.check('logged out');
      expect(audit.findings).toEqual([]);
    });

    test.describe(() => {
      test.use({ role: 'betreiber' });

      // Three tests rather than one walk: each stays well inside its time on a slow machine.
      test("an operator's start page and its dialogs", async ({ page }) => {
        const audit = new Audit(page);
        const start = new StartPage(page);
        await chooseLanguage(page, language);
        await page.goto('/?view=locations');
        const editLocation = page.getByRole('button', { name: /^(Standort bearbeiten|Edit location)$/ });
        await expect(editLocation.first()).toBeVisible();
        await audit.checkBothWidths('start page by location');
        await page.goto('/?view=units');
        await audit.checkBothWidths('start page by unit');
        await start.table
          .getByRole('button', { name: /^(Fernwartung|Remote maintenance) \d{4}$/ })
          .first()
          .click();
        await expect(dialog(page).getByRole('table')).toBeVisible();
        await audit.checkBothWidths('orders dialog');
        await closeDialog(page);

        await page.goto('/?view=locations');
        await editLocation.first().click();
        await expect(dialog(page)).toBeVisible();
        await audit.check('location dialog');
        await dialog(page)
          .getByRole('button', { name: /^(Anlagen auswählen|Choose units)$/ })
          .click();
        await expect(dialog(page)).toHaveCount(2);
        await audit.check('unit selection dialog');
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toHaveCount(1);
        await closeDialog(page);
        expect(audit.findings).toEqual([]);
      });

      test("an operator's unit screens, editors and charts", async ({ page }) => {
        const audit = new Audit(page);
        await chooseLanguage(page, language);
        const sn = await onlineUnit(page, 'dachsII');
        const dashboard = await openDashboard(page, sn);
        await audit.checkBothWidths('dashboard');
        await dashboard.tiles.getByRole('link').first().click();
        await expect(page).toHaveURL(/\/dp\//);
        await expect(dashboard.widgets.first()).toBeVisible();
        await audit.checkBothWidths('data page');
        await openDashboard(page, sn);
        await page.getByRole('link', { name: /^(Stromführung|Power-led operation)/ }).click();
        const program = page.getByRole('region', { name: /^(Zeitprogramme|Time programs)$/ });
        await program.getByRole('button', { name: /^(Bearbeiten|Edit)/ }).click();
        await audit.checkBothWidths('time program editing');
        await program
          .getByRole('button', { name: / kopieren$|^Copy / })
          .first()
          .click();
        await expect(dialog(page)).toBeVisible();
        await audit.check('copy day dialog');
        await closeDialog(page);
        await openDashboard(page, sn);
        await page.getByRole('link', { name: /^(Heizung und Warmwasser|Heating and hot water)/ }).click();
        await page
          .getByRole('button', { name: /^(Bearbeiten|Edit)/ })
          .first()
          .click();
        await audit.check('value editing');
        await page
          .getByRole('button', { name: /(mit dem Schieberegler einstellen|with the slider)$/ })
          .first()
          .click();
        await expect(page.getByRole('slider')).toBeVisible();
        await audit.check('dimmer');
        await page.keyboard.press('Escape');

        for (const path of ['errors', 'settings']) {
          await page.goto(`/${sn}/${path}`);
          await expect(page.getByTestId('header-serial')).toBeVisible();
          await audit.checkBothWidths(path);
        }
        await page.goto('/charts');
        await expect(new ChartCard(page, page.getByRole('main')).drawn.first()).toBeVisible();
        await audit.checkBothWidths('charts');

        const withoutConsent = await onlineUnit(page, 'dachs08', false);
        await page.goto(`/${withoutConsent}/dashboard`);
        await expect(dialog(page).getByRole('checkbox').first()).toBeVisible();
        await audit.check('consent dialog');
        expect(audit.findings).toEqual([]);
      });

      test("an operator's alarms, settings and services pages and the phone menu", async ({ page }) => {
        const audit = new Audit(page);
        const frame = new PortalFrame(page);
        await chooseLanguage(page, language);
        for (const path of [
          '/alarms',
          '/alarms/notifications',
          '/alarms/deliveries',
          '/alarms/rules',
          '/alarms/webhooks',
        ]) {
          await page.goto(path);
          await expect(frame.main.getByRole('heading', { level: 1 })).toBeVisible();
          await audit.checkBothWidths(path);
        }

        for (const path of ['/usersettings', '/services', '/does-not-exist']) {
          await page.goto(path);
          await expect(frame.main.getByRole('heading', { level: 1 })).toBeVisible();
          await audit.check(path);
        }

        await page.setViewportSize(phone);
        await page.goto('/');
        await frame.openPhoneMenu();
        await audit.check('phone menu');
        expect(audit.findings).toEqual([]);
      });
    });

    test.describe(() => {
      test.use({ role: 'partner' });

      test("a partner's screens and the device menu", async ({ page }) => {
        const audit = new Audit(page);
        const frame = new PortalFrame(page);
        const device = new DeviceMenuPage(page);
        await chooseLanguage(page, language);
        await page.goto('/?view=units&attention=1');
        await audit.checkBothWidths('start page, needs attention first');
        // The fleet overview (issue 44) with a state chosen: figures, map, its list and the state's units.
        await page.goto('/fleet?region=BY');
        await expect(frame.main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.highcharts-map-series').first()).toBeVisible();
        await audit.checkBothWidths('/fleet');
        const sn = await onlineUnit(page, 'dachsII');
        await page.goto(`/${sn}/errors`);
        await expect(page.getByTestId('header-serial')).toBeVisible();
        await audit.check('errors with history');
        // The device menu in user mode, then every screen of the installer mode.
        await device.goto(sn);
        await audit.checkBothWidths('device menu, user mode');
        const entered = await page.request.post(`/rest/device/${sn}/servicelevel`, {
          data: { code: '4711' },
        });
        expect(entered.ok()).toBe(true);
        for (const screen of ['', 'settings', 'heatingcurve', 'commissioning', 'unlock', 'calibration']) {
          await device.goto(sn, screen);
          await expect(device.screenTitle).toBeVisible();
          await audit.checkBothWidths(`device menu ${screen || 'overview'}`);
        }
        for (const screen of ['network', 'power', 'help']) {
          await device.goto(sn, screen);
          await expect(device.screenTitle).toBeVisible();
          await audit.check(`device menu ${screen}`);
        }
        await page.request.delete(`/rest/device/${sn}/servicelevel`);
        expect(audit.findings).toEqual([]);
      });

      test("a partner's settings dialogs and the admin's screens", async ({ page }) => {
        const audit = new Audit(page);
        const frame = new PortalFrame(page);
        await chooseLanguage(page, language);
        for (const button of [
          /^(Passwort ändern|Change password)$/,
          /^(Adressdaten erfassen|Enter address details)$/,
        ]) {
          await page.goto('/usersettings');
          await frame.main.getByRole('button', { name: button }).click();
          await expect(dialog(page)).toBeVisible();
          await audit.check(`user settings: ${button.source}`);
          await closeDialog(page);
        }

        await page.request.post('/rest/info/language', { data: { language: 'de-de' } });
        await page.context().clearCookies();
        // The admin's part in the same browser: a session of its own.
        await freshSession(page, 'admin');
        await chooseLanguage(page, language);
        await audit.check('admin start page');
        const unit = await onlineUnit(page, 'dachsII');
        await page.goto(`/${unit}/debug`);
        await expect(page.getByTestId('header-serial')).toBeVisible();
        await audit.check('unit debug');
        for (const path of ['/hzatool', '/test']) {
          await page.goto(path);
          await expect(frame.main.getByRole('heading', { level: 1 })).toBeVisible();
          await audit.check(path);
        }
        await page.goto('/hzatool');
        await page
          .getByRole('button', { name: /^(Hauptzollamt für .* ändern|Change the main customs office of )/ })
          .first()
          .click();
        await expect(dialog(page)).toBeVisible();
        await audit.check('hzatool county offices dialog');
        await closeDialog(page);
        // Every step of the energy-tax editor (the admin may open any plant).
        const { plants } = await (await page.request.post('/rest/hzatool/statusmap', { data: {} })).json();
        await page.goto(`/hzatool/${plants[0].anlageId}?year=${plants[0].years[0].year}&edit=true`);
        const steps = page
          .getByRole('navigation', { name: /^(Schritte des Antrags|Steps of the application)$/ })
          .getByRole('button');
        await expect(steps).toHaveCount(6);
        for (let step = 0; step < 6; step++) {
          await steps.nth(step).click();
          await audit.checkBothWidths(`hzatool editor step ${step + 1}`);
        }
        await frame.openDebugPanel();
        await audit.check('debug sidebar');
        expect(audit.findings).toEqual([]);
      });
    });
  });
}

test('keyboard only: log in, dialogs, the dimmer, the time program and the phone menu, focus always visible', async ({
  page,
}) => {
  // A whole session by keyboard, two dashboards and a width change: longer than one screen's test.
  test.slow();
  const login = await new LoginPage(page).goto();
  await tabTo(page, login.user);
  await page.keyboard.type('betreiber');
  await page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(new PortalFrame(page).sideMenu).toBeVisible();

  const sn = await onlineUnit(page, 'dachsII');
  await openDashboard(page, sn);
  await tabTo(page, page.getByRole('link', { name: /^Heizung und Warmwasser/ }));
  await page.keyboard.press('Enter');
  const water = page.getByRole('region', { name: 'Warmwasser', exact: true });
  await tabTo(page, water.getByRole('button', { name: /^Bearbeiten/ }));
  await page.keyboard.press('Enter');
  const opener = water.getByRole('button', {
    name: 'Warmwasser-Solltemperatur mit dem Schieberegler einstellen',
  });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const slider = page.getByRole('slider');
  await expect(slider).toBeFocused();
  const before = Number(await slider.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowUp');
  await expect(slider).toHaveAttribute('aria-valuenow', String(before + 1));
  await page.keyboard.press('Escape');
  await expect(slider).toHaveCount(0);
  await expect(opener).toBeFocused();
  await tabTo(page, water.getByRole('button', { name: 'Abbrechen' }));
  await page.keyboard.press('Enter');
  await expect(water.getByRole('button', { name: /^Bearbeiten/ })).toBeVisible();

  await openDashboard(page, sn);
  await tabTo(page, page.getByRole('link', { name: /^Stromführung/ }));
  await page.keyboard.press('Enter');
  const program = page.getByRole('region', { name: 'Zeitprogramme', exact: true });
  await tabTo(page, program.getByRole('button', { name: /^Bearbeiten/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, program.getByRole('button', { name: 'Schaltpunkt 1 10 Minuten später' }).first());
  await page.keyboard.press('Enter');
  await expect(program.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await tabTo(page, program.getByRole('button', { name: 'Abbrechen' }));
  await page.keyboard.press('Enter');
  await expect(program.getByRole('button', { name: /^Bearbeiten/ })).toBeVisible();

  await page.setViewportSize(phone);
  const frame = new PortalFrame(page);
  const menuButton = frame.phoneMenuButton;
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = frame.phoneMenu;
  await expect(menu).toBeVisible();
  // The focus moves into the menu (its panel or a link in it).
  expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});
