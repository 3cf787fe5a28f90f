import { type UnitListEntry, type UnitListResponse, unitAttention } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { unitGlance, unitPresence } from '../src/devices/devices.schema.js';
import { GlanceService } from '../src/devices/glance.service.js';
import { PresenceService } from '../src/devices/presence.service.js';
import { reconcileAttention } from '../src/devices/stored-attention.js';
import { units } from '../src/units/units.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';

// 'Needs attention first' (POST /rest/info/units with filter.attentionFirst) is read one attention at
// a time; these tests hold its pages against one ranking of all units in a single ORDER BY, the way
// the list was first written, while glances and presence change under it.

let portal: Portal;
let glance: GlanceService;
const day = 24 * 3600_000;

/** Units without a location, next to the demo world's located ones: each attention has some of both. */
const unlocated = ['5910000001', '5910000002', '5910000003', '5910000004', '5910000005'];

beforeAll(async () => {
  portal = await startPortal();
  glance = portal.app.get(GlanceService);
  await portal.db.insert(units).values(
    unlocated.map((seriennummer) => ({
      seriennummer,
      msrTyp: 3,
      module: 'L1',
      benennung: 'Dachs Gen2 G5.5',
      productGroup: 'dachsII',
    })),
  );
  const located = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(sql`${units.locationUuid} is not null and ${units.productGroup} = 'dachsII'`)
    .orderBy(units.seriennummer);
  // Every third located unit and the unlocated ones get something to attend to, heard of lately.
  const picked = [...located.filter((_, i) => i % 3 === 0).map((row) => row.sn), ...unlocated];
  const now = Date.now();
  for (const [i, sn] of picked.entries()) {
    const kind = i % 5;
    if (kind === 0) await fault(sn, now);
    if (kind === 1) await glance.recordValues(sn, { 'Hka_Mw1.bMotorStatus': 10 }, now);
    if (kind === 2) await presence(sn, false, new Date(now - 2 * day));
    else await presence(sn, true, new Date(now));
    if (kind === 3) await glance.recordValues(sn, { 'Wartung_Cache.fStehtAn': true }, now);
  }
});
afterAll(() => portal?.destroy());

async function fault(sn: string, ts: number): Promise<void> {
  const current = { boardName: 'Hka_Bd', code: 133, codeText: 'E133', category: 'Hka_Stoerung' };
  await glance.recordErrors(sn, [{ ...current, counter: 1, currentError: true, timestamp: ts }], ts);
}

async function presence(sn: string, online: boolean, changedAt: Date): Promise<void> {
  const row = { online, changedAt, module: 'L1', firmware: '1.0' };
  await portal.db
    .insert(unitPresence)
    .values({ sn, ...row })
    .onConflictDoUpdate({ target: unitPresence.sn, set: row });
  // Written by hand, not through the gateway: the unit's stored attention follows as at start-up.
  await reconcileAttention(portal.db, [sn]);
}

async function list(client: Client, body: object): Promise<UnitListResponse> {
  const answer = await client.post('/rest/info/units', body);
  expect(answer.status).toBe(200);
  return answer.body as UnitListResponse;
}

/** Every unit in 'needs attention first' order, `size` at a time. */
async function pages(client: Client, size: number, filter: object = {}): Promise<UnitListEntry[]> {
  const all: UnitListEntry[] = [];
  for (;;) {
    const page = await list(client, {
      limit: size,
      offset: all.length,
      filter: { ...filter, attentionFirst: true },
    });
    all.push(...page.units);
    // A page past the end, or more units than there are, ends the walk too: a broken offset must
    // fail the test, not page forever.
    if (page.units.length < size || all.length > page.totalRows) {
      expect(all).toHaveLength(page.totalRows);
      return all;
    }
  }
}

/** The order as one ranking over all units (of those `visible`), computed in one ORDER BY. */
async function ranked(visible = sql`true`): Promise<string[]> {
  // Both drivers answer { rows }.
  const result: unknown = await portal.db.execute(sql`
    select u.seriennummer sn from units u
      left join locations l on l.uuid = u.location_uuid
      left join unit_glance g on g.sn = u.seriennummer
      left join unit_presence p on p.sn = u.seriennummer
    where ${visible}
    order by case
        when g.fault_code is not null then 0
        when g.locked then 1
        when coalesce(p.online, false) = false
          and (p.changed_at is null or p.changed_at < now() - interval '1 day') then 2
        when g.maintenance_due then 3
        else 4 end,
      l.name nulls last, u.seriennummer`);
  return (result as { rows: { sn: string }[] }).rows.map((row) => row.sn);
}

const serials = (entries: readonly UnitListEntry[]) => entries.map((entry) => entry.seriennummer);

/** Where `sn` stands in the admin's order, and the attention shown for it. */
async function standing(sn: string): Promise<{ at: number; attention: string }> {
  const all = await pages(await portal.loggedIn('admin'), 100);
  const at = all.findIndex((entry) => entry.seriennummer === sn);
  return { at, attention: all[at]!.glance.attention };
}

describe('needs attention first, read one attention at a time', () => {
  it('pages the whole fleet exactly as one ranking of all units, at any page size', async () => {
    const admin = await portal.loggedIn('admin');
    const expected = await ranked();
    const all = await pages(admin, 7);
    expect(serials(all)).toEqual(expected);
    expect(serials(await pages(admin, 100))).toEqual(expected);
    // Every attention has located units and units without a location, so the pages above crossed
    // each boundary between the parts the list reads.
    for (const attention of unitAttention) {
      const of = all.filter((entry) => entry.glance.attention === attention);
      expect(of.some((entry) => entry.locationUuid === null)).toBe(true);
      expect(of.some((entry) => entry.locationUuid !== null)).toBe(true);
    }
    const ranks = all.map((entry) => unitAttention.indexOf(entry.glance.attention));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('ranks only what a partner may see, in the same order', async () => {
    const partner = await portal.loggedIn('partner');
    const visible = sql`(u.location_uuid in (select lp.location_uuid from location_partners lp
        join partners p on p.id = lp.partner_id join users s on s.id = p.user_id where s.login = 'partner')
      or u.seriennummer in (select o.sn from unit_operators o join users s on s.id = o.user_id
        where s.login = 'partner'))`;
    const expected = await ranked(visible);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan((await ranked()).length);
    expect(serials(await pages(partner, 3))).toEqual(expected);
  });

  it('moves a unit down when its fault clears, and up when one comes', async () => {
    const [{ sn } = { sn: '' }] = await portal.db
      .select({ sn: unitGlance.sn })
      .from(unitGlance)
      .where(sql`${unitGlance.faultCode} is not null and not ${unitGlance.maintenanceDue}`)
      .limit(1);
    await presence(sn, true, new Date());
    expect(await standing(sn)).toMatchObject({ attention: 'fault' });
    const faulty = (await standing(sn)).at;
    await glance.recordErrors(sn, [], Date.now());
    const cleared = await standing(sn);
    expect(cleared.attention).toBe('none');
    expect(cleared.at).toBeGreaterThan(faulty);
    expect(serials(await pages(await portal.loggedIn('admin'), 10))).toEqual(await ranked());
    await fault(sn, Date.now());
    expect(await standing(sn)).toEqual({ at: faulty, attention: 'fault' });
  });

  it('counts a unit offline from just over a day on, not just under', async () => {
    const [row] = await portal.db
      .select({ sn: unitGlance.sn })
      .from(unitGlance)
      .where(eq(unitGlance.maintenanceDue, true))
      .limit(1);
    const sn = row!.sn;
    await presence(sn, false, new Date(Date.now() - day + 5 * 60_000));
    const under = await standing(sn);
    expect(under.attention).toBe('maintenance');
    await presence(sn, false, new Date(Date.now() - day - 5 * 60_000));
    const over = await standing(sn);
    expect(over.attention).toBe('offline');
    expect(over.at).toBeLessThan(under.at);
    expect(serials(await pages(await portal.loggedIn('dachs'), 9))).toEqual(await ranked());
  });

  it('pages a search the same way: its parts and its count agree on what it matches', async () => {
    // The page's count of all matches and the parts' reads take the search in two forms (see
    // searchedScope); the last attention's count is the difference, so they must match alike.
    const text = 'Dachs';
    const pattern = `%${text}%`;
    const matching = sql`(u.seriennummer ilike ${pattern} or u.benennung ilike ${pattern}
      or u.location_uuid in (select uuid from locations
        where (name || ' ' || strasse || ' ' || hausnummer || ' ' || plz || ' ' || ort) ilike ${pattern}))`;
    const expected = await ranked(matching);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan((await ranked()).length);
    const found = await pages(await portal.loggedIn('admin'), 4, { search: text });
    expect(serials(found)).toEqual(expected);
    expect(found.some((entry) => entry.glance.attention === 'none' && entry.locationUuid === null)).toBe(
      true,
    );
  });
});

describe("the attention kept in each unit's row (docs/adr/0026-stored-attention.md)", () => {
  const sn = '5910000099';
  const stored = async () => {
    const [row] = await portal.db
      .select({ glance: units.glanceAttention, offlineFrom: units.offlineFrom })
      .from(units)
      .where(eq(units.seriennummer, sn));
    return { glance: unitAttention[row!.glance], offlineFrom: row!.offlineFrom?.getTime() ?? null };
  };
  const state = (online: boolean, ts: number) => ({ online, module: 'L1', firmware: '1.0', ts });

  beforeAll(async () => {
    await portal.db.insert(units).values({
      seriennummer: sn,
      msrTyp: 3,
      module: 'L1',
      benennung: 'Dachs Gen2 G5.5',
      productGroup: 'dachsII',
    });
  });

  it('follows the unit going online and offline as the gateway stores its presence', async () => {
    const presence = portal.app.get(PresenceService);
    // A new unit was never heard of: offline since ever.
    expect(await stored()).toEqual({ glance: 'none', offlineFrom: 0 });
    expect((await standing(sn)).attention).toBe('offline');
    const now = Date.now();
    await presence.recordState(sn, state(true, now - 3 * day));
    expect(await stored()).toEqual({ glance: 'none', offlineFrom: null });
    expect((await standing(sn)).attention).toBe('none');
    // Gone offline an hour ago: offline for attention a day after.
    await presence.recordState(sn, state(false, now - 3 * day), now - 3600_000);
    expect(await stored()).toEqual({ glance: 'none', offlineFrom: now - 3600_000 + day });
    expect((await standing(sn)).attention).toBe('none');
    await presence.recordState(sn, state(true, now));
    expect((await stored()).offlineFrom).toBeNull();
    // Offline for two days: needs attention now.
    await presence.recordState(sn, state(false, now - 3 * day), now - 2 * day);
    expect(await stored()).toEqual({ glance: 'none', offlineFrom: now - day });
    expect((await standing(sn)).attention).toBe('offline');
    await presence.recordState(sn, state(true, now));
    expect((await standing(sn)).attention).toBe('none');
  });

  it('follows faults, lock-outs and maintenance as they come and go', async () => {
    const now = Date.now();
    await glance.recordValues(sn, { 'Wartung_Cache.fStehtAn': true }, now);
    expect((await stored()).glance).toBe('maintenance');
    await fault(sn, now + 1);
    expect((await stored()).glance).toBe('fault');
    expect((await standing(sn)).attention).toBe('fault');
    await glance.recordErrors(sn, [], now + 2);
    expect((await stored()).glance).toBe('maintenance');
    await glance.recordValues(sn, { 'Hka_Mw1.bMotorStatus': 10 }, now + 3);
    expect((await stored()).glance).toBe('locked');
    expect((await standing(sn)).attention).toBe('locked');
    await glance.recordValues(sn, { 'Hka_Mw1.bMotorStatus': 0, 'Wartung_Cache.fStehtAn': false }, now + 4);
    expect((await stored()).glance).toBe('none');
    expect((await standing(sn)).attention).toBe('none');
  });

  it('is brought up to date at start-up where a write left it behind', async () => {
    await portal.db
      .update(units)
      .set({ glanceAttention: 0, offlineFrom: new Date(0) })
      .where(eq(units.seriennummer, sn));
    expect(await reconcileAttention(portal.db)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual({ glance: 'none', offlineFrom: null });
    expect(await reconcileAttention(portal.db)).toBe(0);
  });
});
