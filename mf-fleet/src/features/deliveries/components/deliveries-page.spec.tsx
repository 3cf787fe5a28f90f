import type { Delivery } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { DeliveriesPage } from './deliveries-page.js';

const delivery = (id: number, patch: Partial<Delivery> = {}): Delivery => ({
  id,
  channel: 'email',
  to: 'stefan@example.de',
  subject: `[Portal] Alarm: Dachs – E${id}`,
  text: null,
  incidentId: id,
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-29T06:00:00.000Z',
  at: '2026-11-29T06:00:05.000Z',
  ...patch,
});

const render = (init = testInit()) =>
  renderPage(<DeliveriesPage />, { init, path: '/alarms/deliveries', route: '/alarms/deliveries' });

beforeEach(() => resetHosts());

test('shows each message with what became of it: sent, held by quiet hours, retrying with the reason', async () => {
  fakeBackend({
    alarmDeliveries: ok({
      total: 3,
      deliveries: [
        delivery(1),
        delivery(2, { state: 'held', attempts: 0, at: '2026-11-30T06:00:00.000Z' }),
        delivery(3, { state: 'queued', attempts: 3, lastError: '451 Try again later' }),
      ],
    }),
  });
  render();
  const sent = await screen.findByTestId('delivery-1');
  expect(screen.getByRole('heading', { level: 1, name: 'Zustellungen' })).toBeInTheDocument();
  expect(screen.getByText('3 Nachrichten')).toHaveAttribute('role', 'status');
  expect(within(sent).getByText('Gesendet')).toBeInTheDocument();
  expect(within(sent).getByText('[Portal] Alarm: Dachs – E1')).toBeInTheDocument();
  expect(within(screen.getByTestId('delivery-2')).getByText('Zurückgehalten')).toBeInTheDocument();
  expect(within(screen.getByTestId('delivery-2')).getByText(/^bis /)).toBeInTheDocument();
  const retrying = screen.getByTestId('delivery-3');
  expect(within(retrying).getByText('Wartet')).toBeInTheDocument();
  expect(within(retrying).getByText('3 Versuche')).toBeInTheDocument();
  expect(within(retrying).getByText('Grund: 451 Try again later')).toBeInTheDocument();
  // Operators see their own only: no outbox switch, no texts.
  expect(screen.queryByRole('checkbox', { name: 'Postausgang aller Empfänger' })).toBeNull();
  expect(screen.queryByText('Text anzeigen')).toBeNull();
});

test('lets admins read the whole outbox with the texts', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    alarmDeliveries: (request) =>
      ok(
        (request.body as { everyone: boolean }).everyone
          ? { total: 1, deliveries: [delivery(9, { to: 'partner@example.de', text: 'Anlage: Dachs\nE9' })] }
          : { total: 0, deliveries: [] },
      ),
  });
  render(testInit({ roles: ['admin'] }));
  expect(await screen.findByText('Noch keine Nachrichten')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Postausgang aller Empfänger' }));
  const item = await screen.findByTestId('delivery-9');
  expect(server.requests('alarmDeliveries').at(-1)?.body).toEqual({ everyone: true, limit: 25, offset: 0 });
  await user.click(within(item).getByText('Text anzeigen'));
  await waitFor(() =>
    expect(within(item).getByLabelText(/Text der Nachricht/)).toHaveTextContent('Anlage: Dachs E9'),
  );
});
