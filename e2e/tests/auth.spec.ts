import { once } from 'node:events';
import { expect, test } from '../support/test.js';
import { SMTPServer } from 'smtp-server';
import { collectPageErrors, logIn, screenshotBothWidths } from '../support/pages.js';
import { demoPassword, smtpPort } from '../support/portals.js';

test('the login form needs both fields, and a wrong password shows an error toast', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const submit = page.getByRole('button', { name: 'Anmelden' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Benutzername oder E-Mail').fill('Partner');
  await expect(page.getByLabel('Benutzername oder E-Mail')).toHaveValue('partner');
  await expect(submit).toBeDisabled();
  await screenshotBothWidths(page, 'login');
  await page.getByLabel('Passwort').fill('not-the-password-1');
  await page.getByLabel('Passwort').press('Enter');
  await expect(page.locator('.toast.bg-danger')).toContainText('Benutzername oder Passwort falsch.');
  await screenshotBothWidths(page, 'login-error');
  expect(errors).toEqual([]);
});

test('a failed login’s toast is gone once the next login succeeds (issue 40, 27)', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Benutzername oder E-Mail').fill('betreiber');
  await page.getByLabel('Passwort').fill('not-the-password-1');
  await page.getByLabel('Passwort').press('Enter');
  await expect(page.locator('.toast.bg-danger')).toBeVisible();
  await page.getByLabel('Passwort').fill(demoPassword);
  await page.getByLabel('Passwort').press('Enter');
  await expect(page.locator('.portal-sidebar, .portal-bottom-nav').first()).toBeVisible();
  await expect(page.locator('.toast.bg-danger')).toHaveCount(0);
});

test('switching the language on the login page translates the portal', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Sprache').selectOption('en-gb');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprint' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Language').selectOption('de-de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('the language chosen in the user settings is saved on the user', async ({ page }) => {
  await logIn(page, 'extern');
  await page.goto('/usersettings');
  await page.getByRole('combobox', { name: 'Sprache der Benutzeroberfläche' }).selectOption('en-gb');
  await expect(page.locator('.portal-sidebar')).toContainText('Account');
  await page.context().clearCookies();
  await logIn(page, 'extern');
  await expect(page.locator('.portal-sidebar')).toContainText('Units');
  // Remotes bring their own catalogues: the start page from the units remote is English too.
  await expect(page.locator('.portal-page h1')).toHaveText('Units');
  // Back to German for the other tests that use this account.
  await page.goto('/usersettings');
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de-de');
  await expect(page.locator('.portal-sidebar')).toContainText('Konto');
});

test('logout lands on /loggedout; logging in again returns to the page it was on', async ({ page }) => {
  await logIn(page, 'partner');
  await page.goto('/usersettings');
  await page.locator('.portal-sidebar [data-menu="logout"]').click();
  await expect(page).toHaveURL(/\/loggedout\?returnUrl=%2Fusersettings$/);
  await expect(page.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible();
  const init = await page.request.get('/rest/info/init');
  expect((await init.json()).loggedIn).toBe(false);
  await screenshotBothWidths(page, 'loggedout');
  await page.getByRole('link', { name: 'Erneut anmelden' }).click();
  await page.getByLabel('Benutzername oder E-Mail').fill('partner');
  await page.getByLabel('Passwort').fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/usersettings$/);
});

test('spec 2: /login while logged in says so and then goes to the start page', async ({ page }) => {
  await logIn(page, 'partner');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sie sind bereits angemeldet' })).toBeVisible();
  await screenshotBothWidths(page, 'login-already');
  await expect(page).toHaveURL(/\/(\?view=\w+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: /liste$/ })).toBeVisible();
});

test('a malformed login link shows Hash-Fehler, a forged one an error', async ({ page }) => {
  await page.goto('/login/not-a-hash');
  await expect(page.getByRole('alert')).toHaveText('Hash-Fehler');
  await page.goto('/login/abc.def');
  await expect(page.getByRole('alert')).toContainText('Der Anmeldelink ist ungültig oder abgelaufen.');
  await screenshotBothWidths(page, 'hash-login-error');
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

  test('the mailed link logs in and forces a new password', async ({ page }) => {
    await logIn(page, 'subpartner');
    const email: string = (await (await page.request.get('/rest/info/init')).json()).user.data.email;
    // Away from the unit list first: a reply still under way would set the rolling session cookie again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Benutzername oder E-Mail').fill(email);
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByText('E-Mail unterwegs')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const link = /https?:\/\/[^\s]+\/login\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(received.at(-1) ?? '');
    expect(link).not.toBeNull();
    await page.goto(`/login/${link![1]}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Bisheriges Passwort')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0);
    await screenshotBothWidths(page, 'password-forced');
    await dialog.getByLabel('Neues Passwort', { exact: true }).fill('subpartner-neu-1');
    await dialog.getByLabel('Neues Passwort wiederholen').fill('subpartner-neu-1');
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(dialog).toHaveCount(0);
    await page.context().clearCookies();
    await logIn(page, 'subpartner', 'subpartner-neu-1');
    // Restore the demo password for the other tests that use this account.
    const restored = await page.request.post('/rest/info/pwChange', {
      data: { oldPassword: 'subpartner-neu-1', password: demoPassword, passwordConfirm: demoPassword },
    });
    expect(restored.status()).toBe(200);
  });
});
