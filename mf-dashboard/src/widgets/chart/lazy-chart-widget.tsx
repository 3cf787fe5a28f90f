import { lazy, Suspense } from 'react';
import type { ChartWidgetProps } from './chart-widget.js';
import { ChartLoading, chartMessageHeight } from './chart-loading.js';

// The chart widget (its definition checks, table, export and zoom) loads beside the page's live
// values instead of before them; Highcharts itself waits until a chart is in view (lazy-chart.tsx).
const LoadedChartWidget = lazy(() =>
  import(/* webpackChunkName: "chart-widget" */ './chart-widget.js').then((module) => ({
    default: module.ChartWidget,
  })),
);

/** A chart widget (spec 2), loaded on first use. */
export function ChartWidget(props: ChartWidgetProps) {
  return (
    <Suspense
      fallback={
        <div className="position-relative" style={{ minHeight: props.minHeight ?? chartMessageHeight }}>
          <ChartLoading />
        </div>
      }
    >
      <LoadedChartWidget {...props} />
    </Suspense>
  );
}
