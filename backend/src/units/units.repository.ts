import { Inject, Injectable } from '@nestjs/common';
import { type SQL, eq, exists, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { locationPartners } from '../locations/locations.schema.js';
import { partners } from '../users/users.schema.js';
import { unitOperators, units } from './units.schema.js';

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
}
