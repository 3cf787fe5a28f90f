import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { auditLog } from './audit.schema.js';

export interface AuditRecord {
  ts: number;
  actor: string;
  details: Record<string, unknown>;
}

export interface AuditEntry {
  actor: string;
  action: string;
  sn?: string;
  details?: Record<string, unknown>;
}

@Injectable()
export class AuditService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Pass the transaction of the change being audited, so the entry commits or rolls back with it. */
  async record(entry: AuditEntry, db: Database = this.db): Promise<void> {
    await db.insert(auditLog).values(entry);
  }

  /** Several entries in one statement: all of them are recorded, or none. */
  async recordAll(entries: readonly AuditEntry[], db: Database = this.db): Promise<void> {
    if (entries.length > 0) await db.insert(auditLog).values([...entries]);
  }

  /** One unit's latest `limit` entries of one action, newest first. */
  async latestUnitEntries(sn: string, action: string, limit: number): Promise<AuditRecord[]> {
    const rows = await this.db
      .select({ ts: auditLog.ts, actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.sn, sn), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.ts), desc(auditLog.id))
      .limit(limit);
    return rows.map((row) => ({ ts: row.ts.getTime(), actor: row.actor, details: row.details }));
  }

  /** One unit's entries of one action with from <= ts < to (ms), oldest first. */
  async unitEntries(sn: string, action: string, from: number, to: number): Promise<AuditRecord[]> {
    const rows = await this.db
      .select({ ts: auditLog.ts, actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.sn, sn),
          eq(auditLog.action, action),
          gte(auditLog.ts, new Date(from)),
          lt(auditLog.ts, new Date(to)),
        ),
      )
      .orderBy(asc(auditLog.ts))
      .limit(1000);
    return rows.map((row) => ({ ts: row.ts.getTime(), actor: row.actor, details: row.details }));
  }
}
