// The built files (pnpm build first): the scripts and stylesheets of the shell, the remotes and the
// skins have brotli and gzip twins (where a twin saves a fifth) holding the same bytes, which the
// backend sends as they are.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const twins = [
  ['.br', brotliDecompressSync],
  ['.gz', gunzipSync],
];
const builds = [
  'shell',
  'mf-units',
  'mf-dashboard',
  'mf-hzatool',
  'mf-shop',
  'mf-device',
  'mf-fleet',
  'skins/dachs',
  'skins/none',
];

for (const build of builds)
  test(`${build}: each script and stylesheet has brotli and gzip twins of its bytes`, () => {
    const dist = join(root, build, 'dist');
    const files = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file));
    assert.ok(files.length > 0, `${build} is built`);
    for (const file of files) {
      const content = readFileSync(join(dist, file));
      // The plugin keeps a twin only where it saves a fifth: tiny files may go without.
      if (content.length > 4096) assert.ok(existsSync(join(dist, `${file}.br`)), `${file} has a brotli twin`);
      for (const [suffix, decompress] of twins)
        if (existsSync(join(dist, file + suffix)))
          assert.deepEqual(decompress(readFileSync(join(dist, file + suffix))), content, file + suffix);
    }
  });
