import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { consentRecords } from './consent-records.schema.js';
import { type UnitLimit, operatedWithin } from './unit-visibility.js';
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

  /** The serials the user operates, within `limit` when there is one. */
  async operatedSerials(db: Database, userId: number, limit: UnitLimit | undefined): Promise<string[]> {
    const rows = await db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(operatedWithin(db, userId, limit));
    return rows.map((row) => row.sn);
  }

  async insert(db: Database, rows: readonly NewConsentRecord[]): Promise<void> {
    if (rows.length > 0) await db.insert(consentRecords).values([...rows]);
  }

  /** Ends the current versions of `key` on every unit at `at` (one current version per unit). */
  async endCurrent(db: Database, key: string, at: Date): Promise<void> {
    await db
      .update(consentRecords)
      .set({ validTo: at })
      .where(and(eq(consentRecords.key, key), isNull(consentRecords.validTo)));
  }

  /** Ends the given versions of `key` still running at `at`; answers their units. */
  async endGranted(db: Database, key: string, at: Date): Promise<string[]> {
    const ended = await db
      .update(consentRecords)
      .set({ validTo: at })
      .where(
        and(
          eq(consentRecords.key, key),
          eq(consentRecords.granted, true),
          or(isNull(consentRecords.validTo), gt(consentRecords.validTo, at)),
        ),
      )
      .returning({ sn: consentRecords.sn });
    return ended.map((row) => row.sn);
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
