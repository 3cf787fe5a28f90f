import type { HzaOfficesResponse, HzaProgress } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testInit,
} from '../../../components/test-utils.js';
import { bakeryId, homeId, homePlant, units } from '../plant-fixtures.js';
import { PlantsPage } from './plants-page.js';

const progress: HzaProgress = {
  status: 'notStarted',
  missing: [],
  step: 'applicant',
  updatedAt: null,
  updatedBy: null,
};
const officeTable: HzaOfficesResponse = {
  offices: [
    { key: 'schweinfurt', name: 'Hauptzollamt Schweinfurt', dss: null, address: null, verified: false },
    { key: 'nuernberg', name: 'Hauptzollamt Nürnberg', dss: null, address: null, verified: false },
  ],
  counties: [
    {
      countyCode: '09662',
      countyName: 'Schweinfurt, Stadt',
      officeKeys: ['schweinfurt'],
      basis: 'candidate',
      sources: ['seat of the office'],
    },
  ],
};

const render = (init = testInit()) =>
  renderPage(<PlantsPage />, { init, path: '/hzatool', route: '/hzatool' });

beforeEach(() => resetHosts());

test('shows each plant with its serials and a status badge per year that opens the editor', async () => {
  fakeBackend({ hzatoolStatusmap: ok({ plants: [homePlant], mayAdd: true }) });
  render();
  const card = await screen.findByRole('region', { name: 'Wohnhaus Hofmann' });
  expect(within(card).getByText('Lindenweg 4, 97421 Schweinfurt')).toBeInTheDocument();
  expect(within(card).getByText('52 0000 0001')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: '2023 Dokumente erstellt' })).toHaveAttribute(
    'href',
    `/hzatool/${homeId}?year=2023`,
  );
  expect(within(card).getByRole('link', { name: '2024 Daten fehlen' })).toHaveAttribute(
    'href',
    `/hzatool/${homeId}?year=2024`,
  );
  expect(within(card).getByRole('link', { name: '2025 nicht gebucht' })).toBeInTheDocument();
  // Newest year first.
  expect(
    within(card)
      .getAllByRole('link')
      .map((link) => link.textContent?.slice(0, 4)),
  ).toEqual(['2025', '2024', '2023']);
  // Operators see no office table.
  expect(screen.queryByRole('heading', { name: 'Hauptzollämter' })).toBeNull();
});

test('without plants it explains the tool and links to the services to book it', async () => {
  fakeBackend({ hzatoolStatusmap: ok({ plants: [], mayAdd: false }) });
  render();
  expect(
    await screen.findByRole('heading', { name: 'Noch keine Anlage im Energiesteuer-Tool' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zu den Diensten' })).toHaveAttribute('href', '/services');
  expect(screen.queryByRole('button', { name: 'Anlage hinzufügen' })).toBeNull();
});

test('adding a plant lists the units not yet in the tool by location and stores an empty application', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    hzatoolStatusmap: ok({ plants: [homePlant], mayAdd: true }),
    hzatoolChpunits: ok({ units }),
    hzatoolSessionstore: ok({ progress }),
  });
  render(testInit({ hzaStatusMap: { [`${bakeryId}/2024`]: 'booked', [`${bakeryId}/2023`]: 'booked' } }));
  await user.click(await screen.findByRole('button', { name: 'Anlage hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anlage hinzufügen' });
  // The home is in the tool already; the bakery's cascade is one choice with both modules.
  const bakery = await within(dialog).findByRole('radio', { name: /Bäckerei Hofmann/ });
  expect(within(dialog).queryByRole('radio', { name: /Wohnhaus/ })).toBeNull();
  expect(within(dialog).getByText('52 0000 0002')).toBeInTheDocument();
  expect(within(dialog).getByText('52 0000 0003')).toBeInTheDocument();
  const submit = within(dialog).getByRole('button', { name: 'Anlegen und öffnen' });
  expect(submit).toBeDisabled();
  await user.click(bakery);
  const year = within(dialog).getByLabelText('Jahr');
  expect([...(year as HTMLSelectElement).options].map((option) => option.value)).toEqual(['2024', '2023']);
  await user.selectOptions(year, '2023');
  await user.click(submit);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/hzatool/${bakeryId}?year=2023`),
  );
  expect(server.requests('hzatoolSessionstore').map((request) => request.body)).toEqual([
    { anlageId: bakeryId, year: 2023, step: 'applicant', application: {} },
  ]);
});

test('a location without a booked year cannot be added and points to the services', async () => {
  const user = userEvent.setup();
  fakeBackend({
    hzatoolStatusmap: ok({ plants: [homePlant], mayAdd: true }),
    hzatoolChpunits: ok({ units }),
  });
  render();
  await user.click(await screen.findByRole('button', { name: 'Anlage hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anlage hinzufügen' });
  await user.click(await within(dialog).findByRole('radio', { name: /Bäckerei Hofmann/ }));
  expect(within(dialog).getByText(/für kein Jahr gebucht/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Zu den Diensten' })).toHaveAttribute('href', '/services');
  expect(within(dialog).getByRole('button', { name: 'Anlegen und öffnen' })).toBeDisabled();
});

test('deleting a plant asks first; cancelling keeps it', async () => {
  const user = userEvent.setup();
  let plants = [homePlant];
  const server = fakeBackend({
    hzatoolStatusmap: () => ok({ plants, mayAdd: true }),
    hzatoolDeleteAnlage: () => {
      plants = [];
      return ok({ deleted: true });
    },
  });
  render();
  const deleteButton = await screen.findByRole('button', { name: 'Anlage Wohnhaus Hofmann entfernen' });
  await user.click(deleteButton);
  let dialog = await screen.findByRole('dialog', { name: 'Anlage Wohnhaus Hofmann entfernen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.requests('hzatoolDeleteAnlage')).toHaveLength(0);

  await user.click(deleteButton);
  dialog = await screen.findByRole('dialog', { name: 'Anlage Wohnhaus Hofmann entfernen?' });
  expect(dialog).toHaveTextContent('Alle Anträge und Dokumente dieser Anlage werden gelöscht.');
  await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
  expect(await screen.findByText('Die Anlage wurde aus dem Tool entfernt.')).toBeInTheDocument();
  expect(server.requests('hzatoolDeleteAnlage')).toHaveLength(1);
  expect(
    await screen.findByRole('heading', { name: 'Noch keine Anlage im Energiesteuer-Tool' }),
  ).toBeInTheDocument();
});

test('a failed delete says so in a toast that stays', async () => {
  const user = userEvent.setup();
  fakeBackend({
    hzatoolStatusmap: ok({ plants: [homePlant], mayAdd: true }),
    hzatoolDeleteAnlage: apiError(403, 'exception.accessdenied'),
  });
  render();
  await user.click(await screen.findByRole('button', { name: 'Anlage Wohnhaus Hofmann entfernen' }));
  await user.click(await screen.findByRole('button', { name: 'Entfernen' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Die Anlage konnte nicht entfernt werden');
  expect(toast).toHaveTextContent('Zugriff verweigert oder nicht gefunden.');
});

test('holders of the hza_admin right correct the county → office table', async () => {
  const user = userEvent.setup();
  const update = 'hzatoolCountyOffice';
  const server = fakeBackend({
    hzatoolStatusmap: ok({ plants: [homePlant], mayAdd: true }),
    hzatoolOffices: ok(officeTable),
    [update]: ok({
      countyCode: '09662',
      countyName: 'Schweinfurt, Stadt',
      officeKeys: ['schweinfurt', 'nuernberg'],
      basis: 'correction',
      sources: [],
    }),
  });
  render(testInit({ rights: ['hza_admin'], hasRight: { hza_admin: true } }));
  const panel = await screen.findByRole('region', { name: 'Hauptzollämter' });
  expect(within(panel).getByText(/nur teilweise geprüft/)).toBeInTheDocument();
  const row = await within(panel).findByRole('row', { name: /Schweinfurt, Stadt/ });
  expect(row).toHaveTextContent('Hauptzollamt Schweinfurt');
  // A candidate from the shipped data, with its source on the badge.
  expect(within(row).getByText('Vorschlag, bitte prüfen')).toHaveAttribute('title', 'seat of the office');
  await user.click(within(row).getByRole('button', { name: 'Hauptzollamt für Schweinfurt, Stadt ändern' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hauptzollamt für Schweinfurt, Stadt' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Hauptzollamt Nürnberg' }));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  await waitFor(() =>
    expect(server.requests(update).map((request) => request.body)).toEqual([
      { countyCode: '09662', officeKeys: ['schweinfurt', 'nuernberg'] },
    ]),
  );
});
