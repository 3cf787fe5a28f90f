import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { deviceServiceLevels } from './device-menu.schema.js';

/** What the server knows of a session's service level on a unit at a moment. */
export type ServiceLevelState = { state: 'active'; expiresAt: number } | { state: 'none' | 'expired' };

/** The service levels of browser sessions, one statement per change (parallel requests all land). */
@Injectable()
export class ServiceLevelRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async state(sid: string, sn: string, now: number): Promise<ServiceLevelState> {
    const [row] = await this.db
      .select({ expiresAt: deviceServiceLevels.expiresAt })
      .from(deviceServiceLevels)
      .where(this.key(sid, sn));
    if (!row) return { state: 'none' };
    const expiresAt = row.expiresAt.getTime();
    return expiresAt > now ? { state: 'active', expiresAt } : { state: 'expired' };
  }

  async enter(sid: string, sn: string, expiresAt: number): Promise<void> {
    await this.db
      .insert(deviceServiceLevels)
      .values({ sid, sn, expiresAt: new Date(expiresAt) })
      .onConflictDoUpdate({
        target: [deviceServiceLevels.sid, deviceServiceLevels.sn],
        set: { expiresAt: new Date(expiresAt) },
      });
  }

  /** Moves an active level's end to `expiresAt`; false when there is none or it ran out before `now`. */
  async renew(sid: string, sn: string, now: number, expiresAt: number): Promise<boolean> {
    const renewed = await this.db
      .update(deviceServiceLevels)
      .set({ expiresAt: new Date(expiresAt) })
      .where(and(this.key(sid, sn), gt(deviceServiceLevels.expiresAt, new Date(now))))
      .returning({ sn: deviceServiceLevels.sn });
    return renewed.length > 0;
  }

  async leave(sid: string, sn: string): Promise<void> {
    await this.db.delete(deviceServiceLevels).where(this.key(sid, sn));
  }

  private key(sid: string, sn: string) {
    return and(eq(deviceServiceLevels.sid, sid), eq(deviceServiceLevels.sn, sn));
  }
}
