// Prints the slowest test files of the last runs with their times, from the reports the test
// commands leave in test-reports/: jest's JSON (`--json --outputFile`) and Playwright's JSON reporter.
// `node scripts/slowest-tests.mjs [count]`; CI prints it so that its log says where the minutes go.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-reports');

/** [{ suite, file, ms }] of one jest JSON report. */
function jestFiles(suite, report) {
  return report.testResults.map((result) => ({
    suite,
    file: relative(root, result.name),
    ms: result.endTime - result.startTime,
  }));
}

/** Playwright reports per test; a file's time is the sum of its tests' (their worker time). */
function playwrightFiles(suite, report) {
  const byFile = new Map();
  const walk = (node) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + result.duration);
    for (const child of node.suites ?? []) walk(child);
  };
  for (const top of report.suites) walk(top);
  return [...byFile].map(([file, ms]) => ({ suite, file: join('e2e/tests', file), ms }));
}

export function slowestFiles(count = 20, folder = reports) {
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const suite = name.replace(/\.json$/, '');
      const report = JSON.parse(readFileSync(join(folder, name), 'utf8'));
      return 'testResults' in report ? jestFiles(suite, report) : playwrightFiles(suite, report);
    });
  return files.sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function printSlowest(count = 20) {
  const slowest = slowestFiles(count);
  console.log(`\nThe ${slowest.length} slowest test files (test-reports/):`);
  for (const { suite, file, ms } of slowest)
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${suite.padEnd(8)} ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printSlowest(Number(process.argv[2] ?? 20));
