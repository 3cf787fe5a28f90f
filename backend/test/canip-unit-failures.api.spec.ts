import { portalReplyTopic } from '@portal/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import mqtt from 'mqtt';
import { DeviceGateway } from '../src/devices/device-gateway.js';
import { portalMqttUser } from '../src/devices/topic-acl.js';
import { units } from '../src/units/units.schema.js';
import { type Portal, startPortal } from './harness.js';
import { type MisbehavingUnit, misbehavingUnit } from './misbehaving-unit.js';
import { operatorsDachs, runFleet, waitFor } from './units-online.js';
import type { Fleet } from '@portal/unit-sim';

// Units that answer commands with errors, malformed results, from the wrong unit or not at all, and
// what the portal makes of it: translated 422 and 5xx answers, audit rows that match what was sent, the
// read-back value stored before a write is answered (issue 11).

let portal: Portal;
let fleet: Fleet;
/** A Dachs operated by `betreiber`, run by the simulator. */
let dachs: string;
/** Connectable units with a contract and every consent that nobody simulates. */
let spare: string[];

beforeAll(async () => {
  portal = await startPortal();
  dachs = await operatorsDachs(portal);
  ({ fleet } = await runFleet(portal, [dachs]));
  const rows = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(
      and(
        eq(units.msrTyp, 3),
        eq(units.hasVertrag, true),
        eq(units.productGroup, 'dachsII'),
        sql`${units.zustimmungMap} @> '{"DACHSWEB": true, "FERNZUGRIFF_DACHS": true}'::jsonb`,
        sql`${units.seriennummer} <> ${dachs}`,
      ),
    )
    .orderBy(asc(units.seriennummer))
    .limit(3);
  spare = rows.map((row) => row.sn);
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

let unit: MisbehavingUnit | undefined;
afterEach(async () => {
  await unit?.close();
  unit = undefined;
});

const unitError = () => ({ error: { code: 'internal', message: 'sensor bus down' } });

describe('a unit that answers with an error or a malformed result', () => {
  it('turns connect, fetchErrors and request into a translated 502, never a 500', async () => {
    unit = await misbehavingUnit(portal, spare[0]!, unitError);
    const admin = await portal.loggedIn('admin');
    const connect = await admin.get(`/rest/canip/${unit.sn}`);
    expect(connect.status).toBe(502);
    expect(connect.body).toEqual({
      status: 502,
      key: 'exception.uniterror',
      message: 'Die Anlage hat den Auftrag mit einem Fehler beantwortet.',
    });
    expect((await admin.post(`/rest/canip/${unit.sn}/fetchErrors`, {})).status).toBe(502);
    // Connected offline, the session may ask for values; the unit's error answer is a 502 too.
    expect((await admin.get(`/rest/canip/${unit.sn}?offline`)).status).toBe(200);
    const request = await admin.post(`/rest/canip/${unit.sn}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] });
    expect(request.status).toBe(502);
    expect(request.body.key).toBe('exception.uniterror');
  });

  it('answers a result that does not fit the method with 502 exception.unitanswerinvalid', async () => {
    unit = await misbehavingUnit(portal, spare[0]!, (request) =>
      request.method === 'layout' ? { result: { productGroup: 42 } } : { result: 'nonsense' },
    );
    const admin = await portal.loggedIn('admin');
    const connect = await admin.get(`/rest/canip/${unit.sn}`);
    expect(connect.status).toBe(502);
    expect(connect.body.key).toBe('exception.unitanswerinvalid');
    expect((await admin.get(`/rest/canip/${unit.sn}?offline`)).status).toBe(200);
    const request = await admin.post(`/rest/canip/${unit.sn}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] });
    expect(request.body).toMatchObject({ status: 502, key: 'exception.unitanswerinvalid' });
  });
});

describe('a unit that refuses a command as invalid', () => {
  const refused = () => ({ error: { code: 'badRequest', message: 'value out of range' } });
  const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';

  it('turns request and write into a translated 422 exception.unitrefused, never a 500', async () => {
    unit = await misbehavingUnit(portal, spare[0]!, refused);
    const admin = await portal.loggedIn('admin');
    expect((await admin.get(`/rest/canip/${unit.sn}?offline`)).status).toBe(200);
    const request = await admin.post(`/rest/canip/${unit.sn}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] });
    expect(request.status).toBe(422);
    expect(request.body).toEqual({
      status: 422,
      key: 'exception.unitrefused',
      message: 'Die Anlage hat den Auftrag als ungültig abgelehnt.',
    });
    // The unit reads the old value, then refuses the value written.
    unit.answer((command) =>
      command.method === 'read' ? { result: { values: { [setPoint]: 55 }, errorKeys: [] } } : refused(),
    );
    const write = await admin.post(`/rest/canip/${unit.sn}/write`, { values: { [setPoint]: 57 } });
    expect(write.status).toBe(422);
    expect(write.body).toMatchObject({ status: 422, key: 'exception.unitrefused' });
    expect(unit.received.map((command) => command.method)).toEqual(['read', 'read', 'write']);
  });
});

describe('replies from another unit', () => {
  it('are not taken for the answer of the unit that was asked', async () => {
    // The asked unit stays silent; the other one learnt the command id and answers for it.
    const asked = await misbehavingUnit(portal, spare[1]!, () => undefined);
    const other = await misbehavingUnit(portal, spare[2]!, () => undefined);
    unit = asked;
    try {
      const admin = await portal.loggedIn('admin');
      const answer = admin.get(`/rest/canip/${asked.sn}`);
      await waitFor(() => asked.received.some((request) => request.method === 'layout'));
      const instance = portal.config.instanceId;
      for (const request of asked.received) {
        const forged = {
          id: request.id,
          result: { productGroup: 'dachsII', firmware: 'forged', errors: [], until: 1 },
        };
        // On its own reply topic: taken as its own reply, which matches no call to it.
        await other.publish(portalReplyTopic(instance, other.sn), forged);
      }
      // The instance-wide reply topic units once answered on is no longer open to them.
      void other
        .publish(`portal/${instance}/rpc`, { id: asked.received[0]!.id, result: {} })
        .catch(() => undefined);
      await waitFor(() => !other.connected);
      const connect = await answer;
      expect(connect.status).toBe(504);
      expect(connect.body.key).toBe('exception.unittimeout');
    } finally {
      await other.close();
    }
  });

  it("may not even be published on the asked unit's reply topic", async () => {
    const other = await misbehavingUnit(portal, spare[2]!, () => undefined);
    unit = other;
    const topic = portalReplyTopic(portal.config.instanceId, spare[1]!);
    const monitor = await mqtt.connectAsync(portal.app.get(DeviceGateway).brokerUrl(), {
      protocolVersion: 4,
      username: portalMqttUser,
      password: portal.config.mqttGatewaySecret,
      reconnectPeriod: 0,
    });
    const seen: string[] = [];
    monitor.on('message', (received) => seen.push(received));
    await monitor.subscribeAsync('portal/#', { qos: 1 });
    try {
      void other.publish(topic, { id: 'x', result: {} }).catch(() => undefined);
      // The broker refuses the publish and closes the connection of the unit that tried.
      await waitFor(() => !other.connected);
      expect(seen).toEqual([]);
    } finally {
      await monitor.endAsync();
    }
  });
});

describe('POST /rest/canip/{sn}/write and its audit', () => {
  const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';
  const auditRows = (sn: string, after: number) =>
    portal.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.sn, sn), gt(auditLog.id, after)))
      .orderBy(asc(auditLog.id));
  const lastAuditId = async () =>
    (await portal.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0]!
      .id;

  it('records the command before the unit is asked, and the unit failure as the outcome', async () => {
    const from = await lastAuditId();
    let attemptRecordedFirst = false;
    unit = await misbehavingUnit(portal, spare[0]!, (request) => {
      if (request.method === 'read') return { result: { values: { [setPoint]: 55 }, errorKeys: [] } };
      if (request.method === 'write') {
        void auditRows(spare[0]!, from).then((rows) => {
          attemptRecordedFirst = rows.some((row) => row.action === 'command.sent');
        });
        return unitError();
      }
      return { result: { productGroup: 'dachsII', firmware: 'x', errors: [], until: Date.now() + 1000 } };
    });
    const admin = await portal.loggedIn('admin');
    expect((await admin.get(`/rest/canip/${unit.sn}?offline`)).status).toBe(200);
    const answer = await admin.post(`/rest/canip/${unit.sn}/write`, { values: { [setPoint]: 57 } });
    expect(answer.status).toBe(502);
    expect(answer.body.key).toBe('exception.uniterror');
    await waitFor(() => attemptRecordedFirst);
    // The connect before is in the audit too (the owner's access log); the write's rows are these.
    const rows = (await auditRows(unit.sn, from)).filter((row) =>
      /^(canip\.write|command\.)/.test(row.action),
    );
    // The write is a command (issue 44): its moves, then each key's outcome.
    expect(rows.map((row) => row.action)).toEqual(['command.sent', 'command.failed', 'canip.write']);
    expect(rows[0]?.details).toMatchObject({ values: { [setPoint]: 57 } });
    expect(rows[1]?.details).toMatchObject({ reason: 'exception.uniterror' });
    expect(rows[2]?.details).toMatchObject({
      key: setPoint,
      newValue: 57,
      oldValue: 55,
      result: 'exception.uniterror',
    });
  });

  it('sends nothing when the attempt cannot be audited', async () => {
    unit = await misbehavingUnit(portal, spare[0]!, () => unitError());
    const admin = await portal.loggedIn('admin');
    expect((await admin.get(`/rest/canip/${unit.sn}?offline`)).status).toBe(200);
    const asked = unit.received.length;
    await portal.db.execute(sql`ALTER TABLE audit_log RENAME TO audit_log_away`);
    try {
      const answer = await admin.post(`/rest/canip/${unit.sn}/write`, { values: { [setPoint]: 57 } });
      expect(answer.status).toBe(500);
    } finally {
      await portal.db.execute(sql`ALTER TABLE audit_log_away RENAME TO audit_log`);
    }
    expect(unit.received.slice(asked)).toEqual([]);
  });

  it('stores the value read back before answering, so a crash cannot bring the old one back', async () => {
    const operator = await portal.loggedIn('betreiber');
    expect((await operator.get(`/rest/canip/${dachs}`)).status).toBe(200);
    for (const value of [51, 53]) {
      const answer = await operator.post(`/rest/canip/${dachs}/write`, { values: { [setPoint]: value } });
      expect(answer.body).toMatchObject({ success: true, values: { [setPoint]: value } });
      // Straight from the table, not through the service's unwritten buffer.
      const result: unknown = await portal.db.execute(
        sql`SELECT value FROM ts_latest WHERE sn = ${dachs} AND key = ${setPoint}`,
      );
      const [stored] = (result as { rows: { value: unknown }[] }).rows;
      expect(stored?.value).toBe(value);
      expect(fleet.unit(dachs).values()[setPoint]).toBe(value);
    }
  });
});
