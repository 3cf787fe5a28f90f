import { Inject, Injectable } from '@nestjs/common';
import {
  type ChartDataRequest,
  type ChartDataResponse,
  type ChartEvent,
  type ChartIncident,
  type ChartPeriodName,
  type ChartResolution,
  type Language,
  type MeasurementRequest,
  type MeasurementResponse,
  chartPeriodSchema,
  maxChartPointsPerSeries,
  maxChartIncidents,
  maxChartRangeDays,
  maxMeasurementRangeDays,
} from '@portal/contracts';
import {
  type ChartDefinition,
  type UnitKind,
  chartConfig,
  displayGain,
  faultByCode,
} from '@portal/unit-catalog';
import { type IncidentViewer, IncidentsService } from '../alarms/incidents.service.js';
import { AuditService } from '../audit/audit.service.js';
import { UnitAccessService } from '../canip/unit-access.service.js';
import { invalidInput } from '../common/api-exception.js';
import { PresenceService } from '../devices/presence.service.js';
import {
  type HistoryBucketing,
  type SeriesBuckets,
  TimeseriesHistoryService,
} from '../timeseries/history.service.js';
import { chartIncident } from './chart-incidents.js';
import { dayStart, localDate } from './berlin-calendar.js';
import { BucketColumns } from './bucket-columns.js';
import { bucketStarts, chartResolution, chartWindow, resolutionsToTry } from './chart-window.js';
import { displayValue, fieldConfig } from './field-config.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Offline spans are gaps in the stored history longer than this (nothing records presence history). */
const offlineGapMs = HOUR;

type Column = ChartDefinition['columns'][number];
type Rows = Record<string, (number | null)[]>;
type Ranges = NonNullable<ChartDataResponse['ranges']>;
/** Adds each series' buckets to `values` (and their extremes to `ranges`), scaled to display units. */
function addSeries(
  values: BucketColumns<number>,
  rows: readonly SeriesBuckets[],
  scaleOf: Map<number | undefined, number>,
  ranges?: BucketColumns<[number, number]>,
) {
  for (const row of rows) {
    const scale = scaleOf.get(row.series) ?? 1;
    values.fill(row.series, row, row.values.length, (i) => displayValue(row.values[i] ?? 0, scale));
    const { mins, maxs } = row;
    if (!ranges || !mins || !maxs) continue;
    ranges.fill(row.series, row, row.values.length, (i) => {
      const [a, b] = [displayValue(mins[i] ?? 0, scale), displayValue(maxs[i] ?? 0, scale)];
      return a <= b ? [a, b] : [b, a];
    });
  }
}

/** Each series' factor to display units, looked up once per request rather than per value. */
function scalesOf(
  kind: UnitKind,
  fieldSeries: readonly (number | undefined)[],
  keys: readonly (string | undefined)[],
): Map<number | undefined, number> {
  return new Map(fieldSeries.map((id, i) => [id, displayGain(kind, keys[i] ?? '')]));
}

const isEmpty = (rows: Rows) => Object.values(rows).every((row) => row.every((value) => value === null));

interface ReadRows {
  resolution: ChartResolution;
  rows: Rows;
  ranges?: Ranges;
  /** The most raw samples any series' buckets hold. */
  samples: number;
  /** Whether the first field's series has no offline gap, as its buckets show without reading them. */
  gapFree: boolean;
}

/**
 * Reads the resolutions in order and answers the first that holds a value; when none does, the
 * first (its empty buckets show the window).
 */
async function firstWithData(
  resolutions: readonly HistoryBucketing[],
  read: (resolution: HistoryBucketing) => Promise<ReadRows>,
): Promise<ReadRows> {
  let shown: ReadRows | undefined;
  for (const resolution of resolutions) {
    const result = await read(resolution);
    if (!isEmpty(result.rows)) return result;
    shown ??= result;
  }
  return shown ?? { resolution: resolutions[0] ?? '1M', rows: {}, samples: 0, gapFree: false };
}

function periodOf(parameters: Record<string, unknown> | undefined): ChartPeriodName | undefined {
  if (parameters?.period === undefined) return undefined;
  const parsed = chartPeriodSchema.safeParse(parameters.period);
  if (!parsed.success) throw invalidInput({ parameters: ['validation.invalid'] });
  return parsed.data;
}

/**
 * The last moment with a four-digit year. Later ones have no ISO form that PostgreSQL reads, and
 * the calendar cannot shift the largest: a window reaching past it is refused, naming the field.
 */
const lastMoment = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function requireFourDigitYears(moments: { start?: number; end?: number | undefined }): void {
  for (const [field, moment] of Object.entries(moments))
    if (moment !== undefined && moment > lastMoment) throw invalidInput({ [field]: ['validation.range'] });
}

function requireRange(from: number, to: number, maxDays: number): void {
  if (to <= from || to - from > maxDays * DAY) throw invalidInput({ end: ['validation.range'] });
}

/** A measurement field (p_erzeugung, e_netzbezug) as the key of the kind's board that has it. */
function measurementKey(kind: UnitKind, field: string): string | undefined {
  if (!/^[pe]_[a-z_]+$/.test(field)) return undefined;
  const board = kind.boards.find((b) => b.dataPoints.some((point) => point.name === field));
  return board ? `${board.name}.${field}` : undefined;
}

/** /rest/charts/*: history of a unit's keys from the time-series rollups (spec 7 "Charts"). */
@Injectable()
export class ChartsService {
  constructor(
    @Inject(UnitAccessService) private readonly access: UnitAccessService,
    @Inject(TimeseriesHistoryService) private readonly history: TimeseriesHistoryService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(IncidentsService) private readonly alarms: IncidentsService,
  ) {}

  async chartData(
    viewer: IncidentViewer,
    sn: string,
    body: ChartDataRequest,
    language: Language,
    now = Date.now(),
  ): Promise<ChartDataResponse> {
    const { user } = viewer;
    const { unit, kind, isOperator } = await this.access.access(user, sn, 'data');
    const chart = kind.charts.find((c) => c.name === (body.name ?? body.chartName));
    if (!chart) throw invalidInput({ name: ['validation.invalid'] });
    const columns = this.selectColumns(chart, body.fields);
    const period = periodOf(body.parameters) ?? chart.options.period;
    const withRanges = body.parameters?.minMax === true;
    requireFourDigitYears({ start: body.start, end: body.end });
    const window = chartWindow(body.start, body.end, period, unit.inbetriebnahmeDatum, now);
    // Without an end, the period from the start may run past it.
    requireFourDigitYears({ start: window.to });
    requireRange(window.from, window.to, maxChartRangeDays);
    const until = Math.min(window.to, now);
    const keys = columns.map((column) => column.field);
    // Events do not depend on the series: read them while the history is read.
    const events = this.events(
      sn,
      kind,
      { isOperator, isDemo: user.roles.includes('demo'), language },
      window,
    );
    const incidents = this.incidents(viewer, sn, window);
    // Their failures surface where they are awaited; until then they must not count as unhandled.
    events.catch(() => undefined);
    incidents.catch(() => undefined);
    const counters = columns.every((column) => column.aggregate === 'delta');
    const rawAllowed = chart.source === 'trending' && !columns.some((column) => column.aggregate === 'delta');
    const series = await this.history.seriesOf(sn, keys);
    const fieldSeries = keys.map((key) => series.get(key));
    const bucketed = await firstWithData(
      resolutionsToTry(chartResolution(counters, period, window)),
      async (resolution) => ({
        resolution,
        ...(await this.bucketedRows(kind, columns, fieldSeries, resolution, window.from, until, withRanges)),
      }),
    );
    // Raw samples instead when the buckets hold few enough for a chart (and retention kept them).
    const raw =
      rawAllowed && bucketed.samples > 0 && bucketed.samples <= maxChartPointsPerSeries
        ? await this.rawRows(kind, columns, fieldSeries, window.from, until)
        : undefined;
    const { resolution, rows, ranges } =
      raw && !isEmpty(raw) ? { resolution: 'raw' as const, rows: raw, ranges: undefined } : bucketed;
    const first = fieldSeries[0];
    const offline =
      first === undefined || until <= window.from || bucketed.gapFree
        ? []
        : await this.history.gaps(
            first,
            resolution === 'raw' ? '15m' : resolution,
            window.from,
            until,
            offlineGapMs,
          );
    return {
      from: window.from,
      to: window.to,
      config: chartConfig(kind, chart),
      boardMap: { fields: keys },
      rows,
      fieldConfig: Object.fromEntries(
        columns.map((column) => [column.field, fieldConfig(kind, column, language)]),
      ),
      totalRows: Object.keys(rows).length,
      resolution,
      events: await events,
      offline,
      incidents: await incidents,
      ...(ranges ? { ranges } : {}),
    };
  }

  async measurements(
    viewer: IncidentViewer,
    sn: string,
    body: MeasurementRequest,
    now = Date.now(),
  ): Promise<MeasurementResponse> {
    const { kind } = await this.access.access(viewer.user, sn, 'data');
    const keys = body.fields.map((field) => measurementKey(kind, field));
    if (keys.some((key) => key === undefined)) throw invalidInput({ fields: ['validation.invalid'] });
    requireFourDigitYears({ start: body.start, end: body.end });
    requireRange(body.start, body.end, maxMeasurementRangeDays);
    const until = Math.min(body.end, now);
    const series = await this.history.seriesOf(sn, keys as string[]);
    const fieldSeries = keys.map((key) => (key === undefined ? undefined : series.get(key)));
    const isEnergy = body.fields.map((field) => field.startsWith('e_'));
    const powerIds = fieldSeries.filter((id, i): id is number => id !== undefined && !isEnergy[i]);
    const energyIds = fieldSeries.filter((id, i): id is number => id !== undefined && isEnergy[i] === true);
    const starts = bucketStarts('15m', body.start, until);
    const values = new BucketColumns<number>(starts);
    const scaleOf = scalesOf(kind, fieldSeries, keys);
    const from = starts[0] ?? body.start;
    addSeries(values, await this.history.stats(powerIds, '15m', 'mean', from, until), scaleOf);
    addSeries(values, await this.history.increments(energyIds, '15m', from, until), scaleOf);
    const days: MeasurementResponse['days'] = {};
    const fieldOf = new Map(fieldSeries.map((id, i) => [id, body.fields[i] ?? '']));
    for (const row of await this.history.increments(energyIds, '1d', dayStart(body.start), until)) {
      const scale = scaleOf.get(row.series) ?? 1;
      row.buckets.forEach((bucket, i) => {
        const day = (days[localDate(bucket)] ??= {});
        day[fieldOf.get(row.series) ?? ''] = displayValue(row.values[i] ?? 0, scale);
      });
    }
    return {
      from: body.start,
      to: body.end,
      fields: body.fields,
      rows: values.rows(fieldSeries),
      days,
      incidents: await this.incidents(viewer, sn, { from: body.start, to: body.end }),
    };
  }

  /**
   * The unit's incidents over the window, as the alarms list shows them to this viewer (its
   * audience: a partner without the operator's consent sees none; the demo no names).
   */
  private async incidents(
    viewer: IncidentViewer,
    sn: string,
    window: { from: number; to: number },
  ): Promise<ChartIncident[]> {
    const found = await this.alarms.overlapping(viewer, sn, window, maxChartIncidents);
    return found.map(chartIncident);
  }

  private selectColumns(chart: ChartDefinition, fields: readonly string[] | undefined): Column[] {
    if (!fields || fields.length === 0) return chart.columns;
    const columns = fields.map((field) => chart.columns.find((column) => column.field === field));
    if (columns.some((column) => column === undefined))
      throw invalidInput({ fields: ['validation.invalid'] });
    return [...new Set(columns as Column[])];
  }

  private async rawRows(
    kind: UnitKind,
    columns: readonly Column[],
    fieldSeries: readonly (number | undefined)[],
    from: number,
    until: number,
  ): Promise<Rows> {
    const ids = fieldSeries.filter((id): id is number => id !== undefined);
    const scaleOf = scalesOf(
      kind,
      fieldSeries,
      columns.map((column) => column.field),
    );
    const rows: Rows = {};
    for (const sample of await this.history.samples(ids, from, until)) {
      const row = (rows[String(Math.floor(sample.bucket / 1000))] ??= columns.map(() => null));
      const value = displayValue(sample.value, scaleOf.get(sample.series) ?? 1);
      fieldSeries.forEach((id, i) => {
        if (id === sample.series) row[i] = value;
      });
    }
    return rows;
  }

  private async bucketedRows(
    kind: UnitKind,
    columns: readonly Column[],
    fieldSeries: readonly (number | undefined)[],
    bucketing: HistoryBucketing,
    from: number,
    until: number,
    withRanges: boolean,
  ): Promise<{ rows: Rows; ranges?: Ranges; samples: number; gapFree: boolean }> {
    const starts = bucketStarts(bucketing, from, until);
    const aligned = starts[0] ?? from;
    const idsOf = (wanted: (aggregate: Column['aggregate']) => boolean) =>
      fieldSeries.filter(
        (id, i): id is number => id !== undefined && wanted(columns[i]?.aggregate ?? 'mean'),
      );
    const scaleOf = scalesOf(
      kind,
      fieldSeries,
      columns.map((column) => column.field),
    );
    const values = new BucketColumns<number>(starts);
    const extremes = new BucketColumns<[number, number]>(starts);
    let samples = 0;
    let gapFree = false;
    for (const aggregate of ['mean', 'last'] as const) {
      const stats = await this.history.stats(
        idsOf((a) => a === aggregate),
        bucketing,
        aggregate,
        aligned,
        until,
        withRanges && aggregate === 'mean',
      );
      for (const row of stats) {
        samples = Math.max(samples, row.samples ?? 0);
        // Every bucket of the window there: a span offline across its edge would leave one out.
        if (row.series === fieldSeries[0])
          gapFree =
            row.buckets === null &&
            row.values.length === starts.length &&
            row.slack !== undefined &&
            row.slack <= offlineGapMs;
      }
      addSeries(values, stats, scaleOf, extremes);
    }
    addSeries(
      values,
      await this.history.increments(
        idsOf((a) => a === 'delta'),
        bucketing,
        aligned,
        until,
      ),
      scaleOf,
    );
    return {
      rows: values.rows(fieldSeries),
      samples,
      gapFree,
      ...(withRanges ? { ranges: extremes.rows(fieldSeries) } : {}),
    };
  }

  /**
   * Set points written (audit log) and faults (the unit's last error list) in the window. Operators
   * see current faults only, as in the error list; demo sessions see no logins.
   */
  private async events(
    sn: string,
    kind: UnitKind,
    viewer: { isOperator: boolean; isDemo: boolean; language: Language },
    { from, to }: { from: number; to: number },
  ): Promise<ChartEvent[]> {
    const { isOperator, isDemo, language } = viewer;
    const writes = (await this.audit.unitEntries(sn, 'canip.write', from, to))
      .filter((entry) => entry.details.result === 'ok' && typeof entry.details.key === 'string')
      .map((entry) => ({
        ts: entry.ts,
        kind: 'write' as const,
        key: String(entry.details.key),
        ...(isDemo ? {} : { user: entry.actor }),
        text: `${JSON.stringify(entry.details.oldValue ?? null)} → ${JSON.stringify(entry.details.newValue ?? null)}`,
      }));
    const faults = (await this.presence.lastErrors(sn))
      .filter(
        (error) => error.timestamp >= from && error.timestamp < to && (!isOperator || error.currentError),
      )
      .map((error) => ({
        ts: error.timestamp,
        kind: 'fault' as const,
        key: error.codeText,
        text: faultByCode(kind.productGroup, error.code)?.label[language] ?? error.codeText,
      }));
    return [...writes, ...faults].sort((a, b) => a.ts - b.ts);
  }
}
