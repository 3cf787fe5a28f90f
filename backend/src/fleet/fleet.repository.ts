import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { alarmIncidents } from '../alarms/alarms.schema.js';
import { DATABASE, type Database } from '../database/database.js';
import { unitGlance, unitPresence } from '../devices/devices.schema.js';
import { locations } from '../locations/locations.schema.js';
import { fleetStatusRank, serviceSoon } from '../units/unit-status.js';
import { units } from '../units/units.schema.js';
import { fleetVisits } from './fleet.schema.js';

// The fleet overview's read model (docs/adr/0021-fleet-overview.md): aggregates over units, their
// glance and presence, locations, incidents and daily rollups, each one SQL statement that answers a
// handful of rows, as the unit list's read model does (ADR 0003). `visible` is the viewer's WHERE
// over units (undefined: every unit).

export interface RegionCounts {
  region: string;
  total: number;
  online: number;
  locked: number;
  maintenanceDue: number;
  fault: number;
  warning: number;
  offline: number;
  ok: number;
}

export interface TrendDay {
  /** Start of the day (ms). */
  day: number;
  opened: number;
  open: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const when = (visible: SQL | undefined) => visible ?? sql`true`;
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** A set of serials as a subquery for `sn in (…)`; undefined (every unit) stays undefined. */
export function serialsSubquery(serials: ReadonlySet<string> | undefined): SQL | undefined {
  return serials && sql`(select unnest(${sql.param([...serials])}::text[]))`;
}

@Injectable()
export class FleetRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Units per region with their figures. The postcode → state table goes in as two arrays and is
   * joined by hash, so only the 17 regions' rows leave the database.
   */
  async regionCounts(
    visible: SQL | undefined,
    postcodes: readonly string[],
    states: readonly string[],
  ): Promise<RegionCounts[]> {
    const rows = rowsOf<RegionCounts>(
      await this.db.execute(sql`
      with ps(plz, state) as (select * from unnest(${sql.param([...postcodes])}::text[], ${sql.param([...states])}::text[])),
      u as (
        select coalesce(ps.state, 'unknown') as region, ${fleetStatusRank} as rank,
          coalesce(${unitPresence.online}, false) as online, coalesce(${unitGlance.locked}, false) as locked,
          coalesce(${serviceSoon}, false) as maintenance
        from ${units}
        left join ${unitGlance} on ${unitGlance.sn} = ${units.seriennummer}
        left join ${unitPresence} on ${unitPresence.sn} = ${units.seriennummer}
        left join ${locations} on ${locations.uuid} = ${units.locationUuid}
        left join ps on ps.plz = ${locations.plz}
        where ${when(visible)})
      select region, count(*)::int as total, (count(*) filter (where online))::int as online,
        (count(*) filter (where locked))::int as locked, (count(*) filter (where maintenance))::int as "maintenanceDue",
        (count(*) filter (where rank = 0))::int as fault, (count(*) filter (where rank = 1))::int as warning,
        (count(*) filter (where rank = 2))::int as offline, (count(*) filter (where rank = 3))::int as ok
      from u group by region`),
    );
    return rows;
  }

  /**
   * The incidents the viewer is told of, as /alarms lists them (alarms' inAudience): of the units in
   * `audience` (serials subquery, UnitsService.alarmAudience; undefined: all), rule incidents only
   * their owner's.
   */
  private incidentsOf(audience: SQL | undefined, viewerId: number): SQL {
    const ofUnits = audience ? sql`${alarmIncidents.sn} in ${audience}` : sql`true`;
    return sql`${ofUnits} and (${alarmIncidents.ownerId} is null or ${alarmIncidents.ownerId} = ${viewerId})`;
  }

  /** Unresolved incidents per severity. */
  async openIncidents(audience: SQL | undefined, viewerId: number): Promise<Map<string, number>> {
    const rows = rowsOf<{ severity: string; count: number }>(
      await this.db.execute(sql`select ${alarmIncidents.severity} as severity, count(*)::int as count
        from ${alarmIncidents} where ${alarmIncidents.state} <> 'resolved' and ${this.incidentsOf(audience, viewerId)}
        group by 1`),
    );
    return new Map(rows.map((row) => [row.severity, row.count]));
  }

  /**
   * Per day starting at `dayStarts` (ms, the last one ending at `end`): incidents opened that day and
   * those not resolved at its end.
   */
  async incidentTrend(
    audience: SQL | undefined,
    viewerId: number,
    dayStarts: readonly number[],
    end: number,
  ): Promise<TrendDay[]> {
    const starts = dayStarts.map((ms) => new Date(ms).toISOString());
    const ends = [...starts.slice(1), new Date(end).toISOString()];
    const first = dayStarts[0] ?? end;
    const rows = rowsOf<{ day: Date | string; opened: number; open: number }>(
      await this.db.execute(sql`
      with d(day, day_end) as (select * from unnest(${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[])),
      i as (select ${alarmIncidents.openedAt} as opened_at, ${alarmIncidents.resolvedAt} as resolved_at from ${alarmIncidents}
        where (${alarmIncidents.resolvedAt} is null or ${alarmIncidents.resolvedAt} >= ${at(first)})
          and ${alarmIncidents.openedAt} < ${at(end)} and ${this.incidentsOf(audience, viewerId)})
      select d.day,
        (select count(*) from i where i.opened_at >= d.day and i.opened_at < d.day_end)::int as opened,
        (select count(*) from i where i.opened_at < d.day_end and (i.resolved_at is null or i.resolved_at >= d.day_end))::int as open
      from d order by d.day`),
    );
    return rows.map((row) => ({ day: new Date(row.day).getTime(), opened: row.opened, open: row.open }));
  }

  /** Incidents opened (of `audience`) and units added (of `visible`) after `since`. */
  async newSince(
    visible: SQL | undefined,
    audience: SQL | undefined,
    viewerId: number,
    since: Date,
  ): Promise<{ incidents: number; units: number }> {
    const [row] = rowsOf<{ incidents: number; units: number }>(
      await this.db.execute(sql`select
        (select count(*) from ${alarmIncidents} where ${alarmIncidents.openedAt} > ${since.toISOString()}::timestamptz
          and ${this.incidentsOf(audience, viewerId)})::int as incidents,
        (select count(*) from ${units} where ${units.createdAt} > ${since.toISOString()}::timestamptz and ${when(visible)})::int as units`),
    );
    return row ?? { incidents: 0, units: 0 };
  }

  /**
   * Records a visit at `now` and answers the visit to compare with: the one before, unless the
   * latest is older than `sameVisitMs` (then the latest), so reloads within one visit keep it.
   */
  async recordVisit(userId: number, now: Date, sameVisitMs: number): Promise<Date | null> {
    const [row] = await this.db
      .insert(fleetVisits)
      .values({ userId, previousAt: null, lastAt: now })
      .onConflictDoUpdate({
        target: fleetVisits.userId,
        set: {
          previousAt: sql`case when ${fleetVisits.lastAt} < ${new Date(now.getTime() - sameVisitMs).toISOString()}::timestamptz
            then ${fleetVisits.lastAt} else ${fleetVisits.previousAt} end`,
          lastAt: now,
        },
      })
      .returning({ previousAt: fleetVisits.previousAt });
    return row?.previousAt ?? null;
  }
}
