import { randomUUID } from 'node:crypto';
import {
  type RpcMethod,
  type RpcParams,
  type RpcReply,
  type RpcResult,
  rpcResultSchemas,
  unitTopic,
} from '@portal/contracts';

/** The unit did not answer within the timeout (also after the retry). */
export class RpcTimeoutError extends Error {}
/** The unit answered with an error, or an answer that does not fit the method. */
export class RpcFailedError extends Error {}

interface Pending {
  method: RpcMethod;
  settle(reply: RpcReply): void;
}

export type Publish = (topic: string, payload: string) => void;

/**
 * Commands to units with correlation ids. A command unanswered after half the timeout is sent again
 * with the same id; units apply an id once and answer repeats from memory, so a retry never
 * applies a write twice.
 */
export class RpcClient {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly publish: Publish,
    private readonly replyTo: string,
    private readonly timeoutMs: number,
  ) {}

  call<M extends RpcMethod>(sn: string, method: M, params: RpcParams<M>): Promise<RpcResult<M>> {
    const id = randomUUID();
    const payload = JSON.stringify({ id, replyTo: this.replyTo, method, params });
    const send = () => this.publish(unitTopic(sn, 'rpc'), payload);
    return new Promise<RpcResult<M>>((resolve, reject) => {
      const retry = setTimeout(send, this.timeoutMs / 2);
      const timeout = setTimeout(() => {
        this.pending.delete(id);
        clearTimeout(retry);
        reject(new RpcTimeoutError(`${sn} did not answer ${method} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, {
        method,
        settle: (reply) => {
          clearTimeout(retry);
          clearTimeout(timeout);
          if ('error' in reply) {
            reject(new RpcFailedError(`${sn} ${method}: ${reply.error.code} ${reply.error.message}`));
            return;
          }
          const parsed = rpcResultSchemas[method].safeParse(reply.result);
          if (parsed.success) resolve(parsed.data as RpcResult<M>);
          else reject(new RpcFailedError(`${sn} ${method}: malformed answer`));
        },
      });
      send();
    });
  }

  /** Hands a reply to its caller; replies to unknown or finished ids (late duplicates) are dropped. */
  settle(reply: RpcReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    pending.settle(reply);
  }

  cancelAll(): void {
    for (const [id, pending] of this.pending) {
      pending.settle({ id, error: { code: 'internal', message: 'portal stopping' } });
    }
    this.pending.clear();
  }
}
