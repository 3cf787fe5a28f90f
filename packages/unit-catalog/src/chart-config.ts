import { type ChartConfig, type ChartPeriodName, portalTimeZone } from '@portal/contracts';
import { findDataPointByKey } from './catalog.js';
import type { ChartDefinition, UnitKind } from './schema.js';

// Spec 3 Chart config: the catalog's chart plus the Chart.js data and options a client draws it with.
// Datasets carry their look and the field whose column of a chart data answer's rows holds their
// points; the answer's rows are the data, sent once.

/** Spec 9 tick limits per period. */
const maxTicks: Record<ChartPeriodName, number> = { d: 8, w: 28, M: 40, y: 12, a: 12 };
/** The time axis' unit per period. */
const timeUnit: Record<ChartPeriodName, string> = { d: 'hour', w: 'day', M: 'day', y: 'month', a: 'month' };

/** A translucent fill of a '#rrggbb' colour. */
const fillOf = (color: string) => `${color}33`;

export function chartConfig(kind: UnitKind, chart: ChartDefinition): ChartConfig {
  const { options } = chart;
  const unitOf = (field: string) => {
    const unit = findDataPointByKey(kind, field)?.unit ?? '';
    // kW charts show watts as kilowatts (spec 9).
    return options.kw && unit === 'W' ? 'kW' : unit;
  };
  if (chart.type === 'doughnut')
    return {
      ...chart,
      chartJsData: {
        labels: chart.columns.map((column) => column.label),
        datasets: [
          {
            label: chart.label,
            fields: chart.columns.map((column) => column.field),
            backgroundColor: chart.columns.map((column) => column.color),
            data: [],
          },
        ],
      },
      chartJsOptions: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: true, position: 'bottom' } },
      },
    };
  const units = [...new Set(chart.columns.map((column) => unitOf(column.field)))];
  const axisOf = (unit: string) => `y${units.indexOf(unit)}`;
  const stacked = options.stacked === true;
  return {
    ...chart,
    chartJsData: {
      labels: [],
      datasets: chart.columns.map((column) => ({
        type: chart.type,
        label: column.label,
        field: column.field,
        borderColor: column.color,
        backgroundColor: chart.type === 'bar' ? column.color : fillOf(column.color),
        fill: stacked,
        ...(stacked ? { stack: 'total' } : {}),
        yAxisID: axisOf(unitOf(column.field)),
        data: [],
      })),
    },
    chartJsOptions: {
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: true, position: 'bottom' },
        tooltip: { mode: 'index', intersect: false },
      },
      scales: {
        x: {
          type: 'time',
          stacked,
          time: { unit: timeUnit[options.period] },
          adapters: { date: { zone: portalTimeZone } },
          ticks: { maxTicksLimit: maxTicks[options.period] },
        },
        ...Object.fromEntries(
          units.map((unit, index) => [
            axisOf(unit),
            {
              type: 'linear',
              position: index === 0 ? 'left' : 'right',
              stacked,
              title: { display: unit !== '', text: unit },
            },
          ]),
        ),
      },
    },
  };
}
