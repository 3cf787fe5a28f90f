import type { AccessLogEntry, ConsentRecord } from '@portal/contracts';
import { currentUnitAtom, portalStore, unitValuesAtom } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial,
  testUnit,
} from '../../../components/test-utils.js';
import { SettingsPage } from './settings-page.js';

const partnerWrite: AccessLogEntry = {
  id: 2,
  ts: '2026-11-20T09:15:00.000Z',
  login: 'partner',
  kind: 'partner',
  company: 'Heizung Müller GmbH',
  impersonatedBy: null,
  granteeId: null,
  action: 'write',
  details: { key: 'Ww_Ew.Warmwasser.sbSollTemp', oldValue: 55, newValue: 57, result: 'ok' },
};
const partnerConnect: AccessLogEntry = {
  ...partnerWrite,
  id: 1,
  ts: '2026-11-20T09:14:00.000Z',
  action: 'connect',
  details: {},
};

const webhookAlarm: AccessLogEntry = {
  ...partnerWrite,
  id: 3,
  ts: '2026-11-20T09:00:00.000Z',
  login: 'betreiber',
  kind: 'webhook',
  company: null,
  granteeId: '7',
  action: 'alarmSent',
  details: { event: 'incident.opened', incidentId: 12 },
};

const record = (overrides: Partial<ConsentRecord>): ConsentRecord => ({
  key: 'FERNZUGRIFF_PARTNER',
  granteeKind: 'partner',
  granteeId: null,
  granteeLabel: null,
  granted: true,
  scope: ['read', 'remote'],
  grantedBy: { userId: 3, login: 'betreiber' },
  validFrom: '2026-11-01T08:00:00.000Z',
  validTo: null,
  textVersion: 'fernzugriff-partner-1',
  ...overrides,
});

function open(roles: string[] = ['betreiber']) {
  renderPage(<SettingsPage />, {
    init: dashboardInit({ roles }),
    path: `/${testSerial}/settings`,
    route: '/:sn/settings',
  });
}

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, null);
  portalStore.set(unitValuesAtom, new Map());
});

test("lists others' accesses with who and what, filters by kind and time, and links the CSV", async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipConnect: ok(testUnit()),
    unitAccessLog: ok({
      entries: [partnerWrite, partnerConnect, webhookAlarm],
      total: 3,
      page: 1,
      pageSize: 20,
    }),
    unitConsents: ok({ records: [] }),
  });
  open();
  const section = await screen.findByRole('region', { name: 'Zugriffe' });
  const items = await within(section).findAllByRole('listitem');
  expect(items[0]).toHaveTextContent('partnerHeizung Müller GmbHFachpartner');
  expect(items[0]).toHaveTextContent('hat Ww_Ew.Warmwasser.sbSollTemp von 55 auf 57 geändert');
  expect(items[1]).toHaveTextContent('hat die Anlage verbunden');
  expect(items[2]).toHaveTextContent('betreiberWebhook #7');
  expect(items[2]).toHaveTextContent('hat einen Alarm erhalten');
  expect(within(section).getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute(
    'href',
    expect.stringContaining(`/rest/units/${testSerial}/accessLog/export`),
  );

  await user.selectOptions(within(section).getByLabelText('Zugriff durch'), 'Administrator');
  await user.type(within(section).getByLabelText('Bis'), '2026-11-20');
  await waitFor(() => {
    const query = backend.requests('unitAccessLog').at(-1)?.query;
    expect(query?.get('kind')).toBe('admin');
    expect(query?.get('to')).toBe('2026-11-21');
  });
  expect(within(section).getByRole('link', { name: 'CSV herunterladen' }).getAttribute('href')).toContain(
    'kind=admin',
  );
});

test('shows the current consents with who and when, and the earlier versions on request', async () => {
  const user = userEvent.setup();
  fakeBackend({
    canipConnect: ok(testUnit()),
    unitAccessLog: ok({ entries: [], total: 0, page: 1, pageSize: 20 }),
    unitConsents: ok({
      records: [
        record({ granted: false }),
        record({
          key: 'token:4',
          granteeKind: 'token',
          granteeId: '4',
          granteeLabel: 'Home Assistant',
          scope: ['read'],
          validTo: '2099-01-01T00:00:00.000Z',
          textVersion: 'zugriffstoken-1',
        }),
        record({
          validFrom: '2025-01-01T08:00:00.000Z',
          validTo: '2026-11-01T08:00:00.000Z',
          grantedBy: { userId: null, login: 'migration' },
          textVersion: null,
        }),
      ],
    }),
  });
  open();
  const history = await screen.findByRole('region', { name: 'Verlauf der Zustimmungen' });
  const partner = (await within(history).findByText('Fernzugriff für Ihren Fachpartner')).closest('li');
  expect(partner).toHaveTextContent('durch betreiber');
  expect(partner).toHaveTextContent('Textfassung fernzugriff-partner-1');
  expect(within(history).queryByText(/durch migration/)).toBeNull();
  // A token's consent ends with its expiry, and holds until then.
  const token = within(history).getByText('Zugriffstoken „Home Assistant“').closest('li');
  expect(token).toHaveTextContent('erteilt');
  expect(token).toHaveTextContent(/bis .*2099/);
  const toggle = within(history).getByRole('button', { name: 'Frühere Fassungen zeigen (1)' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(history).getByText(/durch migration/)).toHaveTextContent('Textfassung –');
  expect(await screen.findByText('Keine Zugriffe in diesem Zeitraum.')).toBeInTheDocument();
});

test('partners see neither the access log nor the history', async () => {
  fakeBackend({ canipConnect: ok(testUnit()) });
  open(['partner']);
  expect(await screen.findByRole('region', { name: 'Datenschutz und Fernzugriff' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Zugriffe' })).toBeNull();
});
