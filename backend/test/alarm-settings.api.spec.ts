import type {
  AlarmSettingsResponse,
  DeliveryListResponse,
  IncidentCountResponse,
  IncidentListResponse,
  UnitError,
} from '@portal/contracts';
import { defaultFollow, defaultStaffFollow, wallClock } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { AlarmDigests } from '../src/alarms/alarm-digests.js';
import { alarmOfflineWatch, alarmIncidents } from '../src/alarms/alarms.schema.js';
import { alarmReminders } from '../src/alarms/alarm-settings.schema.js';
import { IncidentEngine } from '../src/alarms/incident-engine.js';
import { DeviceEvents } from '../src/devices/device-events.js';
import { mailOutbox } from '../src/mail/mail.schema.js';
import { units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { operatedBy, operatorsDachs, waitFor } from './units-online.js';

// Who is told what (issue 42): subscriptions per unit, location or all decide the bell and the mails;
// quiet hours hold mails; reminders and escalation follow an unacknowledged incident until someone
// acknowledges it; the digest gathers a day; units' offline graces; delivery records. The engine is
// fed the units' error lists as the device gateway hands them over; mails stay in the outbox (no SMTP).

let portal: Portal;
let dachs: string;
let operator: Client;
let partner: Client;
let ids: Record<string, number>;

const hour = 3_600_000;

const settingsOf = async (client: Client) =>
  (await client.get<AlarmSettingsResponse>('/rest/alarms/settings')).body;
const count = async (client: Client) => (await client.get<IncidentCountResponse>('/rest/alarms/count')).body;

let nextCode = 101;
/** A new fault on the Dachs, opened now; answers the incident's id. */
async function raiseFault(): Promise<number> {
  const code = nextCode++;
  const fault: UnitError = {
    boardName: 'Hka_Bd',
    code,
    codeText: `E${code}`,
    category: 'Hka_Stoerung',
    counter: 1,
    currentError: true,
    timestamp: Date.now(),
  };
  await portal.app.get(IncidentEngine).recordErrors(dachs, [fault], Date.now());
  const { incidents } = (
    await operator.post<IncidentListResponse>('/rest/alarms/incidents', { sn: dachs, state: 'open' })
  ).body;
  const incident = incidents.find((i) => i.code === `E${code}`);
  if (!incident) throw new Error(`E${code} opened no incident`);
  return incident.id;
}

/** The outbox rows of an incident's event (`alarm:<id>:<event>:<user>`), by recipient login. */
async function mailed(incident: number, event: string): Promise<string[]> {
  const rows = await portal.db
    .select({ key: mailOutbox.key })
    .from(mailOutbox)
    .where(like(mailOutbox.key, `alarm:${incident}:${event}:%`));
  const byId = new Map(Object.entries(ids).map(([login, id]) => [id, login]));
  return rows.map((row) => byId.get(Number(row.key!.split(':')[3])) ?? '?').sort();
}

beforeAll(async () => {
  portal = await startPortal({ env: { ALARM_CLEAR_SECONDS: '1', ALARM_SWEEP_SECONDS: '300' } });
  dachs = await operatorsDachs(portal);
  operator = await portal.loggedIn('betreiber');
  partner = await portal.loggedIn('partner');
  const rows = await portal.db.select({ id: users.id, login: users.login }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.login, row.id]));
});

afterAll(async () => {
  await portal?.destroy();
});

describe('reading the settings', () => {
  it('gives operators and partners mail by default, staff the portal only, everyone no quiet hours', async () => {
    expect(await settingsOf(operator)).toMatchObject({
      preferences: { quietHours: null, email: 'each', reminderHours: 0 },
      defaults: defaultFollow,
      subscriptions: [],
      offlineGraceDefault: 30,
    });
    expect((await settingsOf(partner)).defaults).toEqual(defaultFollow);
    expect((await settingsOf(await portal.loggedIn('admin'))).defaults).toEqual(defaultStaffFollow);
  });

  it('lets the demo read but change nothing, and callers without a session nothing at all', async () => {
    const demo = await portal.loggedIn('demo');
    expect((await demo.get('/rest/alarms/settings')).status).toBe(200);
    const follow = { scope: 'all', kinds: ['fault'], severities: ['fault'], channels: ['portal'] };
    expect((await demo.post('/rest/alarms/subscriptions', follow)).status).toBe(403);
    const preferences = { quietHours: null, email: 'digest', reminderHours: 0 };
    expect((await demo.post('/rest/alarms/settings/preferences', preferences)).status).toBe(403);
    expect(
      (await demo.post('/rest/alarms/offline-grace', { scope: 'unit', ref: dachs, minutes: 60 })).status,
    ).toBe(403);
    const anonymous = portal.client();
    expect((await anonymous.get('/rest/alarms/settings')).status).toBe(401);
    expect((await anonymous.post('/rest/alarms/deliveries', {})).status).toBe(401);
  });
});

describe('subscriptions', () => {
  it('take the user’s own units and locations, named; another operator’s are none of theirs', async () => {
    const [place] = await portal.db
      .select({ uuid: units.locationUuid })
      .from(units)
      .where(eq(units.seriennummer, dachs));
    const follow = { kinds: ['fault', 'offline'], severities: ['locking', 'fault'], channels: ['portal'] };
    const unit = await operator.post<AlarmSettingsResponse>('/rest/alarms/subscriptions', {
      scope: 'unit',
      ref: dachs,
      ...follow,
    });
    expect(unit.status).toBe(200);
    const location = await operator.post<AlarmSettingsResponse>('/rest/alarms/subscriptions', {
      scope: 'location',
      ref: place!.uuid,
      ...follow,
    });
    expect(location.body.subscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scope: 'unit', ref: dachs, name: expect.any(String) }),
        expect.objectContaining({ scope: 'location', ref: place!.uuid, name: expect.any(String) }),
      ]),
    );
    const other = await portal.loggedIn('extern');
    const foreignUnit = await other.post('/rest/alarms/subscriptions', {
      scope: 'unit',
      ref: dachs,
      ...follow,
    });
    expect(foreignUnit.status).toBe(404);
    const foreignPlace = { scope: 'location', ref: place!.uuid, ...follow };
    expect((await other.post('/rest/alarms/subscriptions', foreignPlace)).status).toBe(404);
    for (const scope of [
      { scope: 'unit', ref: dachs },
      { scope: 'location', ref: place!.uuid },
    ])
      expect((await operator.post('/rest/alarms/subscriptions/remove', scope)).status).toBe(200);
    expect((await settingsOf(operator)).subscriptions).toEqual([]);
  });

  it('decide the mails and the bell: a unit followed in the portal only is counted but not mailed', async () => {
    await operator.post('/rest/alarms/subscriptions', {
      scope: 'unit',
      ref: dachs,
      kinds: ['fault'],
      severities: ['locking', 'fault'],
      channels: ['portal'],
    });
    const before = (await count(operator)).open;
    const first = await raiseFault();
    expect(await mailed(first, 'opened')).toEqual(['partner']);
    expect((await count(operator)).open).toBe(before + 1);

    // Following only warnings there: the fault leaves the bell, though the list still shows it.
    await operator.post('/rest/alarms/subscriptions', {
      scope: 'unit',
      ref: dachs,
      kinds: ['fault'],
      severities: ['warning'],
      channels: ['portal', 'email'],
    });
    expect((await count(operator)).open).toBe(before);
    const second = await raiseFault();
    expect(await mailed(second, 'opened')).toEqual(['partner']);

    // Without the subscription, the defaults again: mailed to both.
    await operator.post('/rest/alarms/subscriptions/remove', { scope: 'unit', ref: dachs });
    const third = await raiseFault();
    expect(await mailed(third, 'opened')).toEqual(['betreiber', 'partner']);
    expect((await count(operator)).open).toBe(before + 3);
  });
});

describe('preferences', () => {
  it('hold mails during quiet hours until they end; the recipient sees them held', async () => {
    const now = wallClock(Date.now());
    const at = (h: number) =>
      `${String((h + 24) % 24).padStart(2, '0')}:${String(now.minute).padStart(2, '0')}`;
    const quietHours = { from: at(now.hour - 1), to: at(now.hour + 2), lockingPasses: false };
    const saved = await partner.post<AlarmSettingsResponse>('/rest/alarms/settings/preferences', {
      quietHours,
      email: 'each',
      reminderHours: 0,
    });
    expect(saved.body.preferences.quietHours).toEqual(quietHours);
    const incident = await raiseFault();
    const [row] = await portal.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `alarm:${incident}:opened:${ids.partner}`));
    // Held until the window's end, two hours from now (within the minute).
    expect(Math.abs(row!.dueAt.getTime() - (Date.now() + 2 * hour))).toBeLessThan(61_000);
    const { deliveries } = (await partner.post<DeliveryListResponse>('/rest/alarms/deliveries', {})).body;
    expect(deliveries.find((d) => d.incidentId === incident)).toMatchObject({ state: 'held', text: null });
    await partner.post('/rest/alarms/settings/preferences', {
      quietHours: null,
      email: 'each',
      reminderHours: 0,
    });
  });

  it('remind every chosen hours while nobody acknowledges, and stop when someone does', async () => {
    await operator.post('/rest/alarms/settings/preferences', {
      quietHours: null,
      email: 'each',
      reminderHours: 4,
    });
    const incident = await raiseFault();
    const due = () =>
      portal.db
        .update(alarmReminders)
        .set({ dueAt: new Date(Date.now() - 1000) })
        .where(eq(alarmReminders.incidentId, incident));
    await due();
    await portal.app.get(IncidentEngine).sweep();
    expect(await mailed(incident, 'reminder1')).toEqual(['betreiber']);
    const [next] = await portal.db
      .select()
      .from(alarmReminders)
      .where(eq(alarmReminders.incidentId, incident));
    expect(next!.dueAt.getTime()).toBeGreaterThan(Date.now() + 3 * hour);

    await partner.post(`/rest/alarms/incidents/${incident}/acknowledge`, { note: 'übernehme' });
    await due();
    await portal.app.get(IncidentEngine).sweep();
    expect(await mailed(incident, 'reminder2')).toEqual([]);
    expect(
      await portal.db.select().from(alarmReminders).where(eq(alarmReminders.incidentId, incident)),
    ).toEqual([]);
    await operator.post('/rest/alarms/settings/preferences', {
      quietHours: null,
      email: 'each',
      reminderHours: 0,
    });
  });

  it('gather a day in one digest instead of a mail each', async () => {
    await operator.post('/rest/alarms/settings/preferences', {
      quietHours: null,
      email: 'digest',
      reminderHours: 0,
    });
    const incident = await raiseFault();
    expect(await mailed(incident, 'opened')).toEqual(['partner']);
    // The next digest (07:00 tomorrow or today) covers the day the incident opened in.
    await portal.app.get(AlarmDigests).send(Date.now() + 24 * hour);
    const digests = await portal.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.key, 'digest:%'), eq(mailOutbox.userId, ids.betreiber!)));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toMatch(/Tagesübersicht/);
    expect(digests[0]!.text).toContain(`E${nextCode - 1}`);
    // Once per day, whichever instance or sweep comes.
    await portal.app.get(AlarmDigests).send(Date.now() + 24 * hour + 60_000);
    const again = await portal.db.select().from(mailOutbox).where(like(mailOutbox.key, 'digest:%'));
    expect(again).toHaveLength(1);
    await operator.post('/rest/alarms/settings/preferences', {
      quietHours: null,
      email: 'each',
      reminderHours: 0,
    });
  });
});

describe('escalation', () => {
  it('tells the partners after 4 h, the service after 24 h, and stops for acknowledged incidents', async () => {
    const open = await raiseFault();
    const acknowledged = await raiseFault();
    await operator.post(`/rest/alarms/incidents/${acknowledged}/acknowledge`, { note: 'gesehen' });
    const age = (incident: number, ms: number) =>
      portal.db
        .update(alarmIncidents)
        .set({ openedAt: new Date(Date.now() - ms) })
        .where(eq(alarmIncidents.id, incident));
    await age(open, 5 * hour);
    await age(acknowledged, 5 * hour);
    await portal.app.get(IncidentEngine).sweep();
    expect(await mailed(open, 'escalated')).toEqual(['partner']);
    await age(open, 25 * hour);
    await age(acknowledged, 25 * hour);
    await portal.app.get(IncidentEngine).sweep();
    // The manufacturer's service (the demo's admin is one of them too); the partner once.
    expect(await mailed(open, 'escalated')).toEqual(['admin', 'dachs', 'partner']);
    expect(await mailed(acknowledged, 'escalated')).toEqual([]);
  });
});

describe('offline grace', () => {
  it('is the unit’s own when its operator sets one, moving a running watch; null goes back', async () => {
    const went = Date.now();
    portal.app.get(DeviceEvents).emit({ type: 'presence', sn: dachs, online: false, at: went });
    const watch = async () =>
      (await portal.db.select().from(alarmOfflineWatch).where(eq(alarmOfflineWatch.sn, dachs)))[0];
    await waitFor(async () => (await watch())?.dueAt.getTime() === went + 30 * 60_000);
    const set = await operator.post<AlarmSettingsResponse>('/rest/alarms/offline-grace', {
      scope: 'unit',
      ref: dachs,
      minutes: 5,
    });
    expect(set.body.offlineGraces).toEqual([
      { scope: 'unit', ref: dachs, name: expect.any(String), minutes: 5 },
    ]);
    expect((await watch())!.dueAt.getTime()).toBe(went + 5 * 60_000);
    await operator.post('/rest/alarms/offline-grace', { scope: 'unit', ref: dachs, minutes: null });
    expect((await watch())!.dueAt.getTime()).toBe(went + 30 * 60_000);
    expect((await settingsOf(operator)).offlineGraces).toEqual([]);
    portal.app.get(DeviceEvents).emit({ type: 'presence', sn: dachs, online: true, at: Date.now() });
  });

  it('is refused on units the user is not told of, and outside 5 min to 24 h', async () => {
    const other = await portal.loggedIn('extern');
    expect(
      (await other.post('/rest/alarms/offline-grace', { scope: 'unit', ref: dachs, minutes: 60 })).status,
    ).toBe(404);
    const [own] = await operatedBy(portal, 'extern');
    for (const minutes of [4, 1441, 1.5, '60'])
      expect(
        (await other.post('/rest/alarms/offline-grace', { scope: 'unit', ref: own!.sn, minutes })).status,
      ).toBe(400);
  });
});

describe('delivery records', () => {
  it('show users their own mails; admins everyone’s with the text, others may not ask for them', async () => {
    const own = (await operator.post<DeliveryListResponse>('/rest/alarms/deliveries', { limit: 100 })).body;
    expect(own.total).toBeGreaterThan(0);
    expect(own.deliveries.every((d) => d.to === 'stefan.hofmann@example.de' && d.text === null)).toBe(true);
    expect(own.deliveries[0]).toMatchObject({ channel: 'email', state: 'queued', attempts: 0 });
    expect((await operator.post('/rest/alarms/deliveries', { everyone: true })).status).toBe(403);
    const admin = await portal.loggedIn('admin');
    const all = (
      await admin.post<DeliveryListResponse>('/rest/alarms/deliveries', { everyone: true, limit: 100 })
    ).body;
    expect(all.total).toBeGreaterThan(own.total);
    expect(all.deliveries.some((d) => d.to !== 'stefan.hofmann@example.de')).toBe(true);
    expect(all.deliveries[0]!.text).toMatch(/\(SN /);
    const demo = await portal.loggedIn('demo');
    expect((await demo.post<DeliveryListResponse>('/rest/alarms/deliveries', {})).body.total).toBe(0);
  });
});

describe('bad input', () => {
  it('is refused with 400 and a message key, and changes nothing', async () => {
    const bodies = [
      { scope: 'all', ref: dachs, kinds: [], severities: [], channels: [] },
      { scope: 'location', ref: 'nicht-uuid', kinds: [], severities: [], channels: [] },
      { scope: 'unit', ref: '', kinds: [], severities: [], channels: [] },
      { scope: 'unit', ref: dachs, kinds: ['fault', 'fault'], severities: [], channels: [] },
      { scope: 'unit', ref: dachs, kinds: [], severities: [], channels: ['sms'] },
      { scope: 'unit', ref: 'a\u0000b', kinds: [], severities: [], channels: [] },
      { scope: 'world', kinds: [], severities: [], channels: [] },
      { scope: 'unit', ref: 'x'.repeat(41), kinds: [], severities: [], channels: [] },
    ];
    for (const body of bodies) {
      const answer = await operator.post('/rest/alarms/subscriptions', body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/error\.|validation\./);
    }
    for (const body of [
      { quietHours: { from: '25:00', to: '07:00', lockingPasses: true }, email: 'each', reminderHours: 0 },
      { quietHours: null, email: 'weekly', reminderHours: 0 },
      { quietHours: null, email: 'each', reminderHours: 3 },
      { quietHours: { from: '22:00', to: '07:00' }, email: 'each', reminderHours: 0 },
    ])
      expect((await operator.post('/rest/alarms/settings/preferences', body)).status).toBe(400);
    for (const body of [{ limit: 0 }, { offset: -1 }, { everyone: 'yes' }])
      expect((await operator.post('/rest/alarms/deliveries', body)).status).toBe(400);
    expect(await settingsOf(operator)).toMatchObject({
      subscriptions: [],
      preferences: { quietHours: null, email: 'each', reminderHours: 0 },
    });
  });
});
