import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import session from 'express-session';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { sessions } from './auth.schema.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** express-session store in PostgreSQL, so sessions survive restarts and work across instances. */
@Injectable()
export class DatabaseSessionStore extends session.Store implements OnApplicationShutdown {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), 15 * 60_000);
    this.sweeper.unref();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .then(([row]) => callback(null, (row?.sess as session.SessionData | undefined) ?? null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const sess = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    const expire = this.expiry(data);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.db
      .update(sessions)
      .set({ expire: this.expiry(data) })
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.config.sessionMaxAgeMs);
  }

  private async sweep(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, new Date()));
  }
}
