import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { findKind } from '@portal/unit-catalog';
import { AdviceIncidents } from '../alarms/advice-incidents.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UnitsService } from '../units/units.service.js';
import { dayMs } from './advice-history.js';
import { runHourKeys } from './advice-keys.js';
import { AdviceReader } from './advice-reader.js';
import { AdviceRepository } from './advice.repository.js';
import { adviceCause, runDetectors } from './detectors.js';
import { PeriodicJob } from '../common/periodic-job.js';

/** A unit whose hours counter stored nothing for this long is not reporting: nothing to judge. */
const reportingWithinMs = 2 * dayMs;
/** Sweep slots kept as a record. */
const keepRunsMs = 30 * dayMs;

/**
 * Runs the advice detectors over every reporting unit once per ADVICE_SWEEP_MINUTES slot
 * (docs/adr/0024-advice-detectors.md). The slot's row in advice_runs goes to one instance (the insert
 * that made it); opening an incident is idempotent anyway (one unresolved incident per cause).
 */
@Injectable()
export class AdviceSweep implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Advice');
  private readonly sweeps = new PeriodicJob('sweep', this.logger, (now) => this.sweepSlot(now));

  constructor(
    @Inject(AdviceReader) private readonly reader: AdviceReader,
    @Inject(AdviceRepository) private readonly runs: AdviceRepository,
    @Inject(AdviceIncidents) private readonly incidents: AdviceIncidents,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.advice.sweepMs;
    if (every <= 0) return;
    // Looked at every minute (at most): the slot's row decides whether this instance runs it.
    this.sweeps.start(Math.min(every, 60_000));
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }

  /** Sweeps the current slot if no instance has yet; one sweep at a time. */
  sweep(now = Date.now()): Promise<void> {
    return this.sweeps.run(now);
  }

  private async sweepSlot(now: number): Promise<void> {
    const every = this.config.advice.sweepMs;
    const slot = new Date(Math.floor(now / every) * every);
    if (!(await this.runs.claim(slot, new Date(now)))) return;
    const { units, findings } = await this.sweepUnits(
      await this.reader.reporting(runHourKeys, now - reportingWithinMs),
      now,
    );
    const summary = `${units} units, ${findings} findings`;
    await this.runs.finish(slot, summary);
    this.logger.log(`swept ${summary}`);
    await this.runs.prune(new Date(now - keepRunsMs));
  }

  /** Runs the detectors over the units and opens, updates or resolves their advice incidents. */
  async sweepUnits(
    serials: readonly string[],
    now: number,
    tell = true,
  ): Promise<{ units: number; findings: number }> {
    let findings = 0;
    for (const placement of await this.units.placements(serials)) {
      const kind = findKind(placement.productGroup);
      if (!kind) continue;
      const history = await this.reader.read(placement.sn, kind, now);
      if (!history) continue;
      const found = runDetectors(history);
      findings += found.length;
      await this.incidents.apply(
        placement.sn,
        found.map((f) => ({
          cause: adviceCause(f.detector),
          since: new Date(f.since),
          evidence: f.evidence,
        })),
        new Date(now),
        tell,
      );
    }
    return { units: serials.length, findings };
  }
}
