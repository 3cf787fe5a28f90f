import { randomUUID } from 'node:crypto';
import {
  type RpcMethod,
  type RpcParams,
  type RpcReply,
  type RpcResult,
  rpcResultSchemas,
  unitTopic,
} from '@portal/contracts';
import { ApiException } from '../common/api-exception.js';

// Failures of a command carry the answer a caller of the portal gets (spec 8: a translated key):
// whoever calls a unit needs no mapping of its own.

/** The unit did not answer within the timeout (also after the retry). */
export class RpcTimeoutError extends ApiException {
  constructor(readonly detail: string) {
    super(504, 'exception.unittimeout');
  }
}

/**
 * The unit answered with an error, or with an answer that does not fit the method. A unit that
 * refuses the request as invalid ('badRequest': the values asked for or sent) is a 422, like any
 * refused input; a fault of the unit (its own error, a method it does not know, an unreadable
 * answer) a 502.
 */
export class RpcFailedError extends ApiException {
  constructor(
    readonly detail: string,
    key: 'exception.unitrefused' | 'exception.uniterror' | 'exception.unitanswerinvalid',
  ) {
    super(key === 'exception.unitrefused' ? 422 : 502, key);
  }
}

/** The portal stopped before the unit answered. */
export class RpcCancelledError extends ApiException {
  constructor(readonly detail: string) {
    super(503, 'exception.unitoffline');
  }
}

interface Pending {
  sn: string;
  settle(reply: RpcReply): void;
  cancel(): void;
}

export type Publish = (topic: string, payload: string) => void;

/**
 * Commands to units with correlation ids. A command unanswered after half the timeout is sent again
 * with the same id; units apply an id once and answer repeats from memory, so a retry never
 * applies a write twice. A reply counts only from the unit the command went to.
 */
export class RpcClient {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly publish: Publish,
    /** The reply topic of one unit (the broker lets only that unit publish there). */
    private readonly replyTopic: (sn: string) => string,
    private readonly timeoutMs: number,
  ) {}

  /** `timeoutMs`: for methods the unit takes a while to answer (a network test); default the client's. */
  call<M extends RpcMethod>(
    sn: string,
    method: M,
    params: RpcParams<M>,
    timeoutMs = this.timeoutMs,
  ): Promise<RpcResult<M>> {
    const id = randomUUID();
    const payload = JSON.stringify({ id, replyTo: this.replyTopic(sn), method, params });
    const send = () => this.publish(unitTopic(sn, 'rpc'), payload);
    return new Promise<RpcResult<M>>((resolve, reject) => {
      const stop = () => {
        this.pending.delete(id);
        clearTimeout(retry);
        clearTimeout(timeout);
      };
      const retry = setTimeout(send, timeoutMs / 2);
      const timeout = setTimeout(() => {
        stop();
        reject(new RpcTimeoutError(`${sn} did not answer ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        sn,
        settle: (reply) => {
          stop();
          if ('error' in reply) {
            reject(
              new RpcFailedError(
                `${sn} ${method}: ${reply.error.code} ${reply.error.message}`,
                reply.error.code === 'badRequest' ? 'exception.unitrefused' : 'exception.uniterror',
              ),
            );
            return;
          }
          const parsed = rpcResultSchemas[method].safeParse(reply.result);
          if (parsed.success) resolve(parsed.data as RpcResult<M>);
          else reject(new RpcFailedError(`${sn} ${method}: malformed answer`, 'exception.unitanswerinvalid'));
        },
        cancel: () => {
          stop();
          reject(new RpcCancelledError(`${sn} ${method}: portal stopping`));
        },
      });
      send();
    });
  }

  /**
   * Hands a reply that came from unit `from` to its caller. Replies to unknown or finished ids (late
   * duplicates) and replies from another unit than the one asked are dropped: answers false.
   */
  settle(reply: RpcReply, from: string): boolean {
    const pending = this.pending.get(reply.id);
    if (!pending || pending.sn !== from) return false;
    pending.settle(reply);
    return true;
  }

  cancelAll(): void {
    for (const pending of [...this.pending.values()]) pending.cancel();
  }
}
