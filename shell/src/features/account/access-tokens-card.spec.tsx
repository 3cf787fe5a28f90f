import { jest } from '@jest/globals';
import type { AccessToken, CurrentUser, TokenCreatedResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/web-kit';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { accountMessages } from './messages.js';
import { Hosts, apiError, dismissToasts, fakeBackend, ok } from './test-backend.js';
import { UserSettingsPage } from './user-settings-page.js';

const secret = `pat_portal_0123456789ab_${'f'.repeat(64)}`;

const token = (overrides: Partial<AccessToken> = {}): AccessToken => ({
  id: 3,
  name: 'Gebäudeleittechnik',
  prefix: 'pat_portal_0123456789ab_…',
  scopes: ['values:read', 'errors:read'],
  units: 'all',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-03-02T10:00:00.000Z',
  lastUsedAddress: '203.0.113.7',
  ...overrides,
});

const noAddress = ok({ address: null, warnings: [], uuid: null });
const someUnits = ok({
  units: [],
  locations: [],
  totalRows: 0,
  location: null,
  locationMode: false,
});

function renderPage(user: Partial<CurrentUser> = {}) {
  renderInShell(
    <>
      <Hosts />
      <Routes>
        <Route path="/usersettings" element={<UserSettingsPage />} />
      </Routes>
    </>,
    { init: testInit(user), path: '/usersettings', catalogues: [accountMessages] },
  );
}

const card = () => screen.getByRole('region', { name: 'Zugriffstoken' });

beforeEach(() => dismissToasts());

test('lists the tokens with scopes, units, expiry and last use, without secrets', async () => {
  fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    tokenList: ok({
      tokens: [
        token(),
        token({
          id: 4,
          name: 'Export',
          scopes: ['values:read'],
          units: { serials: ['5199999999', '5199999998'], locations: ['l-1'] },
          expiresAt: '2027-01-31T23:59:59.999Z',
          lastUsedAt: null,
          lastUsedAddress: null,
        }),
        token({ id: 5, name: 'Alt', revokedAt: '2026-03-03T10:00:00.000Z' }),
      ],
    }),
  });
  renderPage();
  const first = await within(card()).findByTestId('token-3');
  expect(within(first).getByText('pat_portal_0123456789ab_…')).toBeInTheDocument();
  expect(within(first).getByText('Werte lesen')).toBeInTheDocument();
  expect(within(first).getByText('Störungen lesen')).toBeInTheDocument();
  expect(within(first).getByText(/Alle Ihre Anlagen · Läuft nicht ab/)).toBeInTheDocument();
  expect(within(first).getByText(/Zuletzt benutzt .* von 203\.0\.113\.7/)).toBeInTheDocument();
  const second = screen.getByTestId('token-4');
  expect(within(second).getByText(/2 Anlagen, 1 Standort · Gültig bis/)).toBeInTheDocument();
  expect(within(second).getByText('Noch nie benutzt')).toBeInTheDocument();
  // A revoked token is marked and has nothing left to revoke.
  const revoked = screen.getByTestId('token-5');
  expect(within(revoked).getByText('Widerrufen')).toBeInTheDocument();
  expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
});

test('creating a token sends the choices and shows the secret once, with a copy button', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const made = token({ id: 9, name: 'Skript', scopes: ['values:read', 'setpoints:write'] });
  let tokens: AccessToken[] = [];
  const backend = fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    tokenList: () => ok({ tokens }),
    units: someUnits,
    tokenCreate: (request) => {
      if ((request.body as { name: string }).name === 'x') return apiError(400, 'exception.validation');
      tokens = [made];
      return ok<TokenCreatedResponse>({ token: made, secret });
    },
  });
  renderPage();
  expect(await within(card()).findByText('Sie haben noch kein Zugriffstoken.')).toBeInTheDocument();
  await user.click(within(card()).getByRole('button', { name: 'Token erstellen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Zugriffstoken erstellen' });
  const submit = within(dialog).getByRole('button', { name: 'Token erstellen' });
  // A name is needed first.
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByLabelText(/^Name/), 'Skript');
  await user.click(within(dialog).getByRole('checkbox', { name: /Sollwerte schreiben/ }));
  await user.selectOptions(within(dialog).getByLabelText('Gültigkeit'), 'Unbegrenzt');
  await user.click(submit);

  const notice = await screen.findByRole('region', { name: 'Ihr neues Token „Skript“' });
  expect(backend.requests('tokenCreate')[0]?.body).toEqual({
    name: 'Skript',
    expires: 'none',
    scopes: ['values:read', 'setpoints:write'],
    units: 'all',
  });
  expect(within(notice).getByLabelText('Token')).toHaveValue(secret);
  await user.click(within(notice).getByRole('button', { name: 'Kopieren' }));
  expect(writeText).toHaveBeenCalledWith(secret);
  expect(within(notice).getByRole('button', { name: 'Kopiert' })).toBeInTheDocument();
  expect(await within(card()).findByTestId('token-9')).toBeInTheDocument();
  // Once stored, the secret is gone for good.
  await user.click(within(notice).getByRole('button', { name: 'Ich habe das Token gesichert' }));
  expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
});

test('chosen units are sent as serials; an expiry in days as the date', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    tokenList: ok({ tokens: [] }),
    units: () => ok(someUnits.body),
    tokenCreate: apiError(403, 'exception.accessdenied'),
  });
  renderPage();
  await user.click(await within(card()).findByRole('button', { name: 'Token erstellen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Zugriffstoken erstellen' });
  await user.type(within(dialog).getByLabelText(/^Name/), 'Halle 2');
  await user.click(within(dialog).getByRole('radio', { name: 'Nur ausgewählte Anlagen und Standorte' }));
  expect(await within(dialog).findByText('Keine Anlagen gefunden.')).toBeInTheDocument();
  // Nothing chosen yet: nothing to send.
  expect(within(dialog).getByRole('button', { name: 'Token erstellen' })).toBeDisabled();
  await user.click(within(dialog).getByRole('radio', { name: 'Alle meine Anlagen, auch künftige' }));
  await user.click(within(dialog).getByRole('button', { name: 'Token erstellen' }));
  // The server's refusal shows in the dialog, which stays open.
  expect(await within(dialog).findByText(/Zugriff verweigert/)).toBeInTheDocument();
  const sent = backend.requests('tokenCreate')[0]?.body as { expires: string };
  expect(sent.expires).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('revoking asks first, then revokes and reloads the list', async () => {
  const user = userEvent.setup();
  let tokens = [token()];
  const backend = fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    tokenList: () => ok({ tokens }),
    tokenRevoke: () => {
      tokens = [token({ revokedAt: '2026-03-04T10:00:00.000Z' })];
      return ok({ token: tokens[0]! });
    },
  });
  renderPage();
  await user.click(await within(card()).findByRole('button', { name: 'Gebäudeleittechnik widerrufen' }));
  const confirm = await screen.findByRole('dialog', { name: 'Token widerrufen?' });
  await user.click(within(confirm).getByRole('button', { name: 'Widerrufen' }));
  await waitFor(() => expect(backend.requests('tokenRevoke')).toHaveLength(1));
  expect(backend.requests('tokenRevoke')[0]?.params).toEqual({ id: '3' });
  await waitFor(() =>
    expect(within(screen.getByTestId('token-3')).queryByRole('button')).not.toBeInTheDocument(),
  );
  expect(await screen.findByText('Das Token „Gebäudeleittechnik“ wurde widerrufen.')).toBeInTheDocument();
});

test('the demo login sees its list but cannot create or revoke', async () => {
  fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    tokenList: ok({ tokens: [token()] }),
  });
  renderPage({ roles: ['betreiber', 'demo'], inRole: { betreiber: true, demo: true } });
  expect(await within(card()).findByTestId('token-3')).toBeInTheDocument();
  expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  expect(
    within(card()).getByText('Im Demo-Zugang können keine Zugriffstoken erstellt werden.'),
  ).toBeInTheDocument();
});
