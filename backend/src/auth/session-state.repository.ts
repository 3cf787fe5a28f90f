import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { sessionCounters, sessionDemoSerials, sessionUnits, sessions } from './auth.schema.js';
import { SessionCache } from './session-cache.js';

/** The tables of a browser session's shared state; each change is one statement. */
@Injectable()
export class SessionStateRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  /** A session row without a login, so state can hang off it; its expiry moves on when it exists. */
  async ensureSession(sid: string, expire: Date): Promise<void> {
    await this.db
      .insert(sessions)
      .values({ sid, sess: {}, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { expire } });
    this.cache.forget(sid);
  }

  /** Removes the session row and, with it, its state. */
  async endSession(sid: string): Promise<void> {
    this.cache.forget(sid);
    await this.db.delete(sessions).where(eq(sessions.sid, sid));
    this.cache.forget(sid);
  }

  async connectedUnits(sid: string): Promise<string[]> {
    // Embedded PGlite: as this instance last read or changed them (see SessionCache).
    const remembered = this.cache.connectedUnits(sid);
    if (remembered) return [...remembered];
    const rows = await this.db
      .select({ sn: sessionUnits.sn })
      .from(sessionUnits)
      .where(eq(sessionUnits.sid, sid))
      .orderBy(sessionUnits.sn);
    const serials = rows.map((row) => row.sn);
    this.cache.rememberUnits(sid, serials);
    return serials;
  }

  async isConnected(sid: string, sn: string): Promise<boolean> {
    const [row] = await this.db
      .select({ sn: sessionUnits.sn })
      .from(sessionUnits)
      .where(and(eq(sessionUnits.sid, sid), eq(sessionUnits.sn, sn)));
    return row !== undefined;
  }

  /** Answers whether the session was not connected to the unit before. */
  async connect(sid: string, sn: string): Promise<boolean> {
    this.cache.forgetUnits(sid);
    const added = await this.db
      .insert(sessionUnits)
      .values({ sid, sn })
      .onConflictDoNothing()
      .returning({ sn: sessionUnits.sn });
    this.cache.forgetUnits(sid);
    return added.length > 0;
  }

  async disconnect(sid: string, sn: string): Promise<void> {
    this.cache.forgetUnits(sid);
    await this.db.delete(sessionUnits).where(and(eq(sessionUnits.sid, sid), eq(sessionUnits.sn, sn)));
    this.cache.forgetUnits(sid);
  }

  /** Adds `count` to the session's counter modulo `modulus` in one step; answers the new value. */
  async advanceCounter(sid: string, count: number, modulus: number): Promise<number | undefined> {
    const [row] = await this.db
      .insert(sessionCounters)
      .values({ sid, requestCounter: count % modulus })
      .onConflictDoUpdate({
        target: sessionCounters.sid,
        set: { requestCounter: sql`(${sessionCounters.requestCounter} + ${count}) % ${modulus}` },
      })
      .returning({ last: sessionCounters.requestCounter });
    return row?.last;
  }

  demoSerials(sid: string): Promise<{ fake: string; real: string }[]> {
    return this.db
      .select({ fake: sessionDemoSerials.fake, real: sessionDemoSerials.real })
      .from(sessionDemoSerials)
      .where(eq(sessionDemoSerials.sid, sid));
  }

  async demoReal(sid: string, fake: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ real: sessionDemoSerials.real })
      .from(sessionDemoSerials)
      .where(and(eq(sessionDemoSerials.sid, sid), eq(sessionDemoSerials.fake, fake)));
    return row?.real;
  }

  /** Inserts the pairs; a fake or real serial the session holds already keeps its row. */
  async addDemoSerials(rows: readonly { sid: string; fake: string; real: string }[]): Promise<void> {
    await this.db
      .insert(sessionDemoSerials)
      .values([...rows])
      .onConflictDoNothing();
  }
}
