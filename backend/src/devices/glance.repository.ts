import { Inject, Injectable } from '@nestjs/common';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { fromExcluded } from '../database/excluded.js';
import { units } from '../units/units.schema.js';
import { unitGlance } from './devices.schema.js';
import { storeGlanceAttention } from './stored-attention.js';

type GlanceRow = typeof unitGlance.$inferSelect;
/** What the values and errors a unit sends tell (its operating rate is the forecast's). */
export type GlanceWrite = Omit<GlanceRow, 'operatingHoursPerDay'>;

/** The units' glances (unit_glance), and the product groups that tell their kinds. */
@Injectable()
export class GlanceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async upsert(rows: GlanceWrite[]): Promise<void> {
    await this.db
      .insert(unitGlance)
      .values(rows)
      .onConflictDoUpdate({
        target: unitGlance.sn,
        set: fromExcluded(unitGlance, [
          'running',
          'starting',
          'output',
          'level',
          'locked',
          'maintenanceDue',
          'serviceHoursLeft',
          'faultCode',
          'updatedAt',
        ]),
      });
    // The unit's stored attention follows its glance (ADR 0026).
    await storeGlanceAttention(
      this.db,
      rows.map((row) => row.sn),
    );
  }

  find(serials: readonly string[]): Promise<GlanceWrite[]> {
    const { operatingHoursPerDay: _rate, ...written } = getTableColumns(unitGlance);
    return this.db
      .select(written)
      .from(unitGlance)
      .where(inArray(unitGlance.sn, [...serials]));
  }

  /**
   * Sets each unit's operating hours a day (serial → rate), with a glance of its own where the unit
   * has told none yet; units left out have none (null).
   */
  async setOperatingRates(rates: ReadonlyMap<string, number>): Promise<void> {
    const serials = sql.param([...rates.keys()]);
    const rate = sql.identifier(unitGlance.operatingHoursPerDay.name);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${unitGlance} (${sql.identifier(unitGlance.sn.name)}, ${rate}, ${sql.identifier(unitGlance.updatedAt.name)})
        select ${units.seriennummer}, r.rate, now()
        from unnest(${serials}::text[], ${sql.param([...rates.values()])}::float8[]) as r(sn, rate)
        join ${units} on ${units.seriennummer} = r.sn
        on conflict (${sql.identifier(unitGlance.sn.name)}) do update set ${rate} = excluded.${rate}`);
      await tx.execute(sql`update ${unitGlance} set ${rate} = null
        where ${unitGlance.operatingHoursPerDay} is not null and not (${unitGlance.sn} = any(${serials}::text[]))`);
    });
  }

  /** Read from the units table: devices cannot call the units service (ADR 0003). */
  productGroups(serials: readonly string[]): Promise<{ sn: string; productGroup: string }[]> {
    return this.db
      .select({ sn: units.seriennummer, productGroup: units.productGroup })
      .from(units)
      .where(inArray(units.seriennummer, [...serials]));
  }
}
