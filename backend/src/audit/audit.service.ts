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

  async record(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
