import { Inject, Injectable } from '@nestjs/common';
import type { UnitError } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { fromExcluded } from '../database/excluded.js';
import { unitErrors, unitPresence } from './devices.schema.js';
import { storeOfflineFrom } from './stored-attention.js';

export type PresenceRow = typeof unitPresence.$inferInsert;
export type ErrorsRow = typeof unitErrors.$inferInsert;

/** What units last said about themselves, as stored: unit_presence and unit_errors. */
@Injectable()
export class PresenceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  onlineOf(serials: readonly string[]): Promise<{ sn: string; online: boolean }[]> {
    return this.db
      .select({ sn: unitPresence.sn, online: unitPresence.online })
      .from(unitPresence)
      .where(inArray(unitPresence.sn, [...serials]));
  }

  firmwareOf(serials: readonly string[]): Promise<{ sn: string; firmware: string }[]> {
    if (serials.length === 0) return Promise.resolve([]);
    return this.db
      .select({ sn: unitPresence.sn, firmware: unitPresence.firmware })
      .from(unitPresence)
      .where(inArray(unitPresence.sn, [...serials]));
  }

  async state(sn: string): Promise<{ firmware: string; changedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ firmware: unitPresence.firmware, changedAt: unitPresence.changedAt })
      .from(unitPresence)
      .where(eq(unitPresence.sn, sn));
    return row;
  }

  /**
   * Upserts states in one statement; answers each row's previous online flag (null: new). The
   * time (changedAt) moves only when the flag changes.
   */
  async upsertStates(rows: PresenceRow[]): Promise<(boolean | null)[]> {
    const keptWhileSame = sql`CASE WHEN ${unitPresence.online} = excluded.online THEN ${unitPresence.changedAt} ELSE excluded.changed_at END`;
    // A subquery in RETURNING sees the table as it was before the statement: the previous flag.
    // (The row's serial spelled out: in RETURNING the column renders unqualified, as p's own.)
    const before = sql<boolean | null>`(SELECT p.online FROM unit_presence p WHERE p.sn = unit_presence.sn)`;
    const stored = await this.db
      .insert(unitPresence)
      .values(rows)
      .onConflictDoUpdate({
        target: unitPresence.sn,
        set: { ...fromExcluded(unitPresence, ['online', 'module', 'firmware']), changedAt: keptWhileSame },
      })
      .returning({ sn: unitPresence.sn, before });
    // From when the unit counts as offline follows its presence (ADR 0026).
    await storeOfflineFrom(
      this.db,
      rows.map((row) => row.sn),
    );
    const bySn = new Map(stored.map((answer) => [answer.sn, answer.before]));
    return rows.map((row) => bySn.get(row.sn) ?? null);
  }

  async upsertErrors(rows: ErrorsRow[]): Promise<void> {
    await this.db
      .insert(unitErrors)
      .values(rows)
      .onConflictDoUpdate({
        target: unitErrors.sn,
        set: fromExcluded(unitErrors, ['errors', 'reportedAt']),
      });
  }

  async lastErrors(sn: string): Promise<UnitError[]> {
    const [row] = await this.db
      .select({ errors: unitErrors.errors })
      .from(unitErrors)
      .where(eq(unitErrors.sn, sn));
    return row?.errors ?? [];
  }
}
