import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../src/config/config.js';
import { type Portal, startPortal } from './harness.js';

/** A fake WEB_ROOT: the shell, one remote (mf-units), one skin (dachs) and the generic documents. */
const webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
const files: Record<string, string> = {
  'shell/dist/index.html': '<!doctype html><title>shell</title><div id="root"></div>',
  'shell/dist/main.js': 'console.log("shell");',
  'shell/dist/vendor.1234abcd.js': 'console.log("vendor");',
  'shell/public/docs/hilfe_de.html': '<h2>Hilfe</h2>',
  'mf-units/dist/mf-manifest.json': '{"name":"mf_units"}',
  'mf-units/dist/remoteEntry.js': 'var mf_units;',
  'mf-units/dist/__federation_expose_routes.89abcdef.js': 'export {};',
  'skins/dachs/dist/mf-manifest.json': '{"name":"skin_dachs"}',
  'skins/dachs/dist/docs/hilfe_de.html': '<h2>Dachs Hilfe</h2>',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
}

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({ env: { WEB_ROOT: webRoot } });
});
afterAll(async () => {
  await portal.destroy();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the shell', () => {
  it.each(['/', '/1234567890/dashboard', '/charts'])(
    'answers %s with index.html, never cached',
    async (path) => {
      const answer = await portal.client().get(path, page);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(files['shell/dist/index.html']);
      expect(answer.headers.get('cache-control')).toBe(noCache);
    },
  );

  it('keeps API answers JSON for unknown /rest paths, even for a page request', async () => {
    const answer = await portal.client().get('/rest/unknown', page);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, key: 'exception.notfound' });
  });

  it('answers a deep link that does not ask for HTML with a 404', async () => {
    const answer = await portal.client().get('/1234567890/dashboard', { accept: '*/*' });
    expect(answer.status).toBe(404);
  });

  it('revalidates the unhashed entry and caches hashed chunks for a year', async () => {
    const entry = await portal.client().get('/main.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe(noCache);
    const chunk = await portal.client().get('/vendor.1234abcd.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(immutable);
  });
});

describe('remotes and skins', () => {
  it('serves a remote manifest and remoteEntry.js uncached, its exposed chunk immutable', async () => {
    const manifest = await portal.client().get('/mf/units/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ name: 'mf_units' });
    expect(manifest.headers.get('cache-control')).toBe(noCache);
    const entry = await portal.client().get('/mf/units/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe(noCache);
    const chunk = await portal.client().get('/mf/units/__federation_expose_routes.89abcdef.js');
    expect(chunk.headers.get('cache-control')).toBe(immutable);
  });

  it('answers a remote that is not built with 404, not with the shell', async () => {
    const answer = await portal.client().get('/mf/shop/mf-manifest.json', page);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toBe(files['shell/dist/index.html']);
  });

  it('serves skin documents, the generic ones, and 404 for a skin without its own', async () => {
    const skin = await portal.client().get('/skins/dachs/docs/hilfe_de.html');
    expect(skin.status).toBe(200);
    expect(skin.body).toBe('<h2>Dachs Hilfe</h2>');
    expect((await portal.client().get('/skins/remeha/docs/hilfe_de.html', page)).status).toBe(404);
    const generic = await portal.client().get('/docs/hilfe_de.html');
    expect(generic.status).toBe(200);
    expect(generic.body).toBe('<h2>Hilfe</h2>');
  });
});

describe('security headers', () => {
  const expectSecure = (headers: Headers) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('same-origin');
  };

  it.each([
    ['the shell', '/'],
    ['a deep link', '/1234567890/dashboard'],
    ['a bundle', '/main.js'],
    ['a remote', '/mf/units/remoteEntry.js'],
    ['a skin document', '/skins/dachs/docs/hilfe_de.html'],
    ['an API answer', '/rest/info/init'],
    ['an API error', '/rest/unknown'],
    ['the logout redirect', '/logout'],
  ])('are on %s', async (_what, path) => {
    expectSecure((await portal.client().get(path, page)).headers);
  });

  it('send no HSTS over plain HTTP, whatever an untrusted proxy header says', async () => {
    const answer = await portal.client().get('/rest/info/init', { 'x-forwarded-proto': 'https' });
    // TRUST_PROXY is off here: the forwarded protocol is not believed, so no HSTS over plain HTTP.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('init app.remotes and the skin entry', () => {
  it('points at the served manifests by default', async () => {
    const { body } = await portal.client().get('/rest/info/init');
    expect(body.app.remotes).toEqual({
      mf_units: '/mf/units/mf-manifest.json',
      mf_dashboard: '/mf/dashboard/mf-manifest.json',
      mf_hzatool: '/mf/hzatool/mf-manifest.json',
      mf_shop: '/mf/shop/mf-manifest.json',
    });
    expect(body.app.skinEntry).toBe('/skins/dachs/mf-manifest.json');
    expect(body.app.skinFallbackEntry).toBe('/skins/none/mf-manifest.json');
  });

  it('takes a remote URL from the environment and falls back to the neutral skin', async () => {
    await portal.stop();
    portal = await startPortal({
      reuse: portal,
      env: {
        WEB_ROOT: webRoot,
        REMOTE_MF_HZATOOL_URL: 'https://cdn.example.com/hzatool/mf-manifest.json',
        SKIN: 'unknownskin',
      },
    });
    const { body } = await portal.client().get('/rest/info/init');
    expect(body.app.remotes.mf_hzatool).toBe('https://cdn.example.com/hzatool/mf-manifest.json');
    expect(body.app.remotes.mf_units).toBe('/mf/units/mf-manifest.json');
    expect(body.app.skin).toBe('unknownskin');
    expect(body.app.skinEntry).toBe('/skins/none/mf-manifest.json');
    // The remote on another origin may load its scripts and styles under the CSP.
    const csp = (await portal.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com(;|$)/);
  });

  it('refuses a remote URL that is neither http(s) nor a path', () => {
    expect(() => loadConfig({ DATA_DIR: portal.dataDir, REMOTE_MF_SHOP_URL: 'shop.js' })).toThrow(
      /REMOTE_MF_SHOP_URL: must be an http\(s\) URL or a path/,
    );
  });
});
