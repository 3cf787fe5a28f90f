import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { auditLog } from './audit.schema.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

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
}
