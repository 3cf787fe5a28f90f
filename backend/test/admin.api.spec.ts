import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { Client, type Portal, startPortal } from './harness.js';
import { liveSocket, operatorsDachs, waitFor } from './units-online.js';

// /rest/admin/* (spec 6 and 7): deleting external units, impersonating users and setting the layout
// and custom stylesheets, admins only; the stylesheets as the portal serves them.

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

describe('layout and custom CSS (spec 7)', () => {
  const save = async (sheet: string, scope: string, css: string) => {
    const answer = await (await portal.loggedIn('admin')).post('/rest/admin/styles', { sheet, scope, css });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const customUrl = async () =>
    (await portal.client().get('/rest/info/init')).body.app.css_custom as string | null;

  afterEach(async () => {
    for (const sheet of ['custom', 'layout'])
      for (const scope of ['all', 'dachs']) await save(sheet, scope, '');
  });

  it('lets admins only see and set the stylesheets', async () => {
    expect((await portal.client().get('/rest/admin/styles')).status).toBe(401);
    for (const login of ['betreiber', 'partner', 'dachs', 'demo']) {
      const client = await portal.loggedIn(login);
      expect((await client.get('/rest/admin/styles')).status).toBe(403);
      expect(
        (await client.post('/rest/admin/styles', { sheet: 'custom', scope: 'all', css: 'a{}' })).status,
      ).toBe(403);
    }
    const listed = await (await portal.loggedIn('admin')).get('/rest/admin/styles');
    expect(listed.body).toEqual({ skin: 'dachs', entries: [], files: [], customUrl: null });
  });

  it('serves the custom CSS at the URL init names, whose version changes with the text (audited)', async () => {
    expect(await customUrl()).toBeNull();
    const saved = await save('custom', 'all', ':root { --portal-e2e: 1; }');
    expect(saved.entries).toEqual([
      {
        sheet: 'custom',
        scope: 'all',
        css: ':root { --portal-e2e: 1; }',
        updatedBy: 'admin',
        updatedAt: expect.any(String),
      },
    ]);
    const first = await customUrl();
    expect(first).toMatch(/^\/rest\/info\/css\/custom\?v=[0-9a-f]{12}$/);
    expect(saved.customUrl).toBe(first);
    // Everybody gets it, the login page too, and may keep it for good under its version.
    const served = await portal.client().get(first!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.body).toContain(':root { --portal-e2e: 1; }');
    const stale = await portal.client().get('/rest/info/css/custom?v=000000000000');
    expect(stale.headers.get('cache-control')).toBe('public, no-cache');
    // The skin's own sheet comes after the one for every skin; another skin's is left out.
    await save('custom', 'dachs', '.portal-footer { color: rgb(1, 2, 3); }');
    await save('custom', 'remeha', '.remeha-only {}');
    const second = await customUrl();
    expect(second).not.toBe(first);
    const both = (await portal.client().get(second!)).body as string;
    expect(both.indexOf('--portal-e2e')).toBeLessThan(both.indexOf('rgb(1, 2, 3)'));
    expect(both).not.toContain('remeha-only');
    await save('custom', 'remeha', '');
    const [audit] = await auditRows('styles.save');
    expect(audit).toMatchObject({
      actor: 'admin',
      details: { sheet: 'custom', scope: 'remeha', newLength: 0 },
    });
    // Removing the texts removes the sheet.
    await save('custom', 'all', '');
    await save('custom', 'dachs', '  ');
    expect(await customUrl()).toBeNull();
  });

  it("names a unit's layout CSS in its layout, for logged-in users of the kind", async () => {
    const operator = await portal.loggedIn('betreiber');
    const dachs = await operatorsDachs(portal);
    const layoutCss = async () =>
      (await operator.get(`/rest/canip/${dachs}?offline`)).body.layout.css as string;
    expect(await layoutCss()).toBe('');
    await save('layout', 'all', '.mfd-data-widget { outline: 1px solid rgb(4, 5, 6); }');
    const url = await layoutCss();
    expect(url).toMatch(/^\/rest\/info\/css\/layout\/dachsII\?v=[0-9a-f]{12}$/);
    expect((await operator.get(`/rest/canip/${dachs}/reloadLayout`)).body.layout.css).toBe(url);
    const served = await operator.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.body).toContain('rgb(4, 5, 6)');
    expect((await portal.client().get(url)).status).toBe(401);
    expect((await operator.get('/rest/info/css/layout/toaster')).status).toBe(404);
    // The custom sheet is another one.
    expect(await customUrl()).toBeNull();
  });

  it('refuses bad stylesheets with 400 and the field, storing nothing', async () => {
    const admin = await portal.loggedIn('admin');
    const refused = async (body: unknown, field: string, key: string) => {
      const answer = await admin.post('/rest/admin/styles', body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields[field]).toContain(key);
    };
    await refused({ sheet: 'print', scope: 'all', css: 'a{}' }, 'sheet', 'validation.invalid');
    await refused({ sheet: 'custom', scope: 'acme', css: 'a{}' }, 'scope', 'validation.invalid');
    await refused(
      { sheet: 'custom', scope: 'all', css: 'a'.repeat(100_001) },
      'css',
      'validation.stylesheetlength',
    );
    await refused({ sheet: 'custom', scope: 'all', css: 'a{}\u0000' }, 'css', 'validation.characters');
    expect(
      (await admin.post('/rest/admin/styles', { sheet: 'custom', scope: 'all', css: 'a{}', x: 1 })).status,
    ).toBe(400);
    expect((await admin.get('/rest/admin/styles')).body.entries).toEqual([]);
  });
});
