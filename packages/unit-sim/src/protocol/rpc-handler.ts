import {
  type RpcMethod,
  type RpcParams,
  type RpcReply,
  type RpcResult,
  rpcMethods,
  rpcParamsSchemas,
  rpcRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { ReplyCache } from './reply-cache.js';

// The unit's side of the RPC methods (ARCHITECTURE.md 5), independent of MQTT: parses a request,
// answers repeats of an id from memory (exactly once), validates params with the contract schemas
// and dispatches to the unit. Answers may take a while (network tests): the promise of the answer is
// remembered at once, so a repeat arriving meanwhile waits for the same answer instead of running
// the command again.

/** One handler per protocol method; the device menu's network tests answer after a while. */
export type RpcTarget = {
  [M in RpcMethod]: (params: RpcParams<M>) => RpcResult<M> | Promise<RpcResult<M>>;
};

/** Thrown by a target that refuses well-formed params (a value its catalogue does not allow). */
export class RpcRefusal extends Error {}

export interface RpcOutcome {
  replyTo: string;
  reply: RpcReply;
  /** True when the id was answered before and this is the remembered reply. */
  repeated: boolean;
}

/** Enough of a request to answer it at all, even when the rest is malformed. */
const addressSchema = z.object({ id: z.string().min(1).max(64), replyTo: z.string().min(1) });

export class RpcHandler {
  /** Write commands applied (repeats of an id are not counted again). */
  appliedWrites = 0;

  constructor(
    private readonly target: RpcTarget,
    private readonly cache = new ReplyCache<Promise<RpcReply>>(),
  ) {}

  /** Handles one payload; null when it cannot be answered (not JSON, no id or replyTo). */
  async handle(payload: string): Promise<RpcOutcome | null> {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return null;
    }
    const address = addressSchema.safeParse(json);
    if (!address.success) return null;
    const { id, replyTo } = address.data;
    const remembered = this.cache.get(id);
    if (remembered) return { replyTo, reply: await remembered, repeated: true };
    const reply = this.answer(id, json);
    this.cache.set(id, reply);
    return { replyTo, reply: await reply, repeated: false };
  }

  private async answer(id: string, json: unknown): Promise<RpcReply> {
    // A method without parameters (layout) may leave params out.
    const request = rpcRequestSchema.safeParse({ params: {}, ...(json as object) });
    if (!request.success) {
      const method = (json as { method?: unknown }).method;
      const unknown = typeof method !== 'string' || !(rpcMethods as readonly string[]).includes(method);
      return unknown
        ? { id, error: { code: 'unknownMethod', message: `unknown method ${String(method)}` } }
        : { id, error: { code: 'badRequest', message: z.prettifyError(request.error) } };
    }
    const { method, params } = request.data;
    try {
      const result = await this.dispatch(method, params);
      if ('error' in result) return { id, error: { code: 'badRequest', message: result.error } };
      if (method === 'write') this.appliedWrites += 1;
      return { id, result: result.value };
    } catch (error) {
      const code = error instanceof RpcRefusal ? 'badRequest' : 'internal';
      return { id, error: { code, message: error instanceof Error ? error.message : String(error) } };
    }
  }

  private async dispatch(
    method: RpcMethod,
    params: unknown,
  ): Promise<{ value: unknown } | { error: string }> {
    const parsed = (rpcParamsSchemas[method] as z.ZodType).safeParse(params);
    if (!parsed.success) return { error: z.prettifyError(parsed.error) };
    // The params were checked against this method's schema just above; TypeScript cannot correlate
    // the method with its handler's parameter type through the union.
    const run = this.target[method] as (p: unknown) => unknown;
    return { value: await run.call(this.target, parsed.data) };
  }
}
