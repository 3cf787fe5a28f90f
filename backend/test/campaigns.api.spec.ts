import type { Fleet } from '@portal/unit-sim';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CampaignRunner } from '../src/campaigns/campaign-runner.js';
import { CampaignsRepository } from '../src/campaigns/campaigns.repository.js';
import { campaignUnits, campaigns } from '../src/campaigns/campaigns.schema.js';
import { CommandDispatcher } from '../src/commands/command-dispatcher.js';
import { unitCommands } from '../src/commands/commands.schema.js';
import { locationPartners } from '../src/locations/locations.schema.js';
import { units } from '../src/units/units.schema.js';
import { partners, users } from '../src/users/users.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { type MisbehavingUnit, misbehavingUnit } from './misbehaving-unit.js';
import { runFleet, setPartnerConsent, waitFor } from './units-online.js';

// Parameter campaigns (issue 44): who may run them, the dry run per unit (current → new, skipped and
// why), a staged rollout to simulated units that ends confirmed by read-back, queued commands for
// offline units, the pause for failures, and pause / resume / cancel.

const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';

let portal: Portal;
let partner: Client;
let fleet: Fleet | undefined;
const misbehaving: MisbehavingUnit[] = [];
/** The partner's Dachs units that send, with the partner's consent (the first three simulated). */
let dachs: string[];

beforeAll(async () => {
  portal = await startPortal({ env: { COMMAND_SWEEP_SECONDS: '0.5' } });
  const rows = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .innerJoin(locationPartners, eq(locationPartners.locationUuid, units.locationUuid))
    .innerJoin(partners, eq(partners.id, locationPartners.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(
      and(
        eq(users.login, 'partner'),
        eq(units.productGroup, 'dachsII'),
        eq(units.msrTyp, 3),
        eq(units.hasVertrag, true),
        isNull(units.ausserbetriebnahmeDatum),
        sql`${units.zustimmungMap} @> '{"DACHSWEB": true}'::jsonb`,
      ),
    )
    .orderBy(units.seriennummer);
  dachs = rows.map((row) => row.sn);
  if (dachs.length < 5) throw new Error(`demo world: partner has ${dachs.length} sending Dachs units`);
  for (const sn of dachs) await setPartnerConsent(portal, sn, true);
  ({ fleet } = await runFleet(portal, dachs.slice(0, 3)));
  partner = await portal.loggedIn('partner');
});

afterEach(async () => {
  for (const unit of misbehaving.splice(0)) await unit.close();
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

const request = (serials: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Warmwasser 56 °C',
  values: { [setPoint]: 56 },
  filter: { serials },
  stages: [50, 100],
  pauseMinutes: 0,
  ...extra,
});

const campaignOf = async (id: number, client = partner) =>
  (await client.get(`/rest/fleet/campaigns/${id}`)).body;

describe('who may run campaigns', () => {
  it('refuses operators, the demo, externals and the unauthenticated; lets partners and staff', async () => {
    for (const login of ['betreiber', 'demo', 'subpartner']) {
      const client = await portal.loggedIn(login);
      const list = await client.get('/rest/fleet/campaigns');
      expect([login, list.status]).toEqual([login, 403]);
      expect(list.body.key).toMatch(/^exception\./);
      expect((await client.post('/rest/fleet/campaigns/dryRun', request(dachs))).status).toBe(403);
      expect((await client.post('/rest/fleet/campaigns', request(dachs))).status).toBe(403);
    }
    expect((await portal.client().get('/rest/fleet/campaigns')).status).toBe(401);
    for (const login of ['partner', 'dachs', 'admin'])
      expect((await (await portal.loggedIn(login)).get('/rest/fleet/campaigns')).status).toBe(200);
  });

  it('answers bad input with 400 and a message key, and unknown campaigns with 404', async () => {
    const bad = [
      { ...request(dachs), values: { [setPoint]: 500 } },
      { ...request(dachs), values: { 'Nope.nothing': 1 } },
      { ...request(dachs), values: {} },
      { ...request(dachs), stages: [50, 10] },
      { ...request(dachs), stages: [50] },
      { ...request(dachs), name: '' },
      { ...request(dachs), odd: true },
      { ...request(dachs), filter: { serials: dachs, postcode: 'abc' } },
      { ...request(dachs), filter: { serials: dachs, constructor: 1 } },
      { ...request(dachs), expiresInHours: 0 },
      'null',
      '{"name":"x\u0000","values":{}}',
    ];
    for (const body of bad) {
      const answer = await partner.post('/rest/fleet/campaigns/dryRun', body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      expect(answer.body.key).toMatch(/^exception\./);
    }
    for (const id of ['999999', 'abc', '-1', '99999999999']) {
      expect((await partner.get(`/rest/fleet/campaigns/${id}`)).status).toBe(404);
      expect((await partner.post(`/rest/fleet/campaigns/${id}/pause`, {})).status).toBe(404);
    }
  });
});

describe('a dry run', () => {
  it('shows per unit current → new, and skips units without consent, offline ones when asked, and other kinds', async () => {
    await setPartnerConsent(portal, dachs[4]!, false);
    const heatPump = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(
        and(
          eq(units.productGroup, 'waermepumpe'),
          eq(units.msrTyp, 3),
          sql`not exists (select 1 from location_partners lp join partners p on p.id = lp.partner_id
            join users u on u.id = p.user_id where lp.location_uuid = ${units.locationUuid} and u.login = 'partner')`,
        ),
      )
      .limit(1);
    const serials = [...dachs.slice(0, 5), heatPump[0]!.sn];
    const admin = await portal.loggedIn('admin');
    const answer = await admin.post('/rest/fleet/campaigns/dryRun', request(serials));
    expect(answer.status).toBe(200);
    const byUnit = new Map(answer.body.units.map((unit: { sn: string }) => [unit.sn, unit]));
    expect(byUnit.get(dachs[0])).toMatchObject({ outcome: 'write', online: true, reason: null });
    expect((byUnit.get(dachs[0]) as { changes: unknown[] }).changes).toEqual([
      { key: setPoint, from: expect.any(Number), to: 56 },
    ]);
    expect(byUnit.get(dachs[3])).toMatchObject({ outcome: 'queue', online: false });
    expect(byUnit.get(heatPump[0]!.sn)).toMatchObject({ outcome: 'skip', reason: 'campaign.skip.range' });
    const asPartner = await partner.post('/rest/fleet/campaigns/dryRun', {
      ...request(serials),
      queueOffline: false,
    });
    const partnerUnits = new Map(asPartner.body.units.map((unit: { sn: string }) => [unit.sn, unit]));
    expect(partnerUnits.get(dachs[4])).toMatchObject({ outcome: 'skip', reason: 'campaign.skip.noconsent' });
    expect(partnerUnits.get(dachs[3])).toMatchObject({ outcome: 'skip', reason: 'campaign.skip.offline' });
    // The partner does not look after the heat pump: it is not in their selection at all.
    expect(partnerUnits.has(heatPump[0]!.sn)).toBe(false);
    expect(asPartner.body.totals).toMatchObject({ write: 3, skip: 2 });
    expect(asPartner.body.skipped).toEqual({ 'campaign.skip.noconsent': 1, 'campaign.skip.offline': 1 });
    await setPartnerConsent(portal, dachs[4]!, true);
    expect(await portal.db.select().from(unitCommands)).toEqual([]);
  });
});

describe('a campaign', () => {
  it('writes in stages to the units online, queues one offline, holds it while paused, and completes once it came back', async () => {
    const started = await partner.post('/rest/fleet/campaigns', request(dachs.slice(0, 4)));
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ state: 'running', stage: 0, createdBy: 'partner' });
    const id = started.body.id as number;
    await waitFor(async () => (await campaignOf(id)).counts.confirmed === 3, 20_000);
    const running = await campaignOf(id);
    expect(running).toMatchObject({ state: 'running', counts: { confirmed: 3, queued: 1 } });
    expect(running.stageProgress).toEqual([
      { percent: 50, units: 2, done: expect.any(Number), confirmed: expect.any(Number), failed: 0 },
      { percent: 100, units: 2, done: expect.any(Number), confirmed: expect.any(Number), failed: 0 },
    ]);
    // Paused, the campaign holds its queued command back: the offline unit comes back to nothing.
    const runnersView = (await portal.app.get(CampaignsRepository).find(id))!;
    expect((await partner.post(`/rest/fleet/campaigns/${id}/pause`, {})).status).toBe(200);
    // A runner tick that read the campaign before the pause cannot move it on and undo the pause.
    expect(await portal.app.get(CampaignRunner).nextStage(runnersView, new Date())).toBe(false);
    const { fleet: late } = await runFleet(portal, [dachs[3]!]);
    try {
      const dispatcher = portal.app.get(CommandDispatcher);
      await dispatcher.dispatch(dachs[3]!);
      await dispatcher.sweep();
      expect(await campaignOf(id)).toMatchObject({ state: 'paused', counts: { confirmed: 3, queued: 1 } });
      // Resumed: the command goes out, and the campaign completes.
      expect((await partner.post(`/rest/fleet/campaigns/${id}/resume`, {})).status).toBe(200);
      await waitFor(async () => (await campaignOf(id)).state === 'completed', 20_000);
    } finally {
      await late.stop();
    }
    const results = await partner.get(`/rest/fleet/campaigns/${id}/units`);
    expect(results.body.total).toBe(4);
    for (const unit of results.body.units) {
      expect(unit).toMatchObject({ status: 'confirmed', readBack: { [setPoint]: 56 } });
    }
    const confirmed = await partner.get(`/rest/fleet/campaigns/${id}/units?status=confirmed&page=1`);
    expect(confirmed.body.total).toBe(4);
    expect((await partner.get(`/rest/fleet/campaigns/${id}/units?status=bogus`)).status).toBe(400);
    // Nothing was written twice: one command per unit.
    const commands = await portal.db.select().from(unitCommands).where(eq(unitCommands.campaignId, id));
    expect(commands.map((command) => command.sn).sort()).toEqual(dachs.slice(0, 4).sort());
    // The owner's access log names the partner's campaign write.
    const log = await (await portal.loggedIn('admin')).get(`/rest/units/${dachs[0]}/accessLog?login=partner`);
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({
        login: 'partner',
        kind: 'partner',
        action: 'write',
        details: expect.objectContaining({ key: setPoint, newValue: '56', result: 'ok', campaignId: id }),
      }),
    );
    // Another partner's view: staff see it, the operator does not.
    expect((await campaignOf(id, await portal.loggedIn('dachs'))).id).toBe(id);
  });

  it('pauses itself when more than 2 % of a stage fails; resumed, it goes on; cancelled, what waits is cancelled', async () => {
    const refusing = dachs.slice(3, 5);
    for (const sn of refusing)
      misbehaving.push(
        await misbehavingUnit(portal, sn, (rpc) =>
          rpc.method === 'read'
            ? { result: { values: { [setPoint]: 50 }, errorKeys: [] } }
            : rpc.method === 'write'
              ? { result: { errorKeys: { [setPoint]: 'write.locked' } } }
              : { result: { productGroup: 'dachsII', firmware: 'x', errors: [], until: Date.now() + 1000 } },
        ),
      );
    const started = await partner.post(
      '/rest/fleet/campaigns',
      request(refusing, { stages: [1, 100], values: { [setPoint]: 57 } }),
    );
    const id = started.body.id as number;
    await waitFor(async () => (await campaignOf(id)).state === 'paused', 20_000);
    expect(await campaignOf(id)).toMatchObject({
      pauseReason: 'campaign.pause.failures',
      stage: 0,
      counts: { failed: 1, pending: 1 },
    });
    expect((await partner.post(`/rest/fleet/campaigns/${id}/pause`, {})).body.key).toBe(
      'exception.campaign.state',
    );
    const resumed = await partner.post(`/rest/fleet/campaigns/${id}/resume`, {});
    expect(resumed.status).toBe(200);
    await waitFor(async () => (await campaignOf(id)).counts.failed === 2, 20_000);
    const cancelled = await partner.post(`/rest/fleet/campaigns/${id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ state: 'cancelled' });
    const failed = await partner.get(`/rest/fleet/campaigns/${id}/units?status=failed`);
    expect(failed.body.units.map((unit: { reason: string }) => unit.reason)).toEqual([
      'exception.unitrefused',
      'exception.unitrefused',
    ]);
  });

  it('waits between stages; skips a unit whose consent was taken meanwhile; a pause holds the next stage; cancel leaves the rest unsent', async () => {
    const started = await partner.post(
      '/rest/fleet/campaigns',
      request(dachs.slice(0, 3), { stages: [1, 50, 100], pauseMinutes: 60, values: { [setPoint]: 55 } }),
    );
    const id = started.body.id as number;
    await waitFor(async () => (await campaignOf(id)).stage === 1, 20_000);
    const waiting = await campaignOf(id);
    expect(waiting).toMatchObject({ state: 'running', stage: 1, counts: { confirmed: 1, pending: 2 } });
    expect(Date.parse(waiting.nextStageAt) - Date.now()).toBeGreaterThan(55 * 60_000);
    expect((await partner.post(`/rest/fleet/campaigns/${id}/pause`, {})).body).toMatchObject({
      state: 'paused',
      pauseReason: 'campaign.pause.user',
    });
    expect((await partner.post(`/rest/fleet/campaigns/${id}/resume`, {})).body).toMatchObject({
      state: 'running',
    });
    // The operator of the next stage's unit takes the partner's access; then the pause is over.
    const pending = (await partner.get(`/rest/fleet/campaigns/${id}/units?status=pending`)).body.units;
    const next = pending.find((unit: { stage: number }) => unit.stage === 1).sn as string;
    await setPartnerConsent(portal, next, false);
    await portal.db.update(campaigns).set({ stageStartsAt: new Date() }).where(eq(campaigns.id, id));
    await waitFor(async () => (await campaignOf(id)).stage === 2, 20_000);
    await setPartnerConsent(portal, next, true);
    const skipped = (await partner.get(`/rest/fleet/campaigns/${id}/units?status=skipped`)).body.units;
    expect(skipped).toEqual([
      expect.objectContaining({ sn: next, reason: 'campaign.skip.noconsent', commandId: null }),
    ]);
    expect((await partner.post(`/rest/fleet/campaigns/${id}/cancel`, {})).body).toMatchObject({
      state: 'cancelled',
      counts: { confirmed: 1, pending: 1, skipped: 1 },
    });
    expect((await partner.post(`/rest/fleet/campaigns/${id}/resume`, {})).status).toBe(409);
    const members = await portal.db.select().from(campaignUnits).where(eq(campaignUnits.campaignId, id));
    expect(members.filter((member) => member.commandId === null)).toHaveLength(2);
    // Staff see the partner's campaign; the partner does not see staff's.
    const admin = await portal.loggedIn('admin');
    const own = await admin.post(
      '/rest/fleet/campaigns',
      request([dachs[0]!], { values: { [setPoint]: 54 } }),
    );
    expect(own.status).toBe(200);
    expect((await partner.get(`/rest/fleet/campaigns/${own.body.id}`)).status).toBe(404);
    expect(
      (await partner.get('/rest/fleet/campaigns')).body.campaigns.map((c: { id: number }) => c.id),
    ).not.toContain(own.body.id);
  });
});
