// The built chunks (pnpm build first): react-bootstrap and its helpers, shared per component path,
// arrive as one chunk of each remote instead of one per component, and the shell's page gets all its
// shared libraries in one chunk (vendorChunks in packages/web-kit/build/webpack-app.js), so a page
// waits for fewer files.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const apps = ['shell', 'mf-units', 'mf-dashboard', 'mf-hzatool', 'mf-shop', 'mf-device', 'mf-fleet'];

/** The source files a chunk holds, read from its source map. */
const sourcesOf = (dist, chunk) => JSON.parse(readFileSync(join(dist, `${chunk}.map`), 'utf8')).sources;

/** The npm packages of a chunk's sources. */
function packagesIn(sources) {
  return new Set(
    sources
      .map(
        (source) => /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1],
      )
      .filter(Boolean),
  );
}

/** The chunks of an app that hold a package's code. */
function chunksWith(app, name) {
  const dist = join(root, app, 'dist');
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .filter((chunk) => packagesIn(sourcesOf(dist, chunk)).has(name));
}

for (const app of apps.slice(1))
  test(`${app}: react-bootstrap and @restart/ui are in one chunk, named after it`, () => {
    const holding = [...new Set([...chunksWith(app, 'react-bootstrap'), ...chunksWith(app, '@restart/ui')])];
    assert.equal(holding.length, 1, `chunks with react-bootstrap: ${holding.join(', ')}`);
    assert.match(holding[0], /^react-bootstrap\.[0-9a-f]{8}\.js$/);
  });

test("the shell's page gets every shared library in one chunk, which it names for preloading", () => {
  const libraries = ['react', 'react-dom', 'react-router', 'jotai', 'react-intl', '@tanstack/react-query'];
  const holding = [
    ...new Set([...libraries, 'react-bootstrap', '@restart/ui'].flatMap((name) => chunksWith('shell', name))),
  ];
  assert.equal(holding.length, 1, `chunks with shared libraries: ${holding.join(', ')}`);
  assert.match(holding[0], /^startup\.[0-9a-f]{8}\.js$/);
  const page = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8');
  const preloaded = [...page.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  assert.ok(preloaded.includes(holding[0]), `preloaded: ${preloaded.join(', ')}`);
  // Before, one file per shared module: sixteen for the first screen.
  assert.ok(preloaded.length <= 4, `preloaded: ${preloaded.join(', ')}`);
});

test("mf-dashboard's routes hold neither Highcharts, the export library nor zod: the chart widget loads on first use", () => {
  const dist = join(root, 'mf-dashboard', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const sources = routes.assets.js.sync.flatMap((chunk) => sourcesOf(dist, chunk));
  assert.ok(
    sources.some((source) => source.includes('src/features/dashboard/')),
    'the dashboard page',
  );
  const firstLoad = packagesIn(sources);
  for (const late of ['highcharts', 'exceljs', 'zod']) assert.equal(firstLoad.has(late), false, late);
  // They are still there, for later.
  const all = readdirSync(dist).filter((file) => file.endsWith('.js'));
  assert.ok(all.some((chunk) => packagesIn(sourcesOf(dist, chunk)).has('highcharts')));
});

test('the shell provides every react-bootstrap component a remote shares, so no remote loads its own copy', () => {
  const sharedBy = (app) =>
    JSON.parse(readFileSync(join(root, app, 'dist', 'mf-manifest.json'), 'utf8'))
      .shared.map((shared) => shared.name)
      .filter((name) => name.startsWith('react-bootstrap/'));
  const provided = new Set(sharedBy('shell'));
  for (const remote of apps.slice(1))
    assert.deepEqual(
      sharedBy(remote).filter((name) => !provided.has(name)),
      [],
      `${remote} shares components the shell does not provide (shell/src/app/remote-components.ts)`,
    );
});
