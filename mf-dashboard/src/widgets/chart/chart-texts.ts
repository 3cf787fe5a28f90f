import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartPeriod } from '../date-picker/chart-range.js';
import type { ChartTexts } from './chart-options.js';

const axisFormats: Record<ChartPeriod, Intl.DateTimeFormatOptions> = {
  d: { hour: '2-digit', minute: '2-digit' },
  w: { weekday: 'short', day: '2-digit', month: '2-digit' },
  M: { day: '2-digit', month: '2-digit' },
  y: { month: 'short', year: 'numeric' },
  a: { month: 'short', year: 'numeric' },
};

const tooltipFormats: Record<ChartPeriod, Intl.DateTimeFormatOptions> = {
  d: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  w: {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  M: { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
  y: { month: 'long', year: 'numeric' },
  a: { month: 'long', year: 'numeric' },
};

/** Events name the key as sent when no label is known (a stable function: texts are memoised on it). */
const rawKey = (key: string) => key;

/**
 * Dates and numbers of a chart in the page's language (react-intl), per period. `keyLabel` names a
 * written data point in event tooltips ('Warmwasser-Solltemperatur', not 'Ww_Ew.Warmwasser.sbSollTemp').
 */
export function useChartTexts(
  period: ChartPeriod,
  keyLabel: (key: string) => string = rawKey,
): ChartTexts & { cellDate: (ms: number) => string } {
  const intl = useIntl();
  return useMemo(
    () => ({
      axisDate: (ms) => intl.formatDate(ms, axisFormats[period]),
      tooltipDate: (ms) => intl.formatDate(ms, tooltipFormats[period]),
      cellDate: (ms) => intl.formatDate(ms, tooltipFormats[period === 'y' || period === 'a' ? 'M' : period]),
      number: (value, decimals) =>
        intl.formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      event: (event) =>
        event.kind === 'write'
          ? intl.formatMessage(
              { id: 'mf.dashboard.chart.eventWrite' },
              { user: event.user ?? '?', key: keyLabel(event.key), text: event.text },
            )
          : intl.formatMessage({ id: 'mf.dashboard.chart.eventFault' }, { key: event.key, text: event.text }),
      offline: intl.formatMessage({ id: 'mf.dashboard.chart.offline' }),
      standstill: intl.formatMessage({ id: 'mf.dashboard.chart.standstill' }),
    }),
    [intl, period, keyLabel],
  );
}
