import type { UnitListResponse } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { GlanceService } from '../src/devices/glance.service.js';
import { units } from '../src/units/units.schema.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Portal, startPortal } from './harness.js';

// The unit list's glance (running, output, charge level without connecting) follows canip's consent
// rule per role: the operator once DACHSWEB is given, partners with FERNZUGRIFF_PARTNER, the
// manufacturer's staff (and admins) with FERNZUGRIFF_DACHS. The demo world's
// 'Einfamilienhaus Hofmann' is operated by `betreiber` and looked after by `partner`'s company.

let portal: Portal;
let sn: string;
let uuid: string;

beforeAll(async () => {
  portal = await startPortal();
  uuid = await demoLocationUuid(portal, 'Einfamilienhaus Hofmann');
  const [dachs] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.locationUuid, uuid), eq(units.productGroup, 'dachsII'), eq(units.module, 'L1')));
  if (!dachs) throw new Error('the demo location has a lead Dachs');
  sn = dachs.sn;
  // Running at 5.3 kW, as the device gateway records it from what the unit publishes (motor state 32:
  // the generator on the grid, the one state that counts as running).
  const glance = portal.app.get(GlanceService);
  await glance.recordValues(
    sn,
    { 'Hka_Mw1.bMotorStatus': 32, 'Hka_Mw1.usDrehzahl': 2400, 'Hka_Mw1.sWirkleistung': 530 },
    Date.now(),
  );
});
afterAll(() => portal.destroy());

const consent = (map: Record<string, boolean>) =>
  portal.db.update(units).set({ zustimmungMap: map }).where(eq(units.seriennummer, sn));

/** The glance of the Dachs as `login` sees it in the location's list. */
async function glanceFor(login: string) {
  const client = await portal.loggedIn(login);
  const answer = await client.post<UnitListResponse>('/rest/info/units', {
    limit: 100,
    offset: 0,
    filter: { locationUuid: uuid },
  });
  expect(answer.status).toBe(200);
  return answer.body.units.find((unit) => unit.seriennummer === sn)?.glance;
}

const live = { running: true, output: { value: 5.3, unit: 'kW' } };
const hidden = { running: null, output: null, level: null };

it('shows no live values to anybody while the data transfer (DACHSWEB) was never consented', async () => {
  await consent({});
  for (const login of ['betreiber', 'partner', 'dachs', 'admin'])
    expect({ login, glance: await glanceFor(login) }).toEqual({
      login,
      glance: expect.objectContaining(hidden),
    });
});

it('with DACHSWEB alone shows them to the operator only', async () => {
  await consent({ DACHSWEB: true, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: false });
  expect(await glanceFor('betreiber')).toMatchObject(live);
  for (const login of ['partner', 'dachs', 'admin'])
    expect({ login, glance: await glanceFor(login) }).toEqual({
      login,
      glance: expect.objectContaining(hidden),
    });
});

it('remote-access consents open them to the partner and to the manufacturer, each by its own', async () => {
  await consent({ DACHSWEB: true, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: true });
  expect(await glanceFor('partner')).toMatchObject(live);
  expect(await glanceFor('dachs')).toMatchObject(hidden);
  await consent({ DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: false });
  expect(await glanceFor('dachs')).toMatchObject(live);
  expect(await glanceFor('admin')).toMatchObject(live);
  expect(await glanceFor('partner')).toMatchObject(hidden);
});
