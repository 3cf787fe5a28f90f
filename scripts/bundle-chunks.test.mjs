// The built chunks (pnpm build first): react-bootstrap and its helpers, shared per component path,
// arrive as one chunk of the shell and one of each remote instead of one per component (vendorChunks
// in packages/web-kit/build/webpack-app.js), so a page waits for fewer files.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const apps = ['shell', 'mf-units', 'mf-dashboard', 'mf-hzatool', 'mf-shop', 'mf-device'];

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

for (const app of apps)
  test(`${app}: react-bootstrap and @restart/ui are in one chunk, named after it`, () => {
    const dist = join(root, app, 'dist');
    const chunks = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const holding = chunks.filter((chunk) => {
      const packages = packagesIn(sourcesOf(dist, chunk));
      return packages.has('react-bootstrap') || packages.has('@restart/ui');
    });
    assert.equal(holding.length, 1, `chunks with react-bootstrap: ${holding.join(', ')}`);
    assert.match(holding[0], /^react-bootstrap\.[0-9a-f]{8}\.js$/);
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
