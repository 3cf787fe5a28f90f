import type { ChartDefinition } from '@portal/unit-catalog';
import type {
  AxisTickPositionerCallbackFunction,
  Options,
  SeriesOptionsType,
  TooltipOptions,
  XAxisOptions,
  YAxisOptions,
} from 'highcharts';
import type { ChartPeriod } from '../date-picker/chart-range.js';
import { type ChartModel, seriesTotals, tickLimits } from './chart-model.js';

// Highcharts options from a chart model: a pure function, so what the chart draws (series, events,
// offline spans, tick limits) is tested without drawing it.

export interface ChartTexts {
  /** A moment on the axis as the page's language writes it for this period. */
  axisDate: (ms: number) => string;
  /** A moment in a tooltip (date and time). */
  tooltipDate: (ms: number) => string;
  number: (value: number, decimals: number) => string;
  /** 'Sollwert geändert von <user>: <text>' / 'Störung <key>: <text>'. */
  event: (event: ChartModel['events'][number]) => string;
  offline: string;
  /** The hours of a period a unit did not run (a doughnut of operating hours). */
  standstill: string;
}

export interface ChartOptionsInput {
  model: ChartModel;
  type: ChartDefinition['type'];
  stacked: boolean;
  period: ChartPeriod;
  window: { from: number; to: number };
  texts: ChartTexts;
  height: number;
  /** Most axis labels; defaults to the period's limit (spec 9). */
  maxTicks?: number;
  /** A fixed step between axis labels in ms (the runtime curve: one hour). */
  tickInterval?: number;
  /** Now (ms): a period still running has elapsed only up to here. Default: the window's end. */
  now?: number;
}

const eventColor = { write: '#0d6efd', fault: '#dc3545' } as const;

/** Keeps at most `limit` of Highcharts' own tick positions, evenly spread. */
export function limitTicks(positions: number[], limit: number): number[] {
  if (positions.length <= limit) return positions;
  const step = Math.ceil(positions.length / limit);
  return positions.filter((_, index) => index % step === 0);
}

const dayMs = 86_400_000;

/**
 * Where a bar chart's axis ends: at its period's last bucket (the last day of a week or month, December
 * of a year), so no label names the next period (Mo., 30.11. under a week that ends on Sunday).
 * Other charts end where their window does.
 */
export function axisEnd(type: ChartOptionsInput['type'], period: ChartPeriod, to: number): number {
  if (type !== 'bar') return to;
  const last = new Date(to);
  switch (period) {
    case 'w':
    case 'M':
      return new Date(last.getFullYear(), last.getMonth(), last.getDate() - 1).getTime();
    case 'y':
      return new Date(last.getFullYear(), last.getMonth() - 1, 1).getTime();
    default:
      return to;
  }
}

/**
 * A doughnut of one series of hours (a unit's operating hours) was one full ring that said nothing
 * (issue 40): its second slice is the rest of the period so far, the hours it stood still.
 */
function standstillSlice(input: ChartOptionsInput, unit: string, total: number) {
  if (input.model.series.length !== 1 || unit !== 'h') return [];
  const end = Math.min(input.now ?? input.window.to, input.window.to);
  const elapsed = Math.max(0, end - input.window.from) / 3_600_000;
  const value = Math.max(0, Math.round(elapsed - total));
  return [{ label: input.texts.standstill, color: '#ced4da', value }];
}

/** A doughnut of each series' total over the period, the total in its hole. */
function doughnutOptions(input: ChartOptionsInput, base: Options): Options {
  const { model, texts } = input;
  const totals = seriesTotals(model);
  const decimals = model.series[0]?.decimals ?? 2;
  const unit = model.series[0]?.unit ?? '';
  const total = totals.reduce((sum, one) => sum + one.value, 0);
  const slices = [...totals, ...standstillSlice(input, unit, total)];
  return {
    ...base,
    // The total in the ring's hole, as energy cards show it: one slice alone says nothing else.
    title: {
      text: `<span class="mfd-chart-total">${texts.number(total, decimals)}</span> ${unit}`,
      useHTML: true,
      verticalAlign: 'middle',
      floating: true,
      y: -12,
    },
    tooltip: {
      formatter() {
        return `${this.key}: <b>${texts.number(this.y ?? 0, decimals)} ${unit}</b>`;
      },
    },
    plotOptions: {
      pie: { innerSize: '60%', dataLabels: { enabled: false }, showInLegend: true, animation: false },
    },
    series: [
      {
        type: 'pie',
        name: '',
        data: slices.map((slice) => ({ name: slice.label, y: slice.value, color: slice.color })),
      },
    ],
  };
}

/** The lines or bars, with a line's min/max band and the row of event markers. */
function seriesOf(input: ChartOptionsInput, units: string[]): SeriesOptionsType[] {
  const { model, texts } = input;
  const series: SeriesOptionsType[] = model.series.map((one) => ({
    type: input.type === 'bar' ? 'column' : 'line',
    id: one.field,
    name: one.label,
    color: one.color,
    data: one.points,
    yAxis: Math.max(0, units.indexOf(one.unit)),
    tooltip: { valueDecimals: one.decimals, valueSuffix: ` ${one.unit}` },
    custom: { decimals: one.decimals, unit: one.unit },
  }));
  if (input.type === 'line')
    for (const one of model.series)
      if (one.range)
        // The band of smallest to largest sample behind its mean line, sharing its legend entry.
        series.push({
          type: 'arearange',
          id: `${one.field}-range`,
          linkedTo: one.field,
          name: one.label,
          color: one.color,
          fillOpacity: 0.2,
          lineWidth: 0,
          zIndex: -1,
          marker: { enabled: false },
          enableMouseTracking: false,
          data: one.range,
          yAxis: Math.max(0, units.indexOf(one.unit)),
        });
  if (model.events.length > 0) {
    // A flags-like row of markers on the axis; the tooltip says who changed what, or which fault.
    series.push({
      type: 'scatter',
      id: 'events',
      name: 'events',
      className: 'mfd-chart-events',
      showInLegend: false,
      yAxis: 0,
      marker: { symbol: 'triangle', radius: 6 },
      data: model.events.map((event) => ({
        x: event.ts,
        y: 0,
        color: eventColor[event.kind],
        className: `mfd-chart-event-${event.kind}`,
        custom: { text: texts.event(event) },
      })),
    });
  }
  return series;
}

/** The time axis over the window, with events as lines and offline spans as bands. */
function timeAxis(input: ChartOptionsInput): XAxisOptions {
  const { model, texts } = input;
  const limit = input.maxTicks ?? tickLimits[input.period];
  const tickPositioner: AxisTickPositionerCallbackFunction = function () {
    return limitTicks(this.tickPositions ?? [], limit);
  };
  return {
    type: 'datetime',
    min: input.window.from,
    max: axisEnd(input.type, input.period, input.window.to),
    tickPositioner,
    // A week's bars each get their day's label.
    tickInterval: input.tickInterval ?? (input.type === 'bar' && input.period === 'w' ? dayMs : undefined),
    labels: {
      // Whole labels or none: Highcharts cut a phone's 'So., 29.11.' to 'So.,…' (issue 40); without
      // the ellipsis it drops a label that would overlap its neighbour instead.
      style: { textOverflow: 'none', whiteSpace: 'nowrap' },
      formatter() {
        return texts.axisDate(Number(this.value));
      },
    },
    plotLines: model.events.map((event) => ({
      value: event.ts,
      color: eventColor[event.kind],
      width: 1,
      dashStyle: 'ShortDash',
      zIndex: 3,
    })),
    plotBands: model.offline.map((span) => ({
      from: span.from,
      to: span.to,
      color: 'rgba(108, 117, 125, 0.15)',
      label: { text: texts.offline, style: { color: '#6c757d', fontSize: '0.75em' } },
    })),
  };
}

/** One value axis per unit, alternating sides. */
function valueAxes(units: string[], texts: ChartTexts): YAxisOptions[] {
  return (units.length > 0 ? units : ['']).map((unit, index) => ({
    title: { text: unit },
    opposite: index % 2 === 1,
    labels: {
      formatter() {
        // As many decimals as the tick step has (0.25 kW steps read 0,25 / 0,50, not 0 / 1).
        const ticks = this.axis.tickPositions ?? [];
        const step = ticks.length > 1 ? Number(((ticks[1] ?? 1) - (ticks[0] ?? 0)).toPrecision(6)) : 1;
        const decimals = Math.min(3, (/\.(\d+)/.exec(String(step))?.[1] ?? '').length);
        return texts.number(Number(this.value), decimals);
      },
    },
  }));
}

/** One tooltip for all series at a time, or an event's text. */
function tooltipOf(texts: ChartTexts): TooltipOptions {
  return {
    shared: true,
    // Long lines (an event saying who changed what) wrap instead of running out of a phone's chart.
    style: { width: 240, whiteSpace: 'normal' },
    formatter() {
      const event = (this.options as { custom?: { text?: string } } | undefined)?.custom?.text;
      if (event) return event;
      const lines = (this.points ?? []).map((one) => {
        const custom = one.series.options.custom as { decimals: number; unit: string };
        return `<span style="color:${typeof one.color === 'string' ? one.color : 'inherit'}">●</span> ${one.series.name}: <b>${texts.number(one.y ?? 0, custom.decimals)} ${custom.unit}</b>`;
      });
      return [texts.tooltipDate(Number(this.x)), ...lines].join('<br/>');
    },
  };
}

export function chartOptions(input: ChartOptionsInput): Options {
  const base: Options = {
    chart: { height: input.height, animation: false, style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    legend: { enabled: true },
    time: { timezone: 'Europe/Berlin' },
  };
  if (input.type === 'doughnut') return doughnutOptions(input, base);
  const units = [...new Set(input.model.series.map((one) => one.unit))];
  return {
    ...base,
    xAxis: timeAxis(input),
    yAxis: valueAxes(units, input.texts),
    tooltip: tooltipOf(input.texts),
    plotOptions: {
      column: { stacking: input.stacked ? 'normal' : undefined, borderWidth: 0, groupPadding: 0.1 },
      line: { marker: { enabled: false }, lineWidth: 2 },
      // Drawn at once: a chart that grows in looks broken when caught half-drawn, and reloads often.
      series: { connectNulls: false, animation: false },
    },
    series: seriesOf(input, units),
  };
}
