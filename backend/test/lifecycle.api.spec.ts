import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/config.js';
import {
  Client,
  type Portal,
  demoPassword,
  dropServerDatabase,
  freshServerDatabase,
  startPortal,
} from './harness.js';
import { type BackendProcess, startBackendProcess } from './process.js';

describe('restarting the backend process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  let databaseUrl: string | undefined;
  let backend: BackendProcess | undefined;
  afterAll(async () => {
    await backend?.stop();
    if (databaseUrl) await dropServerDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps sessions, the generated secret and the data, and shuts down gracefully', async () => {
    databaseUrl = await freshServerDatabase();
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    backend = await startBackendProcess(env);
    const client = new Client(backend.url);
    expect((await client.login('partner')).status).toBe(200);
    const secret = readFileSync(join(dataDir, 'session-secret'), 'utf8');
    expect(backend.output()).toMatch(/Seeded \d+ users/);
    expect(await backend.stop()).toBe(0);
    expect(backend.output()).toMatch(/SIGTERM received, shutting down[\s\S]*Stopped/);

    backend = await startBackendProcess(env);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    const answer = await new Client(backend.url).get('/rest/info/init', { cookie: client.cookieHeader });
    expect(answer.body.loggedIn).toBe(true);
    expect(answer.body.user.data.login).toBe('partner');
    // An existing database is not seeded again.
    expect(backend.output()).not.toMatch(/Seeded/);
  });
});

describe('behind a TLS-terminating proxy', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => portal.destroy());

  it('marks the session cookie Secure for https requests only', async () => {
    const https = await portal
      .client()
      .post(
        '/rest/info/login',
        { user: 'betreiber', password: demoPassword },
        { 'x-forwarded-proto': 'https' },
      );
    expect(https.status).toBe(200);
    expect(https.headers.getSetCookie().join(';')).toMatch(/;\s*Secure/i);
    const plain = await portal.client().login('betreiber');
    expect(plain.headers.getSetCookie().join(';')).not.toMatch(/;\s*Secure/i);
  });

  it('sends HSTS for https requests only', async () => {
    const https = await portal.client().get('/rest/info/init', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await portal.client().get('/rest/info/init');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      port: 8080,
      brand: 'dachs',
      skin: 'dachs',
      seedDemo: false,
      demoPassword: 'portal-demo-1',
      databaseUrl: undefined,
      serverName: '',
      portalName: 'Dachs Portal',
      webName: 'DachsWEB',
      portalMarker: '',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names the portal and its web access after the skin it shows unless told otherwise', () => {
    const named = (env: Record<string, string>) => {
      const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env });
      return [config.serverName, config.portalName, config.webName];
    };
    expect(named({ SKIN: 'remeha' })).toEqual(['', 'Remeha Portal', 'Remeha Web']);
    expect(named({ BRAND: 'broetje' })).toEqual(['', 'Brötje Portal', 'Brötje Web']);
    expect(named({ SKIN: 'none' })).toEqual(['', 'Unit Portal', 'Unit Web']);
    expect(named({ SKIN: 'remeha', SERVER_NAME: 'Heizung Nord' })).toEqual([
      'Heizung Nord',
      'Remeha Portal',
      'Remeha Web',
    ]);
    expect(named({ PORTAL_NAME: 'Flottenportal', WEB_NAME: 'Anlage online' })).toEqual([
      '',
      'Flottenportal',
      'Anlage online',
    ]);
  });

  it('fails fast with every invalid variable named', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        BRAND: 'Dachs!',
        SESSION_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*BRAND/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});

describe('an app started after another in the same process', () => {
  it('reads the session user from its own database once the first is shut down', async () => {
    // Passport's serializers are process-wide: the first app's must step aside, not query its
    // closed database (a 500 on every request with a session).
    const first = await startPortal();
    const client = await first.loggedIn('partner');
    await first.stop();
    const second = await startPortal({ reuse: first });
    try {
      const init = await new Client(second.url).get('/rest/info/init', { cookie: client.cookieHeader });
      expect(init.status).toBe(200);
      expect(init.body).toMatchObject({ loggedIn: true, user: { data: { login: 'partner' } } });
    } finally {
      await second.destroy();
    }
  });
});
