import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { slowestFiles } from './slowest-tests.mjs';

const root = join(import.meta.dirname, '..');

test('ranks the files of jest and Playwright reports together, slowest first', () => {
  const folder = mkdtempSync(join(tmpdir(), 'slowest-'));
  try {
    const jestFile = (path, startTime, endTime) => ({ name: join(root, path), startTime, endTime });
    writeFileSync(
      join(folder, 'jest.json'),
      JSON.stringify({
        testResults: [
          jestFile('backend/test/a.api.spec.ts', 1000, 31_000),
          jestFile('shell/src/b.spec.tsx', 0, 500),
        ],
      }),
    );
    const spec = (file, ...durations) => ({
      file,
      tests: [{ results: durations.map((duration) => ({ duration })) }],
    });
    writeFileSync(
      join(folder, 'e2e.json'),
      JSON.stringify({
        suites: [
          { specs: [spec('units.spec.ts', 4000)], suites: [{ specs: [spec('units.spec.ts', 3000, 1000)] }] },
        ],
      }),
    );
    assert.deepEqual(slowestFiles(2, folder), [
      { suite: 'jest', file: 'backend/test/a.api.spec.ts', ms: 30_000 },
      // Its three runs (a retry among them) add up.
      { suite: 'e2e', file: 'e2e/tests/units.spec.ts', ms: 8000 },
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
