import { once } from 'node:events';
import { expect, test } from '../support/test.js';
import { SMTPServer } from 'smtp-server';
import { freshSession } from '../support/auth.js';
import { PortalFrame, collectPageErrors } from '../support/pages/frame.js';
import { LoginPage } from '../support/pages/login.js';
import { StartPage } from '../support/pages/start.js';
import { expectScreen } from '../support/pages/screen.js';
import { demoPassword, smtpPort } from '../support/portals.js';

// Logging in through the form (each way there is: the form, a login link, after a failure, back
// to where the session ended), the language of the login page and of the user, logging out.

test('the login form needs both fields, and a wrong password shows an error toast', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await expect(login.submit).toBeDisabled();
  await login.user.fill('Partner');
  await expect(login.user).toHaveValue('partner');
  await expect(login.submit).toBeDisabled();
  await expectScreen(page, 'login');
  await login.password.fill('not-the-password-1');
  await login.password.press('Enter');
  await expect(login.failure).toBeVisible();
  await expectScreen(page, 'login-error');
  expect(errors).toEqual([]);
});

test('a failed login’s toast is gone once the next login succeeds (issue 40, 27)', async ({ page }) => {
  const login = await new LoginPage(page).goto();
  await login.user.fill('betreiber');
  await login.password.fill('not-the-password-1');
  await login.password.press('Enter');
  await expect(login.failure).toBeVisible();
  await login.password.fill(demoPassword);
  await login.password.press('Enter');
  await expect(new PortalFrame(page).sideMenu).toBeVisible();
  await expect(login.failure).toHaveCount(0);
});

test('switching the language on the login page translates the portal', async ({ page }) => {
  const login = await new LoginPage(page).goto();
  await login.language.selectOption('en-gb');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprint' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await login.language.selectOption('de-de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test.describe('as the extern role', () => {
  test.use({ role: 'extern' });

  test('the language chosen in the user settings is saved on the user', async ({ page }) => {
    const frame = new PortalFrame(page);
    await page.goto('/usersettings');
    await page.getByRole('combobox', { name: 'Sprache der Benutzeroberfläche' }).selectOption('en-gb');
    await expect(frame.menuEntry('Account')).toBeVisible();
    // A new login reads the language from the user, not from this browser.
    await page.context().clearCookies();
    await new LoginPage(page).goto();
    await new LoginPage(page).logIn('extern');
    await expect(frame.menuEntry('Units')).toBeVisible();
    // Remotes bring their own catalogues: the start page from the units remote is English too.
    await expect(new StartPage(page).heading).toHaveText('Units');
    // Back to German for the other tests that use this account.
    await page.goto('/usersettings');
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de-de');
    await expect(frame.menuEntry('Konto')).toBeVisible();
  });
});

test('logout lands on /loggedout; logging in again returns to the page it was on', async ({ page }) => {
  // Logging out ends the session: a session of its own, not the saved one.
  await freshSession(page, 'partner');
  await page.goto('/usersettings');
  await new PortalFrame(page).menuEntry('Abmelden').click();
  await expect(page).toHaveURL(/\/loggedout\?returnUrl=%2Fusersettings$/);
  await expect(page.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible();
  const init = await page.request.get('/rest/info/init');
  expect((await init.json()).loggedIn).toBe(false);
  await expectScreen(page, 'loggedout');
  await page.getByRole('link', { name: 'Erneut anmelden' }).click();
  await new LoginPage(page).submitAs('partner');
  await expect(page).toHaveURL(/\/usersettings$/);
});

test.describe('as a partner', () => {
  test.use({ role: 'partner' });

  test('spec 2: /login while logged in says so and then goes to the start page', async ({ page }) => {
    // The notice shows for 1.5 s: look from the first response, not after every script has loaded.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sie sind bereits angemeldet' })).toBeVisible();
    await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: /liste$/ })).toBeVisible();
  });
});

test('a malformed login link shows Hash-Fehler, a forged one an error', async ({ page }) => {
  await page.goto('/login/not-a-hash');
  await expect(page.getByRole('alert')).toHaveText('Hash-Fehler');
  await page.goto('/login/abc.def');
  await expect(page.getByRole('alert')).toContainText('Der Anmeldelink ist ungültig oder abgelaufen.');
  await expectScreen(page, 'hash-login-error');
});

test.describe('password reset by mail', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push(raw.replace(/=\r?\n/g, ''));
        callback();
      });
    },
  });
  test.beforeAll(async () => {
    smtp.listen(smtpPort, '127.0.0.1');
    await once(smtp.server, 'listening');
  });
  test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  test.use({ role: 'subpartner' });

  test('the mailed link logs in and forces a new password', async ({ page }) => {
    const email: string = (await (await page.request.get('/rest/info/init')).json()).user.data.email;
    await page.context().clearCookies();
    const login = await new LoginPage(page).goto();
    await login.user.fill(email);
    await login.forgotPassword.click();
    await expect(page.getByText('E-Mail unterwegs')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    // Alarm mails of the simulated units reach the same server: the reset mail is the one with the link.
    const resetLink = () =>
      received
        .map((raw) => /https?:\/\/[^\s]+\/login\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(raw))
        .findLast((found) => found !== null);
    await expect.poll(resetLink).toBeDefined();
    const link = resetLink();
    await page.goto(`/login/${link![1]}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Bisheriges Passwort')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0);
    await expectScreen(page, 'password-forced');
    await dialog.getByLabel('Neues Passwort', { exact: true }).fill('subpartner-neu-1');
    await dialog.getByLabel('Neues Passwort wiederholen').fill('subpartner-neu-1');
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(dialog).toHaveCount(0);
    await page.context().clearCookies();
    await new LoginPage(page).goto();
    await new LoginPage(page).logIn('subpartner', 'subpartner-neu-1');
    // Restore the demo password for the other tests that use this account.
    const restored = await page.request.post('/rest/info/pwChange', {
      data: { oldPassword: 'subpartner-neu-1', password: demoPassword, passwordConfirm: demoPassword },
    });
    expect(restored.status()).toBe(200);
  });
});
