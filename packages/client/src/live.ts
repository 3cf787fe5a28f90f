import { type CanipValue, liveMessageSchema } from '@portal/contracts';
import WebSocket from 'ws';

export interface LiveOptions {
  /** Ends the iteration (and closes the socket) when aborted. */
  signal?: AbortSignal;
}

type Waiter = { resolve: (result: IteratorResult<CanipValue>) => void; reject: (error: Error) => void };

/**
 * A unit's live values from the portal's socket (/ws): the socket is opened with the client's
 * credentials, and once the portal greeted it (Connected) the unit is connected for the session, so
 * its values come to this socket. Values are yielded in order; values that arrive while nobody
 * iterates wait in a queue. Ends when the socket closes, with an error when it closed abnormally.
 */
export class LiveValues implements AsyncIterable<CanipValue> {
  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    private readonly sn: string,
    private readonly connectUnit: () => Promise<void>,
    private readonly options: LiveOptions,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<CanipValue> {
    const queue: CanipValue[] = [];
    const waiters: Waiter[] = [];
    let ended: { error?: Error } | undefined;
    const socket = new WebSocket(this.url, { headers: this.headers });
    const finish = (error?: Error) => {
      if (ended) return;
      ended = error ? { error } : {};
      for (const waiter of waiters.splice(0))
        if (error) waiter.reject(error);
        else waiter.resolve({ done: true, value: undefined });
      socket.close();
    };
    const onAbort = () => finish();
    this.options.signal?.addEventListener('abort', onAbort, { once: true });
    socket.on('message', (data: Buffer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      const message = liveMessageSchema.safeParse(parsed);
      if (!message.success) return;
      if (message.data.action === 'Connected')
        this.connectUnit().catch((error: unknown) =>
          finish(error instanceof Error ? error : new Error(String(error))),
        );
      if (message.data.action !== 'CanipValue' || message.data.data.sn !== this.sn) return;
      const waiter = waiters.shift();
      if (waiter) waiter.resolve({ done: false, value: message.data.data });
      else queue.push(message.data.data);
    });
    socket.on('unexpected-response', (_request, response) =>
      finish(new Error(`the live socket was refused: ${response.statusCode}`)),
    );
    socket.on('error', (error) => finish(error));
    socket.on('close', (code, reason) =>
      finish(
        code === 1000 || code === 1005
          ? undefined
          : new Error(`live socket closed: ${code} ${reason.toString()}`),
      ),
    );
    return {
      next: () => {
        const value = queue.shift();
        if (value) return Promise.resolve({ done: false, value });
        if (ended)
          return ended.error
            ? Promise.reject(ended.error)
            : Promise.resolve({ done: true, value: undefined });
        return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
      },
      return: () => {
        this.options.signal?.removeEventListener('abort', onAbort);
        finish();
        return Promise.resolve({ done: true, value: undefined });
      },
    };
  }
}
