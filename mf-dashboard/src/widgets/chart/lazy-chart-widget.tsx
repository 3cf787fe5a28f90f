import { useIdle } from '@portal/web-kit';
import { lazy, Suspense } from 'react';
import type { ChartWidgetProps } from './chart-widget.js';
import { ChartLoading, chartMessageHeight } from './chart-loading.js';

// The chart widget (its definition checks, table, export and zoom) loads once the page's live values
// are drawn instead of before them; Highcharts itself waits until a chart is in view (lazy-chart.tsx).
const LoadedChartWidget = lazy(() =>
  import(/* webpackChunkName: "chart-widget" */ './chart-widget.js').then((module) => ({
    default: module.ChartWidget,
  })),
);

/** A chart widget (spec 2), loaded when first shown and the browser is idle. */
export function ChartWidget(props: ChartWidgetProps) {
  const idle = useIdle();
  const loading = (
    <div className="position-relative" style={{ minHeight: props.minHeight ?? chartMessageHeight }}>
      <ChartLoading />
    </div>
  );
  return idle ? (
    <Suspense fallback={loading}>
      <LoadedChartWidget {...props} />
    </Suspense>
  ) : (
    loading
  );
}
