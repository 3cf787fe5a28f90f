import { Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/api-exception.js';
import { FailureCounters } from '../common/failure-counters.js';
import { DATABASE, type Database } from '../database/database.js';
import { loginThrottle } from './auth.schema.js';

export const maxLoginFailures = 10;
const windowSeconds = 15 * 60;

/**
 * At most 10 failed logins per 15 minutes per login name and per client address; counters live in
 * the database so every backend instance sees them. Each attempt is taken from the counters before
 * the password is checked, so attempts sent at once cannot all pass a check made before any of
 * them failed; one that was no failure gives its attempt back.
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

  /**
   * Runs one password (or hash, or unit password) check as a counted attempt: 429 with Retry-After
   * when a counter is used up, before `check` runs. An error for which `isFailure` holds keeps the
   * attempt; success clears the login name's counter and gives the address its attempt back; any
   * other error gives both back.
   */
  async attempt<T>(
    ip: string,
    login: string | undefined,
    check: () => Promise<T>,
    isFailure: (error: unknown) => boolean = () => true,
  ): Promise<T> {
    const seconds = await this.counters.take({ ip, ...(login ? { login } : {}) });
    if (seconds > 0)
      throw new ApiException(429, 'exception.toomanyrequests', {}, undefined, {
        'Retry-After': String(seconds),
      });
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (!isFailure(error)) await this.giveBack(ip, login);
      throw error;
    }
    await this.counters.giveBack('ip', ip);
    if (login) await this.counters.forgive('login', login);
    return result;
  }

  private async giveBack(ip: string, login: string | undefined): Promise<void> {
    await this.counters.giveBack('ip', ip);
    if (login) await this.counters.giveBack('login', login);
  }
}
