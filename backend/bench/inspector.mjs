// The benchmarks' look inside a running instance through its inspector (node --inspect=127.0.0.1:0):
// force a full garbage collection, read process.memoryUsage(), write a heap snapshot. The portal is
// not changed for it; `inspectorUrl` reads the address node prints to the instance's log.
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import WebSocket from 'ws';

/** The `ws://…` address an instance started with --inspect printed to its log, if any yet. */
export function inspectorUrl(logFile) {
  const found = /Debugger listening on (ws:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'));
  return found?.[1];
}

/** A connection to a process's inspector; each method answers once the process has. */
export async function openInspector(url) {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  let nextId = 1;
  const pending = new Map();
  let onChunk;
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') onChunk?.(message.params.chunk);
    else if (message.id !== undefined) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Full, compacting collections until the heap stops shrinking (at most `rounds`). */
    async settle(rounds = 4) {
      let last = Infinity;
      for (let i = 0; i < rounds; i += 1) {
        await send('HeapProfiler.collectGarbage');
        const { heapUsed } = await this.memory();
        if (heapUsed >= last * 0.99) break;
        last = heapUsed;
      }
    },
    /** process.memoryUsage() in the instance, in bytes. */
    async memory() {
      const answer = await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(answer.result.value);
    },
    /** A heap snapshot of the instance written to `file` (after a full collection). */
    async heapSnapshot(file) {
      const out = createWriteStream(file);
      onChunk = (chunk) => out.write(chunk);
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      onChunk = undefined;
      out.end();
      await once(out, 'finish');
    },
    close() {
      socket.close();
    },
  };
}
