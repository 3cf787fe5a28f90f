import { Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/api-exception.js';
import { FailureCounters } from '../common/failure-counters.js';
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
  private readonly counters: FailureCounters<'login' | 'ip'>;

  constructor(@Inject(DATABASE) db: Database) {
    this.counters = new FailureCounters(db, loginThrottle, windowSeconds, {
      login: maxLoginFailures,
      ip: maxLoginFailures,
    });
  }

  /** Throws 429 (with Retry-After) when either counter is used up. */
  async assertAllowed(ip: string, login: string | undefined): Promise<void> {
    const seconds = await this.counters.secondsBlocked({ ip, ...(login ? { login } : {}) });
    if (seconds > 0)
      throw new ApiException(429, 'exception.toomanyrequests', {}, undefined, {
        'Retry-After': String(seconds),
      });
  }

  async recordFailure(ip: string, login: string | undefined): Promise<void> {
    await this.counters.spend({ ip, ...(login ? { login } : {}) });
  }

  async recordSuccess(login: string): Promise<void> {
    await this.counters.forgive('login', login);
  }
}
