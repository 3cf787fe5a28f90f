// The shell's built chunks (pnpm build first): react-bootstrap and its helpers, shared per
// component path, arrive as one chunk instead of one per component (hostVendorChunks in
// packages/web-kit/build/webpack-app.js), so the first page waits for fewer files.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const dist = join(import.meta.dirname, '..', 'shell', 'dist');

/** The npm packages whose sources a chunk holds, read from its source map. */
function packagesOf(chunk) {
  const { sources } = JSON.parse(readFileSync(join(dist, `${chunk}.map`), 'utf8'));
  return new Set(
    sources
      .map(
        (source) => /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1],
      )
      .filter(Boolean),
  );
}

test('react-bootstrap and @restart/ui are in one chunk of the shell, named after it', () => {
  const chunks = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const holding = chunks.filter((chunk) => {
    const packages = packagesOf(chunk);
    return packages.has('react-bootstrap') || packages.has('@restart/ui');
  });
  assert.equal(holding.length, 1, `chunks with react-bootstrap: ${holding.join(', ')}`);
  assert.match(holding[0], /^react-bootstrap\.[0-9a-f]{8}\.js$/);
});
