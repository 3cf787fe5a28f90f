import type { ChartDataRequest } from '@portal/contracts';
import type { ChartDefinition } from '@portal/unit-catalog';
import { ApiError, showToast, useEndpointQuery, useSettledValue, type UnitMetadata } from '@portal/web-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ChartRange, chartWindow } from '../date-picker/chart-range.js';
import { type ChartChoices, type ChartModel, chartFields, chartModel } from './chart-model.js';
import { chartOptions } from './chart-options.js';
import { chartTable, clipboardText, csvText, download, exportFileName, workbookBlob } from './chart-table.js';
import { useChartTexts } from './chart-texts.js';

/** The load waits until the period has stayed put this long (arrows clicked in a row). */
const chartLoadDebounceMs = 100;

/** Answers that mean the operator's consent is missing (spec 6: no charts without DACHSWEB). */
const consentErrorKeys: ReadonlySet<string> = new Set([
  'exception.consentrequired',
  'exception.nooperatorconsent',
  'exception.noconsentlead',
]);

export interface ChartSource {
  definition: ChartDefinition;
  range: ChartRange;
  commissioning: number | null;
  sn: string;
  zoneIndex: number;
  ignoreCache?: boolean;
  /** When the widget mounted: the 'all' period runs to the end of the year after it. */
  now: number;
}

/** The chart's history for its window, asked for once the window has settled. */
function useChartData(source: ChartSource, choices: ChartChoices) {
  const { definition, range, commissioning, sn, zoneIndex, ignoreCache, now } = source;
  const span = chartWindow(range, commissioning, now);
  const request: ChartDataRequest = {
    name: definition.name,
    zoneIndex,
    start: span.from,
    end: span.to,
    parameters: {
      ...definition.options,
      period: range.period,
      ...(choices.minMax && definition.type === 'line' ? { minMax: true } : {}),
    },
    ...(ignoreCache ? { ignoreCache: true } : {}),
  };
  const settledKey = useSettledValue(JSON.stringify(request), chartLoadDebounceMs);
  const settled = useMemo(() => JSON.parse(settledKey) as ChartDataRequest, [settledKey]);
  const query = useEndpointQuery('chartData', { params: { sn }, body: settled }, { keepPrevious: true });
  useEffect(() => {
    // Spec 8: a chart that fails to load is only logged; the widget shows no data.
    if (query.error) console.error(`chart ${definition.name} failed to load`, query.error);
  }, [query.error, definition.name]);
  return {
    answer: query.error ? undefined : query.data,
    consentError:
      query.error instanceof ApiError && consentErrorKeys.has(query.error.key) ? query.error : null,
    loading: query.isFetching || settledKey !== JSON.stringify(request),
    window: { from: settled.start, to: settled.end ?? span.to },
  };
}

/** The chart widget's state: its choices, the history, the model drawn from it, its options. */
export function useChart(source: ChartSource, meta: UnitMetadata) {
  const { definition, range, now } = source;
  const keyLabel = useCallback((key: string) => meta.label(key), [meta]);
  const texts = useChartTexts(range.period, keyLabel);
  const [choices, setChoices] = useState<ChartChoices>({
    stacked: definition.options.stacked ?? false,
    kw: definition.options.kw ?? false,
    hidden: [],
    minMax: false,
  });
  const data = useChartData(source, choices);
  const { answer } = data;
  const label = useCallback((key: string) => meta.screenText(key), [meta]);
  const model = useMemo(() => (answer ? chartModel(answer, choices, label) : null), [answer, choices, label]);
  const fields = useMemo(() => (answer ? chartFields(answer, label) : []), [answer, label]);
  const { from, to } = data.window;
  // Options keep their identity between renders: the wrapper rebuilds the chart when they change.
  const optionsFor = useCallback(
    (chartHeight: number, current: ChartModel) =>
      chartOptions({
        model: current,
        type: definition.type,
        stacked: choices.stacked,
        period: range.period,
        window: { from, to },
        texts,
        height: chartHeight,
        now,
      }),
    [definition.type, choices.stacked, range.period, from, to, texts, now],
  );
  return { texts, choices, setChoices, data, model, fields, optionsFor };
}

/** Copying the chart's table to the clipboard and saving it as CSV or Excel file. */
export function useChartExport(
  source: Pick<ChartSource, 'sn' | 'definition' | 'range'>,
  model: ChartModel | null,
  chartLabel: string,
) {
  const intl = useIntl();
  const table = model ? chartTable(model, intl.formatMessage({ id: 'mf.dashboard.chart.time' })) : null;
  const copy = async () => {
    if (!model || !table) return;
    try {
      await navigator.clipboard.writeText(clipboardText(table, model, intl.locale));
      showToast({
        variant: 'success',
        title: chartLabel,
        body: intl.formatMessage({ id: 'mf.dashboard.chart.copied' }),
      });
    } catch (error) {
      console.error('copy failed', error);
      showToast({
        variant: 'warning',
        title: chartLabel,
        body: intl.formatMessage({ id: 'mf.dashboard.chart.copyFailed' }),
      });
    }
  };
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    if (!model || !table) return;
    const fileName = exportFileName(source.sn, source.definition.name, source.range, kind);
    if (kind === 'csv') {
      // The byte-order mark makes Excel read the file as UTF-8 (umlauts, °C).
      download(
        new Blob(['\ufeff', csvText(table, model, intl.locale)], { type: 'text/csv;charset=utf-8' }),
        fileName,
      );
    } else {
      download(await workbookBlob(table, model, chartLabel), fileName);
    }
  };

  return { table, copy, exportAs };
}
