import { jest } from '@jest/globals';
import type { Webhook, WebhookDelivery } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeLiveSocket,
  apiError,
  fakeBackend,
  fakeLiveSocket,
  ok,
  renderPage,
  resetHosts,
  testInit,
} from '../../../components/test-utils.js';
import { deliveriesRefreshMs } from '../hooks/use-webhooks.js';
import { WebhooksPage } from './webhooks-page.js';
import { delivery, retrying, webhook } from './webhook-fixtures.js';

const secret = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

/** The server: these webhooks, and these deliveries of any. */
function backend(webhooks: Webhook[], deliveries: WebhookDelivery[] = []) {
  return fakeBackend({
    webhookList: ok({ webhooks }),
    webhookDeliveries: ok({ deliveries }),
  });
}

const render = (init = testInit()) =>
  renderPage(<WebhooksPage />, { init, path: '/alarms/webhooks', route: '/alarms/webhooks' });

let live: FakeLiveSocket;
beforeEach(() => {
  resetHosts();
  live = fakeLiveSocket();
});
afterEach(() => live.restore());

test('lists the webhooks with their masked secret and the deliveries of the first', async () => {
  const server = backend(
    [
      webhook({ lastDelivery: { state: 'sent', at: '2026-03-02T10:00:01.000Z' } }),
      webhook({ id: 8, url: 'http://intern/x', active: false }),
    ],
    [retrying, delivery()],
  );
  render();
  const item = await screen.findByTestId('webhook-7');
  expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zu den Alarmen' })).toHaveAttribute('href', '/alarms');
  expect(within(item).getByRole('heading', { name: 'https://hooks.example.org/portal' })).toBeInTheDocument();
  expect(within(item).getByText(/Geheimnis whsec_…a1b2/)).toBeInTheDocument();
  expect(within(item).getByRole('checkbox', { name: 'Aktiv' })).toBeChecked();
  expect(within(screen.getByTestId('webhook-8')).getByRole('checkbox', { name: 'Aktiv' })).not.toBeChecked();
  // A paused webhook sends no test.
  expect(within(screen.getByTestId('webhook-8')).getByRole('button', { name: 'Test senden' })).toBeDisabled();
  const table = await screen.findByRole('table');
  expect(server.requests('webhookDeliveries')[0]?.params).toEqual({ id: '7' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Zeit', 'Ereignis', 'Status', 'HTTP', 'Versuche', 'Antwort']);
  const pending = screen.getByTestId(`delivery-${retrying.id}`);
  expect(within(pending).getByText('Ausstehend')).toBeInTheDocument();
  expect(within(pending).getByText('incident.resolved')).toBeInTheDocument();
  expect(within(pending).getByText('500')).toBeInTheDocument();
  expect(within(pending).getByText('HTTP 500')).toBeInTheDocument();
  expect(within(pending).getByText('Internal Server Error')).toBeInTheDocument();
  expect(within(pending).getByText(/Nächster Versuch/)).toBeInTheDocument();
  expect(within(screen.getByTestId(`delivery-${delivery().id}`)).getByText('Zugestellt')).toBeInTheDocument();
  // The other webhook's deliveries on request.
  await userEvent
    .setup()
    .click(within(screen.getByTestId('webhook-8')).getByRole('button', { name: 'Zustellungen' }));
  await waitFor(() => expect(server.requests('webhookDeliveries').at(-1)?.params).toEqual({ id: '8' }));
  expect(screen.getByRole('heading', { name: 'Zustellungen an http://intern/x' })).toBeInTheDocument();
});

test('adding one shows its secret once, with a copy button', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const made = webhook({ id: 9, url: 'https://neu.example.org/hook' });
  let webhooks: Webhook[] = [];
  const server = fakeBackend({
    webhookList: () => ok({ webhooks }),
    webhookDeliveries: ok({ deliveries: [] }),
    webhookCreate: () => {
      webhooks = [made];
      return ok({ webhook: made, secret });
    },
  });
  render();
  expect(await screen.findByText('Noch keine Webhooks')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Adresse \(URL\)/), ' https://neu.example.org/hook ');
  await user.keyboard('{Enter}');
  const notice = await screen.findByRole('region', {
    name: 'Webhook für https://neu.example.org/hook angelegt',
  });
  expect(server.requests('webhookCreate')[0]?.body).toEqual({ url: 'https://neu.example.org/hook' });
  expect(within(notice).getByLabelText('Geheimnis')).toHaveValue(secret);
  await user.click(within(notice).getByRole('button', { name: 'Kopieren' }));
  expect(writeText).toHaveBeenCalledWith(secret);
  expect(within(notice).getByRole('button', { name: 'Kopiert' })).toBeInTheDocument();
  expect(await screen.findByTestId('webhook-9')).toBeInTheDocument();
  expect(screen.getByLabelText(/Adresse \(URL\)/)).toHaveValue('');
  await user.click(within(notice).getByRole('button', { name: 'Ich habe es gesichert' }));
  expect(screen.queryByText(secret)).toBeNull();
  expect(screen.queryByDisplayValue(secret)).toBeNull();
});

test('an address the server refuses shows its reason at the field', async () => {
  const user = userEvent.setup();
  fakeBackend({
    webhookList: ok({ webhooks: [] }),
    webhookCreate: apiError(400, 'exception.validation', { url: ['validation.webhook.url'] }),
  });
  render();
  await user.type(await screen.findByLabelText(/Adresse \(URL\)/), 'ftp://x.org');
  await user.click(screen.getByRole('button', { name: 'Webhook hinzufügen' }));
  const field = screen.getByLabelText(/Adresse \(URL\)/);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(
    screen.getByText('Eine http- oder https-Adresse ohne Zugangsdaten, höchstens 500 Zeichen.'),
  ).toBeVisible();
});

test('switches a webhook off, sends a test and deletes after confirming', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    webhookList: ok({ webhooks: [webhook()] }),
    webhookDeliveries: ok({ deliveries: [] }),
    webhookUpdate: ({ body }) => ok({ webhook: webhook({ active: body.active ?? true }) }),
    webhookTest: ok({ deliveryId: delivery().id }),
    webhookDelete: ok({ success: true }),
  });
  render();
  const item = await screen.findByTestId('webhook-7');
  await user.click(within(item).getByRole('checkbox', { name: 'Aktiv' }));
  await waitFor(() => expect(server.requests('webhookUpdate')).toHaveLength(1));
  expect(server.requests('webhookUpdate')[0]).toMatchObject({ params: { id: '7' }, body: { active: false } });
  await user.click(within(item).getByRole('button', { name: 'Test senden' }));
  await waitFor(() => expect(server.requests('webhookTest')).toHaveLength(1));
  // The test's delivery shows: the deliveries are asked for again.
  await waitFor(() => expect(server.requests('webhookDeliveries').length).toBeGreaterThan(1));
  await user.click(within(item).getByRole('button', { name: 'Löschen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Webhook löschen?' });
  expect(dialog).toHaveTextContent('https://hooks.example.org/portal');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(server.requests('webhookDelete')).toHaveLength(0);
  await user.click(within(item).getByRole('button', { name: 'Löschen' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(server.requests('webhookDelete')).toHaveLength(1));
  expect(server.requests('webhookDelete')[0]?.params).toEqual({ id: '7' });
});

test('the deliveries reload every few seconds and on a live alarm', async () => {
  jest.useFakeTimers();
  try {
    const server = backend([webhook()], [delivery()]);
    render();
    await screen.findByRole('table');
    const asked = server.requests('webhookDeliveries').length;
    await act(() => jest.advanceTimersByTimeAsync(deliveriesRefreshMs));
    await waitFor(() => expect(server.requests('webhookDeliveries').length).toBe(asked + 1));
    live.deliver({ action: 'Alarm', data: { id: 1, state: 'open' } });
    await act(() => jest.advanceTimersByTimeAsync(10));
    await waitFor(() => expect(server.requests('webhookDeliveries').length).toBeGreaterThan(asked + 1));
  } finally {
    jest.useRealTimers();
  }
});

test('the demo sees the page without the form and changes nothing', async () => {
  backend([]);
  render(testInit({ roles: ['demo'] }));
  expect(await screen.findByText('Die Demo kann keine Webhooks anlegen.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Adresse \(URL\)/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Webhook hinzufügen' })).toBeNull();
});

test('admins read another user’s webhooks and deliveries, without the means to change them', async () => {
  const user = userEvent.setup();
  const server = backend([webhook()], [delivery()]);
  render(testInit({ roles: ['admin'] }));
  await screen.findByTestId('webhook-7');
  expect(server.requests('webhookList')[0]?.query.get('login')).toBeNull();
  await user.type(screen.getByLabelText('Webhooks eines Benutzers'), 'partner');
  await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
  await waitFor(() => expect(server.requests('webhookList').at(-1)?.query.get('login')).toBe('partner'));
  expect(await screen.findByText(/Sie sehen die Webhooks von partner/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Webhook hinzufügen' })).toBeNull();
  const item = await screen.findByTestId('webhook-7');
  expect(within(item).queryByRole('button', { name: /Test senden|Löschen/ })).toBeNull();
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('a list that failed to load offers a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeBackend({
    webhookList: () => (fail ? apiError(500, 'exception.internal') : ok({ webhooks: [] })),
  });
  render();
  const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
  fail = false;
  await user.click(retry);
  expect(await screen.findByText('Noch keine Webhooks')).toBeInTheDocument();
});
