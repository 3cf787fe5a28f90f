// The built back end (dist/, made by `pnpm build`, which `pnpm test` runs first) renders the PDFs
// and exports in a worker thread; from TypeScript source (this jest run) they render in-process.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import type * as Documents from './index.js';
import { pdfText } from './pdf-text.fixture.js';
import type * as Pool from './worker-pool.js';
import { workedExample } from './worked-example.fixture.js';

const built = fileURLToPath(new URL('../../../dist/hzatool/documents/', import.meta.url));

it('the built module renders in a worker thread, with the same result as in-process', async () => {
  expect(existsSync(`${built}index.js`) ? 'built' : 'run `pnpm build` first: dist/ is missing').toBe('built');
  const documents = (await import(`${built}index.js`)) as typeof Documents;
  const pool = (await import(`${built}worker-pool.js`)) as typeof Pool;
  const inProcess = await import('./index.js');

  const input = workedExample(2020);
  const [fromWorker, summary, again] = await Promise.all([
    documents.applicationPdf(input),
    documents.summaryPdf(input),
    documents.plantExport('csv', [input]),
  ]);
  expect(pool.workerThreadIds.size).toBe(1);
  expect([...pool.workerThreadIds][0]).not.toBe(threadId);

  const expected = await inProcess.applicationPdf(input);
  expect((await pdfText(fromWorker)).text).toBe((await pdfText(expected)).text);
  expect((await pdfText(summary)).text).toContain('Entlastungsbetrag gesamt 627,00 EUR');
  expect(again.toString('utf8')).toContain('627,00');
});
