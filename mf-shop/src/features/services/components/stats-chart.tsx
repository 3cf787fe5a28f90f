import type { ServiceStatsResponse, ShopServiceName } from '@portal/contracts';
import type { Options } from 'highcharts';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

// Highcharts is a large library only partners and staff need: it loads with the chart, not the page.
const HighchartsView = lazy(() => import(/* webpackChunkName: "highcharts" */ '@portal/web-kit/highcharts'));

/** The table beside the chart carries the figures. */
const fullWidth = { style: { width: '100%' } };

const chartHeight = 280;

/** The statistics' answer and the services shown of it (one, or all). */
export interface StatsView {
  stats: ServiceStatsResponse;
  services: readonly ShopServiceName[];
}

/** Bookings per month as columns, one series per service. */
export function StatsChart({ stats, services }: StatsView) {
  const intl = useIntl();
  const options: Options = {
    chart: { type: 'column', height: chartHeight },
    title: { text: undefined },
    credits: { enabled: false },
    // The table below the chart is the accessible form of these figures.
    accessibility: { enabled: false },
    xAxis: { categories: stats.months.map((month) => month.month) },
    yAxis: { title: { text: undefined }, allowDecimals: false },
    series: services.map((service) => ({
      type: 'column' as const,
      name: intl.formatMessage({ id: `mf.shop.service.${service}` }),
      data: stats.months.map((month) => month.counts[service] ?? 0),
    })),
  };
  return (
    <div style={{ minHeight: chartHeight, minWidth: 0 }}>
      <Suspense fallback={null}>
        <HighchartsView
          options={options}
          label={intl.formatMessage({ id: 'mf.shop.stats.title' })}
          containerProps={fullWidth}
        />
      </Suspense>
    </div>
  );
}
