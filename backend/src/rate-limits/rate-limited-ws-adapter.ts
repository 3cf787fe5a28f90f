import type { IncomingMessage } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { RateLimitGate } from './rate-limit.gate.js';

type VerifyCallback = (
  result: boolean,
  code?: number,
  message?: string,
  headers?: Record<string, string>,
) => void;

/** The ws adapter with the call budgets checked before a /ws upgrade is accepted (ws's verifyClient). */
export class RateLimitedWsAdapter extends WsAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly gate: RateLimitGate,
  ) {
    super(app);
  }

  override create(port: number, options: Record<string, unknown> = {}): ReturnType<WsAdapter['create']> {
    const verifyClient = (info: { req: IncomingMessage }, done: VerifyCallback) => {
      this.gate.upgrade(info.req).then(
        (refused) => (refused ? done(false, refused.status, refused.body, refused.headers) : done(true)),
        // The gate lets calls through when the store fails; a defect here must not hang the socket.
        () => done(true),
      );
    };
    return super.create(port, { ...options, verifyClient });
  }
}
