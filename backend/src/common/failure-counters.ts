import type { PgTable } from 'drizzle-orm/pg-core';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../database/database.js';

/**
 * Failures counted in the database (every backend instance sees them), one counter per limit (a
 * login name and a client address; a user on a unit and the unit): an attempt is refused while
 * any of its counters is used up. Used for logins and service codes: each attempt is taken before it
 * is made (take), and one that turned out not to be a failure is given back.
 */
export class FailureCounters<Limit extends string> {
  private readonly limits: [Limit, { limiter: RateLimiterDrizzle; points: number }][];

  constructor(
    db: Database,
    /** A table of rate-limiter-flexible's shape: key, points, expire. */
    table: PgTable,
    windowSeconds: number,
    points: Record<Limit, number>,
  ) {
    this.limits = (Object.entries(points) as [Limit, number][]).map(([limit, most]) => [
      limit,
      {
        points: most,
        limiter: new RateLimiterDrizzle({
          storeClient: db,
          schema: table,
          duration: windowSeconds,
          clearExpiredByTimeout: false,
          points: most,
          keyPrefix: limit,
        }),
      },
    ]);
  }

  /**
   * Takes one attempt from each counter of these keys before the attempt is made, one counter after
   * the other, each in one statement: of attempts made at once no more than the limit get through.
   * Answers 0, or the seconds to wait when a counter was used up; the counters taken from before it
   * then get their point back (the attempt is not made), the used-up one keeps it (it is over anyway).
   */
  async take(keys: Partial<Record<Limit, string>>): Promise<number> {
    const taken: (readonly [{ limiter: RateLimiterDrizzle }, string])[] = [];
    for (const entry of this.counted(keys)) {
      const [{ limiter }, key] = entry;
      try {
        await limiter.consume(key);
        taken.push(entry);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        await Promise.all(taken.map(([counter, earlier]) => counter.limiter.reward(earlier)));
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      }
    }
    return 0;
  }

  /** Gives one attempt back to one counter (one that turned out not to be a failure). */
  async giveBack(limit: Limit, key: string): Promise<void> {
    await this.limits.find(([name]) => name === limit)?.[1].limiter.reward(key);
  }

  /** Clears one counter (a login that succeeded, a code that was right). */
  async forgive(limit: Limit, key: string): Promise<void> {
    await this.limits.find(([name]) => name === limit)?.[1].limiter.delete(key);
  }

  private counted(keys: Partial<Record<Limit, string>>) {
    return this.limits.flatMap(([limit, counter]) => {
      const key = keys[limit];
      return key === undefined ? [] : [[counter, key] as const];
    });
  }
}
