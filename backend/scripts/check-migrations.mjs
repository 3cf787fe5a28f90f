// Fails when the drizzle schema and the committed migrations drift: generating into a copy of the
// migrations folder must produce no new migration. drizzle-kit only handles a relative `out`, and
// it exits 0 on some errors, so its output is checked as well.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const backend = fileURLToPath(new URL('..', import.meta.url));
const copy = '.drift-check';
rmSync(`${backend}/${copy}`, { recursive: true, force: true });
cpSync(`${backend}/drizzle`, `${backend}/${copy}`, { recursive: true });
try {
  const run = spawnSync('drizzle-kit', ['generate', '--name', 'drift'], {
    cwd: backend,
    env: { ...process.env, DRIZZLE_OUT: `./${copy}` },
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0 || /\berror\b/i.test(output)) {
    console.error(output);
    console.error('drizzle-kit failed; the drift check could not run.');
    process.exit(1);
  }
  const committed = new Set(readdirSync(`${backend}/drizzle`));
  const added = readdirSync(`${backend}/${copy}`).filter(
    (file) => file.endsWith('.sql') && !committed.has(file),
  );
  if (added.length > 0) {
    console.error(
      `Schema and migrations drift: run "pnpm --filter @portal/backend db:generate" (it would add ${added.join(', ')}).`,
    );
    process.exit(1);
  }
  console.log('Schema and migrations agree.');
} finally {
  rmSync(`${backend}/${copy}`, { recursive: true, force: true });
}
