// Embedded PGlite in a thread of its own. PGlite runs every statement synchronously in WebAssembly
// on the thread that calls it: on the portal's event loop, ingest's writes at 2,000 units took
// ~0.6 s of every second and every live value waited behind them (issue 20). This client gives
// drizzle what its PGlite driver uses (query and transaction) and sends each call to the thread.
//
// The thread runs the compiled JavaScript (dist/). From TypeScript source (jest's transform) there
// is no compiled worker: the same host then answers in-process over a MessageChannel, so every test
// still goes through the messages. pglite-client.spec.ts checks the thread against the built back end.

import { MessageChannel, type MessagePort, threadId, Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { hostPglite } from './pglite-host.js';
import type { PgliteCall, PgliteReply } from './pglite-protocol.js';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
}

type Queries = Pick<Transaction, 'query'>;

const workerUrl = new URL('./pglite-worker.js', import.meta.url);
const compiled = import.meta.url.endsWith('.js');

export class PgliteClient {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private failure: Error | null = null;

  /**
   * @param threadId the thread PGlite runs in
   */
  private constructor(
    private readonly end: MessagePort | Worker,
    readonly threadId: number,
  ) {
    end.on('message', (reply: PgliteReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      // Idle: the database must not keep the process alive on its own.
      if (this.pending.size === 0) end.unref();
      if ('error' in reply) call.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
      else call.resolve(reply.value);
    });
    end.unref();
  }

  /** PGlite in a worker thread (compiled) or in this thread behind a MessageChannel (jest). */
  static open(dataDir: string): PgliteClient {
    if (compiled) {
      const worker = new Worker(workerUrl, { workerData: { dataDir } });
      const client = new PgliteClient(worker, worker.threadId);
      worker.on('error', (error) => client.fail(error));
      worker.on('exit', (code) =>
        client.fail(new Error(`embedded database thread exited with code ${code}`)),
      );
      // After the listeners: attaching one refs the worker again.
      worker.unref();
      return client;
    }
    const { port1, port2 } = new MessageChannel();
    const client = new PgliteClient(port1, threadId);
    hostPglite(port2, { dataDir }).catch((error: unknown) =>
      client.fail(error instanceof Error ? error : new Error(String(error))),
    );
    port2.unref();
    return client;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const queries = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn<R>(tx, sql, params, options),
    } as Queries;
    let result: T;
    try {
      result = await work(queries);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    if (this.end instanceof Worker) await this.end.terminate();
    else this.end.close();
  }

  private async queryIn<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ) {
    const asText = Object.entries(options.parsers ?? {}).map(([oid, parse]) => {
      // Only parsers that leave the text as it is can be named across the thread (drizzle's are).
      if (parse('text', Number(oid)) !== 'text') throw new Error(`parser for type ${oid} is not supported`);
      return Number(oid);
    });
    return this.call({ op: 'query', tx, sql, params, rowMode: options.rowMode, asText }) as Promise<
      Results<T>
    >;
  }

  private call(request: PgliteCall): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // While a call is out, the process waits for it like for any other pending I/O.
      this.end.ref();
      this.pending.set(id, { resolve, reject });
      this.end.postMessage({ ...request, id });
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}
