import { type ChartPeriodName, fromWallClock, maxChartPointsPerSeries, wallClock } from '@portal/contracts';
import type { HistoryBucketing } from '../timeseries/history.service.js';
import { dayStart, monthStart, shifted } from './berlin-calendar.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The 'all' period starts no earlier than the portal's first data. */
const firstDataYear = 2018;

/**
 * The window a chart shows: [start, end), or when no end is given start plus the period on the
 * wall clock; 'all' runs from a month before commissioning (2018 at the earliest) to the end of
 * next year.
 */
export function chartWindow(
  start: number,
  end: number | undefined,
  period: ChartPeriodName,
  commissioned: string | null,
  now: number,
): { from: number; to: number } {
  if (end !== undefined) return { from: start, to: end };
  switch (period) {
    case 'd':
      return { from: start, to: shifted(start, { days: 1 }) };
    case 'w':
      return { from: start, to: shifted(start, { days: 7 }) };
    case 'M':
      return { from: start, to: shifted(start, { months: 1 }) };
    case 'y':
      return { from: start, to: shifted(start, { months: 12 }) };
    case 'a': {
      const earliest = fromWallClock(firstDataYear, 1, 1);
      const match = commissioned ? /^(\d{4})-(\d{2})-(\d{2})/.exec(commissioned) : null;
      const fromCommissioning = match
        ? fromWallClock(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
        : earliest;
      return {
        from: Math.max(earliest, fromCommissioning),
        to: fromWallClock(wallClock(now).year + 2, 1, 1),
      };
    }
  }
}

/** Bucket starts from the one holding `from` up to (not including) `until`. */
export function bucketStarts(bucketing: HistoryBucketing, from: number, until: number): number[] {
  const starts: number[] = [];
  if (bucketing === '15m' || bucketing === '1h') {
    const width = bucketing === '15m' ? 15 * 60_000 : HOUR;
    for (let t = Math.floor(from / width) * width; t < until; t += width) starts.push(t);
  } else {
    const align = bucketing === '1d' ? dayStart : monthStart;
    const step = bucketing === '1d' ? { days: 1 } : { months: 1 };
    for (let t = align(from); t < until; t = shifted(t, step)) starts.push(t);
  }
  return starts;
}

/** About how many buckets of a resolution the window holds (a few more for days and months). */
function bucketCount(bucketing: HistoryBucketing, from: number, to: number): number {
  const widths: Record<HistoryBucketing, number> = {
    '15m': 15 * 60_000,
    '1h': HOUR,
    '1d': DAY - HOUR,
    '1M': 28 * DAY,
  };
  return Math.ceil((to - from) / widths[bucketing]) + 1;
}

const bucketings: HistoryBucketing[] = ['15m', '1h', '1d', '1M'];
/** Counter charts show bars of a fixed size per period. */
const counterBuckets: Record<ChartPeriodName, HistoryBucketing> = {
  d: '1h',
  w: '1d',
  M: '1d',
  y: '1M',
  a: '1M',
};

/**
 * The bucketing of a chart: the finest that keeps every series within maxChartPointsPerSeries;
 * counters get the period's bar size (or coarser when an explicit window is too long for it).
 */
export function chartResolution(
  counters: boolean,
  period: ChartPeriodName,
  window: { from: number; to: number },
): HistoryBucketing {
  const candidates = counters ? bucketings.slice(bucketings.indexOf(counterBuckets[period])) : bucketings;
  return candidates.find((b) => bucketCount(b, window.from, window.to) <= maxChartPointsPerSeries) ?? '1M';
}

/**
 * The bucketings a chart is read in, in order, until one holds data: the chosen one; below days,
 * days too (fine rollups may be kept for less time, or never written).
 */
export function resolutionsToTry(chosen: HistoryBucketing): HistoryBucketing[] {
  return chosen === '15m' || chosen === '1h' ? [chosen, '1d'] : [chosen];
}
