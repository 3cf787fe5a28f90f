import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, eq, exists, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { locationPartners } from '../locations/locations.schema.js';
import { partners, users } from '../users/users.schema.js';
import { type ZustimmungMap, unitOperators, units } from './units.schema.js';

export type UnitRow = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;

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
    const operated = exists(
      this.db
        .select({ one: sql`1` })
        .from(unitOperators)
        .where(sql`${unitOperators.sn} = ${units.seriennummer} and ${unitOperators.userId} = ${viewer.id}`),
    );
    const lookedAfter = inArray(
      units.locationUuid,
      this.db
        .select({ uuid: locationPartners.locationUuid })
        .from(locationPartners)
        .innerJoin(partners, eq(partners.id, locationPartners.partnerId))
        .where(eq(partners.userId, viewer.id)),
    );
    return sql`(${operated} or ${lookedAfter})`;
  }

  async count(filter: SQL | undefined): Promise<number> {
    return this.db.$count(units, filter);
  }

  async insert(unit: NewUnit): Promise<void> {
    await this.db.insert(units).values(unit);
  }

  async addOperator(sn: string, userId: number): Promise<void> {
    await this.db.insert(unitOperators).values({ sn, userId }).onConflictDoNothing();
  }

  async findOne(sn: string, filter: SQL | undefined): Promise<UnitRow | undefined> {
    const [row] = await this.db
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

  /** Connectable units, those operated by `preferredLogins` first (the simulated demo fleet). */
  async connectableUnits(limit: number, preferredLogins: readonly string[]): Promise<UnitRow[]> {
    const preferred = exists(
      this.db
        .select({ one: sql`1` })
        .from(unitOperators)
        .innerJoin(users, eq(users.id, unitOperators.userId))
        .where(and(eq(unitOperators.sn, units.seriennummer), inArray(users.login, [...preferredLogins]))),
    );
    return this.db
      .select()
      .from(units)
      .where(and(eq(units.msrTyp, 3), eq(units.hasVertrag, true)))
      .orderBy(sql`${preferred} desc`, units.seriennummer)
      .limit(limit);
  }
}
