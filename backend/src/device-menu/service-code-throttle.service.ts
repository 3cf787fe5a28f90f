import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import { ApiException } from '../common/api-exception.js';
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
  private readonly limiters: { byUser: RateLimiterDrizzle; byUnit: RateLimiterDrizzle };

  constructor(@Inject(DATABASE) db: Database) {
    const options = {
      storeClient: db,
      schema: serviceCodeThrottle,
      duration: windowSeconds,
      clearExpiredByTimeout: false,
    };
    this.limiters = {
      byUser: new RateLimiterDrizzle({ ...options, points: maxWrongCodesPerUser, keyPrefix: 'user' }),
      byUnit: new RateLimiterDrizzle({ ...options, points: maxWrongCodesPerUnit, keyPrefix: 'unit' }),
    };
  }

  /** Throws 429 with the seconds to wait (subject and Retry-After) when either counter is used up. */
  async assertAllowed(userId: number, sn: string): Promise<void> {
    const [byUser, byUnit] = await Promise.all([
      this.limiters.byUser.get(userKey(userId, sn)),
      this.limiters.byUnit.get(sn),
    ]);
    const blocked = [usedUp(byUser, maxWrongCodesPerUser), usedUp(byUnit, maxWrongCodesPerUnit)].filter(
      (state): state is RateLimiterRes => state !== null,
    );
    if (blocked.length === 0) return;
    const seconds = String(Math.ceil(Math.max(...blocked.map((state) => state.msBeforeNext)) / 1000));
    throw new ApiException(429, 'device.servicelevel.throttled', { subject: seconds }, undefined, {
      'Retry-After': seconds,
    });
  }

  async recordWrongCode(userId: number, sn: string): Promise<void> {
    // consume() rejects once the points are gone; the next attempt is refused by assertAllowed.
    const spend = (limiter: RateLimiterDrizzle, key: string) => limiter.consume(key).catch(() => undefined);
    await Promise.all([spend(this.limiters.byUser, userKey(userId, sn)), spend(this.limiters.byUnit, sn)]);
  }

  /** The user knows the code: their own wrong tries are forgiven (the unit's count stays). */
  async recordRightCode(userId: number, sn: string): Promise<void> {
    await this.limiters.byUser.delete(userKey(userId, sn));
  }
}

const userKey = (userId: number, sn: string) => `${userId}:${sn}`;

function usedUp(state: RateLimiterRes | null, points: number): RateLimiterRes | null {
  return state !== null && state.consumedPoints >= points ? state : null;
}
