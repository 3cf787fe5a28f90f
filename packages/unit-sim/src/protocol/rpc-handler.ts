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
// and dispatches to the unit.

export interface RpcTarget {
  read(params: RpcParams<'read'>): RpcResult<'read'>;
  write(params: RpcParams<'write'>): RpcResult<'write'>;
  errors(params: RpcParams<'errors'>): RpcResult<'errors'>;
  layout(params: RpcParams<'layout'>): RpcResult<'layout'>;
  watch(params: RpcParams<'watch'>): RpcResult<'watch'>;
}

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
    private readonly cache = new ReplyCache<RpcReply>(),
  ) {}

  /** Handles one payload; null when it cannot be answered (not JSON, no id or replyTo). */
  handle(payload: string): RpcOutcome | null {
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
    if (remembered) return { replyTo, reply: remembered, repeated: true };
    const reply = this.answer(id, json);
    this.cache.set(id, reply);
    return { replyTo, reply, repeated: false };
  }

  private answer(id: string, json: unknown): RpcReply {
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
      const result = this.dispatch(method, params);
      if ('error' in result) return { id, error: { code: 'badRequest', message: result.error } };
      if (method === 'write') this.appliedWrites += 1;
      return { id, result: result.value };
    } catch (error) {
      return {
        id,
        error: { code: 'internal', message: error instanceof Error ? error.message : String(error) },
      };
    }
  }

  private dispatch(method: RpcMethod, params: unknown): { value: unknown } | { error: string } {
    switch (method) {
      case 'read':
        return this.call(rpcParamsSchemas.read, params, (p) => this.target.read(p));
      case 'write':
        return this.call(rpcParamsSchemas.write, params, (p) => this.target.write(p));
      case 'errors':
        return this.call(rpcParamsSchemas.errors, params, (p) => this.target.errors(p));
      case 'layout':
        return this.call(rpcParamsSchemas.layout, params, (p) => this.target.layout(p));
      case 'watch':
        return this.call(rpcParamsSchemas.watch, params, (p) => this.target.watch(p));
    }
  }

  private call<P>(
    schema: z.ZodType<P>,
    params: unknown,
    run: (p: P) => unknown,
  ): { value: unknown } | { error: string } {
    const parsed = schema.safeParse(params);
    return parsed.success ? { value: run(parsed.data) } : { error: z.prettifyError(parsed.error) };
  }
}
