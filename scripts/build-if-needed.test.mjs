import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stalePackages } from './build-if-needed.mjs';

const root = mkdtempSync(join(tmpdir(), 'build-if-needed-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A package folder with a build script; `built` writes a dist newer than its sources. */
function workspacePackage(folder, name, { built = false, dependencies = {} } = {}) {
  mkdirSync(join(root, folder, 'src'), { recursive: true });
  writeFileSync(
    join(root, folder, 'package.json'),
    JSON.stringify({ name, scripts: { build: 'true' }, dependencies }),
  );
  writeFileSync(join(root, folder, 'src', 'index.ts'), 'export {};');
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(root, folder, 'src', 'index.ts'), old, old);
  utimesSync(join(root, folder, 'package.json'), old, old);
  if (built) {
    mkdirSync(join(root, folder, 'dist'), { recursive: true });
    writeFileSync(join(root, folder, 'dist', 'index.js'), '');
  }
}

test('builds what is missing or stale, never the end-to-end fixtures', () => {
  writeFileSync(
    join(root, 'pnpm-workspace.yaml'),
    'packages:\n  - packages/contracts\n  - shell\n  - mf-units\n  - e2e/fixtures/throwing-remote\nallowBuilds: {}\n',
  );
  workspacePackage('packages/contracts', '@portal/contracts', { built: true });
  workspacePackage('shell', '@portal/shell', { dependencies: { '@portal/contracts': 'workspace:*' } });
  workspacePackage('mf-units', '@portal/mf-units', {
    built: true,
    dependencies: { '@portal/contracts': 'workspace:*' },
  });
  workspacePackage('e2e/fixtures/throwing-remote', '@portal/e2e-throwing-remote');
  assert.deepEqual(stalePackages(root), ['@portal/shell']);

  // A newer source in a dependency makes its dependants stale too.
  // Set its time explicitly: file times are only as fine as the kernel's clock tick, so a write
  // right after the builds above could carry the same time as their dist.
  const changed = join(root, 'packages', 'contracts', 'src', 'index.ts');
  writeFileSync(changed, 'export const x = 1;');
  const later = new Date(Date.now() + 60_000);
  utimesSync(changed, later, later);
  assert.deepEqual(stalePackages(root), ['@portal/contracts', '@portal/shell', '@portal/mf-units']);
});
