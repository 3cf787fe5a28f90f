import { Inject, Injectable } from '@nestjs/common';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { auditLog } from './audit.schema.js';

export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** Which of a unit's access entries: by kind of accessor (or all but the operators'), login, time. */
export interface AccessFilter {
  kind?: string;
  withOperators: boolean;
  login?: string;
  from?: Date;
  to?: Date;
}

/**
 * The audit actions the access log shows: connects, writes (a dashboard write by its keys' outcomes,
 * a campaign's by its command's end, issue 44), device menu, consents, exports, alarms sent.
 */
const accessActions = (): SQL | undefined =>
  or(
    inArray(auditLog.action, ['canip.connect', 'canip.write', 'canip.zustimmung']),
    and(
      inArray(auditLog.action, ['command.confirmed', 'command.failed']),
      sql`${auditLog.details} ? 'campaignId'`,
    ),
    like(auditLog.action, 'device.%'),
    like(auditLog.action, 'access.%'),
  );

const recordColumns = { ts: auditLog.ts, actor: auditLog.actor, details: auditLog.details };

@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** In one statement: all of them are inserted, or none. `db` may be the caller's transaction. */
  async insert(rows: readonly NewAuditRow[], db: Database = this.db): Promise<void> {
    if (rows.length > 0) await db.insert(auditLog).values([...rows]);
  }

  /** One unit's latest `limit` entries of one action, newest first. */
  latestOfUnit(sn: string, action: string, limit: number) {
    return this.db
      .select(recordColumns)
      .from(auditLog)
      .where(and(eq(auditLog.sn, sn), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.ts), desc(auditLog.id))
      .limit(limit);
  }

  /** One unit's entries of one action with from <= ts < to, oldest first (at most `limit`). */
  ofUnit(sn: string, action: string, from: Date, to: Date, limit: number) {
    return this.db
      .select(recordColumns)
      .from(auditLog)
      .where(
        and(eq(auditLog.sn, sn), eq(auditLog.action, action), gte(auditLog.ts, from), lt(auditLog.ts, to)),
      )
      .orderBy(asc(auditLog.ts))
      .limit(limit);
  }

  /** A unit's entries whose action starts with `prefix` (no LIKE wildcards in it), oldest first. */
  ofUnitPrefixed(sn: string, prefix: string, from: Date, to: Date, limit: number) {
    return this.db
      .select({ ...recordColumns, action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.sn, sn),
          like(auditLog.action, `${prefix}%`),
          gte(auditLog.ts, from),
          lt(auditLog.ts, to),
        ),
      )
      .orderBy(asc(auditLog.ts))
      .limit(limit);
  }

  /** One page of a unit's access entries (see AccessFilter), newest first, and how many match. */
  async accessOfUnit(sn: string, filter: AccessFilter, limit: number, offset: number) {
    const where = and(
      eq(auditLog.sn, sn),
      isNotNull(auditLog.accessorKind),
      accessActions(),
      filter.kind ? eq(auditLog.accessorKind, filter.kind) : undefined,
      filter.withOperators ? undefined : ne(auditLog.accessorKind, 'operator'),
      filter.login ? eq(auditLog.actor, filter.login) : undefined,
      filter.from ? gte(auditLog.ts, filter.from) : undefined,
      filter.to ? lt(auditLog.ts, filter.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.ts), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Deletes the access entries (those with an accessor) older than `cutoff`; answers how many. */
  async deleteAccessBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(auditLog)
      .where(and(isNotNull(auditLog.accessorKind), lt(auditLog.ts, cutoff)))
      .returning({ id: auditLog.id });
    return deleted.length;
  }
}
