import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type BudgetKind, RateLimitsRepository } from './rate-limits.repository.js';

/** Whose budget a call is taken from. */
export interface Caller {
  kind: BudgetKind;
  /** `token:<id>`, `session:<hash>` or `address:<ip>`. */
  key: string;
}

/** The state of a caller's budget after a call, as the RateLimit-* headers tell it. */
export interface Verdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the budget is full again (at least 1). */
  resetSeconds: number;
  windowSeconds: number;
}

/** What the limit reads from a request (an HTTP request after the session middleware, or an upgrade). */
export interface CallerSource {
  /** The tokens domain's grant; its id is a number (a string is taken too). */
  accessToken?: { id: string | number };
  sessionID?: string;
  session?: { passport?: { user?: unknown } };
}

/**
 * The caller of a request: its access token when it came with one (the tokens domain sets
 * `request.accessToken`), else its logged-in session, else its client address. A session that is not
 * logged in counts as its address: a client could otherwise start a fresh budget with every call.
 */
export function callerOf(request: CallerSource, address: string): Caller {
  const tokenId = request.accessToken?.id;
  if (typeof tokenId === 'string' || typeof tokenId === 'number')
    return { kind: 'caller', key: `token:${tokenId}` };
  if (request.session?.passport?.user !== undefined && request.sessionID)
    // Session ids log one in: the stores keep only a digest of them.
    return {
      kind: 'caller',
      key: `session:${createHash('sha256').update(request.sessionID).digest('base64url')}`,
    };
  return { kind: 'anonymous', key: `address:${address}` };
}

/** Takes calls from the callers' budgets; a failing store lets calls through rather than refusing them. */
@Injectable()
export class RateLimitsService {
  private readonly logger = new Logger('RateLimits');
  private storeFailing = false;

  constructor(@Inject(RateLimitsRepository) private readonly repository: RateLimitsRepository) {}

  /** Takes one call from the caller's budget; undefined when the store could not be asked. */
  async take(caller: Caller): Promise<Verdict | undefined> {
    const { limiter, points, windowSeconds } = this.repository.budgets[caller.kind];
    let state: RateLimiterRes;
    let allowed = true;
    try {
      state = await limiter.consume(caller.key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return this.failed(rejection);
      state = rejection;
      allowed = false;
    }
    if (this.storeFailing) this.logger.log(`${this.repository.store} counts calls again`);
    this.storeFailing = false;
    return {
      allowed,
      limit: points,
      remaining: Math.max(0, state.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
      windowSeconds,
    };
  }

  private failed(error: unknown): undefined {
    if (!this.storeFailing)
      this.logger.warn(
        `${this.repository.store} cannot count calls, they pass uncounted: ${error instanceof Error ? error.message : String(error)}`,
      );
    this.storeFailing = true;
    return undefined;
  }
}

/** The RateLimit-* header fields (IETF draft httpapi-ratelimit-headers) and, when refused, Retry-After. */
export function rateLimitHeaders(verdict: Verdict): Record<string, string> {
  return {
    'RateLimit-Limit': String(verdict.limit),
    'RateLimit-Remaining': String(verdict.remaining),
    'RateLimit-Reset': String(verdict.resetSeconds),
    'RateLimit-Policy': `${verdict.limit};w=${verdict.windowSeconds}`,
    ...(verdict.allowed ? {} : { 'Retry-After': String(verdict.resetSeconds) }),
  };
}
