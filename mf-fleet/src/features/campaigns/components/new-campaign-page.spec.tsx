import type { DryRunResponse } from '@portal/contracts';
import { fakeBackend, ok, resetHosts } from '@portal/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaign, renderCampaignPage, sollKey } from './campaign-fixtures.js';
import { NewCampaignPage } from './new-campaign-page.js';

const show = () =>
  renderCampaignPage(<NewCampaignPage />, { path: '/fleet/campaigns/new', route: '/fleet/campaigns/new' });

const dryRun: DryRunResponse = {
  totals: { selected: 4, write: 2, queue: 1, skip: 1 },
  skipped: { 'campaign.skip.noconsent': 1 },
  truncated: false,
  units: [
    {
      sn: '5200000001',
      productGroup: 'waermepumpe',
      firmware: '3.2.1',
      online: true,
      outcome: 'write',
      reason: null,
      changes: [{ key: sollKey, from: 50, to: 55 }],
    },
    {
      sn: '5200000002',
      productGroup: 'waermepumpe',
      firmware: '3.1.0',
      online: false,
      outcome: 'queue',
      reason: null,
      changes: [{ key: sollKey, from: null, to: 55 }],
    },
    {
      sn: '5200000003',
      productGroup: 'waermepumpe',
      firmware: '3.2.1',
      online: true,
      outcome: 'skip',
      reason: 'campaign.skip.noconsent',
      changes: [{ key: sollKey, from: 48, to: 55 }],
    },
  ],
};

beforeEach(() => resetHosts());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Warmwasser 55 °C');
  await user.selectOptions(screen.getByLabelText('Anlagenart'), 'Wärmepumpe');
  await user.selectOptions(screen.getByLabelText('Datenpunkt'), 'Warmwasser-Solltemperatur (°C)');
  await user.type(screen.getByLabelText('Neuer Wert'), '55');
}

it('checks the entries against the catalogue before anything is sent', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({ campaignDryRun: ok(dryRun) });
  show();
  await user.click(screen.getByRole('button', { name: 'Probelauf' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
  expect(screen.getByLabelText('Name')).toBeInvalid();
  expect(screen.getByLabelText('Anlagenart')).toHaveAccessibleDescription('Pflichtfeld');

  await user.type(screen.getByLabelText('Name'), 'Warmwasser heiß');
  await user.selectOptions(screen.getByLabelText('Anlagenart'), 'Wärmepumpe');
  await user.selectOptions(screen.getByLabelText('Datenpunkt'), 'Warmwasser-Solltemperatur (°C)');
  const value = screen.getByLabelText('Neuer Wert');
  await user.type(value, '70');
  // The catalogue's limits, and its own words when a value lies outside them.
  expect(value).toHaveAccessibleDescription('Der gewählte Wert liegt außerhalb des zulässigen Bereichs');
  await user.clear(value);
  await user.type(value, 'viel');
  expect(value).toHaveAccessibleDescription('Bitte eine Zahl eingeben');
  await user.clear(value);
  await user.type(value, '55');
  expect(value).toHaveAccessibleDescription('Erlaubt 40 bis 60 °C, Schritt 0,5');

  // Stages must rise to 100.
  const first = screen.getByLabelText('Stufe 1 in %');
  await user.clear(first);
  await user.type(first, '20');
  await user.clear(screen.getByLabelText('Stufe 2 in %'));
  await user.type(screen.getByLabelText('Stufe 2 in %'), '5');
  expect(screen.getByText('Steigende Anteile in Prozent, der letzte 100')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Stufe 2 in %'));
  await user.type(screen.getByLabelText('Stufe 2 in %'), '50');
  await user.type(screen.getByLabelText('PLZ beginnt mit'), '7x');
  expect(screen.getByLabelText('PLZ beginnt mit')).toHaveAccessibleDescription('Bis zu 5 Ziffern');
  expect(backend.requests('campaignDryRun')).toHaveLength(0);
});

it('shows the dry run per unit, then starts exactly what it showed', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({ campaignDryRun: ok(dryRun), campaignCreate: ok(campaign()) });
  show();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Probelauf' }));
  const result = await screen.findByRole('region', { name: 'Probelauf' });
  expect(backend.requests('campaignDryRun')[0]?.body).toEqual({
    name: 'Warmwasser 55 °C',
    values: { [sollKey]: 55 },
    filter: { productGroups: ['waermepumpe'], firmware: '', postcode: '', partnerId: null, serials: [] },
    stages: [1, 10, 100],
    pauseMinutes: 10,
    queueOffline: true,
    expiresInHours: 24,
  });
  const total = (name: string) => within(result).getByText(name).closest('div');
  expect(total('Ausgewählt')).toHaveTextContent('4');
  expect(total('Werden geschrieben')).toHaveTextContent('2');
  expect(total('Warten offline')).toHaveTextContent('1');
  expect(within(result).getByRole('list', { name: 'Übersprungen nach Grund' })).toHaveTextContent(
    'Keine Zustimmung zum Fernzugriff: 1',
  );
  const rows = within(result).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(rows[1]).toHaveTextContent('52 0000 0001');
  expect(rows[1]).toHaveTextContent('Wärmepumpe');
  expect(rows[1]).toHaveTextContent('Warmwasser-Solltemperatur: 50 → 55 °C');
  expect(rows[1]).toHaveTextContent('Wird geschrieben');
  expect(rows[2]).toHaveTextContent('offline');
  expect(rows[2]).toHaveTextContent('unbekannt → 55 °C');
  expect(rows[2]).toHaveTextContent('Wartet (offline)');
  expect(rows[3]).toHaveTextContent('ÜbersprungenKeine Zustimmung zum Fernzugriff');

  await user.click(screen.getByRole('button', { name: 'Kampagne starten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kampagne starten?' });
  expect(dialog).toHaveTextContent('2 Anlagen erhalten die neuen Werte, 1 wartet offline');
  await user.click(within(dialog).getByRole('button', { name: 'Kampagne starten' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fleet/campaigns/7'));
  expect(backend.requests('campaignCreate')[0]?.body).toEqual(backend.requests('campaignDryRun')[0]?.body);
});

it('asks for a new dry run when the entries change after it', async () => {
  const user = userEvent.setup();
  fakeBackend({ campaignDryRun: ok(dryRun) });
  show();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Probelauf' }));
  await screen.findByRole('region', { name: 'Probelauf' });
  expect(screen.getByRole('button', { name: 'Kampagne starten' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Neuer Wert'));
  await user.type(screen.getByLabelText('Neuer Wert'), '56');
  expect(
    screen.getByText('Die Eingaben haben sich seit dem Probelauf geändert. Bitte erneut prüfen.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Kampagne starten' })).toBeNull();
});
