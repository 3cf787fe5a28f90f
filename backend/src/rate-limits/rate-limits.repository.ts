import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { rateLimits } from './rate-limits.schema.js';

/** A budget: its size per window and the limiter counting it. */
export interface Budget {
  points: number;
  windowSeconds: number;
  limiter: RateLimiterAbstract;
}

export type BudgetKind = 'caller' | 'anonymous';

/** Rows of ended windows are deleted this often, an hour after they ended (the limiter's own rhythm). */
const cleanupMs = 300_000;
const keptAfterExpiryMs = 3_600_000;

/**
 * Where the call budgets are counted, so that several instances share them: Redis when the portal
 * runs with Redis (one INCR per call), else the PostgreSQL server (one upsert per call), else memory
 * (embedded PGlite serves a single instance).
 */
@Injectable()
export class RateLimitsRepository implements OnApplicationShutdown {
  readonly store: 'redis' | 'postgres' | 'memory';
  readonly budgets: Record<BudgetKind, Budget>;
  private readonly redis: Redis | undefined;
  /** The table's cleanup, ours rather than the limiter's: its timer outlived the database's pool. */
  private readonly cleanup: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(DATABASE) db: Database) {
    const { points, anonymousPoints, windowSeconds } = config.rateLimits;
    if (config.redisUrl) {
      const logger = new Logger('RateLimits');
      let failing = false;
      this.redis = new Redis(config.redisUrl, {
        connectionName: `portal-ratelimit-${config.instanceId}`,
        // A call must not wait for a reconnect: without Redis it is let through (see the service).
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      });
      this.redis.on('error', (error: Error) => {
        if (!failing) logger.warn(`Redis unreachable, calls are not counted meanwhile: ${error.message}`);
        failing = true;
      });
      this.redis.on('ready', () => (failing = false));
    }
    this.store = this.redis ? 'redis' : config.databaseUrl ? 'postgres' : 'memory';
    const limiter = (keyPrefix: string, most: number): RateLimiterAbstract => {
      const options = { keyPrefix, points: most, duration: windowSeconds };
      if (this.redis) return new RateLimiterRedis({ ...options, storeClient: this.redis });
      if (config.databaseUrl)
        return new RateLimiterDrizzle({
          ...options,
          storeClient: db,
          schema: rateLimits,
          clearExpiredByTimeout: false,
        });
      return new RateLimiterMemory(options);
    };
    this.budgets = {
      caller: { points, windowSeconds, limiter: limiter('calls', points) },
      anonymous: { points: anonymousPoints, windowSeconds, limiter: limiter('anon', anonymousPoints) },
    };
    if (this.store === 'postgres') {
      const logger = new Logger('RateLimits');
      this.cleanup = setInterval(() => {
        db.delete(rateLimits)
          .where(lt(rateLimits.expire, new Date(Date.now() - keptAfterExpiryMs)))
          .catch((error: unknown) => logger.warn(`could not delete ended windows: ${String(error)}`));
      }, cleanupMs);
      this.cleanup.unref();
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.cleanup);
    this.redis?.disconnect();
  }
}
