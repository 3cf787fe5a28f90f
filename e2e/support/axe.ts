import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

// axe-core is evaluated in the page through the DevTools protocol, which the portal's
// Content-Security-Policy does not govern (a <script> tag would be refused, as it should be).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a failed rule says, short enough to read in a test report. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  targets: string[];
}

const blocking: ImpactValue[] = ['serious', 'critical'];

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page as it is now (an open dialog
 * included). Rules run in the page's language, so a text in the wrong language shows up too.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Once per document: evaluating its half megabyte again for every check took seconds each.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact && blocking.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
