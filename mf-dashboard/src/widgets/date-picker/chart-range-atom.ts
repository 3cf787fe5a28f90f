import { atom } from '@portal/web-kit';
import { createContext } from 'react';
import { type ChartRange, periodStart } from './chart-range.js';

/**
 * The period each chart-mode data page shows (spec 2 "Data page": date picker in chart mode), by
 * page key; the charts on the page draw this window.
 */
export const chartRangesAtom = atom<Readonly<Record<string, ChartRange>>>({});

/** Today's day until the user picks another period. */
export function defaultChartRange(now = Date.now()): ChartRange {
  return { start: periodStart(now, 'd'), period: 'd' };
}

/**
 * The period the charts of a chart-mode page draw (its date picker's value); null elsewhere, where
 * each chart shows its own default period.
 */
export const PageChartRangeContext = createContext<ChartRange | null>(null);
