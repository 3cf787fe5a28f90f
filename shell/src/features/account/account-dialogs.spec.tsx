import type { CurrentUser } from '@portal/contracts';
import { openAddressDialog, portalStore, Route, Routes } from '@portal/web-kit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { accountPromptsShownAtom, forcePasswordChangeAtom } from '../../components/account-atoms.js';
import { AccountDialogs } from './account-dialogs.js';
import { accountMessages } from './messages.js';
import { Hosts, dismissToasts, fakeBackend, ok } from './test-backend.js';

const review = {
  login: 'betreiber',
  name: 'Stefan Hofmann',
  firma: '',
  email: 'stefan@example.de',
  type: 'BENUTZER',
};

function renderLayout(user: Partial<CurrentUser>) {
  return renderInShell(
    <>
      <Hosts />
      <Routes>
        <Route path="/somewhere" element={<AccountDialogs />} />
        <Route path="/" element={<p>Startseite</p>} />
      </Routes>
    </>,
    { init: testInit(user), path: '/somewhere', catalogues: [accountMessages] },
  );
}

beforeEach(() => {
  dismissToasts();
  portalStore.set(accountPromptsShownAtom, { password: false, address: false });
  portalStore.set(forcePasswordChangeAtom, false);
});

test('an invalid password forces the password dialog; after the change the portal goes to the start page', async () => {
  fakeBackend({
    pwChange: ok({ result: 'success' }),
    init: ok(testInit({ passwordInvalid: false })),
  });
  const user = userEvent.setup({ delay: null });
  renderLayout({ passwordInvalid: true });

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/bevor Sie das Portal weiter nutzen/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));

  expect(await screen.findByText('Startseite')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('after a reset link the dialog opens without the old password and sends only the new one', async () => {
  const backend = fakeBackend({
    pwChange: ok({ result: 'success' }),
    init: ok(testInit({})),
  });
  portalStore.set(forcePasswordChangeAtom, true);
  const user = userEvent.setup({ delay: null });
  renderLayout({});

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Link zum Zurücksetzen/)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Bisheriges Passwort')).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));

  expect(await screen.findByText('Startseite')).toBeInTheDocument();
  expect(backend.requests('pwChange').map((request) => request.body)).toEqual([
    { password: 'sicher-genug-1', passwordConfirm: 'sicher-genug-1' },
  ]);
  expect(portalStore.get(forcePasswordChangeAtom)).toBe(false);
});

test('operators asked to review their data get the address dialog once per page load', async () => {
  fakeBackend({ addressDataGet: ok({ address: null, warnings: [], uuid: null }) });
  const user = userEvent.setup({ delay: null });
  const first = renderLayout({
    data: { ...review, metaData: { email: review.email, reviewUserData: true } },
  });

  const dialog = await screen.findByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adressdaten' });
  await within(dialog).findByLabelText(/^Vorname/);
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  first.unmount();
  renderLayout({ data: { ...review, metaData: { email: review.email, reviewUserData: true } } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['demo operators', { roles: ['betreiber', 'demo'], inRole: { betreiber: true, demo: true } }],
  ['partners', { roles: ['partner'], inRole: { partner: true }, primaryRole: 'partner' }],
  ['operators not asked to review', { reviewUserData: false }],
  ['legacy operators', { roles: ['betreiberold'], inRole: { betreiberold: true } }],
])('%s get no address dialog', (_who, overrides) => {
  fakeBackend({ addressDataGet: ok({ address: null, warnings: [], uuid: null }) });
  const reviewUserData = !('reviewUserData' in overrides) || overrides.reviewUserData;
  const { reviewUserData: _flag, ...user } = { reviewUserData, ...overrides };
  renderLayout({ ...user, data: { ...review, metaData: { email: review.email, reviewUserData } } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(portalStore.get(accountPromptsShownAtom).address).toBe(false);
});

test('legacy operators are not pushed into the password dialog before they migrate', () => {
  fakeBackend({});
  portalStore.set(forcePasswordChangeAtom, true);
  renderLayout({ roles: ['betreiberold'], inRole: { betreiberold: true }, passwordInvalid: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(portalStore.get(accountPromptsShownAtom).password).toBe(false);
});

test('remotes open the address dialog through web-kit, prefilled with what they know', async () => {
  fakeBackend({ addressDataGet: ok({ address: null, warnings: ['plz'], uuid: null }) });
  const user = userEvent.setup({ delay: null });
  renderLayout({});
  let result: Promise<boolean> = Promise.resolve(true);
  act(() => {
    result = openAddressDialog({ plz: '97070', ort: 'Würzburg' });
  });
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByLabelText(/^PLZ/)).toHaveValue('97070');
  expect(within(dialog).getByLabelText(/^Vorname/)).toHaveValue('Stefan');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
});
