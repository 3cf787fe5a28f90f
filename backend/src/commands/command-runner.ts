import { Inject, Injectable } from '@nestjs/common';
import type { CommandState } from '@portal/contracts';
import { type UnitKind, findKind } from '@portal/unit-catalog';
import { type AuditEntry, AuditService } from '../audit/audit.service.js';
import { DATABASE, type Database } from '../database/database.js';
import { ApiException } from '../common/api-exception.js';
import { DeviceGateway } from '../devices/device-gateway.js';
import { LiveBus } from '../live/live-bus.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { type CommandPatch, type CommandRow, CommandsRepository } from './commands.repository.js';
import { displayToRaw, rawToDisplay } from './raw-values.js';

/** A command's end, and the error that ended it on the way (a timeout, an unknown kind). */
export interface RunResult {
  row: CommandRow;
  error?: Error;
}

/** The audit entry of a command's move, in its requester's name. */
export function commandAudit(moved: CommandRow): AuditEntry {
  return {
    actor: moved.createdBy,
    action: `command.${moved.state}`,
    sn: moved.sn,
    details: {
      commandId: moved.id,
      values: moved.values,
      ...(moved.campaignId !== null && { campaignId: moved.campaignId }),
      ...(moved.reason && { reason: moved.reason }),
      ...(Object.keys(moved.errors).length > 0 && { errors: moved.errors }),
      ...(moved.state === 'confirmed' && { readBack: moved.readBack }),
    },
    ...moved.accessor,
  };
}

/** Raw values as the unit answers them, in display units. */
function displayed(kind: UnitKind, raw: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(
    keys.flatMap((key) => (Object.hasOwn(raw, key) ? [[key, rawToDisplay(kind, key, raw[key])]] : [])),
  );
}

/**
 * Sends one command that is in state `sent` (its caller took it) and carries it to its end: reads
 * the values before, writes, reads back, stores what it read as the unit's latest values. Every move
 * is audited with the command's requester.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(CommandsRepository) private readonly commands: CommandsRepository,
    @Inject(DeviceGateway) private readonly devices: DeviceGateway,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(LiveBus) private readonly bus: LiveBus,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * `resumed`: the command was stranded by a sender that stopped midway; when the unit already holds
   * every value it is confirmed without writing again (a write is never repeated).
   */
  async run(row: CommandRow, resumed = false): Promise<RunResult> {
    let current = row;
    let before: Record<string, unknown> = {};
    try {
      const kind = findKind(row.productGroup);
      if (!kind) throw new ApiException(409, 'exception.unitrefused');
      const keys = Object.keys(row.values);
      const raw = Object.fromEntries(keys.map((key) => [key, displayToRaw(kind, key, row.values[key])]));
      const old = await this.devices.call(row.sn, 'read', { keys });
      before = displayed(kind, old.values, keys);
      const holds = keys.every((key) => old.values[key] === raw[key]);
      const errors =
        resumed && holds ? {} : (await this.devices.call(row.sn, 'write', { values: raw })).errorKeys;
      const refused = Object.keys(errors);
      if (refused.length === keys.length)
        return {
          row: await this.move(current, 'failed', { before, errors, reason: 'exception.unitrefused' }),
        };
      current = await this.move(current, 'acknowledged', { before, errors });
      const readBack = await this.devices.call(row.sn, 'read', { keys });
      await this.store(row.sn, readBack.values, keys);
      const mismatch = keys.some((key) => !Object.hasOwn(errors, key) && readBack.values[key] !== raw[key]);
      const patch = { readBack: displayed(kind, readBack.values, keys) };
      if (refused.length > 0)
        return { row: await this.move(current, 'failed', { ...patch, reason: 'exception.unitrefused' }) };
      if (mismatch)
        return {
          row: await this.move(current, 'failed', { ...patch, reason: 'exception.readbackmismatch' }),
        };
      return { row: await this.move(current, 'confirmed', patch) };
    } catch (error) {
      const reason = error instanceof ApiException ? error.key : 'exception.internal';
      return {
        row: await this.move(current, 'failed', { before, reason }),
        error: error instanceof Error ? error : new Error(String(error)),
      };
    }
  }

  /** Moves the command on and audits the move in one transaction; a command someone else ended stays. */
  async move(row: CommandRow, to: CommandState, patch: CommandPatch = {}): Promise<CommandRow> {
    return this.db.transaction(async (tx) => {
      const moved = await this.commands.move(row.id, [row.state], to, patch, tx);
      if (moved) await this.audit.record(commandAudit(moved), tx);
      return moved ?? row;
    });
  }

  /** The values read back are the unit's latest: committed before anyone is answered. */
  private async store(sn: string, raw: Record<string, unknown>, keys: readonly string[]): Promise<void> {
    const ts = Date.now();
    const values = Object.fromEntries(
      keys.flatMap((key) => (Object.hasOwn(raw, key) ? [[key, raw[key]]] : [])),
    );
    await this.timeseries.ingestDurable(sn, [{ ts, values }]);
    this.bus.publish({ type: 'unit.values', sn, values, ts, written: true });
  }
}
