import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, like, lte, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { alarmGapWatch, alarmRules } from './alarm-rules.schema.js';
import { alarmIncidents } from './alarms.schema.js';

export type AlarmRuleRow = typeof alarmRules.$inferSelect;
export type NewAlarmRule = Omit<typeof alarmRules.$inferInsert, 'id' | 'createdAt'>;

/** Users' limit rules and the data gap watches (docs/adr/0017-alarms.md). */
@Injectable()
export class AlarmRulesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  all(): Promise<AlarmRuleRow[]> {
    return this.db.select().from(alarmRules);
  }

  ofOwner(ownerId: number): Promise<AlarmRuleRow[]> {
    return this.db
      .select()
      .from(alarmRules)
      .where(eq(alarmRules.ownerId, ownerId))
      .orderBy(asc(alarmRules.name), asc(alarmRules.id));
  }

  find(ids: readonly number[]): Promise<AlarmRuleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(alarmRules)
      .where(inArray(alarmRules.id, [...ids]));
  }

  /** Inserts the rule unless the owner has `max` already (one statement: two at once cannot pass). */
  async insert(rule: NewAlarmRule, max: number): Promise<AlarmRuleRow | undefined> {
    const result = await this.db.execute(sql`
      insert into ${alarmRules} (owner_id, name, scope, ref, product_group, data_point, operator, "limit",
        minutes, hysteresis, severity)
      select ${rule.ownerId}, ${rule.name}, ${rule.scope}, ${rule.ref}, ${rule.productGroup}, ${rule.dataPoint},
        ${rule.operator}, ${rule.limit}, ${rule.minutes}, ${rule.hysteresis}, ${rule.severity}
      where (select count(*) from ${alarmRules} where owner_id = ${rule.ownerId}) < ${max}
      returning id`);
    const [row] = (result as { rows: { id: number }[] }).rows;
    if (!row) return undefined;
    const [inserted] = await this.find([Number(row.id)]);
    return inserted;
  }

  async update(id: number, ownerId: number, rule: NewAlarmRule): Promise<AlarmRuleRow | undefined> {
    const [row] = await this.db
      .update(alarmRules)
      .set(rule)
      .where(and(eq(alarmRules.id, id), eq(alarmRules.ownerId, ownerId)))
      .returning();
    return row;
  }

  async delete(id: number, ownerId: number): Promise<boolean> {
    const rows = await this.db
      .delete(alarmRules)
      .where(and(eq(alarmRules.id, id), eq(alarmRules.ownerId, ownerId)))
      .returning({ id: alarmRules.id });
    return rows.length > 0;
  }

  /** The unresolved rule incidents: what the rule engine must be able to clear after a restart. */
  openRuleIncidents(): Promise<{ sn: string; cause: string; openedAt: Date; clearingSince: Date | null }[]> {
    return this.db
      .select({
        sn: alarmIncidents.sn,
        cause: alarmIncidents.cause,
        openedAt: alarmIncidents.openedAt,
        clearingSince: alarmIncidents.clearingSince,
      })
      .from(alarmIncidents)
      .where(and(like(alarmIncidents.cause, 'rule:%'), ne(alarmIncidents.state, 'resolved')));
  }

  // ---- data gap watches ----

  /**
   * Sets the unit's gap watch; true when there was none (a gap may have fired meanwhile, or the
   * unit is newly watched). `xmax = 0` tells an inserted row from an updated one.
   */
  async watchGap(sn: string, heardAt: Date, dueAt: Date): Promise<boolean> {
    const [row] = await this.db
      .insert(alarmGapWatch)
      .values({ sn, heardAt, dueAt })
      .onConflictDoUpdate({ target: alarmGapWatch.sn, set: { heardAt, dueAt } })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return row?.inserted ?? false;
  }

  async unwatchGap(sn: string): Promise<void> {
    await this.db.delete(alarmGapWatch).where(eq(alarmGapWatch.sn, sn));
  }

  /** Takes the due gap watches: the delete hands each to one instance only. */
  takeDueGaps(now: Date): Promise<{ sn: string; heardAt: Date }[]> {
    return this.db
      .delete(alarmGapWatch)
      .where(lte(alarmGapWatch.dueAt, now))
      .returning({ sn: alarmGapWatch.sn, heardAt: alarmGapWatch.heardAt });
  }
}
