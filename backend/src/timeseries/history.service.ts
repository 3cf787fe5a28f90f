import { Inject, Injectable } from '@nestjs/common';
import {
  type BucketValue,
  type HistoryBucketing,
  HistoryRepository,
  type SeriesBuckets,
} from './history.repository.js';

export type { BucketValue, HistoryBucketing, SeriesBuckets } from './history.repository.js';

/** Stored history for charts: keys are resolved to series once per request (seriesOf), then read by id. */
@Injectable()
export class TimeseriesHistoryService {
  constructor(@Inject(HistoryRepository) private readonly repository: HistoryRepository) {}

  /**
   * Series id per key (keys never stored are missing); with `countIn`, also each series' raw
   * samples in that window, at least (counted in days for windows over two days).
   */
  async seriesOf(
    sn: string,
    keys: readonly string[],
    countIn?: { from: number; to: number },
  ): Promise<{ ids: Map<string, number>; samples: Map<number, number> }> {
    if (keys.length === 0) return { ids: new Map(), samples: new Map() };
    const quarterHour = 900_000;
    const counted =
      countIn === undefined
        ? undefined
        : countIn.to - countIn.from <= 2 * 86_400_000
          ? {
              bucketing: '15m' as const,
              from: Math.floor(countIn.from / quarterHour) * quarterHour,
              to: countIn.to,
            }
          : { bucketing: '1d' as const, from: countIn.from - 86_400_000, to: countIn.to };
    const rows = await this.repository.seriesIds(sn, keys, counted);
    return {
      ids: new Map(rows.map((row) => [row.key, row.id])),
      samples: new Map(rows.flatMap((row) => (row.samples == null ? [] : [[row.id, row.samples]]))),
    };
  }

  samples(series: readonly number[], from: number, to: number): Promise<BucketValue[]> {
    return series.length ? this.repository.samples(series, from, to) : Promise.resolve([]);
  }

  stats(
    series: readonly number[],
    bucketing: HistoryBucketing,
    aggregate: 'mean' | 'last',
    from: number,
    to: number,
    withRange = false,
  ): Promise<SeriesBuckets[]> {
    return series.length
      ? this.repository.stats(series, bucketing, aggregate, from, to, withRange)
      : Promise.resolve([]);
  }

  increments(
    series: readonly number[],
    bucketing: HistoryBucketing,
    from: number,
    to: number,
  ): Promise<SeriesBuckets[]> {
    return series.length ? this.repository.increments(series, bucketing, from, to) : Promise.resolve([]);
  }

  gaps(series: number, bucketing: HistoryBucketing, from: number, to: number, minGapMs: number) {
    return this.repository.gaps(series, bucketing, from, to, minGapMs);
  }
}
