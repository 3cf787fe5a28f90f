import { Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/api-exception.js';
import { FailureCounters } from '../common/failure-counters.js';
import { DATABASE, type Database } from '../database/database.js';
import { serviceCodeThrottle } from './device-menu.schema.js';

/** Wrong codes one user may try on one unit per window. */
export const maxWrongCodesPerUser = 5;
/** Wrong codes on one unit from all users together per window: many accounts cannot guess faster. */
export const maxWrongCodesPerUnit = 20;
const windowSeconds = 15 * 60;

/**
 * Throttles guessing service codes (ADR 0014), as the login throttle does logins: counters in the
 * database, so every backend instance sees them.
 */
@Injectable()
export class ServiceCodeThrottleService {
  private readonly counters: FailureCounters<'user' | 'unit'>;

  constructor(@Inject(DATABASE) db: Database) {
    this.counters = new FailureCounters(db, serviceCodeThrottle, windowSeconds, {
      user: maxWrongCodesPerUser,
      unit: maxWrongCodesPerUnit,
    });
  }

  /**
   * Takes one attempt of the user on the unit before the unit checks the code, in one statement per
   * counter, so parallel guesses cannot all pass before any is counted. Throws 429 with the seconds
   * to wait (subject and Retry-After) when either counter is used up.
   */
  async takeAttempt(userId: number, sn: string): Promise<void> {
    const seconds = await this.counters.take({ user: userKey(userId, sn), unit: sn });
    if (seconds === 0) return;
    throw new ApiException(429, 'device.servicelevel.throttled', { subject: String(seconds) }, undefined, {
      'Retry-After': String(seconds),
    });
  }

  /**
   * The code was right: the attempt is no guess (the unit gets it back) and the user's own wrong
   * tries are forgiven (the unit's count of them stays).
   */
  async recordRightCode(userId: number, sn: string): Promise<void> {
    await this.counters.giveBack('unit', sn);
    await this.counters.forgive('user', userKey(userId, sn));
  }
}

const userKey = (userId: number, sn: string) => `${userId}:${sn}`;
