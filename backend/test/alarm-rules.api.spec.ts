import type {
  AlarmRule,
  AlarmRuleRequest,
  AlarmRulesResponse,
  Incident,
  IncidentCountResponse,
  IncidentListResponse,
} from '@portal/contracts';
import type { Fleet } from '@portal/unit-sim';
import { and, eq, ne } from 'drizzle-orm';
import { alarmRules } from '../src/alarms/alarm-rules.schema.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { operatorsDachs, runFleet, setPartnerConsent, waitFor } from './units-online.js';

// Users' own limit rules and the data gap (issue 42), against a real simulated Dachs on the portal's
// broker: who may make a rule on which unit, bad input, a rule that fires on the unit's values and
// resolves when they come back, told only to its owner; a unit that stays online but goes quiet.

let portal: Portal;
let fleet: Fleet;
let dachs: string;
let operator: Client;

// Values every second of wall-clock time, each a simulated minute on: a one-minute rule fires fast.
const env = { ALARM_CLEAR_SECONDS: '1', ALARM_SWEEP_SECONDS: '0.2', ALARM_GAP_SECONDS: '2' };
const flow = 'Hka_Mw1.Temp.sbVorlauf';

const rule = (overrides: Partial<AlarmRuleRequest> = {}): AlarmRuleRequest => ({
  name: 'Vorlauf zu heiß',
  scope: 'unit',
  ref: dachs,
  productGroup: 'dachsII',
  dataPoint: flow,
  operator: 'above',
  limit: 95,
  minutes: 1,
  hysteresis: 5,
  severity: 'fault',
  ...overrides,
});

const create = (client: Client, body: unknown) =>
  client.post<{ rule: AlarmRule }>('/rest/alarms/rules', body);
const list = async (client: Client, body: object) =>
  (await client.post<IncidentListResponse>('/rest/alarms/incidents', body)).body.incidents;
const count = async (client: Client) => (await client.get<IncidentCountResponse>('/rest/alarms/count')).body;

beforeAll(async () => {
  portal = await startPortal({ env });
  dachs = await operatorsDachs(portal);
  operator = await portal.loggedIn('betreiber');
  ({ fleet } = await runFleet(portal, [dachs], undefined, { intervalSeconds: 60, speedup: 60 }));
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

describe('who may make which rule', () => {
  it('offers the operator their units and each kind’s numeric data points with units', async () => {
    const answer = await operator.get<AlarmRulesResponse>('/rest/alarms/rules');
    expect(answer.status).toBe(200);
    expect(answer.body.max).toBe(50);
    expect(answer.body.units.map((u) => u.sn)).toContain(dachs);
    const kind = answer.body.kinds.find((k) => k.productGroup === 'dachsII');
    expect(kind?.dataPoints).toContainEqual({ key: flow, label: 'Vorlauftemperatur', unit: '°C' });
  });

  it('lets the operator make one on their own unit and refuses a foreign one', async () => {
    const own = await create(operator, rule({ name: 'Probe' }));
    expect(own.status).toBe(200);
    expect(own.body.rule).toMatchObject({ name: 'Probe', scope: 'unit', ref: dachs, limit: 95 });
    const operated = new Set(
      (
        await portal.db
          .select({ sn: unitOperators.sn })
          .from(unitOperators)
          .innerJoin(users, eq(users.id, unitOperators.userId))
          .where(eq(users.login, 'betreiber'))
      ).map((r) => r.sn),
    );
    const foreign = (
      await portal.db
        .select({ sn: units.seriennummer })
        .from(units)
        .where(and(eq(units.productGroup, 'dachsII'), ne(units.seriennummer, dachs)))
    ).find((unit) => !operated.has(unit.sn));
    const refused = await create(operator, rule({ ref: foreign!.sn }));
    expect(refused.status).toBe(403);
    // Another user's rule is not theirs to change or delete.
    const other = await portal.loggedIn('extern');
    expect((await other.post(`/rest/alarms/rules/${own.body.rule.id}`, rule())).status).toBe(404);
    expect((await other.request('DELETE', `/rest/alarms/rules/${own.body.rule.id}`)).status).toBe(404);
    expect((await operator.request('DELETE', `/rest/alarms/rules/${own.body.rule.id}`)).status).toBe(200);
  });

  it('lets the partner make one with the operator’s consent, not without', async () => {
    const partner = await portal.loggedIn('partner');
    const never = rule({ operator: 'below', limit: -1000, name: 'Partner' });
    const made = await create(partner, never);
    expect(made.status).toBe(200);
    await setPartnerConsent(portal, dachs, false);
    try {
      expect((await create(partner, never)).status).toBe(403);
    } finally {
      await setPartnerConsent(portal, dachs, true);
    }
    expect((await partner.request('DELETE', `/rest/alarms/rules/${made.body.rule.id}`)).status).toBe(200);
  });

  it('lets an admin make one on every unit, and the demo none', async () => {
    const admin = await portal.loggedIn('admin');
    const all = await create(admin, rule({ scope: 'all', ref: '', operator: 'below', limit: -1000 }));
    expect(all.status).toBe(200);
    expect(all.body.rule.scopeName).toBeNull();
    const demo = await portal.loggedIn('demo');
    expect((await create(demo, rule())).status).toBe(403);
    expect((await demo.get<AlarmRulesResponse>('/rest/alarms/rules')).body.units).toEqual([]);
    await admin.request('DELETE', `/rest/alarms/rules/${all.body.rule.id}`);
  });

  it.each([
    ['an unknown data point', { dataPoint: 'Hka_Mw1.Temp.nope' }, 'dataPoint'],
    ['a setting (parameter) as data point', { dataPoint: 'Ww_Ew.Warmwasser.sbSollTemp' }, 'dataPoint'],
    ['an unknown kind', { productGroup: 'toaster' }, 'productGroup'],
    [
      'a kind other than the unit’s',
      { productGroup: 'waermepumpe', dataPoint: 'Wp_Mw.sVorlauf' },
      'productGroup',
    ],
    ['no minutes', { minutes: 0 }, 'minutes'],
    ['more than a day', { minutes: 1441 }, 'minutes'],
    ['a limit that is no number', { limit: '80' }, 'limit'],
    ['a negative hysteresis', { hysteresis: -1 }, 'hysteresis'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a location that is no uuid', { scope: 'location', ref: 'x' }, 'ref'],
    ['a unit for all units', { scope: 'all' }, 'ref'],
    ['another operator', { operator: 'equal' }, 'operator'],
    ['an unknown severity', { severity: 'locking' }, 'severity'],
  ])('answers 400 with a message key for %s', async (_label, change, field) => {
    const answer = await create(operator, { ...rule(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ key: 'exception.validation' });
    expect((answer.body as unknown as { fields: Record<string, string[]> }).fields[field]).toBeDefined();
  });

  it('keeps a user to 50 rules', async () => {
    const [owner] = await portal.db.select({ id: users.id }).from(users).where(eq(users.login, 'betreiber'));
    const stored = { ...rule(), ref: dachs, ownerId: owner!.id, operator: 'below' as const, limit: -1000 };
    await portal.db.insert(alarmRules).values(Array.from({ length: 50 }, () => stored));
    try {
      const refused = await create(operator, rule());
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ fields: { _: ['alarms.rules.tooMany'] } });
    } finally {
      await portal.db.delete(alarmRules).where(eq(alarmRules.ownerId, owner!.id));
    }
  });
});

describe('a rule on a simulated unit', () => {
  let made: AlarmRule;
  let incident: Incident;
  const ofRule = async (client: Client, state = 'all') =>
    (await list(client, { sn: dachs, kinds: ['rule'], state, limit: 100 })).filter(
      (i) => i.text.includes('Vorlauf zu heiß') || i.text.includes('Rule (deleted)'),
    );

  beforeAll(async () => {
    made = (await create(operator, rule())).body.rule;
  });

  it('opens once the value stayed past the limit its minutes, told to its owner', async () => {
    const before = (await count(operator)).open;
    fleet.unit(dachs).holdValue(flow, 120);
    await waitFor(async () => (await ofRule(operator, 'open')).length === 1, 10_000);
    [incident] = (await ofRule(operator, 'open')) as [Incident];
    expect(incident).toMatchObject({
      kind: 'rule',
      severity: 'fault',
      code: null,
      text: 'Regel „Vorlauf zu heiß“: Vorlauftemperatur über 95 °C',
    });
    expect((await count(operator)).open).toBe(before + 1);
  });

  it('is not shown to another operator of the same unit, and listed for the staff', async () => {
    const [extern] = await portal.db.select({ id: users.id }).from(users).where(eq(users.login, 'extern'));
    await portal.db.insert(unitOperators).values({ sn: dachs, userId: extern!.id });
    try {
      const other = await portal.loggedIn('extern');
      expect((await list(other, { sn: dachs, state: 'all', limit: 100 })).map((i) => i.id)).not.toContain(
        incident.id,
      );
      const refused = await other.post(`/rest/alarms/incidents/${incident.id}/acknowledge`, { note: '' });
      expect(refused.status).toBe(404);
    } finally {
      await portal.db
        .delete(unitOperators)
        .where(and(eq(unitOperators.sn, dachs), eq(unitOperators.userId, extern!.id)));
    }
    const admin = await portal.loggedIn('admin');
    expect((await list(admin, { sn: dachs, kinds: ['rule'], limit: 100 })).map((i) => i.id)).toContain(
      incident.id,
    );
  });

  it('stays one incident while it holds, and resolves once the value is back past the hysteresis', async () => {
    const unit = fleet.unit(dachs);
    unit.holdValue(flow, 20);
    await waitFor(async () => (await ofRule(operator, 'resolved')).some((i) => i.id === incident.id), 10_000);
    expect((await ofRule(operator, 'all')).map((i) => i.id)).toEqual([incident.id]);
  });

  it('resolves at once when the rule is changed, and starts anew', async () => {
    const unit = fleet.unit(dachs);
    unit.holdValue(flow, 120);
    await waitFor(async () => (await ofRule(operator, 'open')).length === 1, 10_000);
    const [again] = (await ofRule(operator, 'open')) as [Incident];
    expect(again.id).not.toBe(incident.id);
    const changed = await operator.post<{ rule: AlarmRule }>(
      `/rest/alarms/rules/${made.id}`,
      rule({ limit: 200 }),
    );
    expect(changed.body.rule.limit).toBe(200);
    expect((await ofRule(operator, 'open')).length).toBe(0);
    unit.holdValue(flow, null);
    expect((await operator.request('DELETE', `/rest/alarms/rules/${made.id}`)).status).toBe(200);
  });
});

describe('a data gap', () => {
  it('opens when a unit online sends no values, only shows, and resolves when they are back', async () => {
    const gaps = (state: string) => list(operator, { sn: dachs, kinds: ['gap'], state });
    const before = (await count(operator)).open;
    const unit = fleet.unit(dachs);
    unit.muteValues(true);
    try {
      await waitFor(async () => (await gaps('open')).length === 1, 10_000);
      const [gap] = (await gaps('open')) as [Incident];
      expect(gap).toMatchObject({ kind: 'gap', severity: 'warning', text: 'Keine Messwerte seit 2 s' });
      expect((await count(operator)).open).toBe(before);
    } finally {
      unit.muteValues(false);
    }
    await waitFor(
      async () => (await gaps('open')).length === 0 && (await gaps('resolved')).length === 1,
      10_000,
    );
  });
});
