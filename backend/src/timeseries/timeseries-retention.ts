import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SamplePartitions } from './sample-partitions.js';
import { describeError } from './storable.js';
import { monthStart, partitionMonth } from './timeseries.partitions.js';
import { TimeseriesRepository } from './timeseries.repository.js';

export interface RetentionResult {
  droppedPartitions: string[];
  deletedRollups: number;
}

const RETENTION_INTERVAL_MS = 86_400_000;
const DAY_MS = 86_400_000;

/** Retention of the time series: at start and then daily, old samples and rollups go. */
@Injectable()
export class TimeseriesRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Timeseries');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository,
    @Inject(SamplePartitions) private readonly partitions: SamplePartitions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
    this.timer = setInterval(() => void this.run(), RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Drops raw-sample partitions that end at or before now − samplesRetentionDays and deletes rollup
   * buckets that end at or before now − rollupsRetentionDays (0 keeps them forever).
   */
  async apply(now = new Date()): Promise<RetentionResult> {
    const droppedPartitions: string[] = [];
    if (this.config.samplesRetentionDays > 0) {
      const cutoff = now.getTime() - this.config.samplesRetentionDays * DAY_MS;
      for (const name of await this.partitions.all()) {
        const month = partitionMonth(name);
        if (month === undefined || monthStart(month + 1).getTime() > cutoff) continue;
        await this.partitions.drop(name);
        droppedPartitions.push(name);
      }
    }
    let deletedRollups = 0;
    if (this.config.rollupsRetentionDays > 0) {
      const cutoff = new Date(now.getTime() - this.config.rollupsRetentionDays * DAY_MS);
      deletedRollups += await this.repository.deleteRollupsBefore('15m', cutoff);
      deletedRollups += await this.repository.deleteRollupsBefore('1h', cutoff);
      deletedRollups += await this.repository.deleteRollupsBefore('1d', cutoff);
    }
    return { droppedPartitions, deletedRollups };
  }

  private async run(): Promise<void> {
    try {
      const { droppedPartitions, deletedRollups } = await this.apply();
      if (droppedPartitions.length > 0 || deletedRollups > 0)
        this.logger.log(
          `Retention: dropped ${droppedPartitions.length} sample partitions, deleted ${deletedRollups} rollups`,
        );
    } catch (error) {
      this.logger.error(`Retention failed: ${describeError(error)}`);
    }
  }
}
