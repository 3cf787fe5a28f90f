import { jest } from '@jest/globals';
import { call, portalStore, sessionAtom, Route, Routes, useLocation } from '@portal/web-kit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequireLogin } from './guards.js';
import { shellMessages } from '../components/messages.js';
import { jsonResponse, renderInShell, testInit } from '../components/test-utils.js';
import { LoggedOutPage } from '../features/auth/logged-out-page.js';
import { LoginPage } from '../features/auth/login-page.js';
import { alreadyLoggedInRedirectMs } from '../features/auth/use-login.js';
import { authMessages } from '../features/auth/messages.js';

/** The backend: the address call answers 401 (the session ran out); login succeeds. */
function backend(loggedIn: () => boolean) {
  globalThis.fetch = jest.fn((input: string) => {
    const url = input;
    if (url === '/rest/info/addressdata')
      return Promise.resolve(
        jsonResponse(401, {
          status: 401,
          key: 'exception.loginrequired',
          message: 'Anmeldung erforderlich.',
        }),
      );
    if (url === '/rest/info/login') return Promise.resolve(jsonResponse(200, { result: 'success' }));
    return Promise.resolve(jsonResponse(200, testInit(loggedIn() ? {} : null)));
  }) as unknown as typeof fetch;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, init = testInit({})) {
  renderInShell(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/loggedout" element={<LoggedOutPage />} />
        <Route
          path="*"
          element={
            <RequireLogin>
              <p>geschützte Seite</p>
            </RequireLogin>
          }
        />
      </Routes>
      <Where />
    </>,
    { init, path, catalogues: [shellMessages, authMessages] },
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Benutzername oder E-Mail'), 'betreiber');
  await user.type(screen.getByLabelText('Passwort'), 'portal-demo-1');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

afterEach(() => jest.useRealTimers());

test('a 401 during work says the session expired, and login returns to the page', async () => {
  let loggedIn = true;
  backend(() => loggedIn);
  const user = userEvent.setup();
  renderAt('/5123456789/settings?tab=2');
  expect(screen.getByText('geschützte Seite')).toBeInTheDocument();

  loggedIn = false;
  await act(() => call('addressDataGet').catch(() => undefined));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  expect(screen.getByText(/^Ihre Sitzung ist abgelaufen/)).toHaveClass('alert-warning');

  loggedIn = true;
  await logIn(user);
  expect(await screen.findByText('geschützte Seite')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/5123456789/settings?tab=2');
});

test('opening a page while logged out asks for login without talk of expiry, then opens it', async () => {
  let loggedIn = false;
  backend(() => loggedIn);
  const user = userEvent.setup();
  renderAt('/usersettings', testInit(null));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  expect(screen.queryByText(/Sitzung ist abgelaufen/)).toBeNull();
  loggedIn = true;
  await logIn(user);
  expect(await screen.findByText('geschützte Seite')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/usersettings$/);
});

test('spec 2: /login while logged in says so and then goes to the start page', () => {
  jest.useFakeTimers();
  backend(() => true);
  renderAt('/login');
  expect(screen.getByRole('heading', { name: 'Sie sind bereits angemeldet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zum Portal' })).toHaveAttribute('href', '/');
  act(() => jest.advanceTimersByTime(alreadyLoggedInRedirectMs));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  expect(screen.getByText('geschützte Seite')).toBeInTheDocument();
});

test('logging in again from /loggedout returns to the page the user logged out from', async () => {
  let loggedIn = false;
  backend(() => loggedIn);
  const user = userEvent.setup();
  renderAt('/loggedout?returnUrl=%2F5123456789%2Fdashboard', testInit(null));
  expect(screen.getByRole('heading', { name: 'Abgemeldet' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Erneut anmelden' }));
  loggedIn = true;
  await logIn(user);
  expect(await screen.findByText('geschützte Seite')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/5123456789\/dashboard$/);
  expect(portalStore.get(sessionAtom).state).toBe('in');
});
