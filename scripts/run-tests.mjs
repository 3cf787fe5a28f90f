// `pnpm test`: builds once, then every suite in turn, each timed; a failing suite does not stop the
// ones after it (one run shows every failure), a failing build does. Ends with the time of each
// step and the slowest test files (scripts/slowest-tests.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { printSlowest } from './slowest-tests.mjs';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports);

const steps = [
  { name: 'build', command: 'pnpm build', required: true },
  { name: 'scripts', command: 'node --test scripts/' },
  {
    // Unit, component and API tests of every package, on two workers (the machine's two cores).
    name: 'jest',
    command: `jest --ignoreProjects backend-services --maxWorkers=2 --json --outputFile=${join(reports, 'jest.json')}`,
    env: { NODE_OPTIONS: '--experimental-vm-modules' },
  },
  { name: 'e2e', command: 'pnpm --filter @portal/e2e test' },
];

const results = [];
for (const step of steps) {
  const started = performance.now();
  console.log(`\n=== ${step.name}: ${step.command} ===`);
  const { status } = spawnSync(step.command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`, ...step.env },
  });
  results.push({ ...step, ok: status === 0, ms: performance.now() - started });
  if (status !== 0 && step.required) break;
}

console.log('\nSteps:');
for (const { name, ok, ms } of results)
  console.log(`${(ms / 60_000).toFixed(1).padStart(6)} min  ${name.padEnd(8)} ${ok ? 'passed' : 'FAILED'}`);
printSlowest(20);
process.exit(results.every((step) => step.ok) && results.length === steps.length ? 0 : 1);
