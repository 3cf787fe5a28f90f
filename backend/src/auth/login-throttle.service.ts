import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiException } from '../common/api-exception.js';
import { DATABASE, type Database } from '../database/database.js';
import { loginThrottle } from './auth.schema.js';

export const maxLoginFailures = 10;
const windowSeconds = 15 * 60;

/**
 * At most 10 failed logins per 15 minutes per login name and per client address; counters live in
 * the database so every backend instance sees them.
 */
@Injectable()
export class LoginThrottleService {
  private readonly limiters: { byLogin: RateLimiterDrizzle; byIp: RateLimiterDrizzle };

  constructor(@Inject(DATABASE) db: Database) {
    const options = {
      storeClient: db,
      schema: loginThrottle,
      points: maxLoginFailures,
      duration: windowSeconds,
      clearExpiredByTimeout: false,
    };
    this.limiters = {
      byLogin: new RateLimiterDrizzle({ ...options, keyPrefix: 'login' }),
      byIp: new RateLimiterDrizzle({ ...options, keyPrefix: 'ip' }),
    };
  }

  /** Throws 429 (with Retry-After) when either counter is used up. */
  async assertAllowed(ip: string, login: string | undefined): Promise<void> {
    const checks = [
      this.limiters.byIp.get(ip),
      login ? this.limiters.byLogin.get(login) : Promise.resolve(null),
    ];
    const blocked = (await Promise.all(checks)).filter(
      (state): state is RateLimiterRes => state !== null && state.consumedPoints >= maxLoginFailures,
    );
    if (blocked.length > 0) {
      const retryAfter = Math.ceil(Math.max(...blocked.map((state) => state.msBeforeNext)) / 1000);
      throw new ApiException(429, 'exception.toomanyrequests', {}, undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  }

  async recordFailure(ip: string, login: string | undefined): Promise<void> {
    // consume() rejects once the points are gone; the next attempt is refused by assertAllowed.
    const spend = (limiter: RateLimiterDrizzle, key: string) => limiter.consume(key).catch(() => undefined);
    await Promise.all([
      spend(this.limiters.byIp, ip),
      login ? spend(this.limiters.byLogin, login) : undefined,
    ]);
  }

  async recordSuccess(login: string): Promise<void> {
    await this.limiters.byLogin.delete(login);
  }
}
