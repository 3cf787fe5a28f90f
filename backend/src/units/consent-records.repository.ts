import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { consentRecords } from './consent-records.schema.js';
import { type ZustimmungMap, units } from './units.schema.js';

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type NewConsentRecord = typeof consentRecords.$inferInsert;

/** The consent records and their projection, the unit's map; `db` is the caller's transaction. */
@Injectable()
export class ConsentRecordsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The unit's current map, locked until the transaction ends (a change is about to follow). */
  async lockMap(db: Database, sn: string): Promise<ZustimmungMap | undefined> {
    const [row] = await db
      .select({ map: units.zustimmungMap })
      .from(units)
      .where(eq(units.seriennummer, sn))
      .for('update');
    return row?.map;
  }

  /** Ends the current versions of `rows`' keys at `at`, adds `rows` and writes the new map. */
  async replace(
    db: Database,
    sn: string,
    rows: readonly NewConsentRecord[],
    map: ZustimmungMap,
    at: Date,
  ): Promise<void> {
    if (rows.length > 0) {
      const keys = rows.map((row) => row.key);
      await db
        .update(consentRecords)
        .set({ validTo: at })
        .where(
          and(eq(consentRecords.sn, sn), inArray(consentRecords.key, keys), isNull(consentRecords.validTo)),
        );
      await db.insert(consentRecords).values([...rows]);
    }
    await db.update(units).set({ zustimmungMap: map }).where(eq(units.seriennummer, sn));
  }

  /** Every version of the unit's consents, newest first. */
  history(sn: string): Promise<ConsentRecordRow[]> {
    return this.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.sn, sn))
      .orderBy(desc(consentRecords.validFrom), desc(consentRecords.id));
  }
}
