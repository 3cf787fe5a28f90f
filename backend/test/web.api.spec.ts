import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { jest } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { InitService } from '../src/info/init.service.js';
import { RateLimitGate } from '../src/rate-limits/rate-limit.gate.js';
import { type Client, type Portal, startPortal } from './harness.js';

/** A module-federation manifest as the builds write it: the entry and one exposed module's files. */
const manifest = (name: string, publicPath: string, expose: string, js: string[], css: string[] = []) =>
  JSON.stringify({
    id: name,
    name,
    metaData: { name, publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [],
    exposes: [
      {
        id: `${name}:${expose}`,
        name: expose,
        path: `./${expose}`,
        assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } },
      },
    ],
  });

/** A fake WEB_ROOT: the shell, one remote (mf-units), one skin (dachs) and the generic documents. */
const webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
const shellPage =
  '<!doctype html><html><head><title>shell</title><script defer src="/main.js"></script>' +
  '<link rel="preload" as="script" href="/vendor.1234abcd.js"></head><body><div id="root"></div></body></html>';
const unitsManifest = manifest(
  'mf_units',
  '/mf/units/',
  'routes',
  ['__federation_expose_routes.89abcdef.js'],
  ['12.0badc0de.css'],
);
/** The fleet remote: its routes (/alarms) and the header's alarm bell, exposed both. */
const fleetManifest = JSON.stringify({
  ...JSON.parse(manifest('mf_fleet', '/mf/fleet/', 'routes', ['__federation_expose_routes.0f1e2d3c.js'])),
  exposes: ['routes', 'alarm-bell'].map((expose) => ({
    id: `mf_fleet:${expose}`,
    name: expose,
    path: `./${expose}`,
    assets: {
      js: { sync: [`__federation_expose_${expose}.0f1e2d3c.js`], async: [] },
      css: { sync: [], async: [] },
    },
  })),
});
const files: Record<string, string> = {
  'shell/dist/index.html': shellPage,
  'shell/dist/main.js': 'console.log("shell");',
  'shell/dist/vendor.1234abcd.js': 'console.log("vendor");',
  'shell/public/docs/hilfe_de.html': '<h2>Hilfe</h2>',
  'mf-units/dist/mf-manifest.json': unitsManifest,
  'mf-units/dist/remoteEntry.js': 'var mf_units;',
  'mf-units/dist/__federation_expose_routes.89abcdef.js': 'export {};',
  'mf-fleet/dist/mf-manifest.json': fleetManifest,
  'skins/dachs/dist/mf-manifest.json': manifest('skin_dachs', '/skins/dachs/', 'theme', [
    '__federation_expose_theme.4211b587.js',
  ]),
  'skins/dachs/dist/docs/hilfe_de.html': '<h2>Dachs Hilfe</h2>',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
}
// The build's compressed twins of a chunk, each with a text of its own: the answer shows which file
// was sent (a per-request compression of the chunk itself would read 'vendor').
const twin = (encoding: string) => `console.log("vendor, the ${encoding} twin");`;
writeFileSync(join(webRoot, 'shell/dist/vendor.1234abcd.js.br'), brotliCompressSync(twin('br')));
writeFileSync(join(webRoot, 'shell/dist/vendor.1234abcd.js.gz'), gzipSync(twin('gzip')));

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const noCache = 'no-cache';
const privatePage = 'private, no-cache';
const immutable = 'public, max-age=31536000, immutable';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({ env: { WEB_ROOT: webRoot } });
});
afterAll(async () => {
  await portal.destroy();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The preload links of a page, as `as href` in document order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]*)"/g)].map(([, as, href]) => `${as} ${href}`);

const sessionCookie = { cookie: 'portal.sid=s%3Aanything' };

describe('the shell', () => {
  it.each(['/', '/1234567890/dashboard', '/charts'])(
    'answers %s with the shell page, never cached nor shared',
    async (path) => {
      const answer = await portal.client().get(path, page);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.headers.get('cache-control')).toBe(privatePage);
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
    },
  );

  it("names init and the skin before a login: the answers before the build's chunks, the files after", async () => {
    const { body } = await portal.client().get('/login', page);
    expect(preloads(body)).toEqual([
      'fetch /rest/info/init',
      'fetch /skins/dachs/mf-manifest.json',
      'script /vendor.1234abcd.js',
      'script /skins/dachs/remoteEntry.js',
      'script /skins/dachs/__federation_expose_theme.4211b587.js',
    ]);
    // The page's entry is asked for first; fetches carry the page's cookies (same origin).
    expect(body.indexOf('/main.js')).toBeLessThan(body.indexOf('rel="preload"'));
    expect(body).toContain('<link rel="preload" as="fetch" href="/rest/info/init" crossorigin>');
  });

  it("names the page's remote with a session, and a unit page's unit", async () => {
    const start = await portal.client().get('/', { ...page, ...sessionCookie });
    expect(preloads(start.body)).toEqual([
      'fetch /rest/info/init',
      'fetch /skins/dachs/mf-manifest.json',
      'fetch /mf/units/mf-manifest.json',
      'fetch /mf/fleet/mf-manifest.json',
      'script /vendor.1234abcd.js',
      'script /skins/dachs/remoteEntry.js',
      'script /skins/dachs/__federation_expose_theme.4211b587.js',
      'script /mf/units/remoteEntry.js',
      'style /mf/units/12.0badc0de.css',
      'script /mf/units/__federation_expose_routes.89abcdef.js',
      // The header's alarm bell, on every page of the frame, after the page's own files.
      'script /mf/fleet/remoteEntry.js',
      'script /mf/fleet/__federation_expose_alarm-bell.0f1e2d3c.js',
    ]);
    // The alarms page is the bell's remote: its manifest and entry are named once.
    const alarms = preloads((await portal.client().get('/alarms', { ...page, ...sessionCookie })).body);
    expect(alarms.filter((hint) => hint.includes('/mf/fleet/'))).toEqual([
      'fetch /mf/fleet/mf-manifest.json',
      'script /mf/fleet/remoteEntry.js',
      'script /mf/fleet/__federation_expose_routes.0f1e2d3c.js',
      'script /mf/fleet/__federation_expose_alarm-bell.0f1e2d3c.js',
    ]);
    // mf-dashboard is not built here: its unit is still named, its files are not.
    const unit = await portal.client().get('/52%2042/dashboard', { ...page, ...sessionCookie });
    expect(preloads(unit.body).filter((hint) => hint.startsWith('fetch'))).toEqual([
      'fetch /rest/info/init',
      'fetch /rest/canip/52%2042',
      'fetch /skins/dachs/mf-manifest.json',
      'fetch /mf/fleet/mf-manifest.json',
    ]);
    // Without a session nothing of a remote, nor a unit.
    expect(preloads((await portal.client().get('/52%2042/dashboard', page)).body)).not.toContain(
      'fetch /rest/canip/52%2042',
    );
  });

  it('writes a path into the page only encoded', async () => {
    const { status, body } = await portal.client().get('/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/errors', {
      ...page,
      ...sessionCookie,
    });
    expect(status).toBe(200);
    expect(body).not.toContain('<script>alert');
    expect(preloads(body)).toContain('fetch /rest/canip/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  });

  it("draws the login form into a logged-out page with the shell's server module, before the hidden root", async () => {
    // A stand-in for the shell's module: it draws what it was given, to show what the backend passes.
    const renderer = `exports.renderLoginPage = (request) => request.pathname === '/loggedout' ? undefined : {
      html: '<div id="login-entry">' + JSON.stringify({ app: request.app, theme: request.theme, pathname: request.pathname,
        search: request.search, cookie: request.cookie }).replace(/</g, '&lt;') + '</div><p>Preis: 5 $&amp; $\\' $1</p>',
      lang: request.cookie && request.cookie.includes('portal.language=en-gb') ? 'en-GB' : 'de-DE' };`;
    const early = {
      'shell/dist-server/login-page.json': '{"file":"login-page.0123abcd.cjs"}',
      'shell/dist-server/login-page.0123abcd.cjs': renderer,
      'skins/dachs/dist/theme.css': 'html:root{--bs-primary:#c8102e}',
      'skins/dachs/dist/theme.json': '{"name":"dachs","label":"Dachs"}',
    };
    const styled = shellPage
      .replace('<html>', '<html lang="de">')
      .replace('</head>', '<link rel="preload" as="style" href="/startup.5678abcd.css"></head>');
    try {
      for (const [path, content] of Object.entries({ ...early, 'shell/dist/index.html': styled })) {
        mkdirSync(dirname(join(webRoot, path)), { recursive: true });
        writeFileSync(join(webRoot, path), content);
        utimesSync(join(webRoot, path), new Date(), new Date(Date.now() + 60_000));
      }
      const { body } = await portal
        .client()
        .get('/login?password', { ...page, cookie: 'portal.language=en-gb' });
      // The form before the app's root, which stays hidden until the app takes the form over.
      expect(body).toMatch(/<div id="login-entry">[^]*<\/div><p>[^]*<\/p><div id="root" hidden><\/div>/);
      expect(body).toContain('<html lang="en-GB" data-skin="dachs">');
      // The form's texts as drawn, also where they hold what String.replace reads as a pattern.
      expect(body).toContain('<p>Preis: 5 $&amp; $\' $1</p><div id="root" hidden></div>');
      const drawnFrom = JSON.parse(/<div id="login-entry">(.*?)<\/div>/.exec(body)?.[1] ?? '{}') as unknown;
      const init = await portal.client().get<{ app: unknown }>('/rest/info/init');
      expect(drawnFrom).toEqual({
        app: init.body.app,
        theme: { name: 'dachs', label: 'Dachs' },
        pathname: '/login',
        search: '?password',
        cookie: 'portal.language=en-gb',
      });
      // The stylesheets first, then the app's entry, which runs as soon as it is in, and its files.
      expect(body).toContain(
        '<link rel="stylesheet" href="/startup.5678abcd.css"><link rel="stylesheet" href="/skins/dachs/theme.css">' +
          '<script async src="/main.js"></script>',
      );
      expect(preloads(body)).toEqual([
        'fetch /rest/info/init',
        'fetch /skins/dachs/mf-manifest.json',
        'script /vendor.1234abcd.js',
        'script /skins/dachs/remoteEntry.js',
        'script /skins/dachs/__federation_expose_theme.4211b587.js',
      ]);
      // The form shows in its final look: the build's styles and the skin's variables apply.
      expect(body).not.toContain('as="style"');
      const appPage = (html: string) => {
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('login-entry');
      };
      // With a session cookie, and where the module draws nothing, the page is the app's.
      appPage((await portal.client().get('/login', { ...page, ...sessionCookie })).body);
      appPage((await portal.client().get('/loggedout', page)).body);
      // Without init's app part (the database unreachable) the page is the app's, which says so.
      jest.spyOn(portal.app.get(InitService), 'app').mockRejectedValueOnce(new Error('database unreachable'));
      const withoutInit = await portal.client().get('/login', page);
      expect(withoutInit.status).toBe(200);
      appPage(withoutInit.body);
      // A module that fails, or a skin build without theme.json, leaves the form to the app.
      writeFileSync(
        join(webRoot, 'shell/dist-server/login-page.0badc0de.cjs'),
        'throw new Error("broken build")',
      );
      writeFileSync(join(webRoot, 'shell/dist-server/login-page.json'), '{"file":"login-page.0badc0de.cjs"}');
      utimesSync(
        join(webRoot, 'shell/dist-server/login-page.json'),
        new Date(),
        new Date(Date.now() + 90_000),
      );
      const broken = await portal.client().get('/login', page);
      expect(broken.status).toBe(200);
      appPage(broken.body);
      writeFileSync(join(webRoot, 'shell/dist-server/login-page.json'), '{"file":"login-page.0123abcd.cjs"}');
      utimesSync(
        join(webRoot, 'shell/dist-server/login-page.json'),
        new Date(),
        new Date(Date.now() + 100_000),
      );
      expect((await portal.client().get('/login', page)).body).toContain('login-entry');
      rmSync(join(webRoot, 'skins/dachs/dist/theme.json'));
      appPage((await portal.client().get('/login', page)).body);
    } finally {
      rmSync(join(webRoot, 'shell/dist-server'), { recursive: true, force: true });
      for (const path of Object.keys(early)) rmSync(join(webRoot, path), { force: true });
      writeFileSync(join(webRoot, 'shell/dist/index.html'), shellPage);
      utimesSync(join(webRoot, 'shell/dist/index.html'), new Date(), new Date(Date.now() + 120_000));
    }
  });

  it("draws a logged-in page's frame with the shell's server module from the session's init", async () => {
    // A stand-in for the shell's module: it draws what it was given, to show what the backend passes.
    const renderer = `exports.renderFrame = (request) => request.pathname === '/fleet' ? undefined : {
      html: '<div id="frame-entry">' + JSON.stringify({ init: request.init, theme: request.theme, pathname: request.pathname,
        search: request.search, screen: /portal\\.screen=(\\w+)/.exec(request.cookie)[1] }).replace(/</g, '&lt;') + '</div>',
      lang: request.init.user.language === 'en-gb' ? 'en-GB' : 'de-DE' };`;
    const early = {
      'shell/dist-server/portal-frame.json': '{"file":"portal-frame.0123abcd.cjs"}',
      'shell/dist-server/portal-frame.0123abcd.cjs': renderer,
      'skins/dachs/dist/theme.css': 'html:root{--bs-primary:#c8102e}',
      'skins/dachs/dist/theme.json': '{"name":"dachs","label":"Dachs"}',
    };
    // The client's own cookies (its session) and the screen's size class the app mirrors.
    const screen = (client: Client) => ({ ...page, cookie: `${client.cookieHeader}; portal.screen=small` });
    try {
      for (const [path, content] of Object.entries(early)) {
        mkdirSync(dirname(join(webRoot, path)), { recursive: true });
        writeFileSync(join(webRoot, path), content);
      }
      // The page as the app draws it (a boolean each: a failing look does not print init whole).
      const appPage = (html: string) =>
        expect([html.includes('<div id="root"></div>'), html.includes('frame-entry')]).toEqual([true, false]);
      const operator = await portal.loggedIn('betreiber');
      const { body } = await operator.get('/charts?range=week', screen(operator));
      // The frame before the app's root, which stays hidden until the app's frame takes it over.
      expect(body).toMatch(/<div id="frame-entry">[^<]*<\/div><div id="root" hidden><\/div>/);
      expect(body).toContain('<html lang="de-DE" data-skin="dachs">');
      expect(body).toContain(
        '<link rel="stylesheet" href="/skins/dachs/theme.css"><script async src="/main.js"></script>',
      );
      const drawnFrom = JSON.parse(/<div id="frame-entry">(.*?)<\/div>/.exec(body)?.[1] ?? '{}') as unknown;
      // init as the session's own call answers it.
      const init = (await operator.get('/rest/info/init')).body as unknown;
      expect(drawnFrom).toEqual({
        init,
        theme: { name: 'dachs', label: 'Dachs' },
        pathname: '/charts',
        search: '?range=week',
        screen: 'small',
      });
      // No init (and no wait for it) where no frame is drawn: a unit's page, the shell's own pages,
      // a screen the app has not mirrored yet.
      const asked = jest.spyOn(portal.app.get(InitService), 'init');
      appPage((await operator.get('/1234567890/dashboard', screen(operator))).body);
      appPage((await operator.get('/usersettings', screen(operator))).body);
      appPage((await operator.get('/charts', { ...page, cookie: operator.cookieHeader })).body);
      expect(asked).not.toHaveBeenCalled();
      asked.mockRestore();
      // A cookie of no session, a page the module does not draw, and a logged-out page: the app's.
      appPage(
        (
          await portal
            .client()
            .get('/charts', { ...page, cookie: 'portal.sid=s%3Aanything; portal.screen=small' })
        ).body,
      );
      appPage((await operator.get('/fleet', screen(operator))).body);
      expect((await operator.get('/rest/info/logout')).status).toBe(200);
      appPage((await operator.get('/charts', screen(operator))).body);
      // Without init (the database unreachable) or over the caller's budget, the page is the app's.
      const admin = await portal.loggedIn('admin');
      expect((await admin.get('/', screen(admin))).body.includes('frame-entry')).toBe(true);
      jest
        .spyOn(portal.app.get(InitService), 'init')
        .mockRejectedValueOnce(new Error('database unreachable'));
      const withoutInit = await admin.get('/', screen(admin));
      expect(withoutInit.status).toBe(200);
      appPage(withoutInit.body);
      jest.spyOn(portal.app.get(RateLimitGate), 'allows').mockResolvedValueOnce(false);
      appPage((await admin.get('/', screen(admin))).body);
      expect((await admin.get('/', screen(admin))).body.includes('frame-entry')).toBe(true);
    } finally {
      rmSync(join(webRoot, 'shell/dist-server'), { recursive: true, force: true });
      for (const path of Object.keys(early)) rmSync(join(webRoot, path), { force: true });
    }
  });

  it('follows a new build of a remote without a restart, and does without a manifest it cannot read', async () => {
    const manifestFile = join(webRoot, 'mf-units/dist/mf-manifest.json');
    try {
      writeFileSync(
        manifestFile,
        manifest('mf_units', '/mf/units/', 'routes', ['__federation_expose_routes.feedbeef.js']),
      );
      // A later modification time than the first build's, whatever the file system's resolution.
      utimesSync(manifestFile, new Date(), new Date(Date.now() + 60_000));
      const rebuilt = await portal.client().get('/', { ...page, ...sessionCookie });
      expect(preloads(rebuilt.body)).toContain('script /mf/units/__federation_expose_routes.feedbeef.js');
      writeFileSync(manifestFile, '{"not": "a manifest"');
      utimesSync(manifestFile, new Date(), new Date(Date.now() + 120_000));
      const broken = await portal.client().get('/', { ...page, ...sessionCookie });
      expect(broken.status).toBe(200);
      expect(preloads(broken.body).filter((hint) => hint.includes('/mf/units/'))).toEqual([]);
    } finally {
      writeFileSync(manifestFile, unitsManifest);
      utimesSync(manifestFile, new Date(), new Date(Date.now() + 180_000));
    }
  });

  it('answers the start page whatever the request accepts', async () => {
    const answer = await portal.client().get('/', { accept: '*/*' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
  });

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

describe("the build's compressed twins", () => {
  it('sends the brotli twin to a browser that takes it, with the type and caching of the file itself', async () => {
    const chunk = await portal
      .client()
      .get('/vendor.1234abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(chunk.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(chunk.headers.get('cache-control')).toBe(immutable);
    expect(chunk.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(chunk.body).toBe(twin('br'));
  });

  it('sends the gzip twin to a client without brotli, and the file itself to one without either', async () => {
    const gzip = await portal.client().get('/vendor.1234abcd.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toBe(twin('gzip'));
    const plain = await portal.client().get('/vendor.1234abcd.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(files['shell/dist/vendor.1234abcd.js']);
  });

  it('answers a path that is not valid percent-encoding or holds a NUL byte with 404', async () => {
    expect((await portal.client().get('/vendor.%E0%A4%A.js')).status).toBe(404);
    expect((await portal.client().get('/mf/units/%00.js')).status).toBe(404);
  });
});

describe('remotes and skins', () => {
  it('serves a remote manifest and remoteEntry.js uncached, its exposed chunk immutable', async () => {
    const manifest = await portal.client().get('/mf/units/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual(JSON.parse(unitsManifest));
    expect(manifest.headers.get('cache-control')).toBe(noCache);
    const entry = await portal.client().get('/mf/units/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe(noCache);
    const chunk = await portal.client().get('/mf/units/__federation_expose_routes.89abcdef.js');
    expect(chunk.headers.get('cache-control')).toBe(immutable);
  });

  it.each(['/mf/shop/mf-manifest.json', '/mf/device/remoteEntry.js'])(
    'answers a remote that is not built with 404, not with the shell (%s)',
    async (path) => {
      const answer = await portal.client().get(path, page);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toBe(files['shell/dist/index.html']);
    },
  );

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
    // Frames only for the device menu's help videos.
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
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
      mf_device: '/mf/device/mf-manifest.json',
      mf_fleet: '/mf/fleet/mf-manifest.json',
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
    // Its files are not known here: its page names none of them.
    const tool = await portal.client().get('/hzatool', { ...page, ...sessionCookie });
    expect(preloads(tool.body).filter((hint) => /cdn\.example|hzatool/.test(hint))).toEqual([]);
  });

  it('refuses a remote URL that is neither http(s) nor a path', () => {
    expect(() => loadConfig({ DATA_DIR: portal.dataDir, REMOTE_MF_SHOP_URL: 'shop.js' })).toThrow(
      /REMOTE_MF_SHOP_URL: must be an http\(s\) URL or a path/,
    );
  });
});
