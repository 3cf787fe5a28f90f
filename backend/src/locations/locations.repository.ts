import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import type { LocationView } from '../units/location-view.js';
import { locationPartners, locations } from './locations.schema.js';

export type NewLocation = typeof locations.$inferInsert;

/** SQL of the locations domain; methods taking `db` run in the caller's transaction. */
@Injectable()
export class LocationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(db: Database, location: NewLocation): Promise<LocationView> {
    const [row] = await db.insert(locations).values(location).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(db: Database, uuid: string, changes: Partial<NewLocation>): Promise<LocationView> {
    const [row] = await db.update(locations).set(changes).where(eq(locations.uuid, uuid)).returning();
    if (!row) throw new Error('update matched no row');
    return row;
  }

  async find(db: Database, uuids: readonly string[]): Promise<LocationView[]> {
    if (uuids.length === 0) return [];
    return db
      .select()
      .from(locations)
      .where(inArray(locations.uuid, [...uuids]));
  }

  /** Locked until the transaction ends, so concurrent edits of the same locations queue up. */
  async lock(db: Database, uuids: readonly string[]): Promise<LocationView[]> {
    if (uuids.length === 0) return [];
    return db
      .select()
      .from(locations)
      .where(inArray(locations.uuid, [...uuids]))
      .orderBy(locations.uuid)
      .for('update');
  }

  async linkPartners(db: Database, uuid: string, partnerIds: readonly number[]): Promise<void> {
    if (partnerIds.length === 0) return;
    await db
      .insert(locationPartners)
      .values(partnerIds.map((partnerId) => ({ locationUuid: uuid, partnerId })))
      .onConflictDoNothing();
  }

  async isLookedAfterBy(db: Database, uuid: string, partnerIds: readonly number[]): Promise<boolean> {
    if (partnerIds.length === 0) return false;
    const count = await db.$count(
      locationPartners,
      and(eq(locationPartners.locationUuid, uuid), inArray(locationPartners.partnerId, [...partnerIds])),
    );
    return count > 0;
  }

  /** The serials among `sns` that some location was created for (locationInfo.initialSN). */
  async initialUnitsAmong(db: Database, sns: readonly string[]): Promise<string[]> {
    if (sns.length === 0) return [];
    const initialSN = sql<string>`${locations.locationInfo}->>'initialSN'`;
    const rows = await db
      .select({ sn: initialSN })
      .from(locations)
      .where(inArray(initialSN, [...sns]));
    return rows.map((row) => row.sn);
  }
}
