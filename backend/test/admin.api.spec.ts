import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { Client, type Portal, startPortal } from './harness.js';
import { liveSocket, waitFor } from './units-online.js';

// /rest/admin/* (spec 6 and 7): deleting external units and impersonating users, admins only.

let portal: Portal;
/** The extern account's external units (demo world: two Dachs Pro). */
let external: string[];
/** A unit that is not external. */
let regular: string;

beforeAll(async () => {
  portal = await startPortal();
  const rows = await portal.db
    .select({ sn: units.seriennummer, external: units.external })
    .from(units)
    .orderBy(units.seriennummer);
  external = rows.filter((row) => row.external).map((row) => row.sn);
  regular = rows.find((row) => !row.external)!.sn;
});
afterAll(() => portal.destroy());

async function auditRows(action: string) {
  return portal.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

async function unitExists(sn: string): Promise<boolean> {
  return (await portal.db.$count(units, eq(units.seriennummer, sn))) === 1;
}

describe('DELETE /rest/admin/unit/{sn}', () => {
  it('refuses anonymous callers (401) and everyone but admins (403)', async () => {
    const [sn] = external;
    expect((await portal.client().request('DELETE', `/rest/admin/unit/${sn}`)).status).toBe(401);
    for (const login of ['extern', 'betreiber', 'partner', 'dachs', 'demo']) {
      const answer = await (await portal.loggedIn(login)).request('DELETE', `/rest/admin/unit/${sn}`);
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('exception.rolemissing');
    }
    expect(await unitExists(sn!)).toBe(true);
  });

  it('refuses a unit that is not external (409) and an unknown one (404)', async () => {
    const admin = await portal.loggedIn('admin');
    const refused = await admin.request('DELETE', `/rest/admin/unit/${regular}`);
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('exception.notexternal');
    expect(await unitExists(regular)).toBe(true);
    expect((await admin.request('DELETE', '/rest/admin/unit/0000000000')).status).toBe(404);
  });

  it('deletes an external unit with its operator links, audited', async () => {
    const admin = await portal.loggedIn('admin');
    const [sn] = external;
    const answer = await admin.request('DELETE', `/rest/admin/unit/${sn}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await unitExists(sn!)).toBe(false);
    expect(await portal.db.$count(unitOperators, eq(unitOperators.sn, sn!))).toBe(0);
    const [audit] = await auditRows('unit.delete');
    expect(audit).toMatchObject({ actor: 'admin', sn, details: { operators: ['extern'] } });
    expect((await admin.request('DELETE', `/rest/admin/unit/${sn}`)).status).toBe(404);
    // The extern account keeps its other unit.
    const { body } = await (await portal.loggedIn('extern')).get('/rest/info/init');
    expect(body.user.hkaCount).toBe(external.length - 1);
  });
});

describe('impersonation', () => {
  it('is for admins only; unknown logins are 404 and admins cannot be impersonated', async () => {
    expect((await portal.client().get('/rest/admin/impersonate/betreiber')).status).toBe(401);
    const manufacturer = await portal.loggedIn('dachs');
    expect((await manufacturer.get('/rest/admin/impersonate/betreiber')).status).toBe(403);
    const admin = await portal.loggedIn('admin');
    expect((await admin.get('/rest/admin/impersonate/nobody')).status).toBe(404);
    expect((await admin.get('/rest/info/init')).body.user.data.login).toBe('admin');
  });

  it.each(['admin', 'dachs', 'partner', 'subpartner', 'demo'])(
    'refuses to act as %s: admins impersonate operators only (403)',
    async (login) => {
      const admin = await portal.loggedIn('admin');
      const refused = await admin.get(`/rest/admin/impersonate/${login}`);
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('exception.impersonateoperatorsonly');
      expect((await admin.get('/rest/info/init')).body.user.data.login).toBe('admin');
    },
  );

  it.each(['betreiberold', 'extern'])('lets an admin act as %s, whose units are their own', async (login) => {
    const admin = await portal.loggedIn('admin');
    expect((await admin.get(`/rest/admin/impersonate/${login}`)).status).toBe(200);
    expect((await admin.get('/rest/info/init')).body.user.data.login).toBe(login);
    expect((await admin.get('/rest/admin/unimpersonate')).status).toBe(200);
  });

  it('refuses to end an impersonation that did not start (403)', async () => {
    for (const login of ['admin', 'betreiber']) {
      const answer = await (await portal.loggedIn(login)).get('/rest/admin/unimpersonate');
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('exception.accessdenied');
    }
    expect((await portal.client().get('/rest/admin/unimpersonate')).status).toBe(401);
  });

  it('switches the session to the operator and back to the admin, audited both ways', async () => {
    const admin = await portal.loggedIn('admin');
    const adminCookie = admin.cookieHeader;
    const started = await admin.get('/rest/admin/impersonate/BETREIBER');
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ result: 'success' });

    const asOperator = (await admin.get('/rest/info/init')).body.user;
    expect(asOperator.data.login).toBe('betreiber');
    expect(asOperator.impersonatedBy).toBe('admin');
    expect(asOperator.inRole.admin).toBe(false);
    // The operator's rights, not the admin's: admin calls are refused while impersonating.
    expect((await admin.get('/rest/admin/impersonate/partner')).status).toBe(403);
    // A new session id: the cookie from before the switch no longer logs anybody in.
    const stale = new Client(portal.url);
    const staleInit = await stale.get('/rest/info/init', { cookie: adminCookie });
    expect(staleInit.body.loggedIn).toBe(false);

    const ended = await admin.get('/rest/admin/unimpersonate');
    expect(ended.status).toBe(200);
    const back = (await admin.get('/rest/info/init')).body.user;
    expect(back.data.login).toBe('admin');
    expect(back.impersonatedBy).toBeUndefined();
    expect((await admin.get('/rest/admin/unimpersonate')).status).toBe(403);

    const [start] = await auditRows('admin.impersonate');
    expect(start).toMatchObject({ actor: 'admin', details: { target: 'betreiber' } });
    const [end] = await auditRows('admin.unimpersonate');
    expect(end).toMatchObject({ actor: 'admin', details: { target: 'betreiber' } });
    expect(end!.id).toBeGreaterThan(start!.id);
  });

  it("reloads the browser's other tabs into the new session (AppAction reload)", async () => {
    const admin = await portal.loggedIn('admin');
    const otherTab = await liveSocket(portal, admin);
    try {
      expect((await admin.get('/rest/admin/impersonate/betreiber')).status).toBe(200);
      await waitFor(
        () => otherTab.messages.some((m) => m.action === 'AppAction' && m.data.command === 'reload'),
        2000,
      );
    } finally {
      otherTab.close();
      await admin.get('/rest/admin/unimpersonate');
    }
  });

  it('ends with the session on logout', async () => {
    const impersonations = () =>
      portal.db.$count(auditLog, and(eq(auditLog.action, 'admin.impersonate'), eq(auditLog.actor, 'admin')));
    const before = await impersonations();
    const admin = await portal.loggedIn('admin');
    expect((await admin.get('/rest/admin/impersonate/betreiber')).status).toBe(200);
    expect((await admin.get('/rest/info/logout')).status).toBe(200);
    expect((await admin.get('/rest/info/init')).body.loggedIn).toBe(false);
    const again = await admin.login('betreiber');
    expect(again.status).toBe(200);
    expect((await admin.get('/rest/info/init')).body.user.impersonatedBy).toBeUndefined();
    expect(await impersonations()).toBe(before + 1);
  });
});
