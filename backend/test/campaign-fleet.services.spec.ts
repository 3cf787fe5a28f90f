import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import { eq, like, sql } from 'drizzle-orm';
import { campaignUnits } from '../src/campaigns/campaigns.schema.js';
import { unitCommands } from '../src/commands/commands.schema.js';
import { CredentialsService } from '../src/devices/credentials.service.js';
import { DeviceGateway } from '../src/devices/device-gateway.js';
import { units } from '../src/units/units.schema.js';
import { type Portal, startPortal } from './harness.js';
import { waitFor } from './units-online.js';

// Issue 44: a campaign over 500 simulated Dachs units, 1 % of which refuse writes (locked on site)
// and 4 % of which drop offline just before it starts and come back 15 s later. Staged 1 % → 10 %
// → 100 %; the manufacturer resumes it whenever it paused for failures. In the end every unit is
// confirmed by read-back, or failed as refusing, and no unit was written twice.

const count = 500;
const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';
const serials = Array.from({ length: count }, (_, i) => `59${String(i).padStart(8, '0')}`);

let portal: Portal;
let fleet: Fleet;

beforeAll(async () => {
  portal = await startPortal({ env: { COMMAND_SWEEP_SECONDS: '0.5' } });
  await portal.db.execute(sql`
    insert into units (seriennummer, msr_typ, has_vertrag, module, benennung, product_group, zustimmung_map)
    select '59' || lpad(i::text, 8, '0'), 3, true, 'L1', 'Campaign Dachs ' || i, 'dachsII',
      '{"DACHSWEB": true, "FERNZUGRIFF_DACHS": true, "FERNZUGRIFF_PARTNER": true}'::jsonb
    from generate_series(0, ${count - 1}) i`);
  const provisioned = await portal.app.get(CredentialsService).provision(serials);
  fleet = createFleet({
    brokerUrl: portal.app.get(DeviceGateway).brokerUrl(),
    units: credentialsFileSchema.parse(provisioned),
    seed: 44,
    intervalSeconds: 60,
    sinceDayStart: false,
    refuseShare: 0.01,
  });
  await fleet.start();
  const gateway = portal.app.get(DeviceGateway);
  await waitFor(() => serials.every((sn) => gateway.isOnline(sn)), 120_000);
}, 180_000);

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

it('ends every unit confirmed, or failed as refusing; the offline ones after they came back; nothing twice', async () => {
  const gateway = portal.app.get(DeviceGateway);
  // Every 25th unit drops away and comes back 15 s later.
  const offline = serials.filter((_, i) => i % 25 === 0);
  await Promise.all(offline.map((sn) => fleet.unit(sn).goOffline(15_000)));
  await waitFor(() => offline.every((sn) => !gateway.isOnline(sn)));
  const staff = await portal.loggedIn('dachs');
  const request = {
    name: 'Warmwasser 58 °C, Flotte',
    values: { [setPoint]: 58 },
    filter: { serials },
    stages: [1, 10, 100],
    pauseMinutes: 0,
  };
  const dry = await staff.post('/rest/fleet/campaigns/dryRun', request);
  expect(dry.body.totals).toMatchObject({
    selected: count,
    queue: offline.length,
    write: count - offline.length,
  });
  const started = await staff.post('/rest/fleet/campaigns', request);
  expect(started.status).toBe(200);
  const id = started.body.id as number;
  let resumed = 0;
  await waitFor(async () => {
    const campaign = (await staff.get(`/rest/fleet/campaigns/${id}`)).body;
    if (campaign.state === 'paused' && campaign.pauseReason === 'campaign.pause.failures') {
      resumed += 1;
      expect((await staff.post(`/rest/fleet/campaigns/${id}/resume`, {})).status).toBe(200);
    }
    return campaign.state === 'completed';
  }, 120_000);

  const refusing = new Set(fleet.units.filter((unit) => unit.refusesWrites).map((unit) => unit.sn));
  expect(refusing.size).toBeGreaterThan(0);
  const results = await portal.db
    .select({
      sn: campaignUnits.sn,
      state: unitCommands.state,
      reason: unitCommands.reason,
      readBack: unitCommands.readBack,
    })
    .from(campaignUnits)
    .innerJoin(unitCommands, eq(unitCommands.id, campaignUnits.commandId))
    .where(eq(campaignUnits.campaignId, id));
  expect(results).toHaveLength(count);
  for (const result of results) {
    if (refusing.has(result.sn))
      expect(result).toMatchObject({ state: 'failed', reason: 'exception.unitrefused' });
    else expect(result).toMatchObject({ state: 'confirmed', readBack: { [setPoint]: 58 } });
  }
  // The units that were offline at the start got theirs after they came back.
  for (const sn of offline.filter((sn) => !refusing.has(sn)))
    expect(results.find((result) => result.sn === sn)?.state).toBe('confirmed');
  // One command per unit, and each unit was sent exactly one write (the refusing ones too).
  const commands = await portal.db
    .select({ sn: unitCommands.sn })
    .from(unitCommands)
    .where(like(unitCommands.sn, '59%'));
  expect(commands).toHaveLength(count);
  for (const unit of fleet.units) expect([unit.sn, unit.appliedWrites]).toEqual([unit.sn, 1]);
  // A stage with a refusing unit paused it (more than 2 % of it failed); the staff resumed it.
  expect(resumed).toBeGreaterThan(0);
  const stored = await portal.db
    .select({ n: sql<number>`count(*)::int` })
    .from(units)
    .where(like(units.seriennummer, '59%'));
  expect(stored[0]?.n).toBe(count);
}, 300_000);
