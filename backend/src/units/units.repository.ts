import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../database/database.js';
import { connectableUnits, locationSites } from './simulated-fleet.js';
import type { NewUnit, UnitRow } from './unit-row.js';
import {
  type ResolvedScope,
  type UnitViewer,
  resolvedScope,
  visibleTo,
  visibleToResolved,
} from './unit-visibility.js';
import { type ZustimmungMap, unitOperators, units } from './units.schema.js';

export interface UnitForAccess {
  unit: UnitRow;
  isOperator: boolean;
  leadZustimmungMap: ZustimmungMap | null;
}

export interface UnitPlacement {
  sn: string;
  locationUuid: string | null;
  productGroup: string;
}

/** Where a unit stands and what it is called: the columns of unit placements. */
const placementColumns = {
  sn: units.seriennummer,
  locationUuid: units.locationUuid,
  productGroup: units.productGroup,
  benennung: units.benennung,
};

@Injectable()
export class UnitsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Spec 6: who sees which unit, as a WHERE over units (see unit-visibility). */
  visibleTo(viewer: UnitViewer, seesAll: boolean): SQL | undefined {
    return visibleTo(this.db, viewer, seesAll);
  }

  /** visibleTo with the viewer's serials and locations as constants (the unit list's paging). */
  visibleToResolved(viewer: UnitViewer, seesAll: boolean): Promise<SQL | undefined> {
    return visibleToResolved(this.db, viewer, seesAll);
  }

  /** What the viewer sees, looked up (see scopeWhere). */
  scopeOf(viewer: UnitViewer, seesAll: boolean): Promise<ResolvedScope> {
    return resolvedScope(this.db, viewer, seesAll);
  }

  /** Units matching `filter`; `gen2Only`: of those only GEN2 units (MSR type 3). */
  async count(filter: SQL | undefined, gen2Only = false): Promise<number> {
    return this.db.$count(units, gen2Only ? and(filter, eq(units.msrTyp, 3)) : filter);
  }

  async insert(unit: NewUnit, db: Database = this.db): Promise<void> {
    await db.insert(units).values(unit);
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

  /**
   * A unit the filter lets through, with what access checks need besides it: whether the user
   * operates it, and the consents of its location's lead controller (module L1). One query, since
   * every unit call asks.
   */
  async findForAccess(
    sn: string,
    filter: SQL | undefined,
    userId: number,
  ): Promise<UnitForAccess | undefined> {
    const [row] = await this.db
      .select({ unit: units, ...this.consentColumns(userId) })
      .from(units)
      .where(and(eq(units.seriennummer, sn), filter));
    return row;
  }

  /** findForAccess's consent facts for several units at once (the unit list's glances). */
  async consentFacts(
    sns: readonly string[],
    userId: number,
  ): Promise<Map<string, Omit<UnitForAccess, 'unit'>>> {
    if (sns.length === 0) return new Map();
    const rows = await this.db
      .select({ sn: units.seriennummer, ...this.consentColumns(userId) })
      .from(units)
      .where(inArray(units.seriennummer, [...sns]));
    return new Map(rows.map(({ sn, ...facts }) => [sn, facts]));
  }

  private consentColumns(userId: number) {
    return consentColumns(this.db, userId);
  }

  /** Whether a condition over the units (a boolean SQL expression) holds. */
  async holds(condition: SQL): Promise<boolean> {
    const result = await this.db.execute(sql`select ${condition} as ok`);
    return (result as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
  }

  /**
   * Units among `audience` (a serials subquery; undefined: all), by designation, at most `limit`;
   * optionally only the one serial or those at one location.
   */
  unitsAmong(
    audience: SQL | undefined,
    limit: number,
    only: { sn?: string; locationUuid?: string } = {},
  ): Promise<(UnitPlacement & { benennung: string })[]> {
    return this.db
      .select(placementColumns)
      .from(units)
      .where(
        and(
          audience && sql`${units.seriennummer} in ${audience}`,
          only.sn === undefined ? undefined : eq(units.seriennummer, only.sn),
          only.locationUuid === undefined ? undefined : eq(units.locationUuid, only.locationUuid),
        ),
      )
      .orderBy(units.benennung, units.seriennummer)
      .limit(limit);
  }

  async placements(sns: readonly string[]): Promise<(UnitPlacement & { benennung: string })[]> {
    if (sns.length === 0) return [];
    return this.db
      .select(placementColumns)
      .from(units)
      .where(inArray(units.seriennummer, [...sns]));
  }

  async isOperator(sn: string, userId: number): Promise<boolean> {
    const count = await this.db.$count(
      unitOperators,
      and(eq(unitOperators.sn, sn), eq(unitOperators.userId, userId)),
    );
    return count > 0;
  }

  /** See UnitsService.revocationReach. */
  async revocationReach(sn: string): Promise<{ sn: string; operators: number[] }[]> {
    const lead = alias(units, 'lead');
    const leadLocation = this.db
      .select({ uuid: lead.locationUuid })
      .from(lead)
      .where(and(eq(lead.seriennummer, sn), eq(lead.module, 'L1')));
    const rows = await this.db
      .select({ sn: units.seriennummer, userId: unitOperators.userId })
      .from(units)
      .leftJoin(unitOperators, eq(unitOperators.sn, units.seriennummer))
      .where(
        or(
          eq(units.seriennummer, sn),
          and(inArray(units.locationUuid, leadLocation), notInArray(units.module, ['', 'L1'])),
        ),
      );
    const reach = new Map<string, number[]>();
    for (const row of rows) {
      const operators = reach.get(row.sn) ?? [];
      if (row.userId !== null) operators.push(row.userId);
      reach.set(row.sn, operators);
    }
    return [...reach].map(([serial, operators]) => ({ sn: serial, operators }));
  }

  /** Connectable units for the simulated demo fleet, those operated by `preferredLogins` first. */
  connectableUnits(limit: number, preferredLogins: readonly string[]): Promise<UnitRow[]> {
    return connectableUnits(this.db, limit, preferredLogins);
  }

  /** Units at these locations and the locations' flags (the simulated grid meters' sites). */
  locationSites(uuids: readonly string[]) {
    return locationSites(this.db, uuids);
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
      .select({ sn: units.seriennummer, locationUuid: units.locationUuid, productGroup: units.productGroup })
      .from(units)
      .where(inArray(units.seriennummer, [...sns]))
      .orderBy(units.seriennummer)
      .for('update');
  }

  /** Placed units of these product groups that pass the filter (all of them for `undefined`). */
  async placedOfGroups(
    productGroups: readonly string[],
    filter: SQL | undefined,
    locationUuids?: readonly string[],
  ): Promise<UnitRow[]> {
    if (locationUuids?.length === 0) return [];
    return this.db
      .select()
      .from(units)
      .where(
        and(
          inArray(units.productGroup, [...productGroups]),
          locationUuids
            ? inArray(units.locationUuid, [...locationUuids])
            : sql`${units.locationUuid} is not null`,
          filter,
        ),
      )
      .orderBy(units.seriennummer);
  }

  /** Who operates these units (user ids). */
  async operatorIds(sns: readonly string[]): Promise<{ sn: string; userId: number }[]> {
    if (sns.length === 0) return [];
    return this.db
      .select({ sn: unitOperators.sn, userId: unitOperators.userId })
      .from(unitOperators)
      .where(inArray(unitOperators.sn, [...sns]))
      .orderBy(unitOperators.sn, unitOperators.userId);
  }

  async atLocations(db: Database, locationUuids: readonly string[]): Promise<UnitPlacement[]> {
    if (locationUuids.length === 0) return [];
    return db
      .select({ sn: units.seriennummer, locationUuid: units.locationUuid, productGroup: units.productGroup })
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

  /** Operators and device rows go with the unit (foreign keys cascade); samples age out by retention. */
  async delete(db: Database, sn: string): Promise<void> {
    await db.delete(units).where(eq(units.seriennummer, sn));
  }
}

/**
 * Whether the user operates the unit, and its location's lead controller's (module L1) consents:
 * columns of a select from units (findForAccess, and the unit list's page facts).
 */
export function consentColumns(db: Database, userId: number) {
  const lead = alias(units, 'lead');
  return {
    isOperator: sql<boolean>`exists (${db
      .select({ one: sql`1` })
      .from(unitOperators)
      .where(and(eq(unitOperators.sn, units.seriennummer), eq(unitOperators.userId, userId)))})`,
    leadZustimmungMap: sql<ZustimmungMap | null>`(${db
      .select({ map: lead.zustimmungMap })
      .from(lead)
      .where(and(eq(lead.locationUuid, units.locationUuid), eq(lead.module, 'L1')))
      .orderBy(lead.seriennummer)
      .limit(1)})`,
  };
}
