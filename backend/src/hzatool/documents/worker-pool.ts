// Renders documents off the request path (ARCHITECTURE: documents are made off the request path):
// an application PDF takes 15-40 ms of CPU, which would stall every other request meanwhile.
// One lazily started worker thread does the work; it keeps the process alive only while a job is
// out, and a crashed worker is replaced on the next job.
//
// The worker runs the compiled JavaScript (dist/). When this module runs from TypeScript source
// (jest's transform), no compiled worker exists, so the job runs in-process instead: same code,
// same result. worker-pool.spec.ts checks the worker path against the built back end.

import { Worker } from 'node:worker_threads';
import { type RenderJob, renderJob, type RenderReply } from './render-job.js';

const workerUrl = new URL('./render-worker.js', import.meta.url);
const compiled = import.meta.url.endsWith('.js');

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (file: Buffer) => void; reject: (error: Error) => void }>();

/** Thread ids that answered jobs, for the tests to see where the work was done. */
export const workerThreadIds = new Set<number>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker = null;
}

function startWorker(): Worker {
  const started = new Worker(workerUrl);
  started.on('message', (reply: RenderReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    // Idle: the worker must not keep the process alive.
    if (pending.size === 0) started.unref();
    workerThreadIds.add(reply.threadId);
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(Buffer.from(reply.file.buffer, reply.file.byteOffset, reply.file.byteLength));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`document worker exited with code ${code}`));
  });
  // After the listeners: attaching a 'message' listener refs the worker's port again.
  started.unref();
  return started;
}

export async function render(job: RenderJob): Promise<Buffer> {
  if (!compiled) return Buffer.from(await renderJob(job));
  worker ??= startWorker();
  const id = nextId++;
  const active = worker;
  return new Promise<Buffer>((resolve, reject) => {
    // While a job is out, the process waits for it like for any other pending I/O.
    active.ref();
    pending.set(id, { resolve, reject });
    active.postMessage({ ...job, id });
  });
}
