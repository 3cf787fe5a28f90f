// The PGlite side of pglite-client.ts: opens the database and answers requests from one port, in the
// database's thread. PGlite runs each statement synchronously in WebAssembly; here that blocks only
// this thread, not the portal's event loop.

import type { MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ErrorFields, PgliteHostOptions, PgliteReply, PgliteRequest } from './pglite-protocol.js';

/** Thrown inside a transaction the client ends without commit: PGlite rolls back on a throw. */
const rollback = new Error('rolled back by the client');

interface OpenTransaction {
  tx: Transaction | null;
  end: (commit: boolean) => void;
  done: Promise<void>;
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { message: error.message, fields };
}

export async function hostPglite(port: MessagePort, options: PgliteHostOptions): Promise<void> {
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  // PGlite's pages sit in memory or the OS cache: a random read costs what a sequential one does
  // (the usual SSD setting). With the default 4, history reads scanned a bitmap and sorted it
  // instead of reading the (series, bucket) index in order: a month chart's read took 5.4, not 4 ms.
  await pglite.exec('SET random_page_cost = 1.1');
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;
  const reply = (message: PgliteReply) => port.postMessage(message);

  /** Opens a transaction and answers its number once BEGIN ran; it stays open until 'end'. */
  const begin = () =>
    new Promise<number>((began, failed: (error: Error) => void) => {
      const number = nextTransaction++;
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const open: OpenTransaction = { tx: null, end, done: Promise.resolve() };
      open.done = pglite
        .transaction(async (tx) => {
          open.tx = tx;
          transactions.set(number, open);
          began(number);
          if (!(await ended)) throw rollback;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (!open.tx) failed(error instanceof Error ? error : new Error(String(error)));
            else if (error !== rollback) throw error;
          },
        );
    });

  const answer = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
        if (!target) throw new Error(`no open transaction ${request.tx}`);
        const parsers = Object.fromEntries(request.asText.map((oid) => [oid, (text: string) => text]));
        const { rows, fields, affectedRows } = await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
        return { rows, fields, affectedRows };
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`no open transaction ${request.tx}`);
        open.end(request.commit);
        try {
          await open.done;
        } finally {
          transactions.delete(request.tx);
        }
        return null;
      }
      case 'close':
        await pglite.close();
        return null;
      case 'begin':
        return begin();
    }
  };

  port.on('message', (request: PgliteRequest) => {
    answer(request).then(
      (value) => {
        reply({ id: request.id, value });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => reply({ id: request.id, error: errorFields(error) }),
    );
  });
}
