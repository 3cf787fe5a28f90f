import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { and, eq, lt, ne } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { portalInstances } from './auth.schema.js';

/** How often an instance says it is alive, and after how long without a word it counts as gone. */
export const heartbeatMs = 30_000;
export const goneAfterMs = 2 * 60_000;

/** A start refused because a running instance signs sessions with another secret. */
export class SessionSecretMismatch extends Error {}

/**
 * Several instances behind one load balancer must sign session cookies with one secret, or a
 * session started on one is unknown to the other. Without SESSION_SECRET each instance would make
 * its own (in its DATA_DIR): the second instance on a database with a live first refuses to start.
 */
@Injectable()
export class SessionSecretCheck implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Instances');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  private get fingerprint(): string {
    return createHash('sha256').update(`portal.session-secret:${this.config.sessionSecret}`).digest('hex');
  }

  async onApplicationBootstrap(): Promise<void> {
    const cutoff = new Date(Date.now() - goneAfterMs);
    await this.db.delete(portalInstances).where(lt(portalInstances.lastSeen, cutoff));
    const [other] = await this.db
      .select()
      .from(portalInstances)
      .where(
        and(
          ne(portalInstances.instanceId, this.config.instanceId),
          ne(portalInstances.secretFingerprint, this.fingerprint),
        ),
      );
    if (other)
      throw new SessionSecretMismatch(
        `Another portal instance (${other.instanceId}) on this database signs sessions with another secret. ` +
          'Give every instance the same SESSION_SECRET (at least 32 characters): without it each one makes its ' +
          'own in its DATA_DIR, and a session started on one would be unknown to the others.',
      );
    await this.beat();
    this.timer = setInterval(
      () => void this.beat().catch((error: unknown) => this.logger.warn(`heartbeat: ${String(error)}`)),
      heartbeatMs,
    );
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.db
      .delete(portalInstances)
      .where(eq(portalInstances.instanceId, this.config.instanceId))
      .catch(() => undefined);
  }

  private async beat(): Promise<void> {
    const row = {
      instanceId: this.config.instanceId,
      secretFingerprint: this.fingerprint,
      lastSeen: new Date(),
    };
    await this.db
      .insert(portalInstances)
      .values(row)
      .onConflictDoUpdate({ target: portalInstances.instanceId, set: row });
  }
}
