// The embedded database's thread: PGlite answers the portal's queries here (pglite-client.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { hostPglite } from './pglite-host.js';
import type { PgliteHostOptions } from './pglite-protocol.js';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
await hostPglite(parentPort, workerData as PgliteHostOptions);
