import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import session from 'express-session';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { sessions } from './auth.schema.js';
import { SessionCache } from './session-cache.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** A session's expiry is written again only once it moved by this much: sessions last hours. */
const touchGranularityMs = 60_000;
const maxRememberedTouches = 100_000;

/** express-session store in PostgreSQL, so sessions survive restarts and work across instances. */
@Injectable()
export class DatabaseSessionStore extends session.Store implements OnApplicationShutdown {
  private readonly sweeper: NodeJS.Timeout;
  /** Expiry last written per session id, so rolling sessions do not write on every request. */
  private readonly written = new Map<string, number>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {
    super();
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), 15 * 60_000);
    this.sweeper.unref();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    // Embedded PGlite: the session as this instance last wrote it (see SessionCache).
    const remembered = this.cache.session(sid) as session.SessionData | undefined;
    if (remembered) {
      callback(null, remembered);
      return;
    }
    this.db
      .select({ sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .then(([row]) => {
        if (row) this.cache.rememberSession(sid, row.sess, row.expire);
        callback(null, (row?.sess as session.SessionData | undefined) ?? null);
      }, callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const sess = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    const expire = this.expiry(data);
    this.remember(sid, expire);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(
        () => {
          this.cache.rememberSession(sid, sess, expire);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.written.delete(sid);
    this.cache.forget(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => {
          // Again once deleted: a read that began before may have remembered it meanwhile.
          this.cache.forget(sid);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const expire = this.expiry(data);
    const written = this.written.get(sid);
    if (written !== undefined && expire.getTime() - written < touchGranularityMs) {
      callback?.();
      return;
    }
    this.remember(sid, expire);
    this.db
      .update(sessions)
      .set({ expire })
      .where(eq(sessions.sid, sid))
      .then(
        () => {
          this.cache.moveExpiry(sid, expire);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  private remember(sid: string, expire: Date): void {
    if (this.written.size >= maxRememberedTouches) this.written.clear();
    this.written.set(sid, expire.getTime());
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.config.sessionMaxAgeMs);
  }

  private async sweep(): Promise<void> {
    const now = new Date();
    await this.db.delete(sessions).where(lt(sessions.expire, now));
    this.cache.forgetExpired(now.getTime());
  }
}
