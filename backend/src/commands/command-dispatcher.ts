import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DeviceEvents } from '../devices/device-events.js';
import { DeviceGateway } from '../devices/device-gateway.js';
import { commandAudit, CommandRunner } from './command-runner.js';
import { type CommandRow, CommandsRepository } from './commands.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';

/** A command sent or acknowledged this long ago without an end lost its sender (it stopped). */
const strandedAfterMs = 60_000;

/**
 * Sends queued commands when their unit is online: at once when it comes online (heard on this
 * instance), else at the next sweep; one unit's commands one after another, in the order they were
 * made. The sweep also ends expired commands and takes over commands whose sender stopped midway.
 */
@Injectable()
export class CommandDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Commands');
  private readonly turns = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | undefined;
  private readonly sweeps = new PeriodicJob('sweep', this.logger, () => this.sweepOnce());
  private stopped = false;

  constructor(
    @Inject(CommandsRepository) private readonly commands: CommandsRepository,
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(DeviceEvents) private readonly events: DeviceEvents,
    @Inject(DeviceGateway) private readonly devices: DeviceGateway,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((event) => {
      if (event.type === 'presence' && event.online) void this.dispatch(event.sn);
    });
    this.sweeps.start(this.config.commands.sweepMs);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    await Promise.all([...this.turns.values(), this.sweeps.stop()]);
  }

  /** Sends the unit's queued commands, after whatever this instance is sending it now. */
  dispatch(sn: string): Promise<void> {
    return this.inTurn(sn, async () => {
      while (!this.stopped && this.devices.isOnline(sn)) {
        const next = await this.commands.claimNextQueued(sn);
        if (!next) return;
        await this.audit.record(commandAudit(next));
        await this.runner.run(next);
      }
    });
  }

  /** Runs `work` after the unit's earlier work on this instance (one write at a time per unit). */
  inTurn<T>(sn: string, work: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(sn) ?? Promise.resolve();
    const result = previous.then(work);
    const turn = result.then(
      () => undefined,
      (error: unknown) => this.logger.warn(`commands of ${sn}: ${String(error)}`),
    );
    this.turns.set(sn, turn);
    void turn.then(() => {
      if (this.turns.get(sn) === turn) this.turns.delete(sn);
    });
    return result;
  }

  /** One sweep at a time. */
  sweep(): Promise<void> {
    return this.sweeps.run();
  }

  private async sweepOnce(): Promise<void> {
    const expired = await this.commands.expireDue();
    if (expired.length > 0) await this.audit.recordAll(expired.map(commandAudit));
    for (const sn of await this.commands.serialsWithQueued())
      if (this.devices.isOnline(sn) && !this.turns.has(sn)) void this.dispatch(sn);
    const before = new Date(Date.now() - strandedAfterMs);
    for (const row of await this.commands.stranded(before)) await this.resume(row, before);
  }

  private async resume(row: CommandRow, before: Date): Promise<void> {
    if (!this.devices.isOnline(row.sn) || !(await this.commands.retake(row.id, before))) return;
    this.logger.log(`command ${row.id} of ${row.sn}: its sender stopped; checked and finished here`);
    void this.inTurn(row.sn, () => this.runner.run(row, true));
  }
}
