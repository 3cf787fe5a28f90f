import { Inject, Injectable } from '@nestjs/common';
import {
  type BucketStats,
  type BucketValue,
  type HistoryBucketing,
  HistoryRepository,
} from './history.repository.js';

export type { BucketStats, BucketValue, HistoryBucketing } from './history.repository.js';

/** Stored history for charts: keys are resolved to series once per request (seriesOf), then read by id. */
@Injectable()
export class TimeseriesHistoryService {
  constructor(@Inject(HistoryRepository) private readonly repository: HistoryRepository) {}

  /** Series id per key; keys never stored are missing. */
  async seriesOf(sn: string, keys: readonly string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await this.repository.seriesIds(sn, keys);
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  sampleCounts(series: readonly number[], from: number, to: number): Promise<Map<number, number>> {
    return series.length
      ? this.repository.sampleCounts(series, from, to)
      : Promise.resolve(new Map<number, number>());
  }

  samples(series: readonly number[], from: number, to: number): Promise<BucketValue[]> {
    return series.length ? this.repository.samples(series, from, to) : Promise.resolve([]);
  }

  stats(
    series: readonly number[],
    bucketing: HistoryBucketing,
    from: number,
    to: number,
  ): Promise<BucketStats[]> {
    return series.length ? this.repository.stats(series, bucketing, from, to) : Promise.resolve([]);
  }

  increments(
    series: readonly number[],
    bucketing: HistoryBucketing,
    from: number,
    to: number,
  ): Promise<BucketValue[]> {
    return series.length ? this.repository.increments(series, bucketing, from, to) : Promise.resolve([]);
  }

  gaps(series: number, bucketing: HistoryBucketing, from: number, to: number, minGapMs: number) {
    return this.repository.gaps(series, bucketing, from, to, minGapMs);
  }
}
