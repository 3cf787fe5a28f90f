import { Inject, Injectable } from '@nestjs/common';
import {
  type BucketValue,
  type DatedSeriesBuckets,
  type HistoryBucketing,
  HistoryRepository,
  type SeriesBuckets,
} from './history.repository.js';

export type { BucketValue, HistoryBucketing, SeriesBuckets } from './history.repository.js';

/** Stored history for charts: keys are resolved to series once per request (seriesOf), then read by id. */
@Injectable()
export class TimeseriesHistoryService {
  constructor(@Inject(HistoryRepository) private readonly repository: HistoryRepository) {}

  /** Series id per key (keys never stored are missing). */
  async seriesOf(sn: string, keys: readonly string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await this.repository.seriesIds(sn, keys);
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  /** Units whose hourly rollups of any of `keys` reach `since` or later. */
  serialsReporting(keys: readonly string[], since: number): Promise<string[]> {
    return keys.length ? this.repository.serialsWithHoursSince(keys, since) : Promise.resolve([]);
  }

  samples(series: readonly number[], from: number, to: number): Promise<BucketValue[]> {
    return series.length ? this.repository.samples(series, from, to) : Promise.resolve([]);
  }

  /** Means or last values per bucket (see the repository); no series, nothing to read. */
  stats(...query: Parameters<HistoryRepository['stats']>): Promise<SeriesBuckets[]> {
    return query[0].length ? this.repository.stats(...query) : Promise.resolve([]);
  }

  increments(
    series: readonly number[],
    bucketing: HistoryBucketing,
    from: number,
    to: number,
  ): Promise<DatedSeriesBuckets[]> {
    return series.length ? this.repository.increments(series, bucketing, from, to) : Promise.resolve([]);
  }

  gaps(series: number, bucketing: HistoryBucketing, from: number, to: number, minGapMs: number) {
    return this.repository.gaps(series, bucketing, from, to, minGapMs);
  }
}
