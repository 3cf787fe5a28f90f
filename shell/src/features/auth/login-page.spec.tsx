import { jest } from '@jest/globals';
import {
  browserPage,
  ModalHost,
  ToastHost,
  catalogueProblems,
  languageAtom,
  portalStore,
} from '@portal/web-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../../components/messages.js';
import { jsonResponse, renderInShell, testInit } from '../../components/test-utils.js';
import type { Language } from '@portal/contracts';
import { LoginPage } from './login-page.js';
import { ssoRedirectMs } from './use-login.js';
import { authMessages } from './messages.js';

type FetchCall = { url: string; method: string; body: unknown };
let calls: FetchCall[] = [];

/** Answers like the backend: init (logged out), login by the given status, pwReset. */
function fakeBackend(loginStatus: number) {
  calls = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const json = (status: number, body: unknown) => Promise.resolve(jsonResponse(status, body));
    if (url === '/rest/info/login') {
      return loginStatus === 200
        ? json(200, { result: 'success' })
        : json(401, {
            status: 401,
            key: 'exception.wrongcredentials',
            message: 'Benutzername oder Passwort falsch.',
          });
    }
    if (url === '/rest/info/pwReset') return json(200, { result: 'sent' });
    return json(200, testInit(loginStatus === 200 ? {} : null));
  });
}

const renderLogin = (onSignedIn?: (target: string) => void) =>
  renderInShell(
    <>
      <LoginPage onSignedIn={onSignedIn} />
      <ToastHost />
      <ModalHost />
    </>,
    { path: '/login', catalogues: [shellMessages, authMessages] },
  );

describe('LoginPage', () => {
  it('has every text in German and English', () => {
    expect(catalogueProblems(authMessages)).toEqual([]);
    expect(catalogueProblems(shellMessages)).toEqual([]);
  });

  it('enables login only with user and password, lowercases the user and submits with Enter', async () => {
    fakeBackend(200);
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'BeTreiber');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Passwort'), 'portal-demo-1{Enter}');
    await waitFor(() => expect(calls.some((call) => call.url === '/rest/info/init')).toBe(true));
    expect(calls.find((call) => call.url === '/rest/info/login')?.body).toEqual({
      user: 'betreiber',
      password: 'portal-demo-1',
    });
  });

  it('tells where a login that went through goes, once the session is in, and not for a failed one', async () => {
    fakeBackend(401);
    const signedIn = jest.fn((target: string) => {
      // The page's data is asked for with the user's session known (its list settings, its roles).
      expect(calls.some((call) => call.url === '/rest/info/init')).toBe(true);
      return target;
    });
    renderLogin(signedIn);
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'betreiber');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong-password-1{Enter}');
    expect(await screen.findByText('Benutzername oder Passwort falsch.')).toBeInTheDocument();
    expect(signedIn).not.toHaveBeenCalled();
    fakeBackend(200);
    await userEvent.type(screen.getByLabelText('Passwort'), '{Enter}');
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith('/'));
    expect(signedIn).toHaveReturnedWith('/');
  });

  it('shows a persistent error toast with the server message when the login fails', async () => {
    fakeBackend(401);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'anna@example.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const message = await screen.findByText('Benutzername oder Passwort falsch.');
    const toast = message.closest('.toast');
    expect(toast).toHaveClass('bg-danger');
    expect(toast).toHaveTextContent('Fehler');
    // After a first failure with an e-mail as user name the reset hint appears.
    expect(screen.getByText(/Geben Sie Ihre E-Mail-Adresse als Benutzername ein/)).toBeInTheDocument();
  });

  it('closes the failure toast once the next login succeeds (issue 40, 27)', async () => {
    fakeBackend(401);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'betreiber');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong-password-1{Enter}');
    expect(await screen.findByText('Benutzername oder Passwort falsch.')).toBeInTheDocument();
    fakeBackend(200);
    await userEvent.clear(screen.getByLabelText('Passwort'));
    await userEvent.type(screen.getByLabelText('Passwort'), 'portal-demo-1{Enter}');
    await waitFor(() => expect(calls.some((call) => call.url === '/rest/info/init')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Benutzername oder Passwort falsch.')).toBeNull());
  });

  it('asks for a valid e-mail before sending a reset link', async () => {
    fakeBackend(200);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'betreiber');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByText('Ungültige E-Mail-Adresse.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/rest/info/pwReset')).toHaveLength(0);
  });

  it('sends the reset link for an e-mail, confirms it and clears the user field', async () => {
    fakeBackend(200);
    renderLogin();
    const user = screen.getByLabelText('Benutzername oder E-Mail');
    await userEvent.type(user, 'Anna@Example.de');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(await screen.findByText('E-Mail unterwegs')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/rest/info/pwReset')?.body).toEqual({
      email: 'anna@example.de',
    });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(user).toHaveValue(''));
  });

  /** The login page with single sign-on on, at `path`; answers the full-page navigations it makes. */
  function renderWithSso(path: string) {
    const assign = jest.fn();
    browserPage.assign = assign;
    const init = testInit(null);
    init.app.usesaml2 = true;
    fakeBackend(200);
    renderInShell(<LoginPage />, { init, path, catalogues: [shellMessages, authMessages] });
    return assign;
  }

  it('hands over to single sign-on after 100 ms when SAML is on', () => {
    jest.useFakeTimers();
    const assign = renderWithSso('/login');
    expect(screen.getByText('Weiterleitung zur Anmeldung …')).toBeInTheDocument();
    jest.advanceTimersByTime(ssoRedirectMs - 1);
    expect(assign).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    // Back to the page that needed the login, which the portal checks before it follows.
    expect(assign).toHaveBeenCalledWith('/rest/saml2/login?RelayState=%2F');
    jest.useRealTimers();
  });

  it('keeps the password form with ?password, for accounts without single sign-on', () => {
    jest.useFakeTimers();
    const assign = renderWithSso('/login?password');
    expect(screen.getByLabelText('Benutzername oder E-Mail')).toBeInTheDocument();
    jest.advanceTimersByTime(ssoRedirectMs * 10);
    expect(assign).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('offers the password form beside the hand-over to single sign-on', () => {
    renderWithSso('/login');
    expect(screen.getByRole('link', { name: 'Mit Benutzername und Passwort anmelden' })).toHaveAttribute(
      'href',
      '/login?password',
    );
  });

  describe('taking over the server-drawn early form (ADR 0030)', () => {
    afterEach(() => {
      document.getElementById('login-entry')?.remove();
      portalStore.set(languageAtom, 'de-de');
    });

    /** The early form as the server draws it (in `drawnIn`), with what the person typed and chose. */
    const earlyForm = (typed: {
      login: string;
      password: string;
      language?: Language;
      drawnIn?: Language;
    }) => {
      const container = document.createElement('div');
      container.id = 'login-entry';
      container.dataset['language'] = typed.drawnIn ?? 'de-de';
      container.innerHTML =
        '<input id="login-user"><input id="login-password" type="password">' +
        '<select id="login-language"><option value="de-de">Deutsch</option><option value="en-gb">English</option></select>';
      document.body.prepend(container);
      const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
      field('login-user').value = typed.login;
      field('login-password').value = typed.password;
      field('login-language').value = typed.language ?? typed.drawnIn ?? 'de-de';
      return { container, field };
    };

    it('starts from the typed values, ends the early form and keeps the focus where it was', () => {
      fakeBackend(200);
      const { field } = earlyForm({ login: 'Betreiber', password: 'geheim' });
      field('login-password').focus();
      field('login-password').setSelectionRange(2, 4);
      renderLogin();
      expect(document.getElementById('login-entry')).toBeNull();
      // Logins are kept in lower case, as the app's field keeps them while typing.
      expect(screen.getByLabelText('Benutzername oder E-Mail')).toHaveValue('betreiber');
      const password = screen.getByLabelText('Passwort');
      expect(password).toHaveValue('geheim');
      expect(password).toHaveFocus();
      expect([
        (password as HTMLInputElement).selectionStart,
        (password as HTMLInputElement).selectionEnd,
      ]).toEqual([2, 4]);
      expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    });

    it('carries a language chosen in the early form over', async () => {
      fakeBackend(200);
      earlyForm({ login: 'betreiber', password: 'geheim', language: 'en-gb', drawnIn: 'de-de' });
      renderLogin();
      expect(await screen.findByLabelText('User name or e-mail')).toHaveValue('betreiber');
      expect(portalStore.get(languageAtom)).toBe('en-gb');
    });

    it("keeps the app's language when the form was only drawn in another one", () => {
      fakeBackend(200);
      // The server drew German (no cookie yet); the app knows English from storage.
      portalStore.set(languageAtom, 'en-gb');
      earlyForm({ login: '', password: '', drawnIn: 'de-de' });
      renderLogin();
      expect(screen.getByLabelText('User name or e-mail')).toBeVisible();
      expect(portalStore.get(languageAtom)).toBe('en-gb');
    });

    it('takes the last values: a navigation renders as a transition, and typing goes on until the commit', () => {
      fakeBackend(200);
      const { field } = earlyForm({ login: '', password: '' });
      const user = field('login-user');
      user.focus();
      // The first read sees 'betr', the take-over 'betreiber' (typed in between).
      const typed = ['betr', 'betreiber'];
      let asked = 0;
      Object.defineProperty(user, 'value', { get: () => typed[Math.min(asked++, 1)] });
      Object.defineProperty(user, 'selectionStart', { get: () => typed[Math.min(asked - 1, 1)]!.length });
      Object.defineProperty(user, 'selectionEnd', { get: () => typed[Math.min(asked - 1, 1)]!.length });
      renderLogin();
      const app = screen.getByLabelText('Benutzername oder E-Mail');
      expect(app).toHaveValue('betreiber');
      expect(app).toHaveFocus();
      expect((app as HTMLInputElement).selectionStart).toBe(9);
    });

    it('leaves a page without an early form as it was', () => {
      fakeBackend(200);
      renderLogin();
      expect(screen.getByLabelText('Benutzername oder E-Mail')).toHaveValue('');
      expect(screen.getByLabelText('Benutzername oder E-Mail')).toHaveFocus();
    });
  });
});
