import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../database/database.js';
import type { Accessor } from './accessor.js';
import { type AccessFilter, type AuditRow, AuditRepository } from './audit.repository.js';

export type { AccessFilter, AuditRow };

export interface AuditRecord {
  ts: number;
  actor: string;
  details: Record<string, unknown>;
}

export interface AuditEntry extends Partial<Accessor> {
  actor: string;
  action: string;
  sn?: string;
  details?: Record<string, unknown>;
}

const toRecord = (row: { ts: Date; actor: string; details: Record<string, unknown> }): AuditRecord => ({
  ts: row.ts.getTime(),
  actor: row.actor,
  details: row.details,
});

@Injectable()
export class AuditService {
  constructor(@Inject(AuditRepository) private readonly audit: AuditRepository) {}

  /** Pass the transaction of the change being audited, so the entry commits or rolls back with it. */
  async record(entry: AuditEntry, db?: Database): Promise<void> {
    await this.audit.insert([entry], db);
  }

  /** Several entries in one statement: all of them are recorded, or none. */
  async recordAll(entries: readonly AuditEntry[], db?: Database): Promise<void> {
    await this.audit.insert(entries, db);
  }

  /** One unit's latest `limit` entries of one action, newest first. */
  async latestUnitEntries(sn: string, action: string, limit: number): Promise<AuditRecord[]> {
    return (await this.audit.latestOfUnit(sn, action, limit)).map(toRecord);
  }

  /** One unit's entries of one action with from <= ts < to (ms), oldest first. */
  async unitEntries(sn: string, action: string, from: number, to: number): Promise<AuditRecord[]> {
    return (await this.audit.ofUnit(sn, action, new Date(from), new Date(to), 1000)).map(toRecord);
  }

  /** One unit's entries whose action starts with `prefix` with from <= ts < to (ms), oldest first. */
  async unitEntriesOf(
    sn: string,
    prefix: string,
    from: number,
    to: number,
    limit: number,
  ): Promise<(AuditRecord & { action: string })[]> {
    return (await this.audit.ofUnitPrefixed(sn, prefix, new Date(from), new Date(to), limit)).map((row) => ({
      ...toRecord(row),
      action: row.action,
    }));
  }

  /** One page of a unit's access entries, newest first, and how many match (the owner's access log). */
  accessOfUnit(sn: string, filter: AccessFilter, limit: number, offset: number) {
    return this.audit.accessOfUnit(sn, filter, limit, offset);
  }
}
