import { get } from 'node:http';
import { type Endpoint, endpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { SessionData } from 'express-session';
import { sessions } from '../src/auth/auth.schema.js';
import { APP_CONFIG, type AppConfig } from '../src/config/config.js';
import { DatabaseSessionStore } from '../src/auth/session.store.js';
import { users } from '../src/users/users.schema.js';
import { UsersService } from '../src/users/users.service.js';
import { type Portal, demoPassword, startPortal } from './harness.js';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.destroy());

const loginHash = async (login: string, purpose: 'login' | 'pwreset', sn?: string) => {
  const [row] = await portal.db.select().from(users).where(eq(users.login, login));
  return portal.app.get(UsersService).createLoginHash(row!.id, purpose, sn ? { sn } : {});
};

describe('GET /rest/info/init', () => {
  it('answers app info and no user when logged out', async () => {
    const answer = await portal.client().get('/rest/info/init');
    expect(answer.status).toBe(200);
    expect(answer.body.loggedIn).toBe(false);
    expect(answer.body.user).toBeNull();
    expect(answer.body.app).toMatchObject({
      name: '',
      portalName: 'Dachs Portal',
      webName: 'DachsWEB',
      portalMarker: '',
      brand: 'dachs',
      skin: 'dachs',
      usesaml2: false,
    });
    expect(answer.body.app.systemtechnikTypes).toContain('PV');
    for (const key of ['metaDataPoints', 'structures', 'enums', 'translations', 'translationsScreen']) {
      expect(answer.body).toHaveProperty(key);
    }
  });

  it('carries the unit catalog metadata in the shape public clients rely on (facts §5)', async () => {
    const { body } = await portal.client().get('/rest/info/init');
    expect(body.metaDataPoints['Hka_Bd.ulBetriebssekunden']).toMatchObject({
      name: 'ulBetriebssekunden',
      friendlyName: 'BD012',
      unit: 'h',
      obdClass: 'Counter',
      array: false,
    });
    expect(body.enums.Hka_Motorstatus.values).toEqual(expect.arrayContaining([0, 10, 32]));
    const german = body.translations['de-de'];
    // Texts are keyed by the data point's name, as clients resolve them.
    expect(german.metaDataPoints.translations['ulBetriebssekunden']).toBe('Betriebsstunden');
    expect(german.enums).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Hka_Motorstatus' })]),
    );
    expect(Object.keys(german.errorCategories).length).toBeGreaterThan(0);
    expect(body.translations['en-gb'].metaDataPoints.translations['ulBetriebssekunden']).toBe(
      'Operating hours',
    );
    expect(body.translationsScreen['en-gb']['write.range']).toBe(
      'The selected values is outside the acceptable range',
    );
  });

  it.each([
    ['betreiber', 'betreiber', ['betreiber']],
    ['partner', 'partner', ['partner']],
    ['subpartner', 'subpartner', ['subpartner']],
    ['dachs', 'dachs', ['dachs']],
    ['admin', 'dachs', ['admin', 'dachs']],
    ['demo', 'betreiber', ['demo']],
    ['extern', 'betreiber', ['extern']],
    ['betreiberold', 'betreiber', ['betreiberold']],
  ])('describes %s with primary role %s and inRole flags', async (login, primary, roles) => {
    const client = await portal.loggedIn(login);
    const { body } = await client.get('/rest/info/init');
    expect(body.loggedIn).toBe(true);
    expect(body.user.data.login).toBe(login);
    expect(body.user.primaryRole).toBe(primary);
    for (const role of roles) expect(body.user.inRole[role]).toBe(true);
    expect(Object.values(body.user.inRole).filter(Boolean)).toHaveLength(roles.length);
    expect(body.user.loggedIn).toBe(true);
    expect(body.user.passwordInvalid).toBe(false);
  });

  it('counts only the units a user may see', async () => {
    const count = async (login: string) =>
      (await (await portal.loggedIn(login)).get('/rest/info/init')).body.user.hkaCount;
    const [operator, partner, manufacturer] = [
      await count('betreiber'),
      await count('partner'),
      await count('dachs'),
    ];
    expect(operator).toBeGreaterThan(0);
    expect(partner).toBeGreaterThan(0);
    expect(manufacturer).toBeGreaterThan(operator);
    expect(manufacturer).toBeGreaterThan(partner);
    expect(await count('demo')).toBe(manufacturer);
  });

  it('counts what the start page lists by default, the GEN2 filter included (issue 40, 40)', async () => {
    for (const [login, msr3Filter] of [
      ['betreiber', false],
      ['partner', true],
      ['dachs', true],
    ] as const) {
      const client = await portal.loggedIn(login);
      const { body } = await client.get('/rest/info/init');
      const list = await client.post('/rest/info/units', {
        limit: 1,
        filter: { ...(msr3Filter ? { msr3Filter } : {}), sortByLocation: false },
      });
      expect(list.status).toBe(200);
      expect({ login, count: body.user.hkaCount }).toEqual({ login, count: list.body.totalRows });
    }
  });

  it('gives admins the hza_admin right and debug flag', async () => {
    const { body } = await (await portal.loggedIn('admin')).get('/rest/info/init');
    expect(body.user.rights).toContain('hza_admin');
    expect(body.user.hasRight.hza_admin).toBe(true);
    expect(body.user.debug).toBe(true);
  });
});

describe('POST /rest/info/login', () => {
  it('logs in with the login in any case and sets an httpOnly SameSite=Lax cookie', async () => {
    const client = portal.client();
    const answer = await client.post('/rest/info/login', { user: '  BETREIBER ', password: demoPassword });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success' });
    const cookie = answer.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/portal\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await client.get('/rest/info/init')).body.loggedIn).toBe(true);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await portal.client().login('betreiber', 'not-the-password1');
    const unknown = await portal.client().login('nobody', 'not-the-password1');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: 401, key: 'exception.wrongcredentials' });
      expect(answer.body.message).toBe('Benutzername oder Passwort falsch.');
    }
  });

  it('answers per-field keys for missing or mistyped fields', async () => {
    const empty = await portal.client().post('/rest/info/login', { user: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.key).toBe('exception.validation');
    expect(empty.body.fields).toEqual({ user: ['validation.required'], password: ['validation.required'] });
    const mistyped = await portal.client().post('/rest/info/login', { user: 5, password: ['x'] });
    expect(mistyped.status).toBe(400);
    expect(Object.keys(mistyped.body.fields).sort()).toEqual(['password', 'user']);
    const malformed = await portal.client().post('/rest/info/login', '{"user":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.key).toBe('exception.validation');
  });

  it('logs in with a 2-segment user hash, once', async () => {
    const hash = await loginHash('partner', 'login');
    expect(hash.split('.')).toHaveLength(2);
    const client = portal.client();
    const answer = await client.post('/rest/info/login', { hash });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success' });
    expect((await client.get('/rest/info/init')).body.user.data.login).toBe('partner');
    const again = await portal.client().post('/rest/info/login', { hash });
    expect(again.status).toBe(401);
    expect(again.body.key).toBe('exception.hashinvalid');
  });

  it('logs in with a 3-segment unit hash and names the unit', async () => {
    const hash = await loginHash('betreiber', 'login', '4711000042');
    const answer = await portal.client().post('/rest/info/login', { hash });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success', sn: '4711000042' });
    const [, id, secret] = hash.split('.');
    const otherUnit = await portal.client().post('/rest/info/login', { hash: `4711000043.${id}.${secret}` });
    expect(otherUnit.status).toBe(401);
  });

  it('answers pwreset for a reset link and pwemty for an account without password', async () => {
    expect(
      (await portal.client().post('/rest/info/login', { hash: await loginHash('subpartner', 'pwreset') }))
        .body,
    ).toEqual({
      result: 'pwreset',
    });
    const [operatorWithoutPassword] = await portal.db
      .select()
      .from(users)
      .where(eq(users.passwordHash, null as never));
    const withoutPassword = (await portal.db.select().from(users)).find((row) => row.passwordHash === null);
    expect(withoutPassword ?? operatorWithoutPassword).toBeDefined();
    const client = portal.client();
    const answer = await client.post('/rest/info/login', {
      hash: await loginHash(withoutPassword!.login, 'login'),
    });
    expect(answer.body).toEqual({ result: 'pwemty' });
    expect((await client.get('/rest/info/init')).body.user.passwordInvalid).toBe(true);
  });

  it('refuses malformed and forged hashes', async () => {
    const oneSegment = await portal.client().post('/rest/info/login', { hash: 'abc' });
    expect(oneSegment.status).toBe(400);
    expect(oneSegment.body.fields.hash).toEqual(['exception.hashinvalid']);
    const fourSegments = await portal.client().post('/rest/info/login', { hash: 'a.b.c.d' });
    expect(fourSegments.status).toBe(400);
    const [id] = (await loginHash('betreiber', 'login')).split('.');
    const forged = await portal.client().post('/rest/info/login', { hash: `${id}.wrongsecret` });
    expect(forged.status).toBe(401);
  });
});

describe('logout', () => {
  it('GET /rest/info/logout ends the session', async () => {
    const client = await portal.loggedIn('betreiber');
    const stolenCookie = client.cookieHeader;
    const answer = await client.get('/rest/info/logout');
    expect(answer.status).toBe(200);
    expect((await client.get('/rest/info/init')).body.loggedIn).toBe(false);
    // The old cookie is worthless: the session row is gone.
    const replay = await portal.client().get('/rest/info/init', { cookie: stolenCookie });
    expect(replay.body.loggedIn).toBe(false);
  });

  it.each([
    ['/hzatool?year=2025', '/hzatool?year=2025'],
    [undefined, '/'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    // Dot segments and backslashes that resolve to '//host' (protocol-relative) stay on this origin.
    ['/.//evil.example', '/evil.example'],
    ['/..//evil.example', '/evil.example'],
    ['/./\\evil.example', '/evil.example'],
    ['/a/..//evil.example/x?y=1', '/evil.example/x?y=1'],
  ])('GET /logout?returnUrl=%s redirects to %s', async (returnUrl, location) => {
    const client = await portal.loggedIn('betreiber');
    const query = returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`;
    const answer = await client.get(`/logout${query}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(location);
    expect((await client.get('/rest/info/init')).body.loggedIn).toBe(false);
  });

  it('follows an absolute returnUrl on the own origin', async () => {
    const answer = await portal
      .client()
      .get(`/logout?returnUrl=${encodeURIComponent(`${portal.url}/usersettings`)}`);
    expect(answer.headers.get('location')).toBe('/usersettings');
  });
});

describe('cross-site requests', () => {
  it('refuses state-changing calls from another origin and allows the own origin', async () => {
    const client = await portal.loggedIn('betreiber');
    const foreign = await client.post('/rest/info/partners', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.key).toBe('exception.csrf');
    const foreignReferer = await client.post(
      '/rest/info/partners',
      {},
      { referer: 'https://evil.example/page' },
    );
    expect(foreignReferer.status).toBe(403);
    const own = await client.post('/rest/info/partners', {}, { origin: portal.url });
    expect(own.status).toBe(200);
  });

  it('believes Sec-Fetch-Site, which a page cannot suppress, over a missing Origin and Referer', async () => {
    const client = await portal.loggedIn('betreiber');
    for (const site of ['cross-site', 'same-site']) {
      const answer = await client.post('/rest/info/partners', {}, { 'sec-fetch-site': site });
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('exception.csrf');
    }
    for (const site of ['same-origin', 'none'])
      expect((await client.post('/rest/info/partners', {}, { 'sec-fetch-site': site })).status).toBe(200);
  });

  const stateChangingGets = Object.entries(endpoints).filter(
    ([, endpoint]) => endpoint.method === 'get' && 'changesState' in endpoint,
  );

  it('marks the state-changing GETs in the contracts', () => {
    expect(stateChangingGets.map(([name]) => name).sort()).toEqual(
      [
        'adminEndImpersonation',
        'adminImpersonate',
        'canipConnect',
        'canipDisconnect',
        'logout',
        'logoutRedirect',
        'shopBlacklist',
        'shopDeblacklist',
      ].sort(),
    );
  });

  it.each(stateChangingGets)('refuses %s from another site', async (_name, endpoint: Endpoint) => {
    const client = await portal.loggedIn('admin');
    const path = endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
    const url = path.replace('{login}', 'betreiber').replace('{sn}', '1234567890');
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const answer = await client.get(url, headers);
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('exception.csrf');
    }
    // Nothing happened: still logged in as the admin.
    expect((await client.get('/rest/info/init')).body.user.data.login).toBe('admin');
  });

  it('lets the own pages impersonate and navigate to logout', async () => {
    const client = await portal.loggedIn('admin');
    const own = { 'sec-fetch-site': 'same-origin', referer: `${portal.url}/` };
    expect((await client.get('/rest/admin/impersonate/betreiber', own)).status).toBe(200);
    expect((await client.get('/rest/info/init')).body.user.data.login).toBe('betreiber');
    expect((await client.get('/rest/admin/unimpersonate', own)).status).toBe(200);
    expect((await client.get('/logout?returnUrl=/', { 'sec-fetch-site': 'none' })).status).toBe(302);
  });
});

describe('legacy operators (betreiberold)', () => {
  const open = Object.entries(endpoints).filter(([, endpoint]) => 'openToLegacy' in endpoint);
  const closed = Object.entries(endpoints).filter(([, endpoint]) => !('openToLegacy' in endpoint));

  // The install's custom CSS styles every page, the login and /migrate pages too.
  it("may use only init, login (also by single sign-on), logout, migrate, language and the install's stylesheet (and return from impersonation)", () => {
    expect(open.map(([name]) => name).sort()).toEqual(
      [
        'adminEndImpersonation',
        'docs',
        'health',
        'init',
        'language',
        'login',
        'logout',
        'logoutRedirect',
        'migrate',
        'saml2Acs',
        'saml2Login',
        'saml2Logout',
        'saml2Metadata',
        'stylesheetCustom',
      ].sort(),
    );
  });

  it.each(closed)('are refused %s with exception.migrationrequired', async (_name, endpoint: Endpoint) => {
    const client = await portal.loggedIn('betreiberold');
    const path = endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
    const url = path.replace(/\{\w+\}/g, '1234567890');
    const answer = await client.request(endpoint.method.toUpperCase(), url, endpoint.body ? {} : undefined);
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.migrationrequired');
    expect(answer.body.message).toBe('Bitte übernehmen Sie zuerst Ihren Zugang (Migration).');
  });

  it('reach the calls of the migration page', async () => {
    const client = await portal.loggedIn('betreiberold');
    expect((await client.get('/rest/info/init')).body.user.data.login).toBe('betreiberold');
    expect((await client.post('/rest/info/language', { language: 'de-de' })).status).toBe(200);
    // Validation, not the migration rule, answers an empty form.
    expect((await client.post('/rest/info/migrate', {})).status).toBe(400);
    expect((await client.get('/rest/info/logout')).status).toBe(200);
  });
});

describe('platform calls', () => {
  it('GET /rest/health checks the database and names the instance that answered', async () => {
    const answer = await portal.client().get('/rest/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      database: 'ok',
      version: '0.1.0',
      instance: portal.app.get<AppConfig>(APP_CONFIG).instanceId,
    });
  });

  it('GET /rest/docs lists every endpoint of the contracts', async () => {
    const { status, body } = await portal.client().get('/rest/docs');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      const path = endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
      expect(body.paths[path]?.[endpoint.method]).toBeDefined();
    }
    expect(
      body.paths['/rest/info/login'].post.requestBody.content['application/json'].schema.anyOf,
    ).toHaveLength(2);
  });

  it('compresses answers for clients that accept gzip, at the fastest level', async () => {
    const answer = await portal.client().get('/rest/info/init', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.body.app.portalName).toBe('Dachs Portal');
    // Answers are made per request, so gzip runs at its fastest level: the gzip header says so
    // in its extra-flags byte (4 = fastest; the default level writes 0).
    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(`${portal.url}/rest/info/init`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect([raw[0], raw[1], raw[8]]).toEqual([0x1f, 0x8b, 4]);
  });

  it('answers unknown paths with the error shape in the caller language', async () => {
    const german = await portal.client().get('/rest/does-not-exist');
    expect(german.status).toBe(404);
    expect(german.body).toEqual({ status: 404, key: 'exception.notfound', message: 'Nicht gefunden.' });
    const english = await portal
      .client()
      .get('/rest/does-not-exist', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(english.body.message).toBe('Not found.');
  });
});

describe('POST /rest/info/language', () => {
  it('saves the language on the user, so init answers in it from then on', async () => {
    const client = await portal.loggedIn('subpartner');
    const saved = await client.post('/rest/info/language', { language: 'en-gb' });
    expect(saved.status).toBe(200);
    expect((await client.get('/rest/info/init')).body.user.language).toBe('en-gb');
    const fresh = await portal.loggedIn('subpartner');
    expect((await fresh.get('/rest/info/init')).body.user.language).toBe('en-gb');
    // Error messages follow the user's language.
    const invalid = await fresh.post('/rest/info/language', { language: 'fr-fr' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ language: ['validation.invalid'] });
    expect(invalid.body.message).toBe('The input is invalid.');
  });

  it('requires a login', async () => {
    const answer = await portal.client().post('/rest/info/language', { language: 'de-de' });
    expect(answer.status).toBe(401);
  });
});

describe('rolling session expiry', () => {
  it('writes a moved expiry once it moved by a minute, not on every request', async () => {
    const store = portal.app.get(DatabaseSessionStore);
    const sid = 'rolling-expiry-test';
    const data = (expires: number) =>
      ({ cookie: { expires: new Date(expires), originalMaxAge: 3_600_000 } }) as unknown as SessionData;
    const stored = async () => {
      const [row] = await portal.db.select().from(sessions).where(eq(sessions.sid, sid));
      return row!.expire.getTime();
    };
    const call = (run: (done: (error?: unknown) => void) => void) =>
      new Promise<void>((resolve, reject) =>
        run((error) =>
          error ? reject(error instanceof Error ? error : new Error('session store failed')) : resolve(),
        ),
      );
    const start = Date.now() + 3_600_000;
    await call((done) => store.set(sid, data(start), done));
    await call((done) => store.touch(sid, data(start + 30_000), done));
    expect(await stored()).toBe(start);
    await call((done) => store.touch(sid, data(start + 61_000), done));
    expect(await stored()).toBe(start + 61_000);
    await call((done) => store.destroy(sid, done));
  });
});
