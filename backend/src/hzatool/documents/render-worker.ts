// The worker thread that renders the PDFs and exports (see worker-pool.ts): one job at a time,
// answered with the file's bytes.

import { parentPort, threadId } from 'node:worker_threads';
import { type RenderJob, renderJob, type RenderReply } from './render-job.js';

parentPort?.on('message', (job: RenderJob & { id: number }) => {
  renderJob(job).then(
    (file) =>
      parentPort?.postMessage({ id: job.id, file, threadId } satisfies RenderReply, [
        file.buffer as ArrayBuffer,
      ]),
    (error: unknown) =>
      parentPort?.postMessage({ id: job.id, error: String(error), threadId } satisfies RenderReply),
  );
});
