import { Inject, Injectable } from '@nestjs/common';
import type { IncidentSeverity, IncidentState } from '@portal/contracts';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { type IncidentActor, alarmIncidents, alarmOfflineWatch } from './alarms.schema.js';
import type { WantedIncident } from './incident-causes.js';

export type IncidentRow = typeof alarmIncidents.$inferSelect;

/** What changed: the incident and the state it is in now (for the live message and recipients). */
export interface IncidentChange {
  id: number;
  sn: string;
  state: IncidentState;
  severity: IncidentSeverity;
}

const unresolved = ne(alarmIncidents.state, 'resolved');
const changeColumns = {
  id: alarmIncidents.id,
  sn: alarmIncidents.sn,
  state: alarmIncidents.state,
  severity: alarmIncidents.severity,
};

@Injectable()
export class IncidentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Opens the wanted incidents not open yet (one per cause: the partial unique index decides between
   * instances) and keeps those that were clearing (the cause came back within the hysteresis).
   */
  async open(sn: string, wanted: readonly WantedIncident[], at: Date): Promise<IncidentChange[]> {
    if (wanted.length === 0) return [];
    await this.db
      .update(alarmIncidents)
      .set({ clearingSince: null })
      .where(
        and(
          eq(alarmIncidents.sn, sn),
          unresolved,
          isNotNull(alarmIncidents.clearingSince),
          inArray(
            alarmIncidents.cause,
            wanted.map((w) => w.cause),
          ),
        ),
      );
    return this.db
      .insert(alarmIncidents)
      .values(wanted.map((w) => ({ sn, ...w, openedAt: at })))
      .onConflictDoNothing({ target: [alarmIncidents.sn, alarmIncidents.cause], where: unresolved })
      .returning(changeColumns);
  }

  /** Marks the unit's open error-list incidents whose cause it no longer reports as clearing since `at`. */
  async markClearing(sn: string, stillThere: readonly string[], at: Date): Promise<void> {
    const fromErrorList = sql`(${alarmIncidents.cause} like 'fault:%' or ${alarmIncidents.cause} like 'maintenance:%')`;
    const gone =
      stillThere.length === 0
        ? undefined
        : sql`not (${alarmIncidents.cause} = any(${sql.param([...stillThere])}::text[]))`;
    await this.db
      .update(alarmIncidents)
      .set({ clearingSince: at })
      .where(
        and(eq(alarmIncidents.sn, sn), unresolved, isNull(alarmIncidents.clearingSince), fromErrorList, gone),
      );
  }

  /** Resolves the incidents whose cause stayed away since `before` or earlier. */
  resolveCleared(before: Date, at: Date): Promise<IncidentChange[]> {
    return this.db
      .update(alarmIncidents)
      .set({ state: 'resolved', resolvedAt: at, clearingSince: null })
      .where(and(unresolved, lte(alarmIncidents.clearingSince, before)))
      .returning(changeColumns);
  }

  /** Resolves one cause's incident at once (a unit back online). */
  resolveCause(sn: string, cause: string, at: Date): Promise<IncidentChange[]> {
    return this.db
      .update(alarmIncidents)
      .set({ state: 'resolved', resolvedAt: at, clearingSince: null })
      .where(and(eq(alarmIncidents.sn, sn), eq(alarmIncidents.cause, cause), unresolved))
      .returning(changeColumns);
  }

  /** Open fault incidents of a locked unit become locking ones (never back while they last). */
  markLocking(sn: string): Promise<IncidentChange[]> {
    return this.db
      .update(alarmIncidents)
      .set({ severity: 'locking' })
      .where(
        and(
          eq(alarmIncidents.sn, sn),
          unresolved,
          eq(alarmIncidents.kind, 'fault'),
          eq(alarmIncidents.severity, 'fault'),
        ),
      )
      .returning(changeColumns);
  }

  async watchOffline(sn: string, since: Date, dueAt: Date): Promise<void> {
    await this.db
      .insert(alarmOfflineWatch)
      .values({ sn, offlineSince: since, dueAt })
      .onConflictDoUpdate({ target: alarmOfflineWatch.sn, set: { offlineSince: since, dueAt } });
  }

  async unwatchOffline(sn: string): Promise<void> {
    await this.db.delete(alarmOfflineWatch).where(eq(alarmOfflineWatch.sn, sn));
  }

  /** Takes the due offline watches: the delete hands each to one instance only. */
  takeDueOffline(now: Date): Promise<{ sn: string; offlineSince: Date }[]> {
    return this.db
      .delete(alarmOfflineWatch)
      .where(lte(alarmOfflineWatch.dueAt, now))
      .returning({ sn: alarmOfflineWatch.sn, offlineSince: alarmOfflineWatch.offlineSince });
  }

  async oldestOpen(kind: IncidentRow['kind']): Promise<IncidentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(alarmIncidents)
      .where(and(eq(alarmIncidents.state, 'open'), eq(alarmIncidents.kind, kind)))
      .orderBy(asc(alarmIncidents.openedAt), asc(alarmIncidents.id))
      .limit(1);
    return row;
  }

  async find(id: number, audience: SQL | undefined): Promise<IncidentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(alarmIncidents)
      .where(and(eq(alarmIncidents.id, id), inAudience(audience)));
    return row;
  }

  async acknowledge(id: number, by: IncidentActor, note: string, at: Date): Promise<IncidentRow | undefined> {
    const [row] = await this.db
      .update(alarmIncidents)
      .set({ state: 'acknowledged', acknowledgedAt: at, acknowledgedBy: by, acknowledgeNote: note })
      .where(and(eq(alarmIncidents.id, id), eq(alarmIncidents.state, 'open')))
      .returning();
    return row;
  }

  async close(id: number, by: IncidentActor, note: string, at: Date): Promise<IncidentRow | undefined> {
    const [row] = await this.db
      .update(alarmIncidents)
      .set({ state: 'resolved', resolvedAt: at, resolvedBy: by, resolveNote: note, clearingSince: null })
      .where(and(eq(alarmIncidents.id, id), unresolved))
      .returning();
    return row;
  }

  async list(
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: IncidentRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(alarmIncidents)
        .where(where)
        .orderBy(desc(alarmIncidents.openedAt), desc(alarmIncidents.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(alarmIncidents).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /**
   * One unit's incidents in the audience that overlap [from, to): opened before its end and not
   * resolved before its start; the latest `limit`, oldest first.
   */
  async overlapping(
    sn: string,
    audience: SQL | undefined,
    window: { from: Date; to: Date },
    limit: number,
  ): Promise<IncidentRow[]> {
    const rows = await this.db
      .select()
      .from(alarmIncidents)
      .where(
        and(
          eq(alarmIncidents.sn, sn),
          inAudience(audience),
          lt(alarmIncidents.openedAt, window.to),
          or(isNull(alarmIncidents.resolvedAt), gt(alarmIncidents.resolvedAt, window.from)),
        ),
      )
      .orderBy(desc(alarmIncidents.openedAt), desc(alarmIncidents.id))
      .limit(limit);
    return rows.reverse();
  }

  /** Open (unacknowledged) incidents of these severities in the audience, per severity. */
  async openBySeverity(
    audience: SQL | undefined,
    severities: readonly IncidentSeverity[],
  ): Promise<{ severity: IncidentSeverity; open: number }[]> {
    return this.db
      .select({ severity: alarmIncidents.severity, open: count() })
      .from(alarmIncidents)
      .where(
        and(
          eq(alarmIncidents.state, 'open'),
          inArray(alarmIncidents.severity, [...severities]),
          inAudience(audience),
        ),
      )
      .groupBy(alarmIncidents.severity);
  }
}

/** Incidents of the audience's units (see UnitsService.alarmAudience); undefined: all. */
export function inAudience(audience: SQL | undefined): SQL | undefined {
  return audience ? sql`${alarmIncidents.sn} in ${audience}` : undefined;
}
