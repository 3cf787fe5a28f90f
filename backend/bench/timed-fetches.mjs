// Times HTTP requests from a worker thread, so the client's own work (sending, receiving) runs
// beside the portal's event loop as a browser's would, instead of inside it and counted as its time.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** Sends `init` to `url` twice to warm up, then `runs` times; answers the first reply's text and the times (ms). */
export function timedFetches(url, init, runs) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, init, runs } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) {
  const { url, init, runs } = workerData;
  // Timed until the whole answer has arrived; parsing it is the browser's work, not the server's.
  const ask = async () => {
    const answer = await fetch(url, init);
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${text}`);
    return text;
  };
  const first = await ask();
  await ask();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await ask();
    times.push(performance.now() - start);
  }
  parentPort.postMessage({ first, times });
}
