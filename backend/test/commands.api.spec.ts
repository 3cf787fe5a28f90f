import type { RpcRequest } from '@portal/contracts';
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { unitCommands } from '../src/commands/commands.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { type MisbehavingUnit, misbehavingUnit } from './misbehaving-unit.js';
import { foreignUnit, operatorsDachs, waitFor } from './units-online.js';

// Set-point commands (issue 44): a write to an offline unit waits in the queue with its expiry and
// goes out when the unit comes back, in order, then is read back; pending commands are listed and
// may be cancelled; every move is audited; the queue outlives a restart.

const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';
const hour = 3_600_000;

let portal: Portal;
/** A Dachs `betreiber` operates; offline until a test brings it up. */
let sn: string;
let operator: Client;
let unit: MisbehavingUnit | undefined;

/** A unit that keeps what it is written and reads it back (refusing the keys in `refuse`). */
async function obedientUnit(refuse: readonly string[] = []): Promise<MisbehavingUnit> {
  const store = new Map<string, unknown>([[setPoint, 50]]);
  return misbehavingUnit(portal, sn, (request: RpcRequest) => {
    const params = request.params as { keys?: string[]; values?: Record<string, unknown> };
    if (request.method === 'read')
      return {
        result: {
          values: Object.fromEntries(params.keys!.map((key) => [key, store.get(key)])),
          errorKeys: [],
        },
      };
    if (request.method === 'write') {
      const errorKeys: Record<string, string> = {};
      for (const [key, value] of Object.entries(params.values!))
        if (refuse.includes(key)) errorKeys[key] = 'write.locked';
        else store.set(key, value);
      return { result: { errorKeys } };
    }
    return { result: { productGroup: 'dachsII', firmware: 'x', errors: [], until: Date.now() + 1000 } };
  });
}

const writes = (received: readonly RpcRequest[]) =>
  received.filter((request) => request.method === 'write').map((request) => request.params);
const commandsOf = async (client: Client = operator) => (await client.get(`/rest/units/${sn}/commands`)).body;
const write = (value: unknown, extra: Record<string, unknown> = {}) =>
  operator.post(`/rest/canip/${sn}/write`, { values: { [setPoint]: value }, ...extra });

beforeAll(async () => {
  portal = await startPortal();
  sn = await operatorsDachs(portal);
  operator = await portal.loggedIn('betreiber');
  expect((await operator.get(`/rest/canip/${sn}?offline`)).status).toBe(200);
});

afterEach(async () => {
  await unit?.close();
  unit = undefined;
  await portal.db.delete(unitCommands);
});

afterAll(async () => {
  await portal?.destroy();
});

describe('a write to an offline unit', () => {
  it('is queued with its expiry, then sent in order when the unit comes back and confirmed by read-back', async () => {
    const from = Number(
      (await portal.db.select({ id: sql<number>`coalesce(max(id), 0)::int` }).from(auditLog))[0]!.id,
    );
    const first = await write(55, { expiresInHours: 6 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, queued: true, values: {} });
    const second = await write(57);
    expect(second.body).toMatchObject({ queued: true });
    const { pending } = await commandsOf();
    expect(pending.map((c: { id: number; state: string }) => [c.id, c.state])).toEqual([
      [first.body.commandId, 'queued'],
      [second.body.commandId, 'queued'],
    ]);
    const expiry = (command: { expiresAt: string; createdAt: string }) =>
      Date.parse(command.expiresAt) - Date.parse(command.createdAt);
    expect(Math.abs(expiry(pending[0]) - 6 * hour)).toBeLessThan(5000);
    expect(Math.abs(expiry(pending[1]) - 24 * hour)).toBeLessThan(5000);

    unit = await obedientUnit();
    await waitFor(async () => (await commandsOf()).pending.length === 0, 15_000);
    expect(writes(unit.received)).toEqual([{ values: { [setPoint]: 55 } }, { values: { [setPoint]: 57 } }]);
    const { recent } = await commandsOf();
    expect(recent.map((c: { id: number; state: string }) => [c.id, c.state])).toEqual([
      [second.body.commandId, 'confirmed'],
      [first.body.commandId, 'confirmed'],
    ]);
    expect(recent[0]).toMatchObject({
      readBack: { [setPoint]: 57 },
      expiresAt: null,
      createdBy: 'betreiber',
    });
    const moves = await portal.db
      .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.sn, sn), gt(auditLog.id, from), like(auditLog.action, 'command.%')))
      .orderBy(asc(auditLog.id));
    const of = (id: number) =>
      moves
        .filter((move) => (move.details as { commandId: number }).commandId === id)
        .map((move) => move.action);
    expect(of(first.body.commandId)).toEqual([
      'command.queued',
      'command.sent',
      'command.acknowledged',
      'command.confirmed',
    ]);
    expect(of(second.body.commandId)).toEqual([
      'command.queued',
      'command.sent',
      'command.acknowledged',
      'command.confirmed',
    ]);
    expect(new Set(moves.map((move) => move.actor))).toEqual(new Set(['betreiber']));
  });

  it('may be cancelled while it waits, and is then never sent', async () => {
    const queued = await write(60);
    const id = queued.body.commandId as number;
    const cancelled = await operator.post(`/rest/units/${sn}/commands/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, state: 'cancelled' });
    const again = await operator.post(`/rest/units/${sn}/commands/${id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('exception.commandnotpending');
    for (const bad of ['999999', 'abc', '-1', '1e3', '99999999999'])
      expect((await operator.post(`/rest/units/${sn}/commands/${bad}/cancel`, {})).status).toBe(404);
    const nul = await operator.post(`/rest/units/${sn}/commands/1%00/cancel`, {});
    expect(nul.status).toBe(400);
    expect(nul.body.key).toMatch(/^exception\./);
    unit = await obedientUnit();
    // A write now goes after whatever still waited: only it reaches the unit.
    expect((await write(63)).body).toMatchObject({ success: true, queued: false });
    expect(writes(unit.received)).toEqual([{ values: { [setPoint]: 63 } }]);
    expect((await commandsOf()).recent[1]).toMatchObject({ id, state: 'cancelled' });
  });

  it('expires when the unit stays away past its expiry, and is then never sent', async () => {
    const queued = await write(61, { expiresInHours: 1 });
    await portal.db
      .update(unitCommands)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(unitCommands.id, queued.body.commandId));
    await waitFor(async () => (await commandsOf()).recent[0]?.state === 'expired', 10_000);
    expect((await commandsOf()).recent[0]).toMatchObject({ reason: 'exception.commandexpired' });
    unit = await obedientUnit();
    expect((await write(63)).body).toMatchObject({ success: true, queued: false });
    expect(writes(unit.received)).toEqual([{ values: { [setPoint]: 63 } }]);
  });

  it('refuses a 21st waiting command and a bad expiry, with message keys', async () => {
    for (let i = 0; i < 20; i++) expect((await write(50 + (i % 10))).body.queued).toBe(true);
    const full = await write(55);
    expect(full.status).toBe(409);
    expect(full.body.key).toBe('exception.commandqueuefull');
    for (const expiresInHours of [0, 169, 1.5, '24', null]) {
      const bad = await write(55, { expiresInHours });
      expect(bad.status).toBe(400);
      expect(bad.body.key).toBe('exception.validation');
    }
    expect((await commandsOf()).pending).toHaveLength(20);
  });
});

describe('a write to a unit online', () => {
  it('is a command that ends failed with the refused keys when the unit refuses', async () => {
    unit = await obedientUnit([setPoint]);
    const answer = await write(58);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: false,
      queued: false,
      errors: { [setPoint]: 'write.locked' },
    });
    expect((await commandsOf()).recent[0]).toMatchObject({
      id: answer.body.commandId,
      state: 'failed',
      reason: 'exception.unitrefused',
      errors: { [setPoint]: 'write.locked' },
    });
  });
});

describe('who may see and cancel commands', () => {
  it("answers the operator and admins; refuses the demo, the unauthenticated and other units' operators", async () => {
    const queued = await write(59);
    const id = queued.body.commandId as number;
    const admin = await portal.loggedIn('admin');
    expect((await commandsOf(admin)).pending[0]).toMatchObject({ id });
    const demo = await portal.loggedIn('demo');
    expect((await demo.get(`/rest/units/${sn}/commands`)).status).toBe(403);
    expect((await demo.post(`/rest/units/${sn}/commands/${id}/cancel`, {})).status).toBe(403);
    expect((await portal.client().get(`/rest/units/${sn}/commands`)).status).toBe(401);
    const foreign = await foreignUnit(portal, 'betreiber');
    const refused = await operator.get(`/rest/units/${foreign.sn}/commands`);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toMatch(/^exception\./);
    expect((await operator.post(`/rest/units/${foreign.sn}/commands/${id}/cancel`, {})).status).toBe(403);
    // Someone else's unit does not reach this command by its id.
    const viaAdmin = await admin.post(`/rest/units/${foreign.sn}/commands/${id}/cancel`, {});
    expect(viaAdmin.status).toBe(404);
    expect((await commandsOf()).pending[0]).toMatchObject({ id, state: 'queued' });
  });
});

describe('the queue', () => {
  it('outlives a restart: a command queued before is sent when the unit comes back after it', async () => {
    const queued = await write(62);
    await portal.stop();
    portal = await startPortal({ reuse: portal });
    unit = await obedientUnit();
    await waitFor(async () => {
      const [row] = await portal.db
        .select()
        .from(unitCommands)
        .where(eq(unitCommands.id, queued.body.commandId));
      return row?.state === 'confirmed';
    }, 15_000);
    expect(writes(unit.received)).toEqual([{ values: { [setPoint]: 62 } }]);
  });
});
