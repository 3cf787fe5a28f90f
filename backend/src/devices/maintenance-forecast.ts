import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { catalog, displayGain } from '@portal/unit-catalog';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { GlanceRepository } from './glance.repository.js';

/** The operating rate is the hours counter's rise over this many days... */
const rateDays = 28;
/** ...measured over at least this many (a unit heard of for less has no forecast yet). */
const minRateDays = 3;

/**
 * Each unit's operating hours a day (unit_glance.operating_hours_per_day) from its hours counter
 * over the last four weeks: with the hours left to its next service (the glance's), the days until
 * that service falls due, which the fleet overview counts and the unit list shows (ADR 0021).
 */
@Injectable()
export class MaintenanceForecast implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MaintenanceForecast');
  private readonly job = new PeriodicJob('forecast', this.logger, (now) => this.forecast(now));

  constructor(
    @Inject(GlanceRepository) private readonly glances: GlanceRepository,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.job.run();
    this.job.start(this.config.maintenance.forecastMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /** Averages every unit's operating rate anew, as of `now`. */
  run(now = Date.now()): Promise<void> {
    return this.job.run(now);
  }

  private async forecast(now: number): Promise<void> {
    const from = new Date(now - rateDays * 86_400_000);
    const rates = new Map<string, number>();
    for (const kind of Object.values(catalog())) {
      const key = kind.glance.service?.hours;
      if (!key) continue;
      const gain = displayGain(kind, key);
      for (const [sn, perDay] of await this.timeseries.counterRates(key, from, minRateDays))
        rates.set(sn, perDay * gain);
    }
    await this.glances.setOperatingRates(rates);
  }
}
