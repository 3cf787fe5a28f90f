import { eq } from 'drizzle-orm';
import { DeviceGateway } from '../src/devices/device-gateway.js';
import { units } from '../src/units/units.schema.js';
import { type Portal, startPortal } from './harness.js';
import { waitFor } from './units-online.js';

// SIM_CONTROL: the test control of the portal's embedded simulated units (an outside system), with
// which browser tests put a locking fault on a unit to unlock it through the device menu. Its own
// portal: one that runs a simulated unit itself. (Off, the control answers 404: device-menu.api.spec.)

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({
    env: {
      SIM_UNITS: '1',
      SIM_CONTROL: 'true',
      SIM_INTERVAL_SECONDS: '60',
      SIM_SPEEDUP: '60',
      ALARM_CLEAR_SECONDS: '0',
      ALARM_SWEEP_SECONDS: '0.2',
    },
  });
});

afterAll(() => portal?.destroy());

it('locks a unit the embedded simulation runs; 404 for others, 400 for a code that cannot lock', async () => {
  const gateway = portal.app.get(DeviceGateway);
  const connectable = await portal.db
    .select({ sn: units.seriennummer, productGroup: units.productGroup })
    .from(units)
    .where(eq(units.msrTyp, 3));
  await waitFor(() => connectable.some((unit) => gateway.isOnline(unit.sn)), 20_000);
  const simulated = connectable.find((unit) => gateway.isOnline(unit.sn))!;
  // The first simulated unit is a Dachs, whose E121 can lock it.
  expect(simulated.productGroup).toBe('dachsII');
  const other = connectable.find((unit) => unit.sn !== simulated.sn)!;
  const admin = await portal.loggedIn('admin');
  const lock = (sn: string, code: number) =>
    admin.post(`/rest/simulation/${sn}/lockingFault`, { code, causeSeconds: 3600 });
  expect((await lock(other.sn, 121)).status).toBe(404);
  const notLocking = await lock(simulated.sn, 650);
  expect(notLocking.status).toBe(400);
  expect(notLocking.body.fields).toEqual({ code: ['validation.invalid'] });
  expect((await lock(simulated.sn, 121)).body).toEqual({ success: true });
  const menu = await admin.get(`/rest/device/${simulated.sn}`);
  expect(menu.body.status).toMatchObject({ errorLevel: 'locking', lockingFault: { code: 121 } });
  // The lock reaches the alarms: a locking incident, resolved once the unit is repaired.
  const tooHot = async (state: string) =>
    (
      await admin.post<{ incidents: { code: string | null; severity: string }[] }>('/rest/alarms/incidents', {
        sn: simulated.sn,
        state,
      })
    ).body.incidents.filter((incident) => incident.code === 'E121');
  await waitFor(
    async () => (await tooHot('open')).some((incident) => incident.severity === 'locking'),
    10_000,
  );
  expect((await admin.post(`/rest/simulation/${other.sn}/clearFault`, { code: 121 })).status).toBe(404);
  expect((await admin.post(`/rest/simulation/${simulated.sn}/clearFault`, { code: 121 })).body).toEqual({
    success: true,
  });
  expect((await admin.get(`/rest/device/${simulated.sn}`)).body.status).toMatchObject({ lockingFault: null });
  const partner = await portal.loggedIn('partner');
  expect(
    (await partner.post(`/rest/simulation/${simulated.sn}/lockingFault`, { code: 121, causeSeconds: 1 }))
      .status,
  ).toBe(403);
  expect((await partner.post(`/rest/simulation/${simulated.sn}/clearFault`, { code: 121 })).status).toBe(403);
  await waitFor(async () => (await tooHot('resolved')).length > 0, 10_000);
  // Only that fault was repaired: the showcase's due 250-hour check is still open.
  const maintenance = await admin.post<{ incidents: { code: string | null }[] }>('/rest/alarms/incidents', {
    sn: simulated.sn,
    kinds: ['maintenance'],
  });
  expect(maintenance.body.incidents.map((incident) => incident.code)).toContain('A650');
});
