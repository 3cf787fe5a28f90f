import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AlarmRulesRepository } from './alarm-rules.repository.js';
import { gapIncident } from './incident-causes.js';
import { type IncidentChange, IncidentsRepository } from './incidents.repository.js';

/** A unit's gap watch is pushed on at most this often (and at most a quarter of the gap). */
const refreshMs = 60_000;

/**
 * Data gaps (docs/adr/0017-alarms.md): a unit online that sent no values for ALARM_GAP_SECONDS. Each
 * unit online has a durable due time (alarm_gap_watch) that its values push on — written at most
 * once a minute per unit, remembered in memory in between — and the sweep opens the due ones. The
 * due time is the last write plus the gap plus the refresh interval, so a gap never fires early.
 */
@Injectable()
export class GapWatch {
  /** When this instance last wrote each unit's watch (portal clock). */
  private readonly written = new Map<string, number>();

  constructor(
    @Inject(AlarmRulesRepository) private readonly watches: AlarmRulesRepository,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get refreshMs(): number {
    return Math.min(refreshMs, this.config.alarms.gapMs / 4);
  }

  /** Values arrived (portal clock): the watch moves on; a gap incident open starts clearing. */
  async onValues(sn: string, now: number): Promise<void> {
    const last = this.written.get(sn);
    if (last !== undefined && now - last < this.refreshMs) return;
    await this.watch(sn, now);
  }

  /** Online starts the watch; offline ends it and the gap incident with it (offline covers it). */
  async onPresence(sn: string, online: boolean, at: number): Promise<IncidentChange[]> {
    if (online) {
      await this.watch(sn, at);
      return [];
    }
    this.written.delete(sn);
    await this.watches.unwatchGap(sn);
    return this.incidents.resolveCause(sn, gapIncident.cause, new Date(at));
  }

  /** Opens the incidents of the due watches (each taken by one instance). */
  async sweep(at: Date): Promise<IncidentChange[]> {
    const changes: IncidentChange[] = [];
    for (const { sn, heardAt } of await this.watches.takeDueGaps(at)) {
      this.written.delete(sn);
      changes.push(...(await this.incidents.open(sn, [gapIncident], heardAt)));
    }
    return changes;
  }

  private async watch(sn: string, now: number): Promise<void> {
    this.written.set(sn, now);
    const due = new Date(now + this.config.alarms.gapMs + this.refreshMs);
    const fresh = await this.watches.watchGap(sn, new Date(now), due);
    // No watch was there: the gap may have fired meanwhile, and it is over now.
    if (fresh) await this.incidents.markCauseClearing(sn, gapIncident.cause, new Date(now));
  }
}
