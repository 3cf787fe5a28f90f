import type { Fleet } from '@portal/unit-sim';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { unitGlance } from '../src/devices/devices.schema.js';
import { deviceServiceLevels } from '../src/device-menu/device-menu.schema.js';
import { maxWrongCodesPerUser } from '../src/device-menu/service-code-throttle.service.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { units } from '../src/units/units.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { operatedBy, operatorsDachs, runFleet, waitFor } from './units-online.js';

// The device (installer) menu (issue 19, ADR 0014) against real simulated units on the portal's
// broker: the unit checks the code and decides outcomes; the portal keeps the service level per
// session and unit, throttles code guessing and audits.

let portal: Portal;
let fleet: Fleet;
/** `betreiber`'s Dachs; the partner reaches it through its operator. */
let dachs: string;
/** A connectable unit the partner does not reach. */
let foreign: string;
/** `betreiber`'s heat pump: its catalogue keeps the heating curve in the menu's slope form. */
let heatPump: string;
/** A demo partner; the suite checks first that they reach the Dachs. */
const partnerLogin = 'partner';

const serviceCode = '4711';
const path = (sn: string, leaf = '') => `/rest/device/${sn}${leaf}`;

/** Every installer action with a valid body. */
const installerActions: [string, unknown][] = [
  ['/heatingcurve', { max: 70, min: 25, slope: 1.1 }],
  [
    '/network',
    {
      mode: 'dhcp',
      ipv4Address: '',
      ipv4Gateway: '',
      netmask: '',
      nameservers: [],
      ipv6Gateway: '',
      netmaskIpv6: 64,
      pingAddress: '8.8.8.8',
    },
  ],
  ['/networktest', { test: 'server' }],
  ['/commissioning', { action: 'save' }],
  ['/unlock', { code: 121 }],
  ['/calibrate', {}],
  ['/power', { on: true }],
];

beforeAll(async () => {
  portal = await startPortal();
  dachs = await operatorsDachs(portal);
  // A connectable unit the partner may not reach (access is checked before the unit is asked).
  const candidates = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.msrTyp, 3), eq(units.hasVertrag, true), sql`${units.seriennummer} <> ${dachs}`))
    .orderBy(units.seriennummer);
  const partner = await portal.loggedIn(partnerLogin);
  for (const { sn } of candidates) {
    if ((await partner.get(path(sn))).status !== 403) continue;
    foreign = sn;
    break;
  }
  heatPump = (await operatedBy(portal, 'betreiber')).find((unit) => unit.productGroup === 'waermepumpe')!.sn;
  // A minute of simulated time per second: a Dachs starts within seconds.
  ({ fleet } = await runFleet(portal, [dachs, foreign, heatPump], undefined, {
    intervalSeconds: 60,
    speedup: 60,
  }));
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

async function installer(): Promise<Client> {
  const client = await portal.loggedIn(partnerLogin);
  const entered = await client.post(path(dachs, '/servicelevel'), { code: serviceCode });
  expect(entered.status).toBe(200);
  return client;
}

const latestAudit = (action: string) =>
  portal.db
    .select({ actor: auditLog.actor, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.sn, dachs)))
    .orderBy(desc(auditLog.id))
    .limit(1)
    .then((rows) => rows[0]);

describe('who may use the device menu', () => {
  it('lets the partner reach the unit at all (else the suite tests nothing)', async () => {
    const client = await portal.loggedIn(partnerLogin);
    const menu = await client.get(path(dachs));
    expect(menu.status).toBe(200);
    expect(menu.body).toMatchObject({
      sn: dachs,
      mode: 'user',
      installerAllowed: true,
      serviceLevel: { active: false, expiresAt: null },
      settings: { heatingCurve: null, network: null },
    });
  });

  it('shows the operator user mode only and refuses them the service level', async () => {
    const client = await portal.loggedIn('betreiber');
    const menu = await client.get(path(dachs));
    expect(menu.status).toBe(200);
    expect(menu.body).toMatchObject({ mode: 'user', installerAllowed: false });
    expect(menu.body.settings.user.screensaverSeconds).toBeGreaterThanOrEqual(0);
    const enter = await client.post(path(dachs, '/servicelevel'), { code: serviceCode });
    expect(enter.status).toBe(403);
    expect(enter.body.key).toBe('device.installer.forbidden');
    for (const [leaf, body] of installerActions) {
      const answer = await client.post(path(dachs, leaf), body);
      expect([leaf, answer.status, answer.body.key]).toEqual([leaf, 403, 'device.servicelevel.required']);
    }
  });

  it('refuses every call for a foreign unit (403), demo users (403) and anonymous callers (401)', async () => {
    const partner = await portal.loggedIn(partnerLogin);
    const demo = await portal.loggedIn('demo');
    const anonymous = portal.client();
    const calls: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['POST', '/servicelevel', { code: serviceCode }],
      ['DELETE', '/servicelevel', undefined],
      ['POST', '/settings', { screensaverSeconds: 60 }],
      ...installerActions.map(([leaf, body]): [string, string, unknown] => ['POST', leaf, body]),
    ];
    for (const [method, leaf, body] of calls) {
      const own = await partner.request(method, path(foreign, leaf), body);
      expect([leaf, own.status, own.body.key]).toEqual([leaf, 403, 'exception.accessdeniedunit']);
      const asDemo = await demo.request(method, path(dachs, leaf), body);
      expect([leaf, asDemo.status]).toEqual([leaf, 403]);
      expect((await anonymous.request(method, path(dachs, leaf), body)).status).toBe(401);
    }
  });

  it('answers 503 for a unit that is not online, before asking it anything', async () => {
    const [offline] = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(
        and(
          eq(units.msrTyp, 3),
          eq(units.hasVertrag, true),
          sql`${units.seriennummer} not in (${dachs}, ${foreign})`,
        ),
      )
      .limit(1);
    const admin = await portal.loggedIn('admin');
    const answer = await admin.get(path(offline!.sn));
    expect(answer.status).toBe(503);
    expect(answer.body.key).toBe('exception.unitoffline');
  });

  it('refuses installer actions without a service level', async () => {
    const client = await portal.loggedIn(partnerLogin);
    for (const [leaf, body] of installerActions) {
      const answer = await client.post(path(dachs, leaf), body);
      expect([leaf, answer.status, answer.body.key]).toEqual([leaf, 403, 'device.servicelevel.required']);
    }
  });
});

describe('bad input', () => {
  const bad: [string, string, unknown][] = [
    ['/servicelevel', 'code', { code: '' }],
    ['/servicelevel', 'code', { code: 'x'.repeat(100_000) }],
    ['/servicelevel', 'code', { code: 'a\u0000b' }],
    ['/settings', 'screensaverSeconds', { screensaverSeconds: 1e12 }],
    ['/settings', 'dhwLevels.reduced', { dhwLevels: { reduced: 60, comfort: 50 } }],
    [
      '/settings',
      'holiday.end',
      { holiday: { start: '2025-02-01', end: '2025-01-01', roomTemperature: 15, dhwTemperature: 40 } },
    ],
    ['/heatingcurve', 'min', { max: 40, min: 50, slope: 1 }],
    ['/heatingcurve', 'max', { max: 1e308, min: 20, slope: 1 }],
    ['/network', 'ipv4Address', { ...(installerActions[1]![1] as object), mode: 'static' }],
    ['/network', 'pingAddress', { ...(installerActions[1]![1] as object), pingAddress: 'a\u0000b' }],
    ['/networktest', 'test', { test: 'rm -rf' }],
    ['/commissioning', 'action', { action: 'drop' }],
    ['/unlock', 'code', { code: -1 }],
    ['/unlock', 'code', { code: '121' }],
    ['/power', 'on', { on: 'yes' }],
  ];

  it.each(bad)('POST %s answers 400 naming the field %s', async (leaf, field, body) => {
    const client = await portal.loggedIn(partnerLogin);
    const answer = await client.post(path(dachs, leaf), body);
    expect(answer.status).toBe(400);
    expect(answer.body.key).toBe('exception.validation');
    expect(Object.keys(answer.body.fields as object)).toContain(field);
  });

  it('answers odd keys and non-objects with 400, never a 500', async () => {
    const client = await portal.loggedIn(partnerLogin);
    const odd = await client.post(path(dachs, '/settings'), '{"__proto__": {"x": 1}}');
    expect(odd.status).toBe(400);
    const notObject = await client.post(path(dachs, '/power'), '[true]');
    expect(notObject.status).toBe(400);
    const youtube = await client.post('/rest/info/youtubeCookie', { accepted: 'yes' });
    expect(youtube.status).toBe(400);
  });
});

describe('the service level', () => {
  it('refuses a wrong code (audited) and throttles guessing with the seconds to wait', async () => {
    const client = await portal.loggedIn('admin');
    for (let i = 0; i < maxWrongCodesPerUser; i += 1) {
      const wrong = await client.post(path(dachs, '/servicelevel'), { code: '0000' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.key).toBe('device.servicelevel.wrongcode');
    }
    expect(await latestAudit('device.servicelevel.enter')).toEqual({
      actor: 'admin',
      details: { granted: false },
    });
    // Even the right code waits now: guessing must not go on.
    const throttled = await client.post(path(dachs, '/servicelevel'), { code: serviceCode });
    expect(throttled.status).toBe(429);
    expect(throttled.body.key).toBe('device.servicelevel.throttled');
    const seconds = Number(throttled.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(800);
    expect(throttled.body.message).toContain(String(seconds));
    expect(await latestAudit('device.servicelevel.enter')).toEqual({
      actor: 'admin',
      details: { granted: false, throttled: true },
    });
  });

  it('lets no more guesses reach the unit than the limit, however many arrive at once', async () => {
    const client = await portal.loggedIn(portal.config.brand);
    // Count the codes the unit itself checks.
    const unit = fleet.unit(dachs);
    const check = unit.serviceCode.bind(unit);
    let checked = 0;
    unit.serviceCode = (params) => {
      checked += 1;
      return check(params);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => client.post(path(dachs, '/servicelevel'), { code: '0000' })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 403)).toHaveLength(maxWrongCodesPerUser);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - maxWrongCodesPerUser);
      expect(checked).toBe(maxWrongCodesPerUser);
    } finally {
      unit.serviceCode = check;
    }
  });

  it('enters with the right code, shows installer settings, renews with each action and can be left', async () => {
    const client = await installer();
    expect(await latestAudit('device.servicelevel.enter')).toEqual({
      actor: partnerLogin,
      details: { granted: true },
    });
    const menu = await client.get(path(dachs));
    expect(menu.body).toMatchObject({ mode: 'installer', serviceLevel: { active: true } });
    expect(menu.body.settings.heatingCurve).toMatchObject({ max: expect.any(Number) });
    expect(menu.body.settings.network).toMatchObject({ cableAttached: true });
    const before = menu.body.serviceLevel.expiresAt as number;
    // A renewal expires later only if it comes at a later millisecond than the entry.
    await waitFor(() => Date.now() > before - portal.config.serviceLevelMs);
    const curve = await client.post(path(dachs, '/heatingcurve'), { max: 68, min: 22, slope: 0.8 });
    expect(curve.status).toBe(200);
    expect(curve.body).toEqual({ max: 68, min: 22, slope: 0.8 });
    const renewed = (await client.get(path(dachs))).body.serviceLevel.expiresAt as number;
    expect(renewed).toBeGreaterThan(before);
    expect(await latestAudit('device.heatingcurve')).toMatchObject({ actor: partnerLogin });
    // Another session of the same user has no service level: it belongs to the session.
    const other = await portal.loggedIn(partnerLogin);
    expect((await other.post(path(dachs, '/calibrate'), {})).body.key).toBe('device.servicelevel.required');
    const left = await client.request('DELETE', path(dachs, '/servicelevel'));
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ active: false, expiresAt: null });
    expect((await client.post(path(dachs, '/calibrate'), {})).body.key).toBe('device.servicelevel.required');
  });

  it('times out: an installer action after the end answers device.servicelevel.timeout', async () => {
    const client = await installer();
    // The clock of the test is the row's end: set it into the past instead of waiting 10 minutes.
    await portal.db
      .update(deviceServiceLevels)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deviceServiceLevels.sn, dachs));
    const answer = await client.post(path(dachs, '/power'), { on: true });
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('device.servicelevel.timeout');
    expect((await client.get(path(dachs))).body).toMatchObject({
      mode: 'user',
      serviceLevel: { active: false },
    });
  });

  it('goes with the session: logging out removes its rows', async () => {
    const client = await installer();
    const count = async () =>
      (await portal.db.select().from(deviceServiceLevels).where(eq(deviceServiceLevels.sn, dachs))).length;
    const before = await count();
    await client.get('/rest/info/logout');
    expect(await count()).toBe(before - 1);
  });
});

describe('installer actions on the unit', () => {
  it('changes user settings in user mode (audited)', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.post(path(dachs, '/settings'), { screensaverSeconds: 120 });
    expect(answer.status).toBe(200);
    expect(answer.body.screensaverSeconds).toBe(120);
    expect(await latestAudit('device.settings')).toMatchObject({
      actor: 'betreiber',
      details: { user: { screensaverSeconds: 120 } },
    });
  });

  it('refuses user settings without the web consent, as canip writes (nothing reaches the unit)', async () => {
    const client = await portal.loggedIn('betreiber');
    const consents = (map: Record<string, boolean>) => client.post(`/rest/canip/${dachs}/zustimmung`, map);
    const before = (await client.get(path(dachs))).body.settings.user.screensaverSeconds as number;
    const audited = await latestAudit('device.settings');
    const connected = await client.get(`/rest/canip/${dachs}`);
    const given = connected.body.zustimmungMap as Record<string, boolean>;
    expect((await consents({ DACHSWEB: false })).status).toBe(200);
    try {
      const answer = await client.post(path(dachs, '/settings'), { screensaverSeconds: before + 60 });
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('exception.consentrequired');
      // The same answer as a canip write to the connected unit gets.
      const write = await client.post(`/rest/canip/${dachs}/write`, {
        values: { 'Ww_Ew.Warmwasser.sbSollTemp': 50 },
      });
      expect([write.status, write.body.key]).toEqual([403, answer.body.key]);
    } finally {
      expect((await consents(given)).status).toBe(200);
    }
    expect((await client.get(path(dachs))).body.settings.user.screensaverSeconds).toBe(before);
    expect(await latestAudit('device.settings')).toEqual(audited);
  });

  it('saves and reverts the commissioning settings', async () => {
    const client = await installer();
    const saved = await client.post(path(dachs, '/commissioning'), { action: 'save' });
    expect(saved.body).toEqual({ savedAt: expect.any(Number), reverted: false });
    await client.post(path(dachs, '/heatingcurve'), { max: 80, min: 30, slope: 2 });
    const reverted = await client.post(path(dachs, '/commissioning'), { action: 'revert' });
    expect(reverted.body).toEqual({ savedAt: saved.body.savedAt, reverted: true });
    const menu = await client.get(path(dachs));
    expect(menu.body.settings.heatingCurve).not.toEqual({ max: 80, min: 30, slope: 2 });
    expect(menu.body.status.commissioningSavedAt).toBe(saved.body.savedAt);
  });

  it('unlocks a locking fault: not locked, not possible, not remedied, unlocked', async () => {
    const client = await installer();
    const unlock = (code: number) => client.post(path(dachs, '/unlock'), { code });
    expect((await unlock(121)).body).toEqual({ outcome: 'notLocked' });
    const unit = fleet.unit(dachs);
    unit.forceLockingFault(121, 3600);
    expect((await client.get(path(dachs))).body.status).toMatchObject({
      errorLevel: 'locking',
      lockingFault: { code: 121, codeText: 'E121', text: 'Kapseltemperatur zu hoch (> 120 °C)' },
    });
    expect((await unlock(122)).body).toEqual({ outcome: 'notPossible' });
    expect((await unlock(121)).body).toEqual({ outcome: 'notRemedied' });
    expect(await latestAudit('device.unlock')).toMatchObject({
      details: { result: { outcome: 'notRemedied' } },
    });
    unit.clearFaults();
    // A cause of one simulated minute (a second here) from when the fault is set.
    unit.forceLockingFault(123, 60);
    const causeGone = fleet.clock.now() + 60_000;
    await waitFor(() => fleet.clock.now() >= causeGone);
    expect((await unlock(123)).body).toEqual({ outcome: 'unlocked' });
    expect((await client.get(path(dachs))).body.status).toMatchObject({ lockingFault: null });
  });

  it('calibrates only while the unit runs without a fault', async () => {
    const client = await installer();
    const unit = fleet.unit(dachs);
    unit.forceFault(133);
    expect((await client.post(path(dachs, '/calibrate'), {})).body).toEqual({ outcome: 'failed' });
    unit.clearFaults();
    // Power-led with an external demand: the engine starts once its standstill time (15 simulated
    // minutes after a stop) is over. An energy manager's demand holds for 10 minutes, so like one
    // the test renews it until then.
    await waitFor(async () => {
      unit.write({ values: { 'Hka_Ew.bFuehrungHKA': 1, 'Stromf_Ew.Anforderung_GLT.bAktiv': true } });
      return (await client.get(path(dachs))).body.status.running === true;
    }, 45_000);
    expect((await client.post(path(dachs, '/calibrate'), {})).body).toEqual({ outcome: 'completed' });
  }, 60_000);

  it('runs the network tests, each answering after the unit took its time', async () => {
    const client = await installer();
    for (const test of ['server', 'ping', 'dnsPing', 'restart']) {
      const started = Date.now();
      const answer = await client.post(path(dachs, '/networktest'), { test });
      expect([test, answer.status, answer.body.ok]).toEqual([test, 200, true]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    }
    const network = { ...(installerActions[1]![1] as object), pingAddress: '' };
    expect((await client.post(path(dachs, '/network'), network)).body.pingAddress).toBe('');
    expect((await client.post(path(dachs, '/networktest'), { test: 'ping' })).body).toEqual({
      ok: false,
      detail: '',
    });
  }, 30_000);

  it('switched off, the unit publishes stopped values; switched on again, it may run', async () => {
    const client = await installer();
    const off = await client.post(path(dachs, '/power'), { on: false });
    expect(off.body).toEqual({ on: false });
    const offAt = Date.now();
    const timeseries = portal.app.get(TimeseriesService);
    await waitFor(async () => {
      const latest = await timeseries.latestValues(dachs);
      const power = latest['Hka_Mw1.sWirkleistung'];
      const speed = latest['Hka_Mw1.usDrehzahl'];
      return power !== undefined && power.ts > offAt && power.value === 0 && Number(speed?.value) <= 2000;
    }, 10_000);
    // The start page's glance, derived from the same values, says so too.
    await waitFor(async () => {
      const [glance] = await portal.db
        .select({ running: unitGlance.running, output: unitGlance.output })
        .from(unitGlance)
        .where(eq(unitGlance.sn, dachs));
      return glance?.running === false && glance.output === 0;
    }, 5000);
    expect((await client.get(path(dachs))).body.status).toMatchObject({ power: false, running: false });
    expect(await latestAudit('device.power')).toMatchObject({ details: { params: { on: false } } });
    expect((await client.post(path(dachs, '/power'), { on: true })).body).toEqual({ on: true });
  }, 30_000);
});

describe('the help videos consent', () => {
  it('is stored on the user and reported by init', async () => {
    const client = await portal.loggedIn('betreiber');
    const accepted = await client.post('/rest/info/youtubeCookie', { accepted: true });
    expect(accepted.body).toEqual({ youtubeCookie: true });
    expect((await client.get('/rest/info/init')).body.user.youtubeCookie).toBe(true);
    await client.post('/rest/info/youtubeCookie', { accepted: false });
    expect((await client.get('/rest/info/init')).body.user.youtubeCookie).toBe(false);
    const demo = await portal.loggedIn('demo');
    expect((await demo.post('/rest/info/youtubeCookie', { accepted: true })).status).toBe(403);
  });
});

describe('the simulation test control', () => {
  it('answers 404 while SIM_CONTROL is off, 403 to others than admins', async () => {
    const admin = await portal.loggedIn('admin');
    const body = { code: 121, causeSeconds: 60 };
    expect((await admin.post(`/rest/simulation/${dachs}/lockingFault`, body)).status).toBe(404);
    const partner = await portal.loggedIn(partnerLogin);
    expect((await partner.post(`/rest/simulation/${dachs}/lockingFault`, body)).status).toBe(403);
  });
});

test("a heat pump's heating curve is its data points: written there, refused beyond its catalogue's limits", async () => {
  const client = await portal.loggedIn(partnerLogin);
  expect((await client.post(path(heatPump, '/servicelevel'), { code: serviceCode })).status).toBe(200);
  const unit = fleet.units.find((candidate) => candidate.sn === heatPump)!;
  const points = () => unit.model.read(['Wp_Ew.usHkMax', 'Wp_Ew.usHkMin', 'Wp_Ew.usHkSteigung']).values;

  const saved = await client.post(path(heatPump, '/heatingcurve'), { max: 60, min: 22.5, slope: 1.6 });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ max: 60, min: 22.5, slope: 1.6 });
  expect(points()).toEqual({ 'Wp_Ew.usHkMax': 6000, 'Wp_Ew.usHkMin': 225, 'Wp_Ew.usHkSteigung': 16 });

  // The contract allows 80 °C; the heat pump's catalogue stops at 65 and the unit refuses.
  const refused = await client.post(path(heatPump, '/heatingcurve'), { max: 80, min: 25, slope: 1.2 });
  expect(refused.status).toBe(422);
  expect(refused.body.key).toBe('exception.unitrefused');
  expect(points()['Wp_Ew.usHkMax']).toBe(6000);
  expect((await client.get(path(heatPump))).body.settings.heatingCurve).toEqual({
    max: 60,
    min: 22.5,
    slope: 1.6,
  });
});
