import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { units } from '../units/units.schema.js';
import { unitCredentials } from './devices.schema.js';

/** The units' MQTT secrets (hashes only). */
@Injectable()
export class CredentialsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The product group of each known unit among `serials` (read from the units table: ADR 0003). */
  productGroups(serials: readonly string[]): Promise<{ sn: string; productGroup: string }[]> {
    return this.db
      .select({ sn: units.seriennummer, productGroup: units.productGroup })
      .from(units)
      .where(inArray(units.seriennummer, [...serials]));
  }

  /** Stores the new secrets' hashes in one transaction; `beforeCommit` may still roll them back. */
  async replaceSecrets(
    hashes: readonly { sn: string; secretHash: string }[],
    beforeCommit: () => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const { sn, secretHash } of hashes) {
        await tx
          .insert(unitCredentials)
          .values({ sn, secretHash })
          .onConflictDoUpdate({ target: unitCredentials.sn, set: { secretHash, createdAt: new Date() } });
      }
      await beforeCommit();
    });
  }

  secretHashes(serials: readonly string[]): Promise<{ sn: string; secretHash: string }[]> {
    return this.db
      .select({ sn: unitCredentials.sn, secretHash: unitCredentials.secretHash })
      .from(unitCredentials)
      .where(inArray(unitCredentials.sn, [...serials]));
  }
}
