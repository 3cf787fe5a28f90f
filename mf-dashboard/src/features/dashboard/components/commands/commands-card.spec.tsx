import type { UnitCommand } from '@portal/contracts';
import { unitMetadata } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial as sn,
} from '../../../../components/test-utils';
import { CommandsCard } from './commands-card';

const sollKey = 'Ww_Ew.Warmwasser.sbSollTemp';

function command(overrides: Partial<UnitCommand>): UnitCommand {
  return {
    id: 1,
    sn,
    state: 'queued',
    values: { [sollKey]: 60 },
    readBack: {},
    reason: null,
    errors: {},
    createdBy: 'partner',
    createdAt: '2026-11-29T17:00:00.000Z',
    updatedAt: '2026-11-29T17:00:00.000Z',
    expiresAt: '2026-11-30T17:00:00.000Z',
    campaignId: null,
    ...overrides,
  };
}

const queued = command({ id: 3 });
const acknowledged = command({ id: 2, state: 'acknowledged', expiresAt: null, values: { [sollKey]: 58 } });
const finished = [
  command({ id: 11, state: 'confirmed', readBack: { [sollKey]: 57 }, expiresAt: null }),
  command({ id: 12, state: 'failed', reason: 'exception.readbackmismatch', readBack: { [sollKey]: 50 } }),
  command({ id: 13, state: 'expired', reason: 'exception.commandexpired' }),
  command({ id: 14, state: 'cancelled' }),
];

function show(init = dashboardInit({ roles: ['partner'] })) {
  return renderPage(<CommandsCard sn={sn} meta={unitMetadata(init, 'de-de')} />, { init });
}

beforeEach(() => resetHosts());

it('lists the pending commands with their values, steps, author, expiry, and the finished ones folded', async () => {
  const user = userEvent.setup();
  fakeBackend({ unitCommands: ok({ pending: [acknowledged, queued], recent: finished }) });
  show();
  const card = await screen.findByRole('region', { name: 'Ausstehende Befehle' });
  expect(within(card).getByRole('status')).toHaveTextContent('2 Befehle warten auf die Anlage');
  const [first, second] = within(card).getAllByRole('list', { name: 'Fortschritt' });
  // Acknowledged: two steps behind it, read-back to come.
  expect(within(first!).getByText('Quittiert: aktuell')).toBeInTheDocument();
  expect(within(first!).getByText('Gesendet: erledigt')).toBeInTheDocument();
  expect(within(first!).getByText('Zurückgelesen: ausstehend')).toBeInTheDocument();
  expect(within(second!).getByText('Wartet: aktuell')).toBeInTheDocument();
  expect(card).toHaveTextContent('Warmwasser-Solltemperatur: 58,0 °C');
  expect(card).toHaveTextContent('Von partner am 29.11.2026, 18:00');
  expect(card).toHaveTextContent('Verfällt 30.11.2026, 18:00');
  // Only a command still waiting can be taken back.
  expect(within(card).getAllByRole('button', { name: /abbrechen/ })).toHaveLength(1);

  const fold = within(card).getByRole('button', { name: 'Zuletzt beendet (4)' });
  expect(fold).toHaveAttribute('aria-expanded', 'false');
  await user.click(fold);
  expect(fold).toHaveAttribute('aria-expanded', 'true');
  expect(card).toHaveTextContent('Bestätigt');
  expect(card).toHaveTextContent('Warmwasser-Solltemperatur: 60,0 °C (zurückgelesen: 57,0 °C)');
  expect(card).toHaveTextContent('Fehlgeschlagen');
  expect(card).toHaveTextContent('Die Anlage meldet nach dem Schreiben einen anderen Wert zurück.');
  expect(card).toHaveTextContent('Abgelaufen');
  expect(card).toHaveTextContent('Die Anlage kam nicht rechtzeitig online; der Befehl ist abgelaufen.');
  expect(card).toHaveTextContent('Abgebrochen');
});

it('cancels a waiting command after asking, and lists again', async () => {
  const user = userEvent.setup();
  const lists = [
    { pending: [queued], recent: [] },
    { pending: [], recent: [{ ...queued, state: 'cancelled' as const, expiresAt: null }] },
  ];
  const backend = fakeBackend({
    unitCommands: () => ok(lists.length > 1 ? lists.shift()! : lists[0]!),
    unitCommandCancel: ok({ ...queued, state: 'cancelled', expiresAt: null }),
  });
  show();
  const card = await screen.findByRole('region', { name: 'Ausstehende Befehle' });
  await user.click(within(card).getByRole('button', { name: 'Befehl vom 29.11.2026, 18:00 abbrechen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Befehl abbrechen?' });
  expect(dialog).toHaveTextContent('Die Werte (Warmwasser-Solltemperatur 60,0 °C) werden nicht mehr');
  // Keeping it sends nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
  expect(backend.requests('unitCommandCancel')).toHaveLength(0);
  await user.click(within(card).getByRole('button', { name: /abbrechen/ }));
  await user.click(await screen.findByRole('button', { name: 'Befehl abbrechen' }));
  await waitFor(() => expect(backend.requests('unitCommandCancel')).toHaveLength(1));
  expect(backend.requests('unitCommandCancel')[0]?.params).toEqual({ sn, id: '3' });
  expect(await screen.findByRole('region', { name: 'Befehle' })).toHaveTextContent('Zuletzt beendet (1)');
  expect(await screen.findByText('Befehl abgebrochen')).toBeInTheDocument();
});

it('says why a cancel failed (sent meanwhile)', async () => {
  const user = userEvent.setup();
  fakeBackend({
    unitCommands: ok({ pending: [queued], recent: [] }),
    unitCommandCancel: apiError(409, 'exception.commandnotpending'),
  });
  show();
  const card = await screen.findByRole('region', { name: 'Ausstehende Befehle' });
  await user.click(within(card).getByRole('button', { name: /abbrechen/ }));
  await user.click(await screen.findByRole('button', { name: 'Befehl abbrechen' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Abbrechen nicht möglich');
  expect(toast).toHaveTextContent('Der Befehl ist schon gesendet oder beendet');
});

it('shows nothing without a command on its way (finished ones alone do not bring it), and nothing to the demo', async () => {
  const backend = fakeBackend({ unitCommands: ok({ pending: [], recent: [] }) });
  const { container } = show();
  await waitFor(() => expect(backend.requests('unitCommands')).toHaveLength(1));
  expect(container.querySelector('section')).toBeNull();
  resetHosts();
  const finishedOnly = fakeBackend({ unitCommands: ok({ pending: [], recent: finished }) });
  const again = show();
  await waitFor(() => expect(finishedOnly.requests('unitCommands')).toHaveLength(1));
  expect(again.container.querySelector('section')).toBeNull();
  resetHosts();
  const demo = fakeBackend({ unitCommands: ok({ pending: [queued], recent: [] }) });
  show(dashboardInit({ roles: ['demo'] }));
  expect(screen.queryByRole('region')).toBeNull();
  expect(demo.requests('unitCommands')).toHaveLength(0);
});
