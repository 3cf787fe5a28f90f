import type { FleetOverviewResponse } from '@portal/contracts';
import type { Options } from 'highcharts';
import { Suspense, lazy } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { severityColors } from '@portal/web-kit';

// Highcharts loads with the charts, not with the page (as the shop's statistics do).
const HighchartsView = lazy(() => import(/* webpackChunkName: "highcharts" */ '@portal/web-kit/highcharts'));

type Trend = FleetOverviewResponse['trend'];

const chartHeight = 240;
const fullWidth = { style: { width: '100%' } };

/** Shared look: days on the x axis, no title, no credits (the figures are the portal's own). */
function baseOptions(trend: Trend, locale: string): Options {
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    chart: { height: chartHeight, spacing: [8, 4, 4, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    // The figures above and the unit list are the accessible form of these trends.
    accessibility: { enabled: false },
    xAxis: {
      categories: trend.map((day) => dayFormat.format(new Date(`${day.day}T00:00:00Z`))),
      tickInterval: 7,
    },
    yAxis: { title: { text: undefined }, allowDecimals: false, min: 0 },
    legend: { enabled: true, itemStyle: { fontWeight: '400' } },
  };
}

function incidentOptions(trend: Trend, intl: ReturnType<typeof useIntl>): Options {
  return {
    ...baseOptions(trend, intl.locale),
    series: [
      {
        type: 'areaspline',
        name: intl.formatMessage({ id: 'mf.fleet.overview.trend.open' }),
        data: trend.map((day) => day.incidentsOpen),
        color: severityColors.fault,
        fillOpacity: 0.12,
        marker: { enabled: false },
      },
      {
        type: 'column',
        name: intl.formatMessage({ id: 'mf.fleet.overview.trend.opened' }),
        data: trend.map((day) => day.incidentsOpened),
        color: '#6c757d',
      },
    ],
  };
}

function energyOptions(trend: Trend, intl: ReturnType<typeof useIntl>): Options {
  const base = baseOptions(trend, intl.locale);
  return {
    ...base,
    legend: { enabled: false },
    yAxis: { ...base.yAxis, title: { text: intl.formatMessage({ id: 'mf.fleet.overview.trend.kwh' }) } },
    tooltip: { valueSuffix: ' kWh', valueDecimals: 0 },
    series: [
      {
        type: 'column',
        name: intl.formatMessage({ id: 'mf.fleet.overview.trend.energy' }),
        data: trend.map((day) => Math.round(day.kWh)),
        color: '#f0ad4e',
        borderRadius: 3,
      },
    ],
  };
}

/** Incidents and energy per day over the trend's days. */
export function TrendCharts({ trend }: { trend: Trend }) {
  const intl = useIntl();
  const charts = [
    {
      id: 'incidents',
      title: 'mf.fleet.overview.trend.incidents',
      icon: 'bi-bell',
      options: incidentOptions(trend, intl),
    },
    {
      id: 'energy',
      title: 'mf.fleet.overview.trend.energy',
      icon: 'bi-lightning-charge',
      options: energyOptions(trend, intl),
    },
  ] as const;
  return (
    <section aria-labelledby="fleet-trend-title" className="d-flex flex-column gap-2">
      <h2 id="fleet-trend-title" className="h6 mb-0">
        <FormattedMessage id="mf.fleet.overview.trend.title" values={{ days: trend.length }} />
      </h2>
      <div className="row g-3">
        {charts.map((chart) => (
          <div className="col-12 col-lg-6" key={chart.id}>
            <Card className="h-100 shadow-sm">
              <Card.Header className="bg-body small fw-semibold">
                <i className={`bi ${chart.icon} me-2 text-body-secondary`} aria-hidden />
                <FormattedMessage id={chart.title} />
              </Card.Header>
              <Card.Body className="p-2" style={{ minHeight: chartHeight, minWidth: 0 }}>
                <Suspense fallback={null}>
                  <HighchartsView
                    options={chart.options}
                    label={intl.formatMessage({ id: chart.title })}
                    containerProps={fullWidth}
                  />
                </Suspense>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </section>
  );
}
