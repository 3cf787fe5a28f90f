import { Injectable, Logger } from '@nestjs/common';
import { type RpcMethod, type RpcParams, type RpcReply, type RpcResult } from '@portal/contracts';
import { type Publish, RpcClient, RpcFailedError } from './rpc-client.js';

const rpcTimeoutMs = 5000;
/** Methods a unit answers only after a while: a network test takes up to 3 s on the unit. */
const slowRpcTimeoutsMs: Partial<Record<RpcMethod, number>> = { networkTest: 15_000 };

/** Commands to units, once the gateway's connection to the broker is up (attach). */
@Injectable()
export class DeviceRpc {
  private readonly logger = new Logger('Devices');
  private rpc?: RpcClient;

  /** Starts sending: `publish` sends on the gateway's connection, replies come on `replyTopic`. */
  attach(publish: Publish, replyTopic: (sn: string) => string): void {
    this.rpc = new RpcClient(publish, replyTopic, rpcTimeoutMs);
  }

  async call<M extends RpcMethod>(sn: string, method: M, params: RpcParams<M>): Promise<RpcResult<M>> {
    if (!this.rpc) throw new Error('device gateway not running');
    try {
      return await this.rpc.call(sn, method, params, slowRpcTimeoutsMs[method]);
    } catch (error) {
      if (error instanceof RpcFailedError) this.logger.warn(error.detail);
      throw error;
    }
  }

  /** A reply heard from unit `sn`; false when it matches no call to that unit. */
  settle(reply: RpcReply, sn: string): boolean {
    return this.rpc?.settle(reply, sn) ?? false;
  }

  /** Stop: open calls fail at once. */
  cancelAll(): void {
    this.rpc?.cancelAll();
  }
}
