import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../database/database.js';
import { auditLog } from './audit.schema.js';

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
}
