import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { fromWallClock, wallClock } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import type { LocatedScope } from '../units/unit-visibility.js';
import { FleetEnergyRepository, operatedElsewhere } from './fleet-energy.repository.js';
import type { Window } from './fleet-periods.js';
import { PeriodicJob } from '../common/periodic-job.js';

/**
 * Energy produced: the electrical energy counters of the combined heat and power units (Dachs
 * Gen2, Dachs 0.8), as their kinds' 'work' charts add them up per day.
 */
export const producedEnergyKeys = ['Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch'] as const;

/** How far back the kept energy reaches: the overview compares with the same days a year before. */
const keptDays = 400;
/** Days computed in one statement. */
const daysPerStatement = 31;

/** The start (ms, wall clock) of every day from the one holding `from` to the one holding `to`. */
export function daysBetween(from: number, to: number): number[] {
  const first = wallClock(from);
  const days: number[] = [];
  for (let index = 0; ; index++) {
    const day = fromWallClock(first.year, first.month, first.day + index);
    if (day > to) return days;
    days.push(day);
  }
}

/**
 * The fleet overview's energy per day (ADR 0021), kept per location and for the whole fleet in
 * fleet_energy_days: at start the days of the last 400 not yet computed, then every
 * FLEET_REFRESH_SECONDS the days this instance wrote rollups of. An overview reads the whole
 * fleet's row per day, or its locations' rows; only units seen by serial outside those locations, or
 * through a token, are summed from their rollups.
 */
@Injectable()
export class FleetEnergy implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FleetEnergy');
  private readonly refreshes = new PeriodicJob('refresh', this.logger, () => this.refreshOnce());
  private lastRefresh = 0;
  private turn: Promise<void> = Promise.resolve();

  constructor(
    @Inject(FleetEnergyRepository) private readonly repository: FleetEnergyRepository,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const now = Date.now();
    // Catching up runs beside the start, not before it: at 100,000 units it takes a while once.
    void this.catchUp(now - keptDays * 86_400_000, now).catch((error: unknown) =>
      this.logger.warn(`catching up failed: ${String(error)}`),
    );
    this.refreshes.start(this.config.fleet.refreshMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.refreshes.stop();
  }

  /** Computes the days in [from, to] not computed yet, and always the last two (still being written). */
  catchUp(from: number, to: number): Promise<void> {
    return this.exclusive(async () => {
      const computed = await this.repository.computedDays(from, to + 1);
      const days = daysBetween(from, to);
      await this.repository.forgetBefore(from);
      await this.rebuildNow(days.filter((day, index) => !computed.has(day) || index >= days.length - 2));
    });
  }

  /** Computes the days again (rollups written around the portal, as the benchmark seeds them). */
  rebuild(days: readonly number[]): Promise<void> {
    return this.exclusive(() => this.rebuildNow(days));
  }

  /** Computes the days written since the last refresh. One refresh at a time. */
  refresh(): Promise<void> {
    return this.refreshes.run();
  }

  /** Energy per day in the windows of the units in the viewer's scope (`where`: the same as SQL). */
  async byDay(
    scope: LocatedScope,
    where: SQL | undefined,
    windows: readonly Window[],
  ): Promise<Map<number, number>> {
    if (Date.now() - this.lastRefresh >= this.config.fleet.refreshMs) await this.refresh();
    if (scope.limit) return this.repository.fromRollups(where ?? sql`true`, producedEnergyKeys, windows);
    if (scope.all) return this.repository.kept('all', windows);
    const atLocations = await this.repository.kept(scope.locations, windows);
    if (scope.serials.length === 0) return atLocations;
    // Units operated elsewhere: few, summed from their rollups.
    const elsewhere = await this.repository.fromRollups(
      operatedElsewhere(scope.serials, scope.locations),
      producedEnergyKeys,
      windows,
    );
    for (const [day, kWh] of elsewhere) atLocations.set(day, (atLocations.get(day) ?? 0) + kWh);
    return atLocations;
  }

  private async refreshOnce(): Promise<void> {
    this.lastRefresh = Date.now();
    const span = this.timeseries.takeWrittenSpan();
    if (!span) return;
    try {
      await this.rebuild(daysBetween(span.from, span.to));
    } catch (error) {
      this.timeseries.restoreWrittenSpan(span);
      this.logger.warn(`refreshing failed: ${String(error)}`);
    }
  }

  /**
   * A month at most per statement: a day of 100,000 units is ~40,000 rollup rows, and embedded
   * PGlite answers nothing else while a statement runs.
   */
  private async rebuildNow(days: readonly number[]): Promise<void> {
    for (let index = 0; index < days.length; index += daysPerStatement)
      await this.repository.rebuild(days.slice(index, index + daysPerStatement), producedEnergyKeys);
  }

  /** One rebuild at a time, in this instance and across instances (they would write the same rows). */
  private exclusive(task: () => Promise<void>): Promise<void> {
    const turn = this.turn.then(() => this.database.exclusive('fleet-energy', task));
    this.turn = turn.catch(() => undefined);
    return turn;
  }
}
