import { Inject, Injectable } from '@nestjs/common';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { tsRollup1d, tsSeries } from '../timeseries/timeseries.schema.js';
import { units } from '../units/units.schema.js';
import type { Window } from './fleet-periods.js';
import { fleetEnergyDays } from './fleet.schema.js';

// Energy produced per day for the fleet overview (ADR 0021): kept per location and for the whole
// fleet in fleet_energy_days from the daily rollups, where a day's energy of a counter is its last
// value less its first (0 when the counter went back); read from there, or for small scopes straight
// from the rollups.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const timestamps = (days: readonly number[]) => sql.param(days.map((ms) => new Date(ms).toISOString()));
const inWindows = (column: SQLWrapper, windows: readonly Window[]) =>
  sql.join(
    windows.map(
      (w) =>
        sql`(${column} >= ${new Date(w.from).toISOString()}::timestamptz and ${column} < ${new Date(w.to).toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
const byDay = (rows: { day: Date | string; kwh: number }[]) =>
  new Map(rows.map((row) => [new Date(row.day).getTime(), Number(row.kwh)]));

/** Units among `serials` not at one of `locations`, as a WHERE over units. */
export function operatedElsewhere(serials: readonly string[], locations: readonly string[]): SQL {
  return sql`${units.seriennummer} = any(${sql.param([...serials])}::text[])
    and (${units.locationUuid} is null or not (${units.locationUuid}::text = any(${sql.param([...locations])}::text[])))`;
}

@Injectable()
export class FleetEnergyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Computes the days starting at `days` (ms, oldest first) again from the rollups of the counters
   * `keys`: per location and for every unit, in one transaction, a '*' row (0 if need be) for each
   * day. Each series' rollups are read through its primary key (`offset 0` keeps the lateral read
   * per series): the bucket's BRIN index only helps where rollups lie in time order, which a unit's
   * history written at once (the demo's, an archive) does not.
   */
  async rebuild(days: readonly number[], keys: readonly string[]): Promise<void> {
    const first = days[0];
    const last = days.at(-1);
    if (first === undefined || last === undefined) return;
    const dayList = sql`${timestamps(days)}::timestamptz[]`;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${fleetEnergyDays} where ${fleetEnergyDays.day} = any(${dayList})`);
      await tx.execute(sql`insert into ${fleetEnergyDays} (place, day, kwh)
        select case when grouping(${units.locationUuid}) = 1 then '*' else ${units.locationUuid}::text end,
          r.bucket, sum(greatest(r.last_value - r.first_value, 0))
        from ${tsSeries}
        join ${units} on ${units.seriennummer} = ${tsSeries.sn}
        cross join lateral (select bucket, first_value, last_value from ${tsRollup1d}
          where series = ${tsSeries.id} and bucket >= ${new Date(first).toISOString()}::timestamptz
            and bucket <= ${new Date(last).toISOString()}::timestamptz offset 0) r
        where ${tsSeries.key} = any(${sql.param([...keys])}::text[]) and r.bucket = any(${dayList})
        group by grouping sets ((r.bucket), (${units.locationUuid}, r.bucket))
        having grouping(${units.locationUuid}) = 1 or ${units.locationUuid} is not null`);
      await tx.execute(sql`insert into ${fleetEnergyDays} (place, day, kwh)
        select '*', day, 0 from unnest(${dayList}) as d(day) on conflict do nothing`);
    });
  }

  /** Drops the days before `from` (ms). */
  async forgetBefore(from: number): Promise<void> {
    await this.db.execute(
      sql`delete from ${fleetEnergyDays} where ${fleetEnergyDays.day} < ${new Date(from).toISOString()}::timestamptz`,
    );
  }

  /** The days in [from, to) already computed. */
  async computedDays(from: number, to: number): Promise<Set<number>> {
    const rows = rowsOf<{ day: Date | string }>(
      await this.db.execute(sql`select ${fleetEnergyDays.day} as day from ${fleetEnergyDays}
        where ${fleetEnergyDays.place} = '*' and ${inWindows(fleetEnergyDays.day, [{ from, to }])}`),
    );
    return new Set(rows.map((row) => new Date(row.day).getTime()));
  }

  /** Energy per day in the windows: of the whole fleet, or of the units at `locations`. */
  async kept(locations: readonly string[] | 'all', windows: readonly Window[]): Promise<Map<number, number>> {
    const places =
      locations === 'all'
        ? sql`${fleetEnergyDays.place} = '*'`
        : sql`${fleetEnergyDays.place} = any(${sql.param([...locations])}::text[])`;
    return byDay(
      rowsOf(
        await this.db
          .execute(sql`select ${fleetEnergyDays.day} as day, sum(${fleetEnergyDays.kWh})::float8 as kwh
          from ${fleetEnergyDays} where ${places} and (${inWindows(fleetEnergyDays.day, windows)}) group by 1`),
      ),
    );
  }

  /** Energy per day in the windows of the units `where` picks, straight from their rollups. */
  async fromRollups(
    where: SQL,
    keys: readonly string[],
    windows: readonly Window[],
  ): Promise<Map<number, number>> {
    return byDay(
      rowsOf(
        await this.db.execute(sql`select ${tsRollup1d.bucket} as day,
            sum(greatest(${tsRollup1d.lastValue} - ${tsRollup1d.firstValue}, 0))::float8 as kwh
          from ${tsRollup1d} join ${tsSeries} on ${tsSeries.id} = ${tsRollup1d.series}
          where ${tsSeries.key} = any(${sql.param([...keys])}::text[])
            and ${tsSeries.sn} in (select ${units.seriennummer} from ${units} where ${where})
            and (${inWindows(tsRollup1d.bucket, windows)})
          group by 1`),
      ),
    );
  }
}
