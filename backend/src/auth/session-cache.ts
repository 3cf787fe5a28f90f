import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** Sessions remembered at most; past that the memory starts again empty (reads fall back to the table). */
const maxRemembered = 50_000;

/**
 * What this instance wrote of the sessions table and its session_units, kept in memory so a request
 * does not read them again (issue 46: every statement is a round trip to embedded PGlite's thread).
 * Only with embedded PGlite: it serves one instance, whose session store and session state are the
 * only writers of these rows, and each write passes through here. With a PostgreSQL server another
 * instance may change them, so nothing is kept (`enabled` false).
 */
@Injectable()
export class SessionCache {
  readonly enabled: boolean;
  /** sid → the stored session (JSON) and its expiry. */
  private readonly rows = new Map<string, { sess: string; expire: number }>();
  /** sid → its connected units (session_units), sorted. */
  private readonly units = new Map<string, readonly string[]>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = !config.databaseUrl;
  }

  /** The session as last written, while it has not expired; undefined: ask the table. */
  session(sid: string, now = Date.now()): unknown {
    const row = this.rows.get(sid);
    if (!row || row.expire <= now) return undefined;
    return JSON.parse(row.sess) as unknown;
  }

  rememberSession(sid: string, sess: unknown, expire: Date): void {
    if (!this.enabled) return;
    if (this.rows.size >= maxRemembered) this.rows.clear();
    this.rows.set(sid, { sess: JSON.stringify(sess), expire: expire.getTime() });
  }

  /** The session's expiry moved (touch); only a remembered session is kept. */
  moveExpiry(sid: string, expire: Date): void {
    const row = this.rows.get(sid);
    if (row) row.expire = expire.getTime();
  }

  connectedUnits(sid: string): readonly string[] | undefined {
    return this.units.get(sid);
  }

  rememberUnits(sid: string, serials: readonly string[]): void {
    if (!this.enabled) return;
    if (this.units.size >= maxRemembered) this.units.clear();
    this.units.set(sid, serials);
  }

  /** The session's connected units changed: read them from the table next time. */
  forgetUnits(sid: string): void {
    this.units.delete(sid);
  }

  /** The session row is gone (logout, a token's end), and with it its state. */
  forget(sid: string): void {
    this.rows.delete(sid);
    this.units.delete(sid);
  }

  /** Expired sessions left the table. */
  forgetExpired(now = Date.now()): void {
    for (const [sid, row] of this.rows) if (row.expire <= now) this.forget(sid);
  }
}
