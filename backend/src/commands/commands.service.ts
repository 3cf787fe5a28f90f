import { Inject, Injectable } from '@nestjs/common';
import { type CommandListResponse, type UnitCommand, commandLimits } from '@portal/contracts';
import type { Accessor } from '../audit/accessor.js';
import { AuditService } from '../audit/audit.service.js';
import { ApiException, notFound } from '../common/api-exception.js';
import { DATABASE, type Database } from '../database/database.js';
import { DeviceGateway } from '../devices/device-gateway.js';
import { CommandDispatcher } from './command-dispatcher.js';
import { commandAudit, CommandRunner, type RunResult } from './command-runner.js';
import { type CommandRow, CommandsRepository } from './commands.repository.js';

/** Who asks for a command, as the unit's access log names them. */
export interface CommandRequester {
  login: string;
  accessor: Accessor;
}

export interface CommandOrder {
  sn: string;
  productGroup: string;
  /** Key → value in display units, each checked against the kind's limits before. */
  values: Record<string, unknown>;
  /** How long it may wait for an offline unit. */
  expiresInHours: number;
  campaignId?: number;
}

const hourMs = 3_600_000;

export function toUnitCommand(row: CommandRow): UnitCommand {
  return {
    id: row.id,
    sn: row.sn,
    state: row.state,
    values: row.values,
    readBack: row.readBack,
    reason: row.reason,
    errors: row.errors,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    campaignId: row.campaignId,
  };
}

/** Set-point commands (docs/adr/0022-commands-and-campaigns.md): made, sent, listed, cancelled. */
@Injectable()
export class CommandsService {
  constructor(
    @Inject(CommandsRepository) private readonly commands: CommandsRepository,
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(CommandDispatcher) private readonly dispatcher: CommandDispatcher,
    @Inject(DeviceGateway) private readonly devices: DeviceGateway,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  isOnline(sn: string): boolean {
    return this.devices.isOnline(sn);
  }

  /**
   * A write asked now: sent at once to a unit online (answered at its end), queued for one offline
   * (answered queued; a full queue refuses it).
   */
  async submit(order: CommandOrder, by: CommandRequester): Promise<RunResult & { queued: boolean }> {
    if (!this.devices.isOnline(order.sn)) {
      const [row] = await this.enqueue([order], by);
      return { row: row!, queued: true };
    }
    const result = await this.dispatcher.inTurn(order.sn, async () => {
      const [row] = await this.insert([order], by, 'sent');
      return this.runner.run(row!);
    });
    return { ...result, queued: false };
  }

  /**
   * Queues commands (in `db`, a campaign's transaction) and sends those of units online once
   * committed (call `dispatch`); a unit with a full queue refuses more.
   */
  async enqueue(
    orders: readonly CommandOrder[],
    by: CommandRequester,
    db: Database = this.db,
  ): Promise<CommandRow[]> {
    for (const sn of new Set(orders.map((order) => order.sn)))
      if ((await this.commands.queuedCount(sn, db)) >= commandLimits.queuedPerUnit)
        throw new ApiException(409, 'exception.commandqueuefull');
    return this.insert(orders, by, 'queued', db);
  }

  /** Sends the queued commands of these units that are online here. */
  dispatch(serials: Iterable<string>): void {
    for (const sn of new Set(serials)) if (this.devices.isOnline(sn)) void this.dispatcher.dispatch(sn);
  }

  async cancel(sn: string, id: number, by: CommandRequester): Promise<UnitCommand> {
    const row = await this.commands.find(sn, id);
    if (!row) throw notFound();
    if (row.state !== 'queued') throw new ApiException(409, 'exception.commandnotpending');
    const cancelled = await this.db.transaction(async (tx) => {
      const moved = await this.commands.move(id, ['queued'], 'cancelled', {}, tx);
      if (moved) await this.audit.record({ ...commandAudit(moved), actor: by.login, ...by.accessor }, tx);
      return moved;
    });
    if (!cancelled) throw new ApiException(409, 'exception.commandnotpending');
    return toUnitCommand(cancelled);
  }

  /** Cancels a campaign's commands still waiting (in the campaign's transaction). */
  async cancelOfCampaign(campaignId: number, by: CommandRequester, db: Database): Promise<void> {
    const cancelled = await this.commands.cancelQueuedOfCampaign(campaignId, db);
    const audits = cancelled.map((row) => ({ ...commandAudit(row), actor: by.login, ...by.accessor }));
    if (audits.length > 0) await this.audit.recordAll(audits, db);
  }

  /** A paused campaign holds its queued commands back; resumed, they go to the units online. */
  async holdOfCampaign(campaignId: number, held: boolean, db: Database = this.db): Promise<void> {
    const changed = await this.commands.holdQueuedOfCampaign(campaignId, held, db);
    if (!held) this.dispatch(changed.map((row) => row.sn));
  }

  async list(sn: string): Promise<CommandListResponse> {
    const [pending, recent] = await Promise.all([
      this.commands.open(sn),
      this.commands.recent(sn, commandLimits.recentListed),
    ]);
    return { pending: pending.map(toUnitCommand), recent: recent.map(toUnitCommand) };
  }

  private async insert(
    orders: readonly CommandOrder[],
    by: CommandRequester,
    state: 'queued' | 'sent',
    db: Database = this.db,
  ): Promise<CommandRow[]> {
    const now = Date.now();
    const run = async (tx: Database) => {
      const rows = await this.commands.insert(
        orders.map((order) => ({
          sn: order.sn,
          productGroup: order.productGroup,
          state,
          values: order.values,
          createdBy: by.login,
          accessor: by.accessor,
          campaignId: order.campaignId ?? null,
          expiresAt: state === 'queued' ? new Date(now + order.expiresInHours * hourMs) : null,
        })),
        tx,
      );
      if (rows.length > 0) await this.audit.recordAll(rows.map(commandAudit), tx);
      return rows;
    };
    return db === this.db ? this.db.transaction(run) : run(db);
  }
}
