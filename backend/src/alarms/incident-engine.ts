import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { UnitError } from '@portal/contracts';
import { findKind } from '@portal/unit-catalog';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { type DeviceEvent, DeviceEvents } from '../devices/device-events.js';
import { GlanceService } from '../devices/glance.service.js';
import { UnitsService } from '../units/units.service.js';
import { AlarmDigests } from './alarm-digests.js';
import { GapWatch } from './gap-watch.js';
import { offlineCause, offlineIncident, wantedIncidents } from './incident-causes.js';
import { IncidentNotifier } from './incident-notifier.js';
import { OfflineGrace } from './offline-grace.js';
import { type IncidentChange, IncidentsRepository } from './incidents.repository.js';
import { RuleEngine } from './rule-engine.js';
import { PeriodicJob } from '../common/periodic-job.js';

/**
 * Opens and resolves incidents from what units say (docs/adr/0017-alarms.md): error lists open fault
 * and maintenance incidents and let them clear; going offline starts a watch that a sweep turns into
 * an incident once the grace period has passed; a lock makes open faults locking ones; values feed
 * the data gap watch and the users' limit rules. Events of one unit are handled in arrival order;
 * what they write is idempotent across instances.
 */
@Injectable()
export class IncidentEngine implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Alarms');
  private readonly queue = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | undefined;
  private readonly sweeps = new PeriodicJob('sweep', this.logger, (now) => this.sweepOnce(now));

  constructor(
    @Inject(DeviceEvents) private readonly events: DeviceEvents,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(GlanceService) private readonly glance: GlanceService,
    @Inject(IncidentNotifier) private readonly notifier: IncidentNotifier,
    @Inject(OfflineGrace) private readonly grace: OfflineGrace,
    @Inject(AlarmDigests) private readonly digests: AlarmDigests,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GapWatch) private readonly gaps: GapWatch,
    @Inject(RuleEngine) private readonly rules: RuleEngine,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((event) => this.enqueue(event));
    this.sweeps.start(this.config.alarms.sweepMs);
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await Promise.all([...this.queue.values(), this.sweeps.stop()]);
  }

  /**
   * Opens due offline incidents, resolves those whose cause stayed away, escalates and reminds of
   * unacknowledged ones, sends due digests; one sweep at a time.
   */
  sweep(now = Date.now()): Promise<void> {
    return this.sweeps.run(now);
  }

  private async sweepOnce(now: number): Promise<void> {
    const at = new Date(now);
    const changes: IncidentChange[] = [];
    for (const { sn, offlineSince } of await this.incidents.takeDueOffline(at))
      changes.push(...(await this.incidents.open(sn, [offlineIncident], offlineSince)));
    changes.push(...(await this.gaps.sweep(at)));
    changes.push(...(await this.incidents.resolveCleared(new Date(now - this.config.alarms.clearMs), at)));
    await this.notifier.changed(changes);
    const { escalateToPartnersMs, escalateToServiceMs } = this.config.alarms;
    await this.notifier.escalated(
      await this.incidents.takeDueEscalations(at, escalateToPartnersMs, escalateToServiceMs),
    );
    await this.notifier.remind(at);
    await this.digests.send(now);
  }

  /**
   * A unit heard last at `at` and silent since (the demo world's last words): when its grace period
   * has passed, an incident at once that nobody is told of (the demo's past mails no one); else a
   * watch, as for a unit seen going offline.
   */
  async recordWentOffline(sn: string, at: number, now = Date.now()): Promise<void> {
    if (at + (await this.grace.ms(sn)) > now) await this.onPresence(sn, false, at);
    else await this.incidents.open(sn, [offlineIncident], new Date(at), false);
  }

  /** A unit's error list as if it had just sent it; `tell`: whether those told of it learn of it. */
  async recordErrors(sn: string, errors: readonly UnitError[], ts: number, tell = true): Promise<void> {
    const changes = await this.onErrors(sn, errors, ts, tell);
    if (tell) await this.notifier.changed(changes);
  }

  private enqueue(event: DeviceEvent): void {
    const turn = (this.queue.get(event.sn) ?? Promise.resolve())
      .then(() => this.handle(event))
      .catch((error: unknown) => this.logger.warn(`${event.type} of ${event.sn}: ${String(error)}`));
    this.queue.set(event.sn, turn);
    void turn.then(() => {
      if (this.queue.get(event.sn) === turn) this.queue.delete(event.sn);
    });
  }

  private async handle(event: DeviceEvent): Promise<void> {
    switch (event.type) {
      case 'values':
        await this.gaps.onValues(event.sn, Date.now());
        return this.notifier.changed(await this.rules.onValues(event.sn, event.values, event.ts));
      case 'errors':
        return this.notifier.changed(await this.onErrors(event.sn, event.errors, event.ts));
      case 'presence':
        await this.notifier.changed(await this.gaps.onPresence(event.sn, event.online, event.at));
        return this.notifier.changed(await this.onPresence(event.sn, event.online, event.at));
      case 'locked':
        return event.locked ? this.notifier.changed(await this.incidents.markLocking(event.sn)) : undefined;
    }
  }

  private async onErrors(
    sn: string,
    errors: readonly UnitError[],
    ts: number,
    told = true,
  ): Promise<IncidentChange[]> {
    const [placement] = await this.units.placements([sn]);
    if (!placement) return [];
    const wanted = wantedIncidents(findKind(placement.productGroup), errors);
    const locked = wanted.some((w) => w.severity === 'fault') && (await this.glance.isLocked(sn));
    // The hysteresis runs on the portal's clock; a unit's clock may run ahead (or fast, simulated).
    const now = Date.now();
    const opened = await this.incidents.open(
      sn,
      wanted.map((w) => (locked && w.severity === 'fault' ? { ...w, severity: 'locking' } : w)),
      new Date(Math.min(ts, now)),
      told,
    );
    await this.incidents.markClearing(
      sn,
      wanted.map((w) => w.cause),
      new Date(now),
    );
    return opened;
  }

  private async onPresence(sn: string, online: boolean, at: number): Promise<IncidentChange[]> {
    if (!online) {
      await this.incidents.watchOffline(sn, new Date(at), new Date(at + (await this.grace.ms(sn))));
      return [];
    }
    await this.incidents.unwatchOffline(sn);
    return this.incidents.resolveCause(sn, offlineCause, new Date(at));
  }
}
