import type { LocationEntry, StandortdatenRequest } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { listAnswer, locationEntry, unitAt } from '../test-data.js';
import { unitEntry } from '@portal/web-kit/testing';
import { type LocationDialogOptions, openLocationDialog } from './location-dialog.js';

const home = locationEntry('8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01', {
  locationInfo: { PV: true, initialSN: '5200000001' },
});
const homeUnits = [unitAt('5200000001', home), unitAt('5200000002', home), unitAt('7100000003', home)];

async function openDialog(options: LocationDialogOptions) {
  renderPage(<></>);
  let result: Promise<LocationEntry | undefined> = Promise.resolve(undefined);
  act(() => {
    result = openLocationDialog(options);
  });
  const dialog = await screen.findByRole('dialog');
  return { dialog, result };
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const save = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

beforeEach(() => resetHosts());

test('a new location checks the postcode before anything is sent', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = fakeBackend({
    standortdaten: ({ body }) => ok({ ...home, ...(body as object), uuid: 'new' }),
  });
  const unit = unitEntry('5200000009');
  const { dialog, result } = await openDialog({ location: null, units: [unit] });
  expect(within(dialog).getByRole('heading', { name: 'Standort anlegen' })).toBeInTheDocument();
  // The unit the location is created for is listed and, as the only one, cannot be removed.
  expect(within(dialog).getByText('52 0000 0009')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /vom Standort entfernen/ })).toBeNull();

  await user.type(input(dialog, /^Name des Standorts/), 'Werkstatt Krüger');
  await user.type(input(dialog, /^PLZ/), '9708');
  await save(user, dialog);
  const plz = input(dialog, /^PLZ/);
  expect(plz).toBeInvalid();
  expect(plz).toHaveAccessibleDescription('Die Postleitzahl muss aus genau 5 Ziffern bestehen.');
  expect(within(dialog).getByText('Bitte korrigieren Sie die markierten Felder.')).toBeInTheDocument();
  expect(backend.requests('standortdaten')).toHaveLength(0);

  await user.type(plz, '2');
  expect(plz).toBeValid();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Wärmepumpe' }));
  await save(user, dialog);
  await expect(result).resolves.toMatchObject({ name: 'Werkstatt Krüger' });
  const sent = backend.requests('standortdaten')[0]?.body as StandortdatenRequest;
  expect(sent).toMatchObject({
    name: 'Werkstatt Krüger',
    plz: '97082',
    hkas: ['5200000009'],
    locationInfo: { WAERMEPUMPE: true },
    locationVirtual: false,
  });
  expect(sent).not.toHaveProperty('uuid');
  expect(await screen.findByText('Der Standort „Werkstatt Krüger“ wurde gespeichert.')).toBeInTheDocument();
});

test("the server's field errors show under their fields and the dialog stays open", async () => {
  const user = userEvent.setup({ delay: null });
  fakeBackend({
    units: ok(listAnswer({ units: homeUnits })),
    standortdaten: apiError(400, 'exception.validation', {
      email: ['login.emailinvalid'],
      plz: ['validation.plz'],
    }),
  });
  const { dialog } = await openDialog({ location: home });
  expect(input(dialog, /^Name des Standorts/)).toHaveValue('Einfamilienhaus Hofmann');
  await within(dialog).findByText('71 0000 0003');
  await save(user, dialog);
  await waitFor(() => expect(input(dialog, /^E-Mail/)).toBeInvalid());
  expect(input(dialog, /^E-Mail/)).toHaveAccessibleDescription('Ungültige E-Mail-Adresse.');
  expect(input(dialog, /^PLZ/)).toHaveAccessibleDescription(
    'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  // Changing the field clears the server's complaint about it.
  await user.type(input(dialog, /^E-Mail/), 'x');
  expect(input(dialog, /^E-Mail/)).toBeValid();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
});

test('other save failures are a persistent danger toast', async () => {
  const user = userEvent.setup({ delay: null });
  fakeBackend({
    units: ok(listAnswer({ units: homeUnits })),
    standortdaten: apiError(409, 'exception.unitremovalnotallowed'),
  });
  const { dialog } = await openDialog({ location: home });
  await within(dialog).findByText('71 0000 0003');
  await save(user, dialog);
  const message = await screen.findByText('Diese Anlage kann nicht vom Standort entfernt werden.');
  expect(message.closest('.toast')).toHaveClass('bg-danger');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
});

test('editing loads the units; the initial unit and the last one are locked', async () => {
  const user = userEvent.setup({ delay: null });
  const backend = fakeBackend({
    units: ok(listAnswer({ units: homeUnits })),
    standortdaten: ({ body }) => ok({ ...home, ...(body as object) }),
  });
  const { dialog, result } = await openDialog({ location: home });
  await within(dialog).findByText('71 0000 0003');
  expect(backend.requests('units')[0]?.body).toMatchObject({
    filter: { locationUuid: home.uuid },
  });
  expect(within(dialog).getByText('(Erstanlage)')).toBeInTheDocument();
  expect(
    within(dialog).queryByRole('button', { name: 'Anlage 52 0000 0001 vom Standort entfernen' }),
  ).toBeNull();
  await user.click(
    within(dialog).getByRole('button', { name: 'Anlage 71 0000 0003 vom Standort entfernen' }),
  );
  await user.click(
    within(dialog).getByRole('button', { name: 'Anlage 52 0000 0002 vom Standort entfernen' }),
  );
  // Only the initial unit is left: nothing can be removed any more.
  expect(within(dialog).queryByRole('button', { name: /vom Standort entfernen/ })).toBeNull();
  await save(user, dialog);
  await expect(result).resolves.toBeDefined();
  expect(backend.requests('standortdaten')[0]?.body).toMatchObject({
    uuid: home.uuid,
    hkas: ['5200000001'],
    locationInfo: { PV: true },
  });
});
