import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { type ApiErrorBody, translateError } from '@portal/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_MIDDLEWARE } from '../auth/session.middleware.js';
import { requestLanguage } from '../common/language.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SocketTokens } from '../live/socket-tokens.js';
import { type CallerSource, RateLimitsService, callerOf, rateLimitHeaders } from './rate-limits.service.js';

/** A refused websocket upgrade, as ws's verifyClient answers it. */
export interface RefusedUpgrade {
  status: 429;
  headers: Record<string, string>;
  body: string;
}

/**
 * Applies the call budgets to /rest (every answer tells the budget's state; over it, 429 with
 * Retry-After and the portal's error body) and to the /ws upgrade (refused with the same 429).
 */
@Injectable()
export class RateLimitGate {
  constructor(
    @Inject(RateLimitsService) private readonly limits: RateLimitsService,
    @Inject(SESSION_MIDDLEWARE) private readonly session: RequestHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(SocketTokens) private readonly tokens: SocketTokens | null,
  ) {}

  /** Express middleware for /rest; it runs after the session middleware (app.ts). */
  readonly http: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    this.limits.take(callerOf(request as CallerSource, request.ip ?? 'unknown')).then(
      (verdict) => {
        if (!verdict) return next();
        response.set(rateLimitHeaders(verdict));
        if (verdict.allowed) return next();
        response.status(429).json(refusal(verdict.resetSeconds, requestLanguage(request)));
      },
      // take() answers undefined on store failures; anything else is a defect worth a 500.
      next,
    );
  };

  /**
   * Takes one call from the caller's budget for work a page load does beside /rest (its frame,
   * ADR 0032); false when the budget is spent. A store failure allows, as for /rest.
   */
  async allows(request: Request): Promise<boolean> {
    const verdict = await this.limits.take(callerOf(request as CallerSource, request.ip ?? 'unknown'));
    return verdict?.allowed ?? true;
  }

  /** Checks a /ws upgrade; undefined lets it through. A valid token's upgrade counts against the token. */
  async upgrade(request: IncomingMessage): Promise<RefusedUpgrade | undefined> {
    const httpRequest = request as Request;
    const token = this.tokens ? await this.tokens.identify(request) : { presented: false as const };
    if (token.presented && token.identity)
      Object.assign(httpRequest, { accessToken: { id: token.identity.tokenId } });
    // The gateway runs the session middleware again; express-session keeps the session it loaded here.
    else await new Promise<void>((resolve) => this.session(httpRequest, {} as Response, () => resolve()));
    const verdict = await this.limits.take(callerOf(httpRequest as CallerSource, this.address(request)));
    if (!verdict || verdict.allowed) return undefined;
    return {
      status: 429,
      headers: { ...rateLimitHeaders(verdict), 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(refusal(verdict.resetSeconds, 'en-gb')),
    };
  }

  /** The client address as Express tells it (req.ip), for a request that does not pass Express. */
  private address(request: IncomingMessage): string {
    const forwarded = this.config.trustProxy ? request.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || request.socket.remoteAddress || 'unknown';
  }
}

function refusal(seconds: number, language: Parameters<typeof translateError>[1]): ApiErrorBody {
  return {
    status: 429,
    key: 'exception.ratelimited',
    message: translateError('exception.ratelimited', language, { seconds: String(seconds) }),
  };
}
