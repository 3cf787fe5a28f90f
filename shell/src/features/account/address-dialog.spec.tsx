import { type AddressData, type InitResponse, addressDataSchema } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { openAddressDialog } from './address-dialog.js';
import { accountMessages } from './messages.js';
import { Hosts, apiError, dismissToasts, fakeBackend, ok } from './test-backend.js';

const savedAddress: AddressData = {
  firma: '',
  umsatzsteuerId: '',
  anrede: 'Herr',
  titel: 'Dr.',
  vorname: 'Stefan',
  nachname: 'Hofmann',
  strasse: 'Lindenweg',
  hausnummer: '12a',
  plz: '97421',
  ort: 'Schweinfurt',
  telefonnummer: '09721 12345',
  email: 'stefan@example.de',
};

const answer = (address: AddressData | null) => ok({ address, warnings: [], uuid: address ? 'a-1' : null });

async function openDialog(init: InitResponse = testInit({})) {
  renderInShell(<Hosts />, { init, catalogues: [accountMessages] });
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = openAddressDialog();
  });
  let settled = false;
  void result.then(() => (settled = true));
  const dialog = await screen.findByRole('dialog');
  // The form appears once the saved data arrived.
  await within(dialog).findByLabelText(/^Vorname/);
  return { dialog, result, isSettled: () => settled };
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

/** Fills a complete private address (the e-mail is prefilled from the account). */
async function fillPerson(user: UserEvent, dialog: HTMLElement, plz = '97421') {
  await user.selectOptions(input(dialog, /^Anrede/), 'Frau');
  // The account's name (Stefan Hofmann) is prefilled; this address is someone else's.
  await user.clear(input(dialog, /^Vorname/));
  await user.type(input(dialog, /^Vorname/), 'Maria');
  await user.clear(input(dialog, /^Nachname/));
  await user.type(input(dialog, /^Nachname/), 'Krüger');
  await user.type(input(dialog, /^Straße/), 'Am Markt');
  await user.type(input(dialog, /^Hausnr\./), '3');
  await user.type(input(dialog, /^PLZ/), plz);
  await user.type(input(dialog, /^Ort/), 'Würzburg');
}

const save = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

beforeEach(() => dismissToasts());

test('a four-digit postal code shows the postal-code message and is not sent', async () => {
  const backend = fakeBackend({ addressDataGet: answer(null) });
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog();
  expect(
    within(dialog).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Adressdaten' }),
  ).toBeInTheDocument();
  expect(input(dialog, /^E-Mail/)).toHaveValue('stefan@example.de');

  await fillPerson(user, dialog, '1234');
  await save(user, dialog);

  const plz = input(dialog, /^PLZ/);
  expect(plz).toBeInvalid();
  expect(plz).toHaveAccessibleDescription('Die Postleitzahl muss aus genau 5 Ziffern bestehen.');
  expect(within(dialog).getByText('Bitte korrigieren Sie die markierten Felder.')).toBeInTheDocument();
  expect(input(dialog, /^Ort/)).toBeValid();
  expect(backend.requests('addressDataPost')).toHaveLength(0);

  // Once corrected, the message goes away without another attempt.
  await user.type(plz, '5');
  expect(plz).toBeValid();

  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
  expect(backend.requests('addressDataPost')).toHaveLength(0);
});

test('the VAT ID is disabled without a company and required with one', async () => {
  const backend = fakeBackend({
    addressDataGet: answer(null),
    addressDataPost: ({ body }) => ok({ address: addressDataSchema.parse(body), warnings: [], uuid: 'a-1' }),
    init: ok(testInit({})),
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog();
  const vatId = input(dialog, /^Umsatzsteuer-ID/);
  expect(vatId).toBeDisabled();

  await user.type(input(dialog, /^Firma/), 'Krüger Haustechnik GmbH');
  expect(vatId).toBeEnabled();
  await fillPerson(user, dialog);
  await save(user, dialog);

  expect(vatId).toBeInvalid();
  expect(vatId).toHaveAccessibleDescription(
    expect.stringContaining('Bei Angabe einer Firma ist die Umsatzsteuer-ID erforderlich.'),
  );
  expect(backend.requests('addressDataPost')).toHaveLength(0);

  await user.type(vatId, 'DE123456789');
  await save(user, dialog);
  await expect(result).resolves.toBe(true);
  expect(backend.requests('addressDataPost').map((request) => request.body)).toEqual([
    expect.objectContaining({ firma: 'Krüger Haustechnik GmbH', umsatzsteuerId: 'DE123456789' }),
  ]);
});

test('field errors from the server are shown on the fields and the dialog stays open', async () => {
  const backend = fakeBackend({
    addressDataGet: answer(savedAddress),
    addressDataPost: apiError(400, 'exception.validation', {
      strasse: ['validation.toolong.120'],
      email: ['login.emailinvalid'],
    }),
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, result, isSettled } = await openDialog();
  expect(input(dialog, /^Straße/)).toHaveValue('Lindenweg');
  await save(user, dialog);

  const strasse = input(dialog, /^Straße/);
  expect(await within(dialog).findByText('Höchstens 120 Zeichen.')).toBeInTheDocument();
  expect(strasse).toBeInvalid();
  expect(input(dialog, /^E-Mail/)).toHaveAccessibleDescription(
    expect.stringContaining('Ungültige E-Mail-Adresse.'),
  );
  expect(backend.requests('addressDataPost')).toHaveLength(1);
  expect(isSettled()).toBe(false);

  await user.type(strasse, 'x');
  expect(strasse).toBeValid();
  expect(input(dialog, /^E-Mail/)).toBeInvalid();

  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
});

test('a valid form posts the trimmed data, refreshes the session and confirms', async () => {
  const backend = fakeBackend({
    addressDataGet: answer(null),
    addressDataPost: ({ body }) => ok({ address: addressDataSchema.parse(body), warnings: [], uuid: 'a-1' }),
    init: ok(testInit({})),
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog();
  await user.selectOptions(input(dialog, /^Anrede/), 'Frau');
  await user.selectOptions(input(dialog, /^Titel/), 'Prof.');
  await user.clear(input(dialog, /^Vorname/));
  await user.type(input(dialog, /^Vorname/), '  Maria ');
  await user.clear(input(dialog, /^Nachname/));
  await user.type(input(dialog, /^Nachname/), 'Krüger  ');
  await user.type(input(dialog, /^Straße/), ' Am Markt');
  await user.type(input(dialog, /^Hausnr\./), '3 ');
  await user.type(input(dialog, /^PLZ/), '97070');
  await user.type(input(dialog, /^Ort/), ' Würzburg ');
  await user.type(input(dialog, /^Telefon/), ' 0931 4711 ');
  await user.clear(input(dialog, /^E-Mail/));
  await user.type(input(dialog, /^E-Mail/), ' Maria.Krueger@Example.de ');
  await save(user, dialog);

  await expect(result).resolves.toBe(true);
  expect(backend.requests('addressDataPost').map((request) => request.body)).toEqual([
    {
      firma: '',
      umsatzsteuerId: '',
      anrede: 'Frau',
      titel: 'Prof.',
      vorname: 'Maria',
      nachname: 'Krüger',
      strasse: 'Am Markt',
      hausnummer: '3',
      plz: '97070',
      ort: 'Würzburg',
      telefonnummer: '0931 4711',
      email: 'maria.krueger@example.de',
    },
  ]);
  expect(backend.requests('init')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Ihre Adressdaten wurden gespeichert.')).toBeInTheDocument();
});

test('a first address starts with what the opener and the account know', async () => {
  fakeBackend({ addressDataGet: answer(null) });
  const user = userEvent.setup({ delay: null });
  renderInShell(<Hosts />, { init: testInit({}), catalogues: [accountMessages] });
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = openAddressDialog({ strasse: 'Hauptstraße', hausnummer: '1', plz: '97070', ort: 'Würzburg' });
  });
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByLabelText(/^Vorname/)).toHaveValue('Stefan');
  expect(input(dialog, /^Nachname/)).toHaveValue('Hofmann');
  expect(input(dialog, /^Straße/)).toHaveValue('Hauptstraße');
  expect(input(dialog, /^Hausnr\./)).toHaveValue('1');
  expect(input(dialog, /^PLZ/)).toHaveValue('97070');
  expect(input(dialog, /^Ort/)).toHaveValue('Würzburg');
  expect(input(dialog, /^E-Mail/)).toHaveValue('stefan@example.de');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
});

test('a saved address keeps its values; only its missing required fields are prefilled', async () => {
  fakeBackend({
    addressDataGet: ok({
      address: { ...savedAddress, vorname: '', nachname: 'Hofmann-Krüger', ort: '' },
      warnings: ['vorname', 'ort'],
      uuid: 'a-1',
    }),
  });
  const { dialog } = await openDialog();
  expect(input(dialog, /^Vorname/)).toHaveValue('Stefan');
  // Saved values stay, even where the account says otherwise.
  expect(input(dialog, /^Nachname/)).toHaveValue('Hofmann-Krüger');
  expect(input(dialog, /^Titel/)).toHaveValue('Dr.');
  expect(input(dialog, /^Ort/)).toHaveValue('');
});

test("a company's name is no person's name and is left out", async () => {
  fakeBackend({ addressDataGet: answer(null) });
  const init = testInit({});
  if (init.user)
    init.user.data = { ...init.user.data, name: 'Hofmann Haustechnik', firma: 'Hofmann Haustechnik' };
  const { dialog } = await openDialog(init);
  expect(input(dialog, /^Vorname/)).toHaveValue('');
  expect(input(dialog, /^Nachname/)).toHaveValue('');
  expect(input(dialog, /^Firma/)).toHaveValue('');
  expect(input(dialog, /^E-Mail/)).toHaveValue('stefan@example.de');
});

test('partners are asked for their company data', async () => {
  fakeBackend({ addressDataGet: answer(savedAddress) });
  const user = userEvent.setup({ delay: null });
  const { dialog, result } = await openDialog(
    testInit({ roles: ['partner'], inRole: { partner: true }, primaryRole: 'partner' }),
  );
  expect(
    within(dialog).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Firmendaten' }),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
});

test('a failed load offers a retry', async () => {
  let attempts = 0;
  fakeBackend({
    addressDataGet: () => (++attempts === 1 ? apiError(500, 'exception.internal') : answer(null)),
  });
  const user = userEvent.setup({ delay: null });
  renderInShell(<Hosts />, { init: testInit({}), catalogues: [accountMessages] });
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = openAddressDialog();
  });
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(/Interner Fehler/)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/^Vorname/)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await within(dialog).findByLabelText(/^Vorname/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await expect(result).resolves.toBe(false);
});

test('an unchosen salutation is a missing field, not an invalid one', async () => {
  fakeBackend({ addressDataGet: answer(null) });
  const user = userEvent.setup({ delay: null });
  const { dialog } = await openDialog();
  await save(user, dialog);
  const anrede = input(dialog, /^Anrede/);
  expect(anrede).toBeInvalid();
  expect(anrede).toHaveAccessibleDescription('Pflichtfeld.');
  expect(within(dialog).queryByText('Ungültige Anrede.')).toBeNull();
});
