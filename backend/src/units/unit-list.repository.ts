import { Inject, Injectable } from '@nestjs/common';
import {
  type SQL,
  type SQLWrapper,
  and,
  asc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { unitGlance, unitPresence } from '../devices/devices.schema.js';
import { type UnitAttention, unitAttention } from '@portal/contracts';
import type { LocationView } from './location-view.js';
import { locations } from '../locations/locations.schema.js';
import { users } from '../users/users.schema.js';
import { attentionRank, attentionWhere, needsAttention } from './unit-attention.js';
import {
  type TalliedSlice,
  demoLocationSearchWhere,
  fuzzyThreshold,
  locationSearchWhere,
} from './unit-list.filter.js';
import { fleetTallies, locationUnitTallies } from './fleet-tallies.schema.js';
import type { UnitRow } from './unit-row.js';
import { textArray, uuidArray } from './sql-arrays.js';
import { lookedAfterSet } from './unit-visibility.js';
import { consentColumns } from './units.repository.js';
import type { UnitForAccess } from './units.repository.js';
import { unitOperators, units } from './units.schema.js';

export interface ListedUnit {
  unit: UnitRow;
  location: LocationView | null;
}

/** A unit's glance with its presence change and how urgently it needs attention. */
export interface GlanceFacts {
  glance: typeof unitGlance.$inferSelect | null;
  since: Date | null;
  attention: UnitAttention;
}

/**
 * Locations listed in location mode even without a matching unit, while nothing is filtered: every
 * location for those who see every unit, else the viewer's own (ownLocations), so a location
 * without units can still be opened and edited.
 */
export type AlsoEmpty = 'every' | SQL;

/** Matching units, and those of them without a location (listed after the located ones). */
export interface UnitCount {
  total: number;
  unlocated: number;
}

/** Matching units per attention, in unitAttention's order. */
export type AttentionCounts = UnitCount[];

/** What a page shows of a listed unit besides its row, read in one query (see pageFacts). */
export interface PageFacts extends GlanceFacts {
  /** The online state last stored; undefined when never heard of. */
  storedOnline: boolean | undefined;
  /** Operator logins, by login; empty when not asked for. */
  operators: string[];
  /** Whether the viewer operates the unit, and its location's lead controller's consents. */
  consent: Omit<UnitForAccess, 'unit'>;
}

/**
 * SQL of the unit list. Pages, counts and per-location figures are worked out in SQL with the same
 * WHERE, so only a page of rows reaches JS (PGlite moves rows slowly, see facts/toolchain §4); the
 * one list that can grow is the uuids of the locations a search matches. Methods take the `db` of
 * UnitListRepository.read.
 */
@Injectable()
export class UnitListRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Runs the reads; a fuzzy search in one transaction whose trigram threshold is fuzzyThreshold. */
  read<T>(fuzzy: boolean, reads: (db: Database) => Promise<T>): Promise<T> {
    if (!fuzzy) return reads(this.db);
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(fuzzyThreshold)}, true)`,
      );
      return reads(tx);
    });
  }

  /** `demo`: only by what demo users are shown of a location (see demoLocationSearchWhere). */
  async locationsMatching(db: Database, text: string, fuzzy: boolean, demo = false): Promise<string[]> {
    const rows = await db
      .select({ uuid: locations.uuid })
      .from(locations)
      .where(demo ? demoLocationSearchWhere(text) : locationSearchWhere(text, fuzzy));
    return rows.map((row) => row.uuid);
  }

  /** All matching units (see UnitCount). */
  async countUnits(db: Database, where: SQL | undefined): Promise<UnitCount> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        unlocated: sql<number>`(count(*) filter (where ${isNull(units.locationUuid)}))::int`,
      })
      .from(units)
      .where(where);
    return row ?? { total: 0, unlocated: 0 };
  }

  /**
   * A tallied slice's units and the locations with one: the whole fleet's from fleet_tallies; a
   * partner's or operator's as the tallies of their looked-after locations plus their operated
   * units elsewhere (few), instead of reading each of their thousands of units.
   */
  async countTallied(db: Database, slice: TalliedSlice): Promise<UnitCount & { locations: number }> {
    if (slice.scope.all) {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${fleetTallies.units}), 0)::int`,
          unlocated: sql<number>`coalesce(sum(${fleetTallies.units}) filter (where not ${fleetTallies.located}), 0)::int`,
          locations: sql<number>`coalesce(sum(${fleetTallies.locations}), 0)::int`,
        })
        .from(fleetTallies)
        .where(slice.gen2Only ? eq(fleetTallies.msrTyp, 3) : undefined);
      return row ?? { total: 0, unlocated: 0, locations: 0 };
    }
    const lookedAfter = lookedAfterSet(slice.scope);
    const gen2 = (column: SQLWrapper) => (slice.gen2Only ? sql` and ${column} = 3` : sql``);
    const result = await db.execute(sql`with looked_after as (
        select ${locationUnitTallies.locationUuid} as location_uuid, sum(${locationUnitTallies.units})::int as units
        from ${locationUnitTallies}
        where ${locationUnitTallies.locationUuid} = any(${lookedAfter})${gen2(locationUnitTallies.msrTyp)}
        group by 1),
      elsewhere as (
        select ${units.locationUuid} as location_uuid from ${units}
        where ${units.seriennummer} = any(${textArray(slice.scope.serials)})
          and (${units.locationUuid} is null or not ${units.locationUuid} = any(${lookedAfter}))${gen2(units.msrTyp)})
      select (select coalesce(sum(units), 0) from looked_after)::int + (select count(*) from elsewhere)::int as total,
        (select count(*) from elsewhere where location_uuid is null)::int as unlocated,
        (select count(*) from (select location_uuid from looked_after
          union select location_uuid from elsewhere where location_uuid is not null) located)::int as locations`);
    const [row] = (result as { rows: (UnitCount & { locations: number })[] }).rows;
    return {
      total: Number(row?.total ?? 0),
      unlocated: Number(row?.unlocated ?? 0),
      locations: Number(row?.locations ?? 0),
    };
  }

  /**
   * Units at a location, by location name then serial: with few filters the planner walks
   * locations_name_idx and stops after the page instead of sorting every unit.
   */
  async pageLocated(
    db: Database,
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<ListedUnit[]> {
    return this.located(db, where, [asc(locations.name), asc(locations.uuid), asc(units.seriennummer)])
      .limit(limit)
      .offset(offset);
  }

  /**
   * Matching units per attention (see unit-attention.ts), each with those of them without a
   * location. The units needing attention (a fifth of a fleet) are counted by attention from their
   * partial index; the rest ('none') is the list's count (`counting`) less them.
   */
  async countByAttention(
    db: Database,
    where: SQL | undefined,
    counting: Promise<UnitCount>,
  ): Promise<AttentionCounts> {
    const none = unitAttention.indexOf('none');
    const [all, rows] = await Promise.all([
      counting,
      db
        .select({
          rank: attentionRank,
          total: sql<number>`count(*)::int`,
          unlocated: sql<number>`(count(*) filter (where ${isNull(units.locationUuid)}))::int`,
        })
        .from(units)
        .where(and(where, needsAttention))
        .groupBy(attentionRank),
    ]);
    const counts = unitAttention.map((_, rank) => {
      const row = rank === none ? undefined : rows.find((counted) => Number(counted.rank) === rank);
      return { total: row?.total ?? 0, unlocated: row?.unlocated ?? 0 };
    });
    counts[none] = {
      total: all.total - counts.reduce((sum, count) => sum + count.total, 0),
      unlocated: all.unlocated - counts.reduce((sum, count) => sum + count.unlocated, 0),
    };
    return counts;
  }

  /**
   * Units needing attention first (see unit-attention.ts), then by location name and serial (units
   * without a location last). With each attention's count known (countByAttention), only the parts
   * the page covers are read: an attention's located units walk or sort only that attention's
   * units, its unlocated ones come after them. The first page's faults are read beside the count (a
   * server runs both at once).
   */
  async pageByAttention(
    db: Database,
    where: { located: SQL | undefined; unlocated: SQL | undefined },
    limit: number,
    offset: number,
    counting: Promise<AttentionCounts>,
  ): Promise<ListedUnit[]> {
    const firstPage =
      offset === 0
        ? this.locatedByName(db, and(where.located, attentionWhere('fault')), limit, 0)
        : undefined;
    const [counts, first] = await Promise.all([counting, firstPage]);
    const listed: ListedUnit[] = [];
    let skip = offset;
    for (const [index, attention] of unitAttention.entries()) {
      if (listed.length >= limit) break;
      const { total, unlocated } = counts[index] ?? { total: 0, unlocated: 0 };
      if (total <= skip) {
        skip -= total;
        continue;
      }
      const part = (among: SQL | undefined) => and(among, attentionWhere(attention));
      const located = total - unlocated;
      if (skip < located) {
        const rows =
          index === 0 && first
            ? first
            : await this.locatedByName(db, part(where.located), limit - listed.length, skip);
        listed.push(...rows);
        skip = 0;
      } else skip -= located;
      if (listed.length >= limit || unlocated === 0) continue;
      const rest = await this.pageUnlocated(db, part(where.unlocated), limit - listed.length, skip);
      listed.push(...rest.map((unit) => ({ unit, location: null })));
      skip = 0;
    }
    return listed;
  }

  /**
   * A page of the located units by location name and serial: the page's serials are picked by
   * their sort keys alone, then only those rows are read (a deep page sorts thousands of keys, not
   * thousands of whole unit and location rows).
   */
  private locatedByName(db: Database, where: SQL | undefined, limit: number, offset: number) {
    const order = [asc(locations.name), asc(units.seriennummer)];
    const page = db
      .select({ sn: units.seriennummer })
      .from(units)
      .innerJoin(locations, eq(locations.uuid, units.locationUuid))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return this.located(db, inArray(units.seriennummer, page), order);
  }

  /** Units with their location, in `order`; a query to page. */
  private located(db: Database, where: SQL | undefined, order: SQL[]) {
    return db
      .select({ unit: units, location: locations })
      .from(units)
      .innerJoin(locations, eq(locations.uuid, units.locationUuid))
      .where(where)
      .orderBy(...order)
      .$dynamic();
  }

  /**
   * Per serial what the page shows besides the unit's row: glance, presence and attention, the
   * viewer's consent facts, and (withOperators) the operator logins. One query, not four: every
   * statement is a round trip (to PGlite's thread, or to the server).
   */
  async pageFacts(
    db: Database,
    serials: readonly string[],
    viewerId: number,
    withOperators: boolean,
  ): Promise<Map<string, PageFacts>> {
    if (serials.length === 0) return new Map();
    const operators = withOperators
      ? sql<
          string[] | null
        >`(select array_agg(${users.login} order by ${users.login}) from ${unitOperators} join ${users} on ${users.id} = ${unitOperators.userId} where ${unitOperators.sn} = ${units.seriennummer})`
      : sql<null>`null`;
    const rows = await db
      .select({
        sn: units.seriennummer,
        glance: unitGlance,
        since: unitPresence.changedAt,
        online: unitPresence.online,
        rank: attentionRank,
        operators,
        ...consentColumns(db, viewerId),
      })
      .from(units)
      .leftJoin(unitGlance, eq(unitGlance.sn, units.seriennummer))
      .leftJoin(unitPresence, eq(unitPresence.sn, units.seriennummer))
      .where(sql`${units.seriennummer} = any(${textArray(serials)})`);
    return new Map(
      rows.map((row) => [
        row.sn,
        {
          glance: row.glance,
          since: row.since,
          attention: unitAttention[row.rank] ?? 'none',
          storedOnline: row.online ?? undefined,
          operators: row.operators ?? [],
          consent: { isOperator: row.isOperator, leadZustimmungMap: row.leadZustimmungMap },
        },
      ]),
    );
  }

  async pageUnlocated(
    db: Database,
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<UnitRow[]> {
    return db
      .select()
      .from(units)
      .where(and(where, isNull(units.locationUuid)))
      .orderBy(asc(units.seriennummer))
      .limit(limit)
      .offset(offset);
  }

  /** Locations with at least one matching unit, plus `alsoEmpty` ones (see AlsoEmpty). */
  async countLocations(
    db: Database,
    where: SQL | undefined,
    few: boolean,
    alsoEmpty?: AlsoEmpty,
  ): Promise<number> {
    if (alsoEmpty) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(locations)
        .where(this.listedLocations(db, where, few, alsoEmpty));
      return row?.count ?? 0;
    }
    const located = db
      .select({ uuid: units.locationUuid })
      .from(units)
      .where(and(where, isNotNull(units.locationUuid)))
      .groupBy(units.locationUuid)
      .as('located');
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(located);
    return row?.count ?? 0;
  }

  /**
   * The uuids of the locations a viewer answers for even without units, as a select: created by
   * them or looked after by their company.
   */
  ownLocations(viewerId: number): SQL {
    return sql`select ${locations.uuid} from ${locations} where ${locations.createdBy} = ${viewerId}
      union select lp.location_uuid from location_partners lp join partners p on p.id = lp.partner_id where p.user_id = ${viewerId}`;
  }

  /**
   * A page of listedLocations by name: its uuids are picked from locations_name_idx alone, then
   * only those rows are read (a partner's walk passes 20 locations for each listed one).
   */
  async pageLocations(
    db: Database,
    where: SQL | undefined,
    limit: number,
    offset: number,
    few: boolean,
    alsoEmpty?: AlsoEmpty,
  ): Promise<LocationView[]> {
    const order = [asc(locations.name), asc(locations.uuid)];
    const page = db
      .select({ uuid: locations.uuid })
      .from(locations)
      .where(this.listedLocations(db, where, few, alsoEmpty))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return db
      .select()
      .from(locations)
      .where(inArray(locations.uuid, page))
      .orderBy(...order);
  }

  /**
   * Locations with a matching unit, plus `alsoEmpty`'s. `few`: the units are few (a viewer who does
   * not see every unit), so their locations are looked up from them, with the viewer's own in one
   * set (an OR of the two made the planner test each of 20,000 locations), and only those are
   * sorted by name, instead of walking every location by name and probing each for a unit (10 of
   * 20,000 for an operator: pnpm bench:units). Otherwise the walk stops after the page; a partner's
   * `where` tests the walked location itself (scopeWhere's `at`), so only their 5% are probed.
   */
  private listedLocations(db: Database, where: SQL | undefined, few: boolean, alsoEmpty?: AlsoEmpty): SQL {
    if (alsoEmpty === 'every') return sql`true`;
    if (!few) {
      const withUnits = exists(this.unitsAt(db, where));
      return alsoEmpty ? (or(withUnits, sql`${locations.uuid} in (${alsoEmpty})`) as SQL) : withUnits;
    }
    const located = sql`select ${units.locationUuid} from ${units} where ${and(where, isNotNull(units.locationUuid))}`;
    return sql`${locations.uuid} in (${located}${alsoEmpty ? sql` union ${alsoEmpty}` : sql``})`;
  }

  /** Matching units at the location of the outer query's row. */
  private unitsAt(db: Database, where: SQL | undefined) {
    return db
      .select({ one: sql`1` })
      .from(units)
      .where(and(eq(units.locationUuid, locations.uuid), where));
  }

  /** The first `perLocation` matching units (by serial) of each location. */
  async firstUnitsAt(
    db: Database,
    uuids: readonly string[],
    where: SQL | undefined,
    perLocation: number,
  ): Promise<UnitRow[]> {
    if (uuids.length === 0) return [];
    const ranked = db
      .select({
        sn: units.seriennummer,
        rank: sql<number>`row_number() over (partition by ${units.locationUuid} order by ${units.seriennummer})`.as(
          'rank',
        ),
      })
      .from(units)
      .where(and(sql`${units.locationUuid} = any(${uuidArray(uuids)})`, where))
      .as('ranked');
    const rows = await db
      .select({ unit: units })
      .from(ranked)
      .innerJoin(units, eq(units.seriennummer, ranked.sn))
      .where(lte(ranked.rank, perLocation))
      .orderBy(asc(units.seriennummer));
    return rows.map((row) => row.unit);
  }

  /** Matching units per location. */
  async countsAt(
    db: Database,
    uuids: readonly string[],
    where: SQL | undefined,
  ): Promise<Map<string, number>> {
    if (uuids.length === 0) return new Map();
    const rows = await db
      .select({ uuid: units.locationUuid, count: sql<number>`count(*)::int` })
      .from(units)
      .where(and(sql`${units.locationUuid} = any(${uuidArray(uuids)})`, where))
      .groupBy(units.locationUuid);
    return new Map(rows.flatMap((row) => (row.uuid === null ? [] : [[row.uuid, row.count] as const])));
  }

  /**
   * The location if the viewer may see it: everybody who sees all units (`visible` undefined);
   * others when they created it or see a unit there (`visible`, see visibleToResolved).
   */
  async visibleLocation(
    db: Database,
    uuid: string,
    viewerId: number,
    visible: SQL | undefined,
  ): Promise<LocationView | undefined> {
    const unitThere = db
      .select({ one: sql`1` })
      .from(units)
      .where(and(eq(units.locationUuid, locations.uuid), visible));
    const mayView = visible && or(eq(locations.createdBy, viewerId), exists(unitThere));
    const [row] = await db
      .select()
      .from(locations)
      .where(and(eq(locations.uuid, uuid), mayView));
    return row;
  }

  /** Operator logins per serial. */
  async operatorLogins(db: Database, serials: readonly string[]): Promise<Map<string, string[]>> {
    const logins = new Map<string, string[]>();
    if (serials.length === 0) return logins;
    const rows = await db
      .select({ sn: unitOperators.sn, login: users.login })
      .from(unitOperators)
      .innerJoin(users, eq(users.id, unitOperators.userId))
      .where(sql`${unitOperators.sn} = any(${textArray(serials)})`)
      .orderBy(asc(users.login));
    for (const row of rows) logins.set(row.sn, [...(logins.get(row.sn) ?? []), row.login]);
    return logins;
  }
}
