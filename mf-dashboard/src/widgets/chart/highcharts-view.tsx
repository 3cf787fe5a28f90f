import HighchartsView from '@portal/web-kit/highcharts';
import type { ComponentProps } from 'react';
// Highcharts before its module: jest links CommonJS imports ahead of web-kit's, and the module
// needs the Highcharts it extends.
import 'highcharts';
// Range series (the min/max band behind a mean line).
import 'highcharts/highcharts-more';
// The balance page's energy flow.
import 'highcharts/modules/sankey';

// Loaded on demand (see lazy-chart.tsx), so Highcharts stays out of the dashboard's first chunks.

const canvas = { className: 'mfd-chart-canvas' };

export default function DashboardChartView(
  props: Omit<ComponentProps<typeof HighchartsView>, 'containerProps'>,
) {
  return <HighchartsView {...props} containerProps={canvas} />;
}
