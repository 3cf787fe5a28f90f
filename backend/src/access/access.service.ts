import { Inject, Injectable } from '@nestjs/common';
import {
  type AccessLogEntry,
  type AccessLogResponse,
  type ConsentHistoryResponse,
  type Language,
  type accessLogQuerySchema,
} from '@portal/contracts';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { type AccessFilter, type AuditRow, AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { accessDenied } from '../canip/unit-access.service.js';
import { ConsentsService } from '../units/consents.service.js';
import { UnitsService } from '../units/units.service.js';
import { UsersService } from '../users/users.service.js';
import { type Account, accessLogRows, toAccessLogEntry } from './access-log.js';

type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

const defaultPageSize = 50;
/** The most lines one CSV holds (the newest): a bigger log is exported in time ranges. */
const csvMaxEntries = 10_000;
const partnerRoles = ['partner', 'subpartner', 'serviceparter'];

/**
 * What the owner of a unit sees of who may and who did access it (issue 43, ADR 0020): the history
 * of its consents, and the access log of others' connects, writes, device-menu actions and exports.
 */
@Injectable()
export class AccessService {
  constructor(
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(ConsentsService) private readonly consents: ConsentsService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  /** The unit's operators and admins; partners who see the unit may read (not change) its consents. */
  async consentHistory(user: SessionUser, sn: string): Promise<ConsentHistoryResponse> {
    await this.requireReader(user, sn, partnerRoles);
    return { records: await this.consents.history(sn) };
  }

  /** One page of the unit's access log, for its operators and admins. */
  async accessLog(user: SessionUser, sn: string, query: AccessLogQuery): Promise<AccessLogResponse> {
    await this.requireReader(user, sn, []);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? defaultPageSize;
    const { rows, total } = await this.audit.accessOfUnit(
      sn,
      filterOf(query),
      pageSize,
      (page - 1) * pageSize,
    );
    return { entries: await this.entries(rows), total, page, pageSize };
  }

  /** The access log with the query's filters (all pages, at most csvMaxEntries) as CSV text. */
  async accessLogCsv(
    user: SessionUser,
    sn: string,
    query: AccessLogQuery,
    language: Language,
  ): Promise<string> {
    await this.requireReader(user, sn, []);
    const { rows } = await this.audit.accessOfUnit(sn, filterOf(query), csvMaxEntries, 0);
    return stringify(accessLogRows(await this.entries(rows), language));
  }

  /** Visible, and operated by the user, or the user is an admin or holds one of `readerRoles`. */
  private async requireReader(user: SessionUser, sn: string, readerRoles: readonly string[]): Promise<void> {
    const unit = await this.units.findVisible(sn, user);
    if (!unit) throw accessDenied(sn);
    if (user.roles.includes('admin') || user.roles.some((role) => readerRoles.includes(role))) return;
    if (!(await this.units.isOperator(sn, user.id))) throw accessDenied(sn);
  }

  /** The rows as entries, their actors' companies and impersonators named in one query. */
  private async entries(rows: readonly AuditRow[]): Promise<AccessLogEntry[]> {
    const ids = new Set(rows.flatMap((row) => [row.actorId, row.impersonatorId].filter((id) => id !== null)));
    const accounts = new Map<number, Account>(
      (await this.users.findByIds([...ids])).map((account) => [account.id, account]),
    );
    return rows.map((row) => toAccessLogEntry(row, accounts));
  }
}

function filterOf(query: AccessLogQuery): AccessFilter {
  return {
    withOperators: query.own === 'true',
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.login ? { login: query.login } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
  };
}
