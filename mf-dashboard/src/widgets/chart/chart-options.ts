import type { ChartIncident, IncidentSeverity } from '@portal/contracts';
import type { ChartDefinition } from '@portal/unit-catalog';
import { severityColors } from '@portal/web-kit';
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
  /** What an incident was and how it went, for its tooltip (HTML; people's words escaped). */
  incident: (incident: ChartIncident) => string;
  /** The incident's acknowledgement, for the marker's tooltip (HTML; people's words escaped). */
  acknowledgement: (incident: ChartIncident) => string;
  /** A short name on its band: the fault's code, or 'Offline'. */
  incidentLabel: (incident: ChartIncident) => string;
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

/** Text on an incident's band, darker than its fill so it reads on it (Bootstrap's *-text-emphasis). */
const incidentInk: Record<IncidentSeverity, string> = {
  locking: '#b02a37',
  fault: '#b02a37',
  warning: '#997404',
  info: '#087990',
};

/** A #rrggbb colour at this opacity. */
export function tint(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The id of the hidden axis incident markers sit on, so they never stretch a value axis. */
const incidentAxis = 'incident-markers';

/** The incidents that show in the window (an answer may cover more days than the chart shows). */
function shownIncidents(input: ChartOptionsInput): ChartIncident[] {
  return input.model.incidents.filter(
    (incident) =>
      incident.openedAt < input.window.to && (incident.resolved?.at ?? Infinity) > input.window.from,
  );
}

/**
 * Per incident, how far down its label and marker go: incidents that start close together (a unit's
 * fault and its due check seen in one error list) are stacked instead of drawn over each other.
 */
function stackLevels(incidents: readonly ChartIncident[], input: ChartOptionsInput): number[] {
  const near = (input.window.to - input.window.from) / 12;
  const starts = incidents.map((incident) => incidentSpan(incident, input).from);
  return starts.map(
    (start, index) => starts.slice(0, index).filter((earlier) => start - earlier < near).length % 3,
  );
}

/**
 * Where an incident's band runs on the axis: its opening to its end, or to now while it lasts; never
 * too thin to see.
 */
export function incidentSpan(
  incident: ChartIncident,
  input: Pick<ChartOptionsInput, 'window' | 'now'>,
): { from: number; to: number } {
  const now = Math.min(input.now ?? input.window.to, input.window.to);
  const from = Math.max(incident.openedAt, input.window.from);
  // A band of a few minutes on a year's axis still shows: at least a 150th of the window.
  const least = (input.window.to - input.window.from) / 150;
  return { from, to: Math.max(from + least, incident.resolved?.at ?? now) };
}

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
  if (shownIncidents(input).length > 0) series.push(incidentMarkers(input));
  return series;
}

/**
 * A marker where each incident's band starts and one where it was acknowledged, along the top of the
 * plot: their tooltips say what it was, who acknowledged it and how it ended.
 */
function incidentMarkers(input: ChartOptionsInput): SeriesOptionsType {
  const { texts } = input;
  return {
    type: 'scatter',
    id: 'incidents',
    name: 'incidents',
    className: 'mfd-chart-incidents',
    showInLegend: false,
    yAxis: incidentAxis,
    data: shownIncidents(input).flatMap((incident, index, all) => {
      const color = incidentInk[incident.severity];
      const y = 0.96 - 0.07 * (stackLevels(all, input)[index] ?? 0);
      const start = {
        x: incidentSpan(incident, input).from,
        y,
        color,
        marker: { symbol: 'circle', radius: 5, lineColor: '#fff', lineWidth: 1 },
        className: `mfd-chart-incident-start mfd-chart-incident-${incident.severity}`,
        custom: { text: texts.incident(incident) },
      };
      const acknowledged = incident.acknowledged;
      if (!acknowledged || acknowledged.at < input.window.from || acknowledged.at > input.window.to)
        return [start];
      return [
        start,
        {
          x: acknowledged.at,
          y,
          color,
          marker: { symbol: 'diamond', radius: 6, lineColor: '#fff', lineWidth: 1 },
          className: 'mfd-chart-incident-acknowledged',
          custom: { text: texts.acknowledgement(incident) },
        },
      ];
    }),
  };
}

/** Each incident as a band in its severity's colour, a dotted line where it was acknowledged. */
function incidentBands(input: ChartOptionsInput): Pick<XAxisOptions, 'plotBands' | 'plotLines'> {
  const { texts } = input;
  const incidents = shownIncidents(input);
  const levels = stackLevels(incidents, input);
  const { from, to } = input.window;
  const nearEnd = (incident: ChartIncident) => incidentSpan(incident, input).from > from + 0.8 * (to - from);
  return {
    plotBands: incidents.map((incident, index) => ({
      id: `incident-${incident.id}`,
      ...incidentSpan(incident, input),
      color: tint(severityColors[incident.severity], incident.severity === 'warning' ? 0.22 : 0.14),
      className: `mfd-chart-incident mfd-chart-incident-${incident.severity}`,
      zIndex: 1,
      label: {
        text: texts.incidentLabel(incident),
        // Near the axis' end the label goes before the band, where it has room.
        ...(nearEnd(incident)
          ? { align: 'right' as const, textAlign: 'right' as const, x: -10 }
          : { align: 'left' as const, x: 10 }),
        verticalAlign: 'top',
        y: 28 + 15 * (levels[index] ?? 0),
        // Highcharts cuts a band's label to the band's width: a short band's code would vanish.
        style: {
          color: incidentInk[incident.severity],
          fontSize: '0.7em',
          fontWeight: '600',
          textOverflow: 'none',
          whiteSpace: 'nowrap',
          width: 80,
        },
      },
    })),
    plotLines: incidents.flatMap((incident) =>
      incident.acknowledged
        ? [
            {
              id: `incident-${incident.id}-acknowledged`,
              value: incident.acknowledged.at,
              color: incidentInk[incident.severity],
              width: 1,
              dashStyle: 'Dot' as const,
              zIndex: 3,
            },
          ]
        : [],
    ),
  };
}

/** The time axis over the window, with events as lines and offline spans as bands. */
function timeAxis(input: ChartOptionsInput): XAxisOptions {
  const { model, texts } = input;
  const incidents = incidentBands(input);
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
    plotLines: [
      ...model.events.map((event) => ({
        value: event.ts,
        color: eventColor[event.kind],
        width: 1,
        dashStyle: 'ShortDash' as const,
        zIndex: 3,
      })),
      ...(incidents.plotLines ?? []),
    ],
    plotBands: [
      ...model.offline.map((span) => ({
        from: span.from,
        to: span.to,
        color: 'rgba(108, 117, 125, 0.15)',
        // Not held inside the band: a gap of an hour in a day is narrower than its word, which
        // Highcharts would cut to nothing.
        label: { text: texts.offline, inside: false, style: { color: '#6c757d', fontSize: '0.75em' } },
      })),
      ...(incidents.plotBands ?? []),
    ],
  };
}

/** One value axis per unit, alternating sides; a hidden one for incident markers when there are some. */
function valueAxes(units: string[], texts: ChartTexts, withIncidents: boolean): YAxisOptions[] {
  const hidden: YAxisOptions[] = withIncidents
    ? [{ id: incidentAxis, visible: false, min: 0, max: 1, startOnTick: false, endOnTick: false }]
    : [];
  return (units.length > 0 ? units : [''])
    .map((unit, index): YAxisOptions => ({
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
    }))
    .concat(hidden);
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
    yAxis: valueAxes(units, input.texts, shownIncidents(input).length > 0),
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
