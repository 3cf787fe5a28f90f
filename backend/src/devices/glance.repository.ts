import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { fromExcluded } from '../database/excluded.js';
import { units } from '../units/units.schema.js';
import { unitGlance } from './devices.schema.js';
import { storeGlanceAttention } from './stored-attention.js';

export type GlanceRow = typeof unitGlance.$inferSelect;

/** The units' glances (unit_glance), and the product groups that tell their kinds. */
@Injectable()
export class GlanceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async upsert(rows: GlanceRow[]): Promise<void> {
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

  find(serials: readonly string[]): Promise<GlanceRow[]> {
    return this.db
      .select()
      .from(unitGlance)
      .where(inArray(unitGlance.sn, [...serials]));
  }

  /** Read from the units table: devices cannot call the units service (ADR 0003). */
  productGroups(serials: readonly string[]): Promise<{ sn: string; productGroup: string }[]> {
    return this.db
      .select({ sn: units.seriennummer, productGroup: units.productGroup })
      .from(units)
      .where(inArray(units.seriennummer, [...serials]));
  }
}
