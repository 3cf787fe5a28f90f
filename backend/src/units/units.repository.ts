import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { locationPartners } from '../locations/locations.schema.js';
import { partners, users } from '../users/users.schema.js';
import { textArray, uuidArray } from './sql-arrays.js';
import { type ZustimmungMap, unitOperators, units } from './units.schema.js';

export type UnitRow = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;
export interface UnitPlacement {
  sn: string;
  locationUuid: string | null;
}

/** The facts about a user that decide which units they see (spec 6). */
export interface UnitViewer {
  id: number;
  roles: readonly string[];
}

@Injectable()
export class UnitsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Operators and external users see the units they operate; partners the units at the locations
   * their company looks after; the manufacturer, admins and demo users see every unit.
   */
  visibleTo(viewer: UnitViewer, seesAll: boolean): SQL | undefined {
    if (seesAll) return undefined;
    return visibleWhere(
      sql`array(${this.operatedBy(viewer.id)})`,
      sql`array(${this.lookedAfterBy(viewer.id)})`,
    );
  }

  /**
   * visibleTo with the viewer's serials and locations looked up first and passed as constants, so
   * the planner knows how many they are and filters with a hash instead of scanning an array per row
   * (the unit list over 100k units, spec 7 info/units).
   */
  async visibleToResolved(viewer: UnitViewer, seesAll: boolean): Promise<SQL | undefined> {
    if (seesAll) return undefined;
    const [operated, lookedAfter] = await Promise.all([
      this.operatedBy(viewer.id),
      this.lookedAfterBy(viewer.id),
    ]);
    return visibleWhere(
      textArray(operated.map((row) => row.sn)),
      uuidArray(lookedAfter.map((row) => row.uuid)),
    );
  }

  private operatedBy(userId: number) {
    return this.db
      .select({ sn: unitOperators.sn })
      .from(unitOperators)
      .where(eq(unitOperators.userId, userId));
  }

  private lookedAfterBy(userId: number) {
    return this.db
      .select({ uuid: locationPartners.locationUuid })
      .from(locationPartners)
      .innerJoin(partners, eq(partners.id, locationPartners.partnerId))
      .where(eq(partners.userId, userId));
  }

  async count(filter: SQL | undefined): Promise<number> {
    return this.db.$count(units, filter);
  }

  async insert(unit: NewUnit): Promise<void> {
    await this.db.insert(units).values(unit);
  }

  async addOperator(sn: string, userId: number, db: Database = this.db): Promise<void> {
    await db.insert(unitOperators).values({ sn, userId }).onConflictDoNothing();
  }

  async findOne(sn: string, filter: SQL | undefined, db: Database = this.db): Promise<UnitRow | undefined> {
    const [row] = await db
      .select()
      .from(units)
      .where(and(eq(units.seriennummer, sn), filter));
    return row;
  }

  async isOperator(sn: string, userId: number): Promise<boolean> {
    const count = await this.db.$count(
      unitOperators,
      and(eq(unitOperators.sn, sn), eq(unitOperators.userId, userId)),
    );
    return count > 0;
  }

  /** The location's lead controller (module L1), whose operator consent covers further controllers. */
  async leadController(locationUuid: string): Promise<UnitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(units)
      .where(and(eq(units.locationUuid, locationUuid), eq(units.module, 'L1')))
      .orderBy(units.seriennummer)
      .limit(1);
    return row;
  }

  async updateZustimmung(sn: string, map: ZustimmungMap): Promise<void> {
    await this.db.update(units).set({ zustimmungMap: map }).where(eq(units.seriennummer, sn));
  }

  /** Connectable units for the simulated demo fleet, those operated by `preferredLogins` first. */
  async connectableUnits(limit: number, preferredLogins: readonly string[]): Promise<UnitRow[]> {
    const preferred = exists(
      this.db
        .select({ one: sql`1` })
        .from(unitOperators)
        .innerJoin(users, eq(users.id, unitOperators.userId))
        .where(and(eq(unitOperators.sn, units.seriennummer), inArray(users.login, [...preferredLogins]))),
    );
    return (
      this.db
        .select()
        .from(units)
        .where(
          // A decommissioned unit sends nothing any more; simulating it would show it running.
          and(eq(units.msrTyp, 3), eq(units.hasVertrag, true), isNull(units.ausserbetriebnahmeDatum)),
        )
        // One unit of each kind first (the showcase operators' where they have one), then the
        // second of each kind, and so on: a small fleet still shows every kind of unit live.
        .orderBy(
          sql`row_number() over (partition by ${units.productGroup} order by ${preferred} desc, ${units.seriennummer})`,
          sql`${preferred} desc`,
          units.seriennummer,
        )
        .limit(limit)
    );
  }

  // ---- placement at locations and registration; `db` is the caller's transaction -----------------

  /** The serials among `sns` that pass `filter` (see visibleTo). */
  async serialsAmong(db: Database, sns: readonly string[], filter: SQL | undefined): Promise<string[]> {
    if (sns.length === 0) return [];
    const rows = await db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(and(inArray(units.seriennummer, [...sns]), filter));
    return rows.map((row) => row.sn);
  }

  /** Where the given units are, locked until the transaction ends (they are about to move). */
  async lockPlacement(db: Database, sns: readonly string[]): Promise<UnitPlacement[]> {
    if (sns.length === 0) return [];
    return db
      .select({ sn: units.seriennummer, locationUuid: units.locationUuid })
      .from(units)
      .where(inArray(units.seriennummer, [...sns]))
      .orderBy(units.seriennummer)
      .for('update');
  }

  async atLocations(db: Database, locationUuids: readonly string[]): Promise<UnitPlacement[]> {
    if (locationUuids.length === 0) return [];
    return db
      .select({ sn: units.seriennummer, locationUuid: units.locationUuid })
      .from(units)
      .where(inArray(units.locationUuid, [...locationUuids]))
      .orderBy(units.seriennummer);
  }

  async setLocation(db: Database, sns: readonly string[], locationUuid: string | null): Promise<void> {
    if (sns.length === 0) return;
    await db
      .update(units)
      .set({ locationUuid })
      .where(inArray(units.seriennummer, [...sns]));
  }

  async operatesAnyAt(db: Database, locationUuid: string, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ sn: units.seriennummer })
      .from(units)
      .innerJoin(unitOperators, eq(unitOperators.sn, units.seriennummer))
      .where(and(eq(units.locationUuid, locationUuid), eq(unitOperators.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  /** False when the serial exists already. */
  async insertIfNew(db: Database, unit: NewUnit): Promise<boolean> {
    const inserted = await db
      .insert(units)
      .values(unit)
      .onConflictDoNothing({ target: units.seriennummer })
      .returning({ sn: units.seriennummer });
    return inserted.length === 1;
  }

  async operatorLogins(db: Database, sn: string): Promise<string[]> {
    const rows = await db
      .select({ login: users.login })
      .from(unitOperators)
      .innerJoin(users, eq(users.id, unitOperators.userId))
      .where(eq(unitOperators.sn, sn))
      .orderBy(users.login);
    return rows.map((row) => row.login);
  }

  /** Operators and device rows go with the unit (foreign keys cascade); samples age out by retention. */
  async delete(db: Database, sn: string): Promise<void> {
    await db.delete(units).where(eq(units.seriennummer, sn));
  }
}

/** The visibility rule of spec 6 over the viewer's serials and looked-after locations (both arrays). */
function visibleWhere(serials: SQL, locationUuids: SQL): SQL {
  return sql`(${units.seriennummer} = any(${serials}) or ${units.locationUuid} = any(${locationUuids}))`;
}
