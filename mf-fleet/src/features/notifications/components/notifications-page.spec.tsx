import {
  type AlarmSettingsResponse,
  type AlarmSubscriptionRequest,
  defaultFollow,
  defaultStaffFollow,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testInit,
  unitEntry,
} from '../../../components/test-utils.js';
import { NotificationsPage } from './notifications-page.js';

const place = '00000000-0000-4000-8000-000000000007';

const settings = (patch: Partial<AlarmSettingsResponse> = {}): AlarmSettingsResponse => ({
  preferences: { quietHours: null, email: 'each', reminderHours: 0 },
  defaults: defaultFollow,
  subscriptions: [],
  offlineGraces: [],
  offlineGraceDefault: 30,
  ...patch,
});

const render = (init = testInit()) =>
  renderPage(<NotificationsPage />, { init, path: '/alarms/notifications', route: '/alarms/notifications' });

beforeEach(() => resetHosts());

test('shows what arrives for all units by default and the exceptions, each with kinds, severities and channels', async () => {
  fakeBackend({
    alarmSettings: ok(
      settings({
        subscriptions: [
          {
            scope: 'unit',
            ref: '512345678',
            name: 'Dachs Bäckerei',
            kinds: ['fault'],
            severities: ['locking'],
            channels: ['portal'],
          },
        ],
      }),
    ),
  });
  render();
  const all = await screen.findByTestId('follow-all');
  expect(screen.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeInTheDocument();
  expect(within(all).getByText('Alle meine Anlagen')).toBeInTheDocument();
  expect(within(all).getByText('Voreinstellung')).toBeInTheDocument();
  expect(within(all).getByText(/^Fehler, Offline, Wartung, /)).toBeInTheDocument();
  expect(within(all).getByText('Verriegelnde Störung, Störung')).toBeInTheDocument();
  expect(within(all).getByText('Im Portal (Glocke), E-Mail, Webhook')).toBeInTheDocument();
  // The default is not removable, only an own setting is.
  expect(within(all).queryByRole('button', { name: /zurücksetzen/ })).toBeNull();
  const unit = screen.getByTestId('follow-unit');
  expect(within(unit).getByText('Dachs Bäckerei')).toBeInTheDocument();
  expect(within(unit).getByText('Anlage')).toBeInTheDocument();
  expect(within(unit).getByText('Im Portal (Glocke)')).toBeInTheDocument();
  expect(within(unit).getByRole('button', { name: 'Dachs Bäckerei entfernen' })).toBeInTheDocument();
});

test('changes what all units send: the dialog saves the choice and the page shows the answer', async () => {
  const user = userEvent.setup();
  const answer = settings({
    subscriptions: [{ scope: 'all', ref: '', name: null, ...defaultFollow, channels: ['portal', 'webhook'] }],
  });
  const server = fakeBackend({ alarmSettings: ok(settings()), alarmSubscribe: ok(answer) });
  render();
  await user.click(await screen.findByRole('button', { name: 'Alle meine Anlagen bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen für Alle meine Anlagen' });
  const channels = within(dialog).getByRole('group', { name: 'Wege' });
  await user.click(within(channels).getByRole('checkbox', { name: 'E-Mail' }));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.requests('alarmSubscribe')[0]?.body).toEqual({
    scope: 'all',
    ref: '',
    ...defaultFollow,
    channels: ['portal', 'webhook'],
  } satisfies AlarmSubscriptionRequest);
  const all = screen.getByTestId('follow-all');
  expect(within(all).getByText('Im Portal (Glocke), Webhook')).toBeInTheDocument();
  expect(within(all).queryByText('Voreinstellung')).toBeNull();
  expect(within(all).getByRole('button', { name: 'Auf Voreinstellung zurücksetzen' })).toBeInTheDocument();
});

test('adds an exception for a location found by search, and insists on choosing one', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    alarmSettings: ok(settings()),
    units: ok({
      units: [
        unitEntry('512345678', { benennung: 'Dachs Keller', locationUuid: place, standortName: 'Bäckerei' }),
      ],
      locations: [],
      totalRows: 1,
      location: null,
      locationMode: false,
    }),
    alarmSubscribe: ok(settings()),
  });
  render();
  await user.click(await screen.findByRole('button', { name: 'Ausnahme hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ausnahme für einen Standort oder eine Anlage' });
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(within(dialog).getByText('Bitte wählen Sie eine Anlage oder einen Standort.')).toBeInTheDocument();
  expect(server.requests('alarmSubscribe')).toHaveLength(0);
  await user.type(within(dialog).getByRole('searchbox'), 'Bäck{Enter}');
  await user.click(await within(dialog).findByRole('radio', { name: 'Standort: Bäckerei' }));
  expect(
    within(dialog).getByRole('radio', { name: 'Anlage: Dachs Keller (SN 512345678)' }),
  ).not.toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Wartung' }));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(server.requests('alarmSubscribe')).toHaveLength(1));
  expect(server.requests('alarmSubscribe')[0]?.body).toEqual({
    scope: 'location',
    ref: place,
    kinds: defaultFollow.kinds.filter((kind) => kind !== 'maintenance'),
    severities: ['locking', 'fault'],
    channels: ['portal', 'email', 'webhook'],
  });
  expect(server.requests('units')[0]?.body).toMatchObject({ filter: { search: 'Bäck' } });
});

test('saves quiet hours, the daily digest and reminders together', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({ alarmSettings: ok(settings()), alarmPreferences: ok(settings()) });
  render();
  await user.click(await screen.findByRole('checkbox', { name: 'In Ruhezeiten keine E-Mails senden' }));
  const from = screen.getByLabelText('Von');
  await user.clear(from);
  await user.type(from, '21:30');
  await user.click(screen.getByRole('checkbox', { name: 'Verriegelnde Störungen trotzdem sofort melden' }));
  await user.click(screen.getByRole('radio', { name: 'Eine Tagesübersicht um 7:00 Uhr' }));
  await user.selectOptions(
    screen.getByLabelText('Erinnerung an nicht quittierte Vorfälle'),
    'Alle 4 Stunden',
  );
  const prefs = screen.getByRole('heading', { name: 'Ruhezeiten und E-Mails' }).closest('section')!;
  await user.click(within(prefs).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(server.requests('alarmPreferences')).toHaveLength(1));
  expect(server.requests('alarmPreferences')[0]?.body).toEqual({
    quietHours: { from: '21:30', to: '07:00', lockingPasses: false },
    email: 'digest',
    reminderHours: 4,
  });
});

test('lists units’ offline graces and removes one', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    alarmSettings: ok(
      settings({ offlineGraces: [{ scope: 'location', ref: place, name: 'Bäckerei', minutes: 240 }] }),
    ),
    alarmOfflineGrace: ok(settings()),
  });
  render();
  expect(await screen.findByText('nach 4 Stunden')).toBeInTheDocument();
  expect(screen.getByText(/länger als 30 Minuten schweigt/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Wartezeit für Bäckerei entfernen' }));
  await waitFor(() =>
    expect(server.requests('alarmOfflineGrace')[0]?.body).toEqual({
      scope: 'location',
      ref: place,
      minutes: null,
    }),
  );
  expect(await screen.findByText('Alle Anlagen nutzen die Voreinstellung.')).toBeInTheDocument();
});

test('lets the demo look but offers it no change', async () => {
  fakeBackend({ alarmSettings: ok(settings({ defaults: defaultStaffFollow })) });
  render(testInit({ roles: ['demo'] }));
  expect(await screen.findByText('Im Portal (Glocke)')).toBeInTheDocument();
  expect(screen.getByText(/Im Demo-Zugang/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /bearbeiten|hinzufügen|Speichern|festlegen/ })).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'In Ruhezeiten keine E-Mails senden' })).toBeDisabled();
});
