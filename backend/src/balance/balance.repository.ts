import { Inject, Injectable } from '@nestjs/common';
import { type BalanceTariffs, balanceTariffsSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { balanceTariffs } from './balance.schema.js';

export interface StoredTariffs {
  tariffs: BalanceTariffs;
  updatedAt: Date;
}

/** The balance's own table: each unit's tariffs. */
@Injectable()
export class BalanceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async tariffs(sn: string): Promise<StoredTariffs | null> {
    const [row] = await this.db
      .select({ tariffs: balanceTariffs.tariffs, updatedAt: balanceTariffs.updatedAt })
      .from(balanceTariffs)
      .where(eq(balanceTariffs.sn, sn));
    if (!row) return null;
    // A row written under an older schema that no longer passes reads as none, not as a 500.
    const parsed = balanceTariffsSchema.safeParse(row.tariffs);
    return parsed.success ? { tariffs: parsed.data, updatedAt: row.updatedAt } : null;
  }

  async saveTariffs(sn: string, tariffs: BalanceTariffs, userId: number, now: Date): Promise<void> {
    await this.db
      .insert(balanceTariffs)
      .values({ sn, tariffs, updatedAt: now, updatedBy: userId })
      .onConflictDoUpdate({ target: balanceTariffs.sn, set: { tariffs, updatedAt: now, updatedBy: userId } });
  }
}
