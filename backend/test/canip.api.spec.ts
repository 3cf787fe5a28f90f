import { type Endpoint, type UnitGlance, archiveLimits, endpoints, unitTopic } from '@portal/contracts';
import { findKind, unitKinds } from '@portal/unit-catalog';
import type { Fleet } from '@portal/unit-sim';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { auditLog } from '../src/audit/audit.schema.js';
import { CredentialsService } from '../src/devices/credentials.service.js';
import { DeviceGateway } from '../src/devices/device-gateway.js';
import { portalMqttUser } from '../src/devices/topic-acl.js';
import type { DomainEvent } from '../src/live/domain-events.js';
import { LiveBus } from '../src/live/live-bus.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { units } from '../src/units/units.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { sendsAtOnce, socketsOnPort } from './sockets.js';
import {
  canipValues,
  foreignUnit,
  liveSocket,
  operatedBy,
  operatorsDachs,
  runFleet,
  waitFor,
} from './units-online.js';

// Units online for real: simulated units log in to the portal's embedded MQTT broker with
// provisioned secrets; browsers talk to them through /rest/canip and receive values over /ws.

let portal: Portal;
let fleet: Fleet;
let brokerUrl: string;
/** A Dachs operated by `betreiber`, with every consent given. */
let dachs: string;
/** A unit `betreiber` does not operate. */
let foreign: string;
let foreignKind: string;
let secrets: Map<string, string>;

beforeAll(async () => {
  portal = await startPortal();
  brokerUrl = portal.app.get(DeviceGateway).brokerUrl();
  dachs = await operatorsDachs(portal);
  ({ sn: foreign, productGroup: foreignKind } = await foreignUnit(portal, 'betreiber'));
  ({ fleet, secrets } = await runFleet(portal, [dachs, foreign]));
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

/** A Dachs's speed fault as units report it, current or gone. */
const e133 = (currentError: boolean) => ({
  boardName: 'Hka_Bd',
  code: 133,
  codeText: 'E133',
  category: 'Hka_Stoerung',
  counter: 1,
  currentError,
  timestamp: Date.now(),
});

/** Connects to the broker as unit `sn` with a secret provisioned now, as a real unit would. */
async function connectAsUnit(sn: string, options: IClientOptions = {}): Promise<MqttClient> {
  const [provisioned] = await portal.app.get(CredentialsService).provision([sn]);
  return mqtt.connectAsync(brokerUrl, {
    protocolVersion: 4,
    clientId: sn,
    username: sn,
    password: provisioned!.secret,
    reconnectPeriod: 0,
    ...options,
  });
}

describe('GET /rest/canip/{sn} (connect)', () => {
  it('answers the unit with boards, attributes, errors and last values', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.get(`/rest/canip/${dachs}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      seriennummer: dachs,
      productGroup: 'dachsII',
      connected: true,
      online: true,
    });
    expect(answer.body.inbetriebnahmeDatum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const hkaBd = answer.body.boards.find((board: { name: string }) => board.name === 'Hka_Bd');
    expect(hkaBd.attributes).toContain('ulArbeitElektr');
    expect(Array.isArray(hkaBd.canipErrors)).toBe(true);
    expect(Object.keys(answer.body.layout.pages).length).toBeGreaterThan(0);
  });

  it("answers spec 3's further Unit fields: id, meta info, logging, trending, chart values and Chart.js configs", async () => {
    const client = await portal.loggedIn('betreiber');
    // The simulated unit streams: once its first values are stored, they are being recorded. Until
    // then the newest stored value is the demo seed's, days old (the store takes values in batches).
    let answer = await client.get(`/rest/canip/${dachs}`);
    await waitFor(async () => {
      answer = await client.get(`/rest/canip/${dachs}`);
      return answer.body.loggingActive === true;
    }, 30_000);
    expect(answer.status).toBe(200);
    const [row] = await portal.db.select({ id: units.id }).from(units).where(eq(units.seriennummer, dachs));
    expect(answer.body.id).toBe(row!.id);
    expect(answer.body.metaInfo).toEqual({
      firmware: expect.stringMatching(/\d/),
      stateSince: expect.stringMatching(/^\d{4}-/),
      lastValueAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(Object.keys(answer.body.boardTrending)).toEqual(['Hka_Mw1']);
    expect(answer.body.boardTrending.Hka_Mw1['Hka_Mw1.sWirkleistung']).toEqual(expect.any(Array));
    expect(Object.keys(answer.body.chartValues['dachsII.leistung'])).toEqual(['Hka_Mw1.sWirkleistung']);
    expect(answer.body.chartValues['dachsII.leistung']['Hka_Mw1.sWirkleistung']).toEqual(expect.any(Number));
    const power = answer.body.charts.find((chart: { name: string }) => chart.name === 'dachsII.leistung');
    expect(power.chartJsData.datasets[0]).toMatchObject({
      field: 'Hka_Mw1.sWirkleistung',
      borderColor: '#d9534f',
    });
    expect(power.chartJsOptions.scales.x.ticks).toEqual({ maxTicksLimit: 8 });
  });

  it('gives each error entry the board values the unit recorded with it (its fault memory)', async () => {
    const client = await portal.loggedIn('betreiber');
    await client.get(`/rest/canip/${dachs}`);
    const unit = fleet.unit(dachs);
    const hoursNow = unit.values()['Hka_Bd.ulBetriebssekunden'];
    unit.forceFault(133);
    try {
      const answer = await client.post(`/rest/canip/${dachs}/fetchErrors`, {});
      const fault = answer.body.canipErrors.find((error: { codeText: string }) => error.codeText === 'E133');
      expect(fault.data['Hka_Bd.ulBetriebssekunden']).toBeGreaterThanOrEqual(hoursNow as number);
      expect(Object.keys(fault.data).every((key) => key.startsWith('Hka_Bd.'))).toBe(true);
    } finally {
      unit.clearFaults();
    }
  });

  it('refuses a unit the user may not see with 403 and the unit in the message', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.get(`/rest/canip/${foreign}`);
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.accessdeniedunit');
    expect(answer.body.message).toContain(foreign);
  });

  it('refuses anonymous callers with 401', async () => {
    const answer = await portal.client().get(`/rest/canip/${dachs}`);
    expect(answer.status).toBe(401);
  });

  it('refuses a connectable unit without contract with exception.hkamarkedoffline', async () => {
    const [unit] = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(and(eq(units.msrTyp, 3), eq(units.hasVertrag, false)))
      .limit(1);
    const admin = await portal.loggedIn('admin');
    const answer = await admin.get(`/rest/canip/${unit!.sn}`);
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.hkamarkedoffline');
  });

  it('answers 503 for a unit that is not online, and serves last known values with ?offline', async () => {
    const client = await portal.loggedIn('admin');
    const answer = await client.get(`/rest/canip/${foreignOffline()}`);
    expect(answer.status).toBe(503);
    expect(answer.body.key).toBe('exception.unitoffline');
    const offline = await client.get(`/rest/canip/${foreignOffline()}?offline`);
    expect(offline.status).toBe(200);
    expect(offline.body).toMatchObject({ connected: true, online: false, offline: true });
    // The demo unit's last word before it went offline, hours to days ago (demo-last-known).
    const values = Object.values(offline.body.boardValues as Record<string, { age: number }>);
    expect(values.length).toBeGreaterThan(5);
    for (const { age } of values) expect(age).toBeGreaterThanOrEqual(3 * 3600);
  });
});

let offlineSerial: string | undefined;
/** A connectable unit that no simulator runs. */
function foreignOffline(): string {
  if (!offlineSerial) throw new Error('offline serial not chosen');
  return offlineSerial;
}
beforeAll(async () => {
  const [unit] = await portal.db
    .select({ sn: units.seriennummer, productGroup: units.productGroup })
    .from(units)
    .where(
      and(
        eq(units.msrTyp, 3),
        eq(units.hasVertrag, true),
        isNull(units.ausserbetriebnahmeDatum),
        sql`${units.seriennummer} not in (${dachs}, ${foreign})`,
      ),
    )
    .limit(1);
  offlineSerial = unit!.sn;
});

describe('consents', () => {
  it('refuses manufacturer staff with 403 and the consent key once the operator withholds it', async () => {
    const operator = await portal.loggedIn('betreiber');
    const saved = await operator.post(`/rest/canip/${dachs}/zustimmung`, { FERNZUGRIFF_PARTNER: false });
    expect(saved.status).toBe(200);
    const staff = await portal.loggedIn('admin');
    try {
      // The partner consent does not concern the manufacturer.
      expect((await staff.get(`/rest/canip/${dachs}`)).status).toBe(200);
      await operator.post(`/rest/canip/${dachs}/zustimmung`, { DACHSWEB: false, FERNZUGRIFF_DACHS: true });
      const refused = await staff.get(`/rest/canip/${dachs}`);
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('exception.nooperatorconsent');
    } finally {
      await operator.post(`/rest/canip/${dachs}/zustimmung`, {
        DACHSWEB: true,
        FERNZUGRIFF_DACHS: true,
        FERNZUGRIFF_PARTNER: true,
      });
    }
  });

  it('forces both remote consents off with DACHSWEB, answers the map and audits the change', async () => {
    const operator = await portal.loggedIn('betreiber');
    try {
      const saved = await operator.post(`/rest/canip/${dachs}/zustimmung`, {
        DACHSWEB: false,
        FERNZUGRIFF_DACHS: true,
        FERNZUGRIFF_PARTNER: true,
      });
      expect(saved.body).toEqual({ DACHSWEB: false, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: false });
      const [entry] = await portal.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.sn, dachs), eq(auditLog.action, 'canip.zustimmung')))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry).toMatchObject({ actor: 'betreiber', details: { newValue: saved.body } });
    } finally {
      await operator.post(`/rest/canip/${dachs}/zustimmung`, {
        DACHSWEB: true,
        FERNZUGRIFF_DACHS: true,
        FERNZUGRIFF_PARTNER: true,
      });
    }
  });

  it("follows the lead controller's consent for a further controller at its location", async () => {
    // Two Dachs controllers at one location; the second one is made a further controller (module L2).
    const [lead, further] = await portal.db
      .select({ sn: units.seriennummer, zustimmungMap: units.zustimmungMap })
      .from(units)
      .where(
        sql`${units.module} = 'L1' and ${units.msrTyp} = 3 and ${units.hasVertrag} and ${units.locationUuid} in (
          select location_uuid from units where module = 'L1' and msr_typ = 3 and has_vertrag
          group by 1 having count(*) > 1 order by 1 limit 1)`,
      )
      .orderBy(units.seriennummer);
    const setMap = (sn: string, map: Record<string, boolean>) =>
      portal.db.update(units).set({ zustimmungMap: map }).where(eq(units.seriennummer, sn));
    const chart = (client: Client) =>
      client.post(`/rest/charts/${further!.sn}/data`, {
        name: 'dachsII.leistung',
        start: Date.now() - 86_400_000,
      });
    await portal.db.update(units).set({ module: 'L2' }).where(eq(units.seriennummer, further!.sn));
    try {
      const staff = await portal.loggedIn('admin');
      expect((await chart(staff)).status).toBe(200);
      await setMap(lead!.sn, { ...lead!.zustimmungMap, DACHSWEB: false });
      const refused = await chart(staff);
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('exception.noconsentlead');
      // Its own consent does not help: the lead's decides.
      expect(further!.zustimmungMap.DACHSWEB).toBe(true);
    } finally {
      await setMap(lead!.sn, lead!.zustimmungMap);
      await portal.db.update(units).set({ module: 'L1' }).where(eq(units.seriennummer, further!.sn));
    }
  });

  it('lets only the unit operator change consents and rejects unknown consent keys', async () => {
    const admin = await portal.loggedIn('admin');
    expect((await admin.post(`/rest/canip/${dachs}/zustimmung`, { DACHSWEB: true })).status).toBe(403);
    const operator = await portal.loggedIn('betreiber');
    const bad = await operator.post(`/rest/canip/${dachs}/zustimmung`, { SOMETHING: true });
    expect(bad.status).toBe(400);
  });
});

describe('request and live values', () => {
  it('delivers requested values over the websocket within 2 s, only to the connected session', async () => {
    const client = await portal.loggedIn('betreiber');
    const bystander = await portal.loggedIn('betreiber');
    const live = await liveSocket(portal, client);
    const other = await liveSocket(portal, bystander);
    try {
      expect((await client.get(`/rest/canip/${dachs}`)).status).toBe(200);
      const started = Date.now();
      const answer = await client.post(`/rest/canip/${dachs}/request`, {
        seriennummer: dachs,
        keys: ['Hka_Bd.ulAnzahlStarts', 'Hka_Mw1.Temp.sbAussen', 'Hka_Bd.nichtDa'],
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, errorKeys: ['Hka_Bd.nichtDa'] });
      await waitFor(
        () =>
          canipValues(live.messages).some(
            (v) => v.boardName === 'Hka_Bd' && v.dataPointName === 'ulAnzahlStarts',
          ) && canipValues(live.messages).some((v) => v.dataPointName === 'Temp.sbAussen'),
        2000,
      );
      expect(Date.now() - started).toBeLessThan(2000);
      const starts = canipValues(live.messages).find((v) => v.dataPointName === 'ulAnzahlStarts');
      expect(starts).toMatchObject({ sn: dachs, index: null, array: false, size: false, age: 0 });
      expect(typeof starts?.value).toBe('number');
      expect(canipValues(other.messages).filter((v) => v.sn === dachs)).toEqual([]);
    } finally {
      live.close();
      other.close();
    }
  });

  it('accepts the spec 7 body shape, marks keys asked with parameters by a 3-digit counter and sends trending', async () => {
    const client = await portal.loggedIn('betreiber');
    const live = await liveSocket(portal, client);
    try {
      await client.get(`/rest/canip/${dachs}`);
      // Trending sends the stored samples of the last hour: wait until the unit's first batch is written.
      const timeseries = portal.app.get(TimeseriesService);
      await waitFor(async () => {
        const now = Date.now();
        const stored = await timeseries.samples(
          dachs,
          'Hka_Mw1.Temp.sbAussen',
          new Date(now - 3_600_000),
          new Date(now),
        );
        return stored.length > 0;
      });
      const answer = await client.post(`/rest/canip/${dachs}/request`, {
        seriennummer: dachs,
        boardName: 'Hka_Mw1',
        dataPointNames: ['Temp.sbAussen'],
        parameters: { trending: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      const counted = answer.body.requestKeys['Hka_Mw1.Temp.sbAussen'];
      expect(counted).toMatch(/^Hka_Mw1\.Temp\.sbAussen\d{3}$/);
      await waitFor(() =>
        canipValues(live.messages).some(
          (v) => v.dataPointName === 'Temp.sbAussen' && v.requestCounter === counted.slice(-3),
        ),
      );
      const trending = live.messages.find((m) => m.action === 'Trending');
      expect(trending).toMatchObject({ data: { sn: dachs, key: 'Hka_Mw1.Temp.sbAussen' } });
      expect(trending?.action === 'Trending' && trending.data.points.length).toBeGreaterThan(0);
    } finally {
      live.close();
    }
  });

  it('refuses a request for a unit the session has not connected', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.post(`/rest/canip/${dachs}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] });
    expect(answer.status).toBe(409);
    expect(answer.body.key).toBe('exception.notconnected');
  });

  it('streams values to the session after connecting and stops after disconnect', async () => {
    const client = await portal.loggedIn('betreiber');
    const live = await liveSocket(portal, client);
    // Another session that keeps the unit connected: it shows the unit sends on after the disconnect.
    const other = await portal.loggedIn('betreiber');
    const otherLive = await liveSocket(portal, other);
    try {
      await client.get(`/rest/canip/${dachs}`);
      await other.get(`/rest/canip/${dachs}`);
      await waitFor(() => canipValues(live.messages).length > 0, 3000);
      expect((await client.get(`/rest/canip/${dachs}/disconnect`)).body).toEqual({ success: true });
      await waitFor(() =>
        live.messages.some((m) => m.action === 'HkaStore' && m.data.updateType === 'remove'),
      );
      const count = canipValues(live.messages).length;
      const disconnectedAt = fleet.clock.now();
      // Proof by a later event: a value the unit took after the disconnect reached the other session
      // (both hear the same fan-out), and none reached this one.
      await waitFor(() => canipValues(otherLive.messages).some((value) => value.ts > disconnectedAt), 3000);
      expect(canipValues(live.messages).length).toBe(count);
    } finally {
      live.close();
      otherLive.close();
    }
  });
});

describe('POST /rest/canip/{sn}/write', () => {
  const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';

  it('applies a set point on the unit, reads it back and audits who changed what', async () => {
    const client = await portal.loggedIn('betreiber');
    await client.get(`/rest/canip/${dachs}`);
    const answer = await client.post(`/rest/canip/${dachs}/write`, {
      action: 'writeValues',
      values: { [setPoint]: 58 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, errorKeys: [], values: { [setPoint]: 58 } });
    const read = await client.post(`/rest/canip/${dachs}/request`, { keys: [setPoint] });
    expect(read.body.success).toBe(true);
    const [entry] = await portal.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.sn, dachs), eq(auditLog.action, 'canip.write')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actor: 'betreiber',
      details: { key: setPoint, newValue: 58, readBack: 58, result: 'ok' },
    });
    expect(typeof (entry?.details as { oldValue: unknown }).oldValue).toBe('number');
    // The connect answer lists it as the unit's latest log entry (spec 3 Log entry).
    const again = await client.get(`/rest/canip/${dachs}`);
    expect(again.body.logEntries[0]).toEqual({
      date: expect.any(Number),
      type: 'UPDATE_CANIPVALUE',
      board: 'Ww_Ew',
      dataPoint: 'Warmwasser.sbSollTemp',
      value: 58,
    });
  });

  it('returns invalid keys in errorKeys, sends none of them and leaves the unit unchanged', async () => {
    const client = await portal.loggedIn('betreiber');
    await client.get(`/rest/canip/${dachs}`);
    await client.post(`/rest/canip/${dachs}/write`, { values: { [setPoint]: 55 } });
    const answer = await client.post(`/rest/canip/${dachs}/write`, {
      boardName: 'Ww_Ew',
      values: { 'Warmwasser.sbSollTemp': 5000, 'Hka_Bd.ulAnzahlStarts': 3, 'Hka_Bd.gibtsNicht': 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errorKeys.sort()).toEqual(
      [setPoint, 'Hka_Bd.gibtsNicht', 'Hka_Bd.ulAnzahlStarts'].sort(),
    );
    expect(answer.body.errors).toMatchObject({
      [setPoint]: 'write.range',
      'Hka_Bd.ulAnzahlStarts': 'write.readOnly',
      'Hka_Bd.gibtsNicht': 'write.unknownKey',
    });
    expect(fleet.unit(dachs).values()[setPoint]).toBe(55);
  });

  it('refuses demo users (shared login) and callers without the unit', async () => {
    const demo = await portal.loggedIn('demo');
    expect((await demo.post(`/rest/canip/${dachs}/write`, { values: { [setPoint]: 50 } })).status).toBe(403);
    const client = await portal.loggedIn('betreiber');
    expect((await client.post(`/rest/canip/${foreign}/write`, { values: { [setPoint]: 50 } })).status).toBe(
      403,
    );
  });
});

describe('device gateway', () => {
  it("sends each packet at once on its units' connections and its own, at both ends", () => {
    // Nagle's algorithm held an RPC or its reply back until the peer's delayed ACK (75 ms a round trip).
    const sockets = socketsOnPort(Number(new URL(brokerUrl).port));
    // The gateway's and the two units' connections, each seen from both ends.
    expect(sockets.length).toBeGreaterThanOrEqual(6);
    const late = sockets.filter((socket) => !sendsAtOnce(socket));
    expect(late.map((socket) => `${socket.localPort} -> ${socket.remotePort}`)).toEqual([]);
  });

  it('keeps units with a wrong secret out of the broker', async () => {
    await expect(
      mqtt.connectAsync(brokerUrl, {
        protocolVersion: 4,
        clientId: dachs,
        username: dachs,
        password: 'wrong',
        reconnectPeriod: 0,
      }),
    ).rejects.toThrow(/Not authorized|Bad username or password/i);
  });

  it("does not let a unit publish or subscribe under another unit's topics", async () => {
    const monitor = await mqtt.connectAsync(brokerUrl, {
      protocolVersion: 4,
      username: portalMqttUser,
      password: portal.config.mqttGatewaySecret,
      reconnectPeriod: 0,
    });
    const seen: string[] = [];
    monitor.on('message', (topic) => seen.push(topic));
    const marker = 'test/marker';
    await monitor.subscribeAsync([unitTopic(dachs, 'errors'), marker], { qos: 1 });
    const intruder = await mqtt.connectAsync(brokerUrl, {
      protocolVersion: 4,
      clientId: `${foreign}-intruder`,
      username: foreign,
      password: secrets.get(foreign)!,
      reconnectPeriod: 0,
    });
    try {
      await expect(intruder.subscribeAsync(unitTopic(dachs, 'rpc'), { qos: 1 })).rejects.toThrow(
        /Subscribe error/,
      );
      const refused = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
      intruder.publish(unitTopic(dachs, 'errors'), JSON.stringify({ ts: Date.now(), errors: [] }), {
        qos: 0,
      });
      // The broker answers a refused publish by closing the connection. A message the monitor sends
      // after that comes after anything the broker had let through.
      await refused;
      await monitor.publishAsync(marker, 'marker', { qos: 1 });
      await waitFor(() => seen.includes(marker), 3000);
      expect(seen).toEqual([marker]);
    } finally {
      intruder.end(true);
      await monitor.endAsync();
    }
  });

  it('answers 504 when an online unit does not answer its commands within 5 s', async () => {
    const sn = foreignOffline();
    // A unit that says it is online but never answers RPCs.
    const mute = await connectAsUnit(sn);
    try {
      await mute.publishAsync(
        unitTopic(sn, 'state'),
        JSON.stringify({ online: true, module: 'L1', firmware: 'mute', ts: Date.now() }),
        { qos: 1, retain: true },
      );
      await waitFor(() => portal.app.get(DeviceGateway).isOnline(sn));
      const admin = await portal.loggedIn('admin');
      const started = Date.now();
      const answer = await admin.get(`/rest/canip/${sn}`);
      expect(answer.status).toBe(504);
      expect(answer.body.key).toBe('exception.unittimeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    } finally {
      await mute.publishAsync(
        unitTopic(sn, 'state'),
        JSON.stringify({ online: false, module: 'L1', firmware: 'mute', ts: Date.now() }),
        { qos: 1, retain: true },
      );
      await mute.endAsync();
    }
  });

  it('replays the archive of a unit that was offline, with no gap and no duplicate', async () => {
    // A unit nobody watches, so only its regular samples (one a second) are stored.
    const unit = fleet.unit(foreign);
    const kind = findKind(foreignKind)!;
    const numeric = kind.boards
      .flatMap((board) => board.dataPoints.map((point) => ({ board, point })))
      .find(({ point }) => ['int', 'uint', 'float'].includes(point.type) && !point.array)!;
    const key = `${numeric.board.name}.${numeric.point.name}`;
    const from = new Date(Date.now() - 1000);
    const offlineAt = fleet.clock.now();
    await unit.goOffline(3000);
    await waitFor(() => !portal.app.get(DeviceGateway).isOnline(foreign), 3000);
    await waitFor(() => portal.app.get(DeviceGateway).isOnline(foreign), 8000);
    const timeseries = portal.app.get(TimeseriesService);
    const stepsOf = (samples: { ts: number }[]) =>
      samples.slice(1).map((sample, i) => sample.ts - samples[i]!.ts);
    let samples: { ts: number }[] = [];
    // Until the replayed archive and the samples around it are stored (five in a row from one before
    // the outage span it); the checks below say what is missing should that not happen.
    await waitFor(async () => {
      await timeseries.flush();
      samples = await timeseries.samples(foreign, key, from, new Date());
      return (
        samples.length >= 5 && samples[0]!.ts < offlineAt && stepsOf(samples).every((step) => step === 1000)
      );
    }, 10_000).catch(() => undefined);
    expect(samples.length).toBeGreaterThanOrEqual(5);
    expect(samples[0]!.ts).toBeLessThan(offlineAt);
    expect(new Set(stepsOf(samples))).toEqual(new Set([1000]));
  });

  it('stores an archive of the bounded size from a unit back after days, and drops a bigger one', async () => {
    const sn = foreignOffline();
    const unit = await connectAsUnit(sn);
    const events: DomainEvent[] = [];
    const unsubscribe = portal.app.get(LiveBus).subscribe((event) => events.push(event));
    const key = 'Hka_Mw1.Temp.sbAussen';
    // Two days of samples three minutes apart, as a unit that was away keeps them.
    const start = Date.now() - 3 * 86_400_000;
    const archive = (count: number, first: number) => ({
      samples: Array.from({ length: count }, (_, i) => ({ ts: first + i * 180_000, values: { [key]: i } })),
    });
    const stored = (from: number, to: number) =>
      portal.app.get(TimeseriesService).samples(sn, key, new Date(from), new Date(to));
    try {
      const bounded = archive(archiveLimits.samples, start);
      // The PUBACK comes once the samples are committed.
      await unit.publishAsync(unitTopic(sn, 'archive'), JSON.stringify(bounded), { qos: 1 });
      const last = start + (archiveLimits.samples - 1) * 180_000;
      expect(await stored(start, last + 1)).toHaveLength(archiveLimits.samples);
      expect(events).toContainEqual({
        type: 'unit.archiveStored',
        sn,
        count: archiveLimits.samples,
        from: start,
        to: last,
      });
      const tooLong = archive(archiveLimits.samples + 1, last + 3_600_000);
      await unit.publishAsync(unitTopic(sn, 'archive'), JSON.stringify(tooLong), { qos: 1 });
      expect(await stored(last + 1, Date.now())).toEqual([]);
    } finally {
      unsubscribe();
      await unit.endAsync();
    }
  });

  it('tells connected sessions when a unit goes offline and comes back', async () => {
    const client = await portal.loggedIn('betreiber');
    const live = await liveSocket(portal, client);
    try {
      await client.get(`/rest/canip/${dachs}`);
      await fleet.unit(dachs).goOffline(1500);
      const notices = () => live.messages.flatMap((m) => (m.action === 'Info' ? [m.data.key] : []));
      await waitFor(() => notices().includes('live.unitOffline'), 3000);
      await waitFor(() => notices().includes('live.unitOnline'), 8000);
      expect(live.messages.some((m) => m.action === 'HkaStore' && m.data.unit?.['online'] === false)).toBe(
        true,
      );
    } finally {
      live.close();
    }
  });

  it('shows a demo session its fake serial in live values, never the real one', async () => {
    const demo = await portal.loggedIn('demo');
    const [real] = await portal.db
      .select({
        locationUuid: units.locationUuid,
        benennung: units.benennung,
        datum: units.inbetriebnahmeDatum,
      })
      .from(units)
      .where(eq(units.seriennummer, dachs));
    const list = await demo.post('/rest/info/units', { limit: 100, offset: 0, filter: {} });
    const shown = list.body.units.filter(
      (unit: { locationUuid: string; benennung: string; inbetriebnahmeDatum: string }) =>
        unit.locationUuid === real!.locationUuid &&
        unit.benennung === real!.benennung &&
        unit.inbetriebnahmeDatum === real!.datum,
    );
    expect(shown).toHaveLength(1);
    const fake: string = shown[0].seriennummer;
    expect(fake).not.toBe(dachs);
    const live = await liveSocket(portal, demo);
    try {
      const connected = await demo.get(`/rest/canip/${fake}`);
      expect(connected.status).toBe(200);
      // The portal's number of the unit would tell it apart across demo sessions.
      expect(connected.body.id).toBeNull();
      await demo.post(`/rest/canip/${fake}/request`, { keys: ['Hka_Bd.ulAnzahlStarts'] });
      await waitFor(() => canipValues(live.messages).some((v) => v.dataPointName === 'ulAnzahlStarts'), 2000);
      expect(new Set(canipValues(live.messages).map((v) => v.sn))).toEqual(new Set([fake]));
      expect(JSON.stringify(live.messages)).not.toContain(dachs);
    } finally {
      live.close();
    }
  });
});

describe('a demo session naming a real serial', () => {
  /** A body each route takes, so only the serial decides the answer. */
  const bodies: Record<string, unknown> = {
    canipFetchErrors: {},
    canipRequest: { keys: ['Hka_Bd.ulAnzahlStarts'] },
    canipWrite: { values: { 'Ww_Ew.Warmwasser.sbSollTemp': 50 } },
    canipZustimmung: { DACHSWEB: true },
    // Times of this century: 0 (1970) is refused before any serial is looked at (validation.moment).
    chartData: { name: 'dachsII.temperaturen', start: Date.UTC(2026, 0, 1) },
    chartMeasurements: { start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 0, 2), fields: ['p_erzeugung'] },
  };
  const routes = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, endpoint]) =>
    /^\/(canip|charts)\/\{sn\}/.test(endpoint.path),
  );

  let demo: Client;
  beforeAll(async () => {
    demo = await portal.loggedIn('demo');
    // The session has its fakes, the real serial's among them.
    await demo.post('/rest/info/units', { limit: 100, offset: 0, filter: {} });
  });

  it.each(routes)('%s: answers exactly as for a serial that does not exist', async (name, endpoint) => {
    const unknown = '1000000001';
    const ask = async (sn: string) => {
      const answer = await demo.request(
        endpoint.method.toUpperCase(),
        `/rest${endpoint.path.replace('{sn}', sn)}`,
        endpoint.body ? bodies[name] : undefined,
      );
      return { status: answer.status, body: JSON.stringify(answer.body).replaceAll(sn, '<sn>') };
    };
    const forUnknown = await ask(unknown);
    expect(forUnknown.status).toBe(403);
    expect(await ask(dachs)).toEqual(forUnknown);
  });
});

describe("the unit list's glance from a unit's own messages", () => {
  it('shows what a unit publishes over MQTT (presence, run state, output, fault) without anyone connecting', async () => {
    const sn = (await operatedBy(portal, 'betreiber')).find(
      (unit) => unit.productGroup === 'dachsII' && unit.sn !== dachs,
    )?.sn;
    expect(sn).toBeDefined();
    const client = await portal.loggedIn('betreiber');
    const glance = async () => {
      const answer = await client.post('/rest/info/units', {
        limit: 100,
        offset: 0,
        filter: { sortByLocation: false },
      });
      return (answer.body.units as { seriennummer: string; online: boolean; glance: UnitGlance }[]).find(
        (unit) => unit.seriennummer === sn,
      )!;
    };
    // As units do: the broker says 'offline' for them when they drop away.
    const unit = await connectAsUnit(sn!, {
      will: {
        topic: unitTopic(sn!, 'state'),
        payload: Buffer.from(JSON.stringify({ online: false, module: 'MSR2', firmware: '1.0', ts: 0 })),
        qos: 1,
        retain: true,
      },
    });
    const publish = (leaf: 'state' | 'values' | 'errors', message: object) =>
      unit.publishAsync(unitTopic(sn!, leaf), JSON.stringify(message), { qos: 1 });
    try {
      const onlineAt = Date.now();
      await publish('state', { online: true, module: 'MSR2', firmware: '1.0', ts: onlineAt });
      // Said again later (a reconnect, a firmware update): still online since the first time.
      await publish('state', { online: true, module: 'MSR2', firmware: '1.1', ts: onlineAt + 60_000 });
      await publish('values', {
        ts: Date.now(),
        // Raw values, as units send them: the output's gain is 0.01 (5.3 kW).
        // Motor state 32: the generator on the grid, the one state that counts as running.
        values: { 'Hka_Mw1.bMotorStatus': 32, 'Hka_Mw1.usDrehzahl': 2450, 'Hka_Mw1.sWirkleistung': 530 },
      });
      const fault = e133(true);
      await publish('errors', { ts: Date.now(), errors: [fault] });
      await waitFor(async () => (await glance()).glance.fault !== null);
      const running = await glance();
      expect(running.online).toBe(true);
      expect(Date.parse(running.glance.since!)).toBe(onlineAt);
      expect(running.glance).toMatchObject({
        running: true,
        output: { value: 5.3, unit: 'kW' },
        fault: { code: 'E133', text: 'Drehzahl im Lauf unter 2300 1/min' },
        attention: 'fault',
      });
      // The unit stops and its fault clears: the row follows.
      await publish('values', {
        ts: Date.now(),
        values: { 'Hka_Mw1.bMotorStatus': 0, 'Hka_Mw1.usDrehzahl': 0, 'Hka_Mw1.sWirkleistung': 0 },
      });
      await publish('errors', { ts: Date.now(), errors: [{ ...fault, currentError: false }] });
      await waitFor(async () => (await glance()).glance.fault === null);
      expect((await glance()).glance).toMatchObject({
        running: false,
        output: { value: 0, unit: 'kW' },
        attention: 'none',
      });
    } finally {
      // The connection drops without a goodbye (power cut): the broker sends the unit's will.
      unit.stream.destroy();
    }
    const goneAt = Date.now();
    await waitFor(async () => !(await glance()).online);
    expect(Date.parse((await glance()).glance.since!)).toBeGreaterThanOrEqual(goneAt - 1000);
  });
});

describe('units reporting together (a fleet reconnecting)', () => {
  it('stores each unit of one burst as its own: logins checked, states, errors and glances', async () => {
    const serials = (await operatedBy(portal, 'betreiber'))
      .filter((unit) => unit.sn !== dachs)
      .map((unit) => unit.sn)
      .slice(0, 3);
    expect(serials).toHaveLength(3);
    const provisioned = await portal.app.get(CredentialsService).provision(serials);
    const secretOf = (sn: string) => provisioned.find((unit) => unit.sn === sn)!.secret;
    const login = (sn: string, password: string) =>
      mqtt.connectAsync(brokerUrl, {
        protocolVersion: 4,
        clientId: sn,
        username: sn,
        password,
        reconnectPeriod: 0,
      });
    // In one go, one of them with a wrong secret: only that one is refused.
    const [first, wrong, third] = await Promise.allSettled([
      login(serials[0]!, secretOf(serials[0]!)),
      login(serials[1]!, `${secretOf(serials[1]!)}x`),
      login(serials[2]!, secretOf(serials[2]!)),
    ]);
    expect([first.status, wrong.status, third.status]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    if (first.status !== 'fulfilled' || third.status !== 'fulfilled') throw new Error('a unit was refused');
    const connected = [first.value, await login(serials[1]!, secretOf(serials[1]!)), third.value];
    const client = await portal.loggedIn('betreiber');
    const rows = async () =>
      (await client.post('/rest/info/units', { limit: 100, offset: 0, filter: { sortByLocation: false } }))
        .body.units as { seriennummer: string; online: boolean; glance: UnitGlance }[];
    try {
      // Each its own time and its own fault, all sent at once.
      const onlineAt = Date.now() - 60_000;
      await Promise.all(
        connected.map((unit, index) => {
          const sn = serials[index]!;
          const fault = e133(index !== 1);
          const state = (online: boolean, ts: number) =>
            unit.publishAsync(
              unitTopic(sn, 'state'),
              JSON.stringify({ online, module: 'MSR2', firmware: '1.0', ts }),
              { qos: 1 },
            );
          // Offline, then online: each unit's two states land in order, in separate batches.
          return state(false, onlineAt - 5000)
            .then(() => state(true, onlineAt + index * 1000))
            .then(() =>
              unit.publishAsync(
                unitTopic(sn, 'errors'),
                JSON.stringify({ ts: Date.now(), errors: [fault] }),
                {
                  qos: 1,
                },
              ),
            );
        }),
      );
      await waitFor(async () => {
        const listed = (await rows()).filter((row) => serials.includes(row.seriennummer));
        return listed.filter((row) => row.glance.fault !== null).length === 2;
      });
      const bySn = new Map((await rows()).map((row) => [row.seriennummer, row]));
      expect(
        serials.map((sn) => {
          const row = bySn.get(sn)!;
          return [row.online, Date.parse(row.glance.since!), row.glance.fault?.code ?? null];
        }),
      ).toEqual([
        [true, onlineAt, 'E133'],
        [true, onlineAt + 1000, null],
        [true, onlineAt + 2000, 'E133'],
      ]);
    } finally {
      for (const unit of connected) await unit.endAsync();
    }
  });
});

describe('what public clients read (facts §5)', () => {
  it('resolves every data point the boards list, for every unit kind, in metaDataPoints and both languages', async () => {
    const admin = await portal.loggedIn('admin');
    const init = (await admin.get('/rest/info/init')).body;
    const metaByName = new Map<string, { name: string; gain: number; type: string }[]>();
    for (const meta of Object.values<{ name: string; gain: number; type: string }>(init.metaDataPoints))
      metaByName.set(meta.name, [...(metaByName.get(meta.name) ?? []), meta]);
    for (const kind of unitKinds) {
      const [unit] = await portal.db
        .select({ sn: units.seriennummer })
        .from(units)
        .where(
          and(
            eq(units.productGroup, kind.productGroup),
            eq(units.msrTyp, 3),
            eq(units.hasVertrag, true),
            sql`${units.zustimmungMap} @> '{"DACHSWEB": true, "FERNZUGRIFF_DACHS": true}'::jsonb`,
          ),
        )
        .limit(1);
      expect([kind.productGroup, unit?.sn !== undefined]).toEqual([kind.productGroup, true]);
      const connected = await admin.get(`/rest/canip/${unit!.sn}?offline`);
      expect(connected.status).toBe(200);
      const boards = connected.body.boards as { name: string; attributes: string[] }[];
      const listed = boards.flatMap((board) => board.attributes);
      // A client finds a data point's board by its name: each name is listed by one board only.
      expect([kind.productGroup, listed.filter((name, i) => listed.indexOf(name) !== i)]).toEqual([
        kind.productGroup,
        [],
      ]);
      for (const board of boards)
        for (const name of board.attributes) {
          expect([board.name, name, metaByName.has(name)]).toEqual([board.name, name, true]);
          expect(init.metaDataPoints[`${board.name}.${name}`]?.name).toBe(name);
          for (const language of ['de-de', 'en-gb'])
            expect([
              language,
              name,
              typeof init.translations[language].metaDataPoints.translations[name],
            ]).toEqual([language, name, 'string']);
        }
    }
  });

  it('gives data points whose live values are not numbers gain 0, so clients leave them unscaled', async () => {
    const init = (await portal.client().get('/rest/info/init')).body;
    const metas = Object.values<{ type: string; gain: number }>(init.metaDataPoints);
    for (const meta of metas)
      expect([meta.type, meta.gain === 0]).toEqual([
        meta.type,
        !['int', 'uint', 'float'].includes(meta.type),
      ]);
    expect(metas.some((meta) => meta.type === 'struct')).toBe(true);
  });
});
