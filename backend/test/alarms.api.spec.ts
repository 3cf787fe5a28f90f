import type { Incident, IncidentCountResponse, IncidentListResponse, LiveMessage } from '@portal/contracts';
import type { Fleet } from '@portal/unit-sim';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { alarmIncidents } from '../src/alarms/alarms.schema.js';
import { IncidentEngine } from '../src/alarms/incident-engine.js';
import { type Client, type Portal, startPortal } from './harness.js';
import {
  liveSocket,
  operatedBy,
  operatorsDachs,
  runFleet,
  setPartnerConsent,
  waitFor,
} from './units-online.js';

// Alarms (issue 42) against real simulated units on the portal's broker: a fault the unit raises
// opens one incident, told to its operator, its consented partner and the staff; it flaps without a
// second one, is acknowledged, and resolves when the unit clears it; a unit gone silent past its grace
// period is an incident of its own.

let portal: Portal;
let fleet: Fleet;
let dachs: string;
let operator: Client;

// A cleared cause resolves after 3 s: long enough for a flap's two messages to arrive on a busy machine.
const env = { ALARM_OFFLINE_SECONDS: '2', ALARM_CLEAR_SECONDS: '3', ALARM_SWEEP_SECONDS: '0.2' };
const tooHot = 121;

const list = async (client: Client, body: object = {}) =>
  (await client.post<IncidentListResponse>('/rest/alarms/incidents', body)).body;
const faultsOf = async (client: Client, sn: string, state = 'all') =>
  (await list(client, { sn, state, kinds: ['fault'] })).incidents;
const tooHotOf = async (client: Client, sn: string, state = 'all') =>
  (await faultsOf(client, sn, state)).filter((i) => i.code === 'E121');
const count = async (client: Client) => (await client.get<IncidentCountResponse>('/rest/alarms/count')).body;

beforeAll(async () => {
  portal = await startPortal({ env });
  dachs = await operatorsDachs(portal);
  operator = await portal.loggedIn('betreiber');
  ({ fleet } = await runFleet(portal, [dachs]));
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

describe('a fault the unit raises', () => {
  let incident: Incident;

  it('opens one incident, told live to the operator, counted by the bell', async () => {
    const socket = await liveSocket(portal, operator);
    fleet.unit(dachs).forceFault(tooHot);
    await waitFor(async () => (await tooHotOf(operator, dachs, 'open')).length === 1);
    [incident] = (await tooHotOf(operator, dachs, 'open')) as [Incident];
    expect(incident).toMatchObject({
      sn: dachs,
      kind: 'fault',
      code: 'E121',
      state: 'open',
      acknowledged: null,
      resolved: null,
    });
    expect(['fault', 'locking']).toContain(incident.severity);
    // The catalogue's words, in the operator's language.
    expect(incident.text).toMatch(/Kapseltemperatur/);
    expect(incident.advice).toMatch(/Installateur/);
    await waitFor(() =>
      socket.messages.some(
        (m: LiveMessage) => m.action === 'Alarm' && m.data.id === incident.id && m.data.state === 'open',
      ),
    );
    socket.close();
    expect((await count(operator)).open).toBeGreaterThanOrEqual(1);
  });

  it('stays one incident while it flaps within the hysteresis', async () => {
    const unit = fleet.unit(dachs);
    const clearing = async () =>
      (
        await portal.db
          .select({ since: alarmIncidents.clearingSince })
          .from(alarmIncidents)
          .where(eq(alarmIncidents.id, incident.id))
      )[0]?.since ?? null;
    unit.clearFaults();
    // The portal has read the list without the fault, then the one with it again.
    await waitFor(async () => (await clearing()) !== null);
    unit.forceFault(tooHot);
    await waitFor(async () => (await clearing()) === null);
    await portal.app.get(IncidentEngine).sweep(Date.now() + 60_000);
    const again = await faultsOf(operator, dachs);
    expect(again.filter((i) => i.code === 'E121' && i.state !== 'resolved').map((i) => i.id)).toEqual([
      incident.id,
    ]);
  });

  it('is told to the consented partner and the staff, not to another operator', async () => {
    for (const login of ['partner', 'dachs', 'admin']) {
      const ids = (await faultsOf(await portal.loggedIn(login), dachs)).map((i) => i.id);
      expect(ids).toContain(incident.id);
    }
    const other = await portal.loggedIn('extern');
    expect((await list(other, { state: 'all' })).incidents.map((i) => i.id)).not.toContain(incident.id);
    const refused = await other.post(`/rest/alarms/incidents/${incident.id}/acknowledge`, { note: 'x' });
    expect(refused.status).toBe(404);
  });

  it('shows the demo its fake serial, without names, and lets it change nothing', async () => {
    const demo = await portal.loggedIn('demo');
    const shown = (await list(demo, { state: 'all', limit: 100 })).incidents.find(
      (i) => i.id === incident.id,
    );
    expect(shown).toBeDefined();
    expect(shown!.sn).not.toBe(dachs);
    expect(shown!.sn).toMatch(/^\d{5}$/);
    expect(shown!.locationName ?? '').not.toMatch(/Hofmann|Bäckerei/);
    // Named by its kind, as the demo's unit list names units.
    expect(shown!.unitName).toBe('Dachs (aktuelle Generation)');
    const refused = await demo.post(`/rest/alarms/incidents/${incident.id}/acknowledge`, { note: '' });
    expect(refused.status).toBe(403);
  });

  it('is acknowledged once, with who and the note, audited; the bell no longer counts it', async () => {
    const before = (await count(operator)).open;
    const answer = await operator.post<{ incident: Incident }>(
      `/rest/alarms/incidents/${incident.id}/acknowledge`,
      { note: '  Installateur kommt Montag  ' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.incident.state).toBe('acknowledged');
    expect(answer.body.incident.acknowledged).toMatchObject({
      by: { login: 'betreiber' },
      note: 'Installateur kommt Montag',
    });
    expect((await count(operator)).open).toBe(before - 1);
    // A second acknowledgement changes nothing.
    const twice = await portal.loggedIn('partner');
    const again = await twice.post<{ incident: Incident }>(
      `/rest/alarms/incidents/${incident.id}/acknowledge`,
      {
        note: 'auch gesehen',
      },
    );
    expect(again.body.incident.acknowledged?.by.login).toBe('betreiber');
    const [entry] = await portal.db
      .select({ actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'alarm.acknowledge'), eq(auditLog.sn, dachs)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actor: 'betreiber', details: { id: incident.id } });
  });

  it('resolves by itself once the unit clears it for longer than the hysteresis', async () => {
    fleet.unit(dachs).clearFaults();
    await waitFor(
      async () => (await faultsOf(operator, dachs, 'resolved')).some((i) => i.id === incident.id),
      15_000,
    );
    const [resolved] = (await faultsOf(operator, dachs, 'resolved')).filter((i) => i.id === incident.id);
    expect(resolved!.resolved).toMatchObject({ by: null });
    expect(resolved!.acknowledged?.by.login).toBe('betreiber');
  });

  it('is a new incident when the fault comes back later, closed by hand with a note', async () => {
    fleet.unit(dachs).forceFault(tooHot);
    await waitFor(async () => (await tooHotOf(operator, dachs, 'open')).length === 1);
    const [next] = (await tooHotOf(operator, dachs, 'open')) as [Incident];
    expect(next.id).not.toBe(incident.id);
    const closed = await operator.post<{ incident: Incident }>(`/rest/alarms/incidents/${next.id}/close`, {
      note: 'erledigt',
    });
    expect(closed.body.incident).toMatchObject({
      state: 'resolved',
      resolved: { by: { login: 'betreiber' } },
    });
    fleet.unit(dachs).clearFaults();
  });
});

describe('a unit gone silent', () => {
  it('is an offline incident once the grace period passed, resolved when it is back', async () => {
    const unit = fleet.unit(dachs);
    await unit.goOffline();
    await waitFor(
      async () => (await list(operator, { sn: dachs, kinds: ['offline'] })).incidents.length === 1,
      10_000,
    );
    const [offline] = (await list(operator, { sn: dachs, kinds: ['offline'] })).incidents as [Incident];
    expect(offline).toMatchObject({ kind: 'offline', severity: 'fault', state: 'open', code: null });
    await unit.reconnect();
    await waitFor(async () =>
      (await list(operator, { sn: dachs, kinds: ['offline'], state: 'resolved' })).incidents.some(
        (i) => i.id === offline.id,
      ),
    );
  });
});

describe('partners are told only with the operator’s consent', () => {
  it('loses the unit’s incidents when the operator revokes partner access', async () => {
    const partner = await portal.loggedIn('partner');
    expect((await faultsOf(partner, dachs)).length).toBeGreaterThan(0);
    await setPartnerConsent(portal, dachs, false);
    expect(await faultsOf(partner, dachs)).toEqual([]);
    await setPartnerConsent(portal, dachs, true);
  });
});

describe('bad input', () => {
  it('refuses callers without a session, odd ids and bodies with the field and a translated key', async () => {
    const anonymous = portal.client();
    expect((await anonymous.get('/rest/alarms/count')).status).toBe(401);
    expect((await anonymous.post('/rest/alarms/incidents', {})).status).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      const answer = await operator.post(`/rest/alarms/incidents/${id}/acknowledge`, { note: '' });
      expect(answer.status).toBe(404);
    }
    // NUL in a path is refused before any route, as everywhere (400 with the field).
    expect((await operator.post('/rest/alarms/incidents/%00/acknowledge', { note: '' })).status).toBe(400);
    expect((await operator.post('/rest/alarms/incidents/2147483000/close', {})).status).toBe(404);
    const tooLong = await operator.post('/rest/alarms/incidents/1/acknowledge', { note: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('validation.toolong.200');
    const nul = await operator.post('/rest/alarms/incidents/1/acknowledge', { note: 'a\u0000b' });
    expect(nul.status).toBe(400);
    for (const body of [{ state: 'bogus' }, { limit: 1000 }, { kinds: [] }, { from: 'gestern' }, { sn: 5 }]) {
      expect((await operator.post('/rest/alarms/incidents', body)).status).toBe(400);
    }
  });

  it('keeps the other operators’ units out of the list whatever the filter', async () => {
    const other = await portal.loggedIn('extern');
    const own = new Set((await operatedBy(portal, 'extern')).map((u) => u.sn));
    const { incidents } = await list(other, { state: 'all', sn: dachs });
    expect(incidents.filter((i) => !own.has(i.sn))).toEqual([]);
  });
});
