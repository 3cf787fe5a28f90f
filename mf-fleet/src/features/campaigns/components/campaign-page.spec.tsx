import type { CampaignUnit } from '@portal/contracts';
import { fakeBackend, ok, resetHosts, testInit } from '@portal/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaign, renderCampaignPage, sollKey } from './campaign-fixtures.js';
import { CampaignPage } from './campaign-page.js';
import { CampaignsPage } from './campaigns-page.js';

const unit = (sn: string, overrides: Partial<CampaignUnit> = {}): CampaignUnit => ({
  sn,
  productGroup: 'waermepumpe',
  stage: 0,
  status: 'confirmed',
  reason: null,
  changes: [{ key: sollKey, from: 50, to: 55 }],
  readBack: { [sollKey]: 55 },
  commandId: 1,
  updatedAt: '2026-11-29T17:05:00.000Z',
  ...overrides,
});

const units = {
  units: [
    unit('5200000001'),
    unit('5200000002', {
      stage: 1,
      status: 'failed',
      reason: 'exception.readbackmismatch',
      readBack: { [sollKey]: 50 },
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

const show = () =>
  renderCampaignPage(<CampaignPage />, { path: '/fleet/campaigns/7', route: '/fleet/campaigns/:id' });

beforeEach(() => resetHosts());

it('shows the auto-pause prominently, the stages and the results per unit with read-back; resumes', async () => {
  const user = userEvent.setup();
  const paused = campaign({ state: 'paused', pauseReason: 'campaign.pause.failures' });
  const backend = fakeBackend({
    campaignGet: () => ok(backend.requests('campaignResume').length > 0 ? campaign() : paused),
    campaignUnits: ok(units),
    campaignResume: ok(campaign()),
  });
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Warmwasser 55 °C' })).toBeInTheDocument();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Angehalten: mehr als 2 % der Stufe sind fehlgeschlagen');
  expect(alert).toHaveTextContent('Prüfen Sie die Ergebnisse, bevor Sie fortsetzen.');
  const stages = screen.getByRole('region', { name: 'Stufen' });
  expect(within(stages).getByText('2 von 2 erledigt · 2 bestätigt · 0 fehlgeschlagen')).toBeVisible();
  expect(within(stages).getByText('7 von 18 erledigt · 6 bestätigt · 1 fehlgeschlagen')).toBeVisible();
  expect(within(stages).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  const results = screen.getByRole('region', { name: 'Ergebnisse je Anlage' });
  const rows = await within(results).findAllByRole('row');
  expect(rows[1]).toHaveTextContent('52 0000 0001');
  expect(rows[1]).toHaveTextContent('Bestätigt');
  expect(rows[1]).toHaveTextContent('50 → 55 °C');
  expect(rows[2]).toHaveTextContent('Fehlgeschlagen');
  expect(rows[2]).toHaveTextContent('Die Anlage meldet nach dem Schreiben einen anderen Wert zurück.');
  expect(rows[2]).toHaveTextContent('50 °C');
  expect(screen.queryByRole('button', { name: 'Anhalten' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
  await waitFor(() => expect(backend.requests('campaignResume')).toHaveLength(1));
  expect(backend.requests('campaignResume')[0]?.params).toEqual({ id: '7' });
  expect(await screen.findByRole('button', { name: 'Anhalten' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('pauses a running campaign, cancels only after asking, and filters the units by status', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    campaignGet: ok(campaign()),
    campaignUnits: ok(units),
    campaignPause: ok(campaign({ state: 'paused', pauseReason: 'campaign.pause.user' })),
    campaignCancel: ok(campaign({ state: 'cancelled', finishedAt: '2026-11-29T17:10:00.000Z' })),
  });
  show();
  expect(await screen.findByText('Aktualisiert sich alle 2 Sekunden')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Anhalten' }));
  await waitFor(() => expect(backend.requests('campaignPause')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kampagne abbrechen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Weiterlaufen lassen' }));
  expect(backend.requests('campaignCancel')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  await user.click(await screen.findByRole('button', { name: 'Kampagne abbrechen' }));
  await waitFor(() => expect(backend.requests('campaignCancel')).toHaveLength(1));

  await user.selectOptions(screen.getByLabelText('Status'), 'Fehlgeschlagen');
  await waitFor(() => expect(backend.requests('campaignUnits').at(-1)?.query.get('status')).toBe('failed'));
});

it('lists the campaigns with state and progress, and keeps them from operators', async () => {
  fakeBackend({
    campaignList: ok({
      campaigns: [
        campaign(),
        campaign({ id: 8, name: 'Puffer', state: 'completed', finishedAt: '2026-11-29T17:30:00.000Z' }),
      ],
    }),
  });
  renderCampaignPage(<CampaignsPage />, { path: '/fleet/campaigns', route: '/fleet/campaigns' });
  const rows = await screen.findAllByRole('row');
  expect(rows[1]).toHaveTextContent('Warmwasser 55 °C');
  expect(rows[1]).toHaveTextContent('Läuft');
  expect(rows[1]).toHaveTextContent('9 von 20 Anlagen erledigt');
  expect(within(rows[1]!).getByRole('link', { name: 'Warmwasser 55 °C' })).toHaveAttribute(
    'href',
    '/fleet/campaigns/7',
  );
  expect(rows[2]).toHaveTextContent('Abgeschlossen');
  expect(screen.getByRole('link', { name: 'Neue Kampagne' })).toHaveAttribute('href', '/fleet/campaigns/new');

  resetHosts();
  const operator = fakeBackend({});
  renderCampaignPage(<CampaignsPage />, {
    init: testInit(),
    path: '/fleet/campaigns',
    route: '/fleet/campaigns',
  });
  expect(
    screen.getAllByText('Kampagnen stehen Partnern und Mitarbeitern des Herstellers zur Verfügung.').length,
  ).toBeGreaterThan(0);
  expect(operator.requests('campaignList')).toHaveLength(0);
});
