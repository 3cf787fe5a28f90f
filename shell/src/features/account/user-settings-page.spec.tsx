import {
  type AddressData,
  type CurrentUser,
  type InitResponse,
  type Partner,
  addressDataSchema,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/web-kit';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { accountMessages } from './messages.js';
import { Hosts, apiError, dismissToasts, fakeBackend, ok } from './test-backend.js';
import { UserSettingsPage } from './user-settings-page.js';

const partner = (name: string, overrides: Partial<Partner> = {}): Partner => ({
  uuid: `p-${name}`,
  vname: 'Jana Weber',
  name,
  anschrift1: 'Industriestraße 4',
  anschrift2: 'Kundendienst',
  anschrift3: '',
  land: 'DE',
  plz: '97080',
  ort: 'Würzburg',
  telefon: '0931 4037-0',
  mobil: '0171 5550100',
  telefax: '0931 4037-19',
  mail: 'info@weber-haustechnik.example.de',
  ...overrides,
});

const noAddress = ok({ address: null, warnings: [], uuid: null });

function renderPage(user: Partial<CurrentUser>): InitResponse {
  const init = testInit(user);
  renderInShell(
    <>
      <Hosts />
      <Routes>
        <Route path="/usersettings" element={<UserSettingsPage />} />
        <Route path="/" element={<p>Startseite</p>} />
      </Routes>
    </>,
    { init, path: '/usersettings', catalogues: [accountMessages] },
  );
  return init;
}

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => dismissToasts());

test('operators see their service partners with contact links, and the shop account link', async () => {
  const backend = fakeBackend({
    addressDataGet: noAddress,
    partners: ok({
      partners: [partner('Weber Haustechnik GmbH'), partner('Kälte Klein KG', { vname: '', mobil: '' })],
    }),
  });
  renderPage({});

  expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
  const partners = await screen.findByRole('region', { name: 'Ihre Servicepartner' });
  const entries = await within(partners).findAllByRole('listitem');
  expect(entries).toHaveLength(2);
  const [weber, klein] = entries as [HTMLElement, HTMLElement];
  expect(within(weber).getByRole('heading', { name: 'Weber Haustechnik GmbH' })).toBeInTheDocument();
  expect(within(weber).getByText('Ansprechpartner: Jana Weber')).toBeInTheDocument();
  expect(within(weber).getByText('Industriestraße 4')).toBeInTheDocument();
  expect(within(weber).getByText('Kundendienst')).toBeInTheDocument();
  expect(within(weber).getByText('97080 Würzburg')).toBeInTheDocument();
  expect(within(weber).getByRole('link', { name: '0931 4037-0' })).toHaveAttribute('href', 'tel:093140370');
  expect(within(weber).getByRole('link', { name: '0171 5550100' })).toBeInTheDocument();
  expect(within(weber).getByRole('link', { name: 'info@weber-haustechnik.example.de' })).toHaveAttribute(
    'href',
    'mailto:info@weber-haustechnik.example.de',
  );
  expect(within(klein).queryByText(/Ansprechpartner/)).not.toBeInTheDocument();
  expect(within(klein).queryByText('Mobil')).not.toBeInTheDocument();
  expect(backend.requests('partners').map((request) => request.body)).toEqual([{}]);

  const shop = card('Shop-Kundenkonto');
  expect(within(shop).getByRole('link', { name: /Zum Kundenkonto im Shop/ })).toHaveAttribute(
    'href',
    'https://shop.example.com/order/account',
  );
});

test('an operator without partners sees the empty state', async () => {
  fakeBackend({ addressDataGet: noAddress, partners: ok({ partners: [] }) });
  renderPage({});
  expect(await screen.findByText('Ihnen ist noch kein Servicepartner zugeordnet.')).toBeInTheDocument();
});

test('a failed partner list shows the error and loads again on retry', async () => {
  let attempts = 0;
  fakeBackend({
    addressDataGet: noAddress,
    partners: () =>
      ++attempts === 1
        ? apiError(500, 'exception.internal')
        : ok({ partners: [partner('Weber Haustechnik GmbH')] }),
  });
  const user = userEvent.setup({ delay: null });
  renderPage({});
  const partners = card('Ihre Servicepartner');
  expect(await within(partners).findByText(/Interner Fehler/)).toBeInTheDocument();
  await user.click(within(partners).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await within(partners).findByText('Weber Haustechnik GmbH')).toBeInTheDocument();
});

test('partners see no service-partner list and the partner list is not requested', async () => {
  const backend = fakeBackend({ addressDataGet: noAddress });
  renderPage({ roles: ['partner'], inRole: { partner: true }, primaryRole: 'partner', possibleServices: [] });

  expect(await screen.findByText('Es sind noch keine Adressdaten hinterlegt.')).toBeInTheDocument();
  expect(card('Firmendaten')).toBeInTheDocument();
  expect(within(card('Benutzerkonto')).getByText('Partner')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Ihre Servicepartner' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Shop-Kundenkonto' })).not.toBeInTheDocument();
  expect(backend.requests('partners')).toHaveLength(0);
});

test("a partner's name and company are two fields, not one line (issue 40, 40)", async () => {
  fakeBackend({ addressDataGet: noAddress });
  const data = { ...testInit().user!.data, name: 'Michael Wagner', firma: 'Wagner Heizungsbau GmbH' };
  renderPage({ roles: ['partner'], inRole: { partner: true }, primaryRole: 'partner', data });
  const account = card('Benutzerkonto');
  expect(within(account).getByText('Michael Wagner')).toHaveTextContent(/^Michael Wagner$/);
  const company = await within(account).findByText('Firma');
  expect(company.tagName).toBe('DT');
  expect(company.nextElementSibling).toHaveTextContent(/^Wagner Heizungsbau GmbH$/);
});

test('demo users get no password card and cannot edit the address', async () => {
  fakeBackend({ addressDataGet: noAddress, partners: ok({ partners: [] }) });
  renderPage({ roles: ['betreiber', 'demo'], inRole: { betreiber: true, demo: true } });

  expect(
    await screen.findByText('Im Demo-Zugang können die Adressdaten nicht geändert werden.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Passwort' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Passwort ändern' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adressdaten erfassen' })).not.toBeInTheDocument();
});

test('the password card opens the dialog and a successful change goes to the start page', async () => {
  const init = testInit({});
  const backend = fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    pwChange: ok({ result: 'success' }),
    init: ok(init),
  });
  const user = userEvent.setup({ delay: null });
  renderPage({});
  await user.click(within(card('Passwort')).getByRole('button', { name: 'Passwort ändern' }));

  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Bisheriges Passwort'), 'altes-passwort-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort'), 'sicher-genug-1');
  await user.type(within(dialog).getByLabelText('Neues Passwort wiederholen'), 'sicher-genug-1');
  await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));

  expect(await screen.findByText('Startseite')).toBeInTheDocument();
  expect(backend.requests('pwChange')).toHaveLength(1);
});

test('the address card shows the saved address and reloads it after editing', async () => {
  // The backend keeps the address as its schema reads it.
  let saved: AddressData | null = null;
  fakeBackend({
    addressDataGet: () => ok({ address: saved, warnings: [], uuid: saved ? 'a-1' : null }),
    addressDataPost: ({ body }) => {
      saved = addressDataSchema.parse(body);
      return ok({ address: saved, warnings: [], uuid: 'a-1' });
    },
    partners: ok({ partners: [] }),
    init: ok(testInit({})),
  });
  const user = userEvent.setup({ delay: null });
  renderPage({});
  const address = card('Adressdaten');
  await user.click(await within(address).findByRole('button', { name: 'Adressdaten erfassen' }));

  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(await within(dialog).findByLabelText(/^Anrede/), 'Herr');
  // The account's name is there already.
  expect(within(dialog).getByLabelText(/^Vorname/)).toHaveValue('Stefan');
  expect(within(dialog).getByLabelText(/^Nachname/)).toHaveValue('Hofmann');
  await user.type(within(dialog).getByLabelText(/^Straße/), 'Lindenweg');
  await user.type(within(dialog).getByLabelText(/^Hausnr\./), '12a');
  await user.type(within(dialog).getByLabelText(/^PLZ/), '97421');
  await user.type(within(dialog).getByLabelText(/^Ort/), 'Schweinfurt');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  expect(await within(address).findByText('Herr Stefan Hofmann')).toBeInTheDocument();
  expect(within(address).getByText('97421 Schweinfurt')).toBeInTheDocument();
  expect(within(address).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
});

test('changing the language saves it, switches the texts and confirms', async () => {
  const backend = fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    language: ok({ result: 'success' }),
    init: ok(testInit({ language: 'en-gb' })),
  });
  const user = userEvent.setup({ delay: null });
  renderPage({});
  const select = within(card('Sprache')).getByLabelText('Sprache der Benutzeroberfläche');
  expect(select).toHaveValue('de-de');

  await user.selectOptions(select, 'English');

  expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  expect(backend.requests('language').map((request) => request.body)).toEqual([{ language: 'en-gb' }]);
  expect(within(card('Language')).getByLabelText('Interface language')).toHaveValue('en-gb');
  expect(await screen.findByText('The language has been saved.')).toBeInTheDocument();
});

test('a refused language change keeps the language and reports the error', async () => {
  fakeBackend({
    addressDataGet: noAddress,
    partners: ok({ partners: [] }),
    // The tokens card loads too: its failure would be another alert.
    tokenList: ok({ tokens: [] }),
    language: apiError(403, 'exception.accessdenied'),
  });
  const user = userEvent.setup({ delay: null });
  renderPage({});
  const select = within(card('Sprache')).getByLabelText('Sprache der Benutzeroberfläche');
  await user.selectOptions(select, 'English');

  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Zugriff verweigert oder nicht gefunden.')).toBeInTheDocument();
  expect(select).toHaveValue('de-de');
  expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
});
