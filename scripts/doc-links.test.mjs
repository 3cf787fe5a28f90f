// Links in the README and docs/, and `docs/….md` paths named in code, resolve inside the repository.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const tracked = (...patterns) =>
  execFileSync('git', ['ls-files', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

test('markdown links point at files that exist', () => {
  const broken = [];
  for (const file of tracked('*.md')) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const path = decodeURIComponent(target.split('#')[0]);
      if (!existsSync(join(root, dirname(file), path))) broken.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('docs named in code exist', () => {
  const missing = [];
  for (const file of tracked('*.ts', '*.tsx', '*.js', '*.mjs', '*.sh')) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [path] of text.matchAll(/\bdocs\/[\w./-]+\.(md|xsd)\b/g))
      if (!existsSync(join(root, path))) missing.push(`${file} → ${path}`);
  }
  assert.deepEqual(missing, []);
});

test('the decision index lists every record with its status and date', () => {
  const index = readFileSync(join(root, 'docs/adr/README.md'), 'utf8');
  const records = tracked('docs/adr/0*.md').map((file) => file.slice('docs/adr/'.length));
  assert.ok(records.length > 0);
  for (const record of records) {
    const row = index.split('\n').find((line) => line.includes(`](${record})`));
    assert.match(row ?? '', /\| (proposed|accepted|superseded[^|]*) +\| \d{4}-\d{2}-\d{2} \|$/, record);
  }
});
