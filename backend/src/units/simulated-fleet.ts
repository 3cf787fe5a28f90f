import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { locations } from '../locations/locations.schema.js';
import { users } from '../users/users.schema.js';
import type { UnitRow } from './unit-row.js';
import { unitOperators, units } from './units.schema.js';

// Part of the units read model (docs/adr/0003-units-read-model.md): the showcase operators' units
// are ranked first inside one window query, so their logins are matched in SQL.

/** Connectable units for the simulated demo fleet, those operated by `preferredLogins` first. */
export function connectableUnits(
  db: Database,
  limit: number,
  preferredLogins: readonly string[],
): Promise<UnitRow[]> {
  const preferred = exists(
    db
      .select({ one: sql`1` })
      .from(unitOperators)
      .innerJoin(users, eq(users.id, unitOperators.userId))
      .where(and(eq(unitOperators.sn, units.seriennummer), inArray(users.login, [...preferredLogins]))),
  );
  return (
    db
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

/** Units placed at these locations and each location's flags: what the grid meters there measure. */
export async function locationSites(db: Database, uuids: readonly string[]) {
  if (uuids.length === 0) return { units: [], flags: new Map<string, Record<string, unknown>>() };
  const placed = await db
    .select({
      seriennummer: units.seriennummer,
      productGroup: units.productGroup,
      locationUuid: units.locationUuid,
      inbetriebnahmeDatum: units.inbetriebnahmeDatum,
      ausserbetriebnahmeDatum: units.ausserbetriebnahmeDatum,
    })
    .from(units)
    .where(inArray(units.locationUuid, [...uuids]));
  const flags = await db
    .select({ uuid: locations.uuid, info: locations.locationInfo })
    .from(locations)
    .where(inArray(locations.uuid, [...uuids]));
  return {
    units: placed,
    flags: new Map<string, Record<string, unknown>>(flags.map((row) => [row.uuid, row.info])),
  };
}
