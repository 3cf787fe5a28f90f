import type { AlarmRule, AlarmRuleRequest, AlarmRulesResponse } from '@portal/contracts';
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
import { RulesPage } from './rules-page.js';

const hot: AlarmRule = {
  id: 7,
  name: 'Vorlauf zu heiß',
  scope: 'unit',
  ref: '5199999999',
  scopeName: 'Dachs Bäckerei',
  productGroup: 'dachs08',
  dataPoint: 'Bz_Mw.sVorlauf',
  operator: 'above',
  limit: 80,
  minutes: 15,
  hysteresis: 2,
  severity: 'fault',
};

const choices = (rules: AlarmRule[] = [hot]): AlarmRulesResponse => ({
  rules,
  max: 50,
  units: [
    { sn: '5199999999', name: 'Dachs Bäckerei', productGroup: 'dachs08', locationUuid: null },
    { sn: '5200000001', name: 'Wärmepumpe Keller', productGroup: 'waermepumpe', locationUuid: null },
  ],
  locations: [],
  kinds: [
    {
      productGroup: 'dachs08',
      label: 'Dachs 0.8',
      dataPoints: [
        { key: 'Bz_Mw.sVorlauf', label: 'Vorlauftemperatur', unit: '°C' },
        { key: 'Bz_Mw.p_elektrisch', label: 'Elektrische Leistung', unit: 'W' },
      ],
    },
    {
      productGroup: 'waermepumpe',
      label: 'Wärmepumpe',
      dataPoints: [{ key: 'Wp_Mw.sVorlauf', label: 'Vorlauftemperatur', unit: '°C' }],
    },
  ],
});

const render = (init = testInit()) =>
  renderPage(<RulesPage />, { init, path: '/alarms/rules', route: '/alarms/rules' });

beforeEach(() => resetHosts());

test('lists the rules with condition, scope and severity, and links back to the alarms', async () => {
  fakeBackend({ alarmRules: ok(choices()) });
  render();
  const item = await screen.findByTestId('rule-7');
  expect(screen.getByRole('heading', { level: 1, name: 'Eigene Alarmregeln' })).toBeInTheDocument();
  expect(within(item).getByText('Vorlauf zu heiß')).toBeVisible();
  expect(within(item).getByText('Vorlauftemperatur über 80 °C länger als 15 min')).toBeVisible();
  expect(within(item).getByText(/Dachs Bäckerei/)).toHaveTextContent('Dachs Bäckerei · Störung');
  expect(screen.getByText('1 von 50 Regeln')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: 'Zurück zu den Alarmen' })).toHaveAttribute('href', '/alarms');
});

test('adds a rule: the unit sets the kind, the data point shows its unit; problems are named first', async () => {
  let sent: AlarmRuleRequest | undefined;
  const server = fakeBackend({
    alarmRules: () => ok(choices(sent ? [hot, { ...hot, id: 8, ...sent, scopeName: null }] : [hot])),
    alarmRuleCreate: (request) => {
      sent = request.body;
      return ok({ rule: { ...hot, id: 8, ...request.body, ref: request.body.ref ?? '', scopeName: null } });
    },
  });
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Regel hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Regel hinzufügen' });
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(within(dialog).getAllByText('Bitte ausfüllen.').length).toBeGreaterThan(0);
  expect(server.requests('alarmRuleCreate')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Name'), 'Strom weg');
  await user.selectOptions(within(dialog).getByLabelText('Anlage'), '5199999999');
  expect(within(dialog).getByLabelText('Anlagentyp')).toHaveValue('dachs08');
  expect(within(dialog).getByLabelText('Anlagentyp')).toBeDisabled();
  await user.selectOptions(within(dialog).getByLabelText('Messwert'), 'Bz_Mw.p_elektrisch');
  expect(within(dialog).getByRole('option', { name: 'Elektrische Leistung (W)' })).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText('Bedingung'), 'below');
  await user.type(within(dialog).getByLabelText('Grenze'), '100,5');
  await user.clear(within(dialog).getByLabelText('Länger als (Minuten)'));
  await user.type(within(dialog).getByLabelText('Länger als (Minuten)'), '2000');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(await within(dialog).findByText('Ganze Minuten von 1 bis 1440.')).toBeVisible();
  await user.clear(within(dialog).getByLabelText('Länger als (Minuten)'));
  await user.type(within(dialog).getByLabelText('Länger als (Minuten)'), '30');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.requests('alarmRuleCreate')[0]?.body).toEqual({
    name: 'Strom weg',
    scope: 'unit',
    ref: '5199999999',
    productGroup: 'dachs08',
    dataPoint: 'Bz_Mw.p_elektrisch',
    operator: 'below',
    limit: 100.5,
    minutes: 30,
    hysteresis: 0,
    severity: 'warning',
  });
  expect(await screen.findByTestId('rule-8')).toBeInTheDocument();
  expect(screen.getByText('Regel gespeichert')).toBeInTheDocument();
});

test('edits a rule and shows the server’s refusal in the dialog', async () => {
  const server = fakeBackend({
    alarmRules: ok(choices()),
    alarmRuleUpdate: apiError(403, 'exception.rolemissing'),
  });
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Regel Vorlauf zu heiß bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Regel bearbeiten' });
  expect(within(dialog).getByLabelText('Grenze')).toHaveValue('80');
  await user.clear(within(dialog).getByLabelText('Grenze'));
  await user.type(within(dialog).getByLabelText('Grenze'), '85');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(await within(dialog).findByText(/Das hat nicht geklappt/)).toBeVisible();
  expect(server.requests('alarmRuleUpdate')[0]).toMatchObject({ params: { id: '7' }, body: { limit: 85 } });
});

test('deletes a rule only after confirming', async () => {
  let rules = [hot];
  const server = fakeBackend({
    alarmRules: () => ok(choices(rules)),
    alarmRuleDelete: () => {
      rules = [];
      return ok({ success: true });
    },
  });
  render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Regel Vorlauf zu heiß löschen' }));
  const confirm = await screen.findByRole('dialog', { name: 'Regel löschen?' });
  await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
  expect(server.requests('alarmRuleDelete')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Regel Vorlauf zu heiß löschen' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Regel löschen?' })).getByRole('button', {
      name: 'Löschen',
    }),
  );
  expect(await screen.findByText('Noch keine eigenen Regeln')).toBeVisible();
  expect(server.requests('alarmRuleDelete')[0]?.params).toEqual({ id: '7' });
});

test('the demo is told it cannot add rules and is offered no actions', async () => {
  fakeBackend({ alarmRules: ok(choices([])) });
  render(testInit({ roles: ['demo'] }));
  expect(await screen.findByText('Im Demo-Zugang können keine Regeln angelegt werden.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Regel hinzufügen' })).toBeNull();
});
