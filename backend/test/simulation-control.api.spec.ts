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
    env: { SIM_UNITS: '1', SIM_CONTROL: 'true', SIM_INTERVAL_SECONDS: '60', SIM_SPEEDUP: '60' },
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
  const partner = await portal.loggedIn('partner');
  expect(
    (await partner.post(`/rest/simulation/${simulated.sn}/lockingFault`, { code: 121, causeSeconds: 1 }))
      .status,
  ).toBe(403);
});
