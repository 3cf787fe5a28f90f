import { Inject, Injectable } from '@nestjs/common';
import {
  type IncidentKind,
  type IncidentSeverity,
  type IncidentState,
  alarmingSeverities,
} from '@portal/contracts';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
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
  kind: IncidentKind;
  severity: IncidentSeverity;
  /** A rule incident's owner, the only one told of it; null: everyone told of the unit. */
  ownerId: number | null;
}

/** An unacknowledged incident that went a step further: 1 to the partners, 2 to the service too. */
export interface Escalation extends IncidentChange {
  stage: number;
}

/** Escalation has nothing left to do once an incident has reached the service. */
const lastStage = 2;

const unresolved = ne(alarmIncidents.state, 'resolved');
const changeColumns = {
  id: alarmIncidents.id,
  sn: alarmIncidents.sn,
  state: alarmIncidents.state,
  kind: alarmIncidents.kind,
  severity: alarmIncidents.severity,
  ownerId: alarmIncidents.ownerId,
};

@Injectable()
export class IncidentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Opens the wanted incidents not open yet (one per cause: the partial unique index decides between
   * instances) and keeps those that were clearing (the cause came back within the hysteresis).
   * Incidents nobody is told of (`told` false: the demo's past) never escalate.
   */
  async open(
    sn: string,
    wanted: readonly WantedIncident[],
    at: Date,
    told = true,
  ): Promise<IncidentChange[]> {
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
      .values(wanted.map((w) => ({ sn, ...w, openedAt: at, escalationStage: told ? 0 : lastStage })))
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

  /** Marks one open incident of the unit clearing since `at` (values back: a gap, a rule's limit). */
  async markCauseClearing(sn: string, cause: string, at: Date): Promise<void> {
    await this.db
      .update(alarmIncidents)
      .set({ clearingSince: at })
      .where(
        and(
          eq(alarmIncidents.sn, sn),
          eq(alarmIncidents.cause, cause),
          unresolved,
          isNull(alarmIncidents.clearingSince),
        ),
      );
  }

  /** Whether the unit ever had an incident of the kind. */
  async hadKind(sn: string, kind: IncidentKind): Promise<boolean> {
    const [row] = await this.db
      .select({ total: count() })
      .from(alarmIncidents)
      .where(and(eq(alarmIncidents.sn, sn), eq(alarmIncidents.kind, kind)));
    return (row?.total ?? 0) > 0;
  }

  /** Keeps an unresolved incident's evidence current (an advice finding seen again). */
  async updateEvidence(sn: string, cause: string, evidence: WantedIncident['evidence']): Promise<void> {
    await this.db
      .update(alarmIncidents)
      .set({ evidence })
      .where(and(eq(alarmIncidents.sn, sn), eq(alarmIncidents.cause, cause), unresolved));
  }

  /** Resolves the unit's unresolved incidents of a kind whose cause is not among `stillThere`. */
  resolveKindExcept(
    sn: string,
    kind: IncidentKind,
    stillThere: readonly string[],
    at: Date,
  ): Promise<IncidentChange[]> {
    return this.db
      .update(alarmIncidents)
      .set({ state: 'resolved', resolvedAt: at, clearingSince: null })
      .where(
        and(
          eq(alarmIncidents.sn, sn),
          eq(alarmIncidents.kind, kind),
          unresolved,
          stillThere.length === 0
            ? undefined
            : sql`not (${alarmIncidents.cause} = any(${sql.param([...stillThere])}::text[]))`,
        ),
      )
      .returning(changeColumns);
  }

  /** Resolves a cause's incidents on every unit at once (a rule changed or deleted). */
  resolveEverywhere(cause: string, at: Date): Promise<IncidentChange[]> {
    return this.db
      .update(alarmIncidents)
      .set({ state: 'resolved', resolvedAt: at, clearingSince: null })
      .where(and(eq(alarmIncidents.cause, cause), unresolved))
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

  /**
   * Moves unacknowledged alarming incidents open for `toPartners` (or `toService`) ms on to that step; the
   * row lock hands each step to one instance (the other finds the stage moved on).
   */
  takeDueEscalations(now: Date, toPartners: number, toService: number): Promise<Escalation[]> {
    const partnersDue = new Date(now.getTime() - toPartners);
    const serviceDue = new Date(now.getTime() - toService).toISOString();
    const stage = sql`(case when ${alarmIncidents.openedAt} <= ${serviceDue}::timestamptz
      then ${sql.raw(String(lastStage))} else 1 end)`;
    return this.db
      .update(alarmIncidents)
      .set({ escalationStage: stage })
      .where(
        and(
          eq(alarmIncidents.state, 'open'),
          // A user's own rule stays theirs: it is not passed on to anyone.
          isNull(alarmIncidents.ownerId),
          inArray(alarmIncidents.severity, [...alarmingSeverities]),
          lte(alarmIncidents.openedAt, partnersDue),
          sql`${alarmIncidents.escalationStage} < ${stage}`,
        ),
      )
      .returning({ ...changeColumns, stage: alarmIncidents.escalationStage });
  }

  /** Incidents of the audience that opened or resolved in [from, to), oldest first (a digest). */
  happenedBetween(audience: SQL | undefined, from: Date, to: Date): Promise<IncidentRow[]> {
    const within = (column: typeof alarmIncidents.openedAt | typeof alarmIncidents.resolvedAt) =>
      and(gte(column, from), lt(column, to));
    return this.db
      .select()
      .from(alarmIncidents)
      .where(
        and(inAudience(audience), or(within(alarmIncidents.openedAt), within(alarmIncidents.resolvedAt))),
      )
      .orderBy(asc(alarmIncidents.openedAt), asc(alarmIncidents.id))
      .limit(200);
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

  async find(id: number, audience: SQL | undefined, viewerId?: number): Promise<IncidentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(alarmIncidents)
      .where(and(eq(alarmIncidents.id, id), inAudience(audience, viewerId)));
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
   * One unit's incidents in the audience (of rule incidents only the viewer's, when given) that
   * overlap [from, to): opened before its end and not resolved before its start; the latest
   * `limit`, oldest first.
   */
  async overlapping(
    sn: string,
    audience: SQL | undefined,
    window: { from: Date; to: Date },
    limit: number,
    viewerId?: number,
  ): Promise<IncidentRow[]> {
    const rows = await this.db
      .select()
      .from(alarmIncidents)
      .where(
        and(
          eq(alarmIncidents.sn, sn),
          inAudience(audience, viewerId),
          lt(alarmIncidents.openedAt, window.to),
          or(isNull(alarmIncidents.resolvedAt), gt(alarmIncidents.resolvedAt, window.from)),
        ),
      )
      .orderBy(desc(alarmIncidents.openedAt), desc(alarmIncidents.id))
      .limit(limit);
    return rows.reverse();
  }

  /** Open (unacknowledged) incidents in the audience that the user follows, per severity. */
  async openBySeverity(
    audience: SQL | undefined,
    followed: SQL,
    viewerId: number,
  ): Promise<{ severity: IncidentSeverity; open: number }[]> {
    return this.db
      .select({ severity: alarmIncidents.severity, open: count() })
      .from(alarmIncidents)
      .where(and(eq(alarmIncidents.state, 'open'), inAudience(audience, viewerId), followed))
      .groupBy(alarmIncidents.severity);
  }
}

/**
 * Incidents of the audience's units (see UnitsService.alarmAudience); undefined: all. With
 * `viewerId`, of the rule incidents only the viewer's own (others' are private to their owners).
 */
export function inAudience(audience: SQL | undefined, viewerId?: number): SQL | undefined {
  return and(
    audience ? sql`${alarmIncidents.sn} in ${audience}` : undefined,
    viewerId === undefined
      ? undefined
      : or(isNull(alarmIncidents.ownerId), eq(alarmIncidents.ownerId, viewerId)),
  );
}
