import { Inject, Injectable } from '@nestjs/common';
import { eq, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { adviceRuns } from './advice.schema.js';

@Injectable()
export class AdviceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Claims a sweep slot: true for the one instance whose insert made the row. */
  async claim(slot: Date, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(adviceRuns)
      .values({ slot, startedAt: at })
      .onConflictDoNothing()
      .returning({ slot: adviceRuns.slot });
    return rows.length > 0;
  }

  async finish(slot: Date, summary: string): Promise<void> {
    await this.db.update(adviceRuns).set({ summary }).where(eq(adviceRuns.slot, slot));
  }

  /** Drops the record of slots before `before` (a month of them is plenty to look at). */
  async prune(before: Date): Promise<void> {
    await this.db.delete(adviceRuns).where(lt(adviceRuns.slot, before));
  }
}
