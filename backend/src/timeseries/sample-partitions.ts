import { Inject, Injectable } from '@nestjs/common';
import { monthsOf, partitionName } from './timeseries.partitions.js';
import { TimeseriesRepository } from './timeseries.repository.js';

/** The monthly partitions of the raw samples: created before a write needs them, known in memory. */
@Injectable()
export class SamplePartitions {
  /** Partitions known to exist; reloaded after any failed write (another instance may have dropped one). */
  private known: Set<string> | undefined;

  constructor(@Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository) {}

  /** Creates the monthly partitions a batch needs before it is inserted. */
  async ensure(timestamps: readonly number[]): Promise<void> {
    const needed = [...monthsOf(timestamps)].filter((month) => !this.known?.has(partitionName(month)));
    if (needed.length === 0) return;
    this.known ??= new Set(await this.repository.partitions());
    for (const month of needed) {
      const name = partitionName(month);
      if (this.known.has(name)) continue;
      try {
        await this.repository.createPartition(month);
      } catch (error) {
        // Another instance may have created it at the same moment.
        if (!(await this.repository.partitions()).includes(name)) throw error;
      }
      this.known.add(name);
    }
  }

  /** Every partition there is now. */
  all(): Promise<string[]> {
    return this.repository.partitions();
  }

  async drop(name: string): Promise<void> {
    await this.repository.dropPartition(name);
    this.known?.delete(name);
  }

  /** Forgets what is known, after a failed write. */
  reload(): void {
    this.known = undefined;
  }
}
