import { z } from 'zod';
import { incidentKinds, incidentSeverities, incidentStates } from './alarms.js';
import { fromWallClock, momentBounds } from './portal-clock.js';

// Bodies and answers of /rest/charts/* (spec 7 "Charts", facts §5).

/** Chart periods of spec 4: day, week, month, year, all. */
export const chartPeriodSchema = z.enum(['d', 'w', 'M', 'y', 'a']);
export type ChartPeriodName = z.infer<typeof chartPeriodSchema>;

/** What the server aggregates samples into; 'raw' is the stored samples themselves. */
export const chartResolutionSchema = z.enum(['raw', '15m', '1h', '1d', '1M']);
export type ChartResolution = z.infer<typeof chartResolutionSchema>;

/** The most points one series of an answer has: the server picks the resolution to stay below. */
export const maxChartPointsPerSeries = 2000;

/** The longest window one request may ask for: the 'all' period's span (2018 to the end of next year) with room. */
export const maxChartRangeDays = 366 * 15;

/** The longest measurement load: its rows are quarter hours (62 days = 5952 rows). */
export const maxMeasurementRangeDays = 62;

const isoMoment =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An ISO 8601 date-time in ms; one without an offset is a time on the portal's wall clock
 * (Europe/Berlin). Undefined when it names no real time (month 13, 31 April, 24:00).
 */
export function parseIsoMoment(text: string): number | undefined {
  const match = isoMoment.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  const offset = match[8];
  if (offset === undefined) return fromWallClock(year, month, day, hour, minute, second) + ms;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) + ms;
  if (offset === 'Z') return utc;
  const [offsetHours, offsetMinutes] = offset.slice(1).split(':').map(Number) as [number, number];
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  return utc - (offset.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/**
 * A moment as ms since 1970 (the portal's own client) or as an ISO date-time (public clients, facts
 * §5); either within momentBounds.
 */
const moment = z
  .union([z.number(), z.string()], { error: 'validation.moment' })
  .describe('ms since 1970, or ISO 8601 (without offset: Europe/Berlin); from 2000 to 2099')
  .transform((value, ctx) => {
    const ms = typeof value === 'number' ? value : parseIsoMoment(value);
    if (ms !== undefined && Number.isInteger(ms) && ms >= momentBounds.from && ms < momentBounds.to)
      return ms;
    ctx.addIssue({ code: 'custom', message: 'validation.moment' });
    return z.NEVER;
  });

const parameters = z.record(z.string().max(100), z.unknown());

/**
 * Spec 7's body (chart name, board, zoneIndex, start, optional end, parameters = content parameters
 * merged with chart options, fields, ignoreCache) or the public clients' `{ sn, chartName, start,
 * end, parameters }`. `parameters.period` sets the window when `end` is missing.
 */
export const chartDataRequestSchema = z
  .object({
    sn: z.string().trim().min(1).max(32).optional(),
    name: z.string().min(1).max(200).optional(),
    chartName: z.string().min(1).max(200).optional(),
    board: z.string().max(100).optional(),
    zoneIndex: z.number().int().min(0).max(1000).optional(),
    start: moment,
    end: moment.optional(),
    parameters: parameters.optional(),
    fields: z.array(z.string().min(1).max(200)).max(50).optional(),
    ignoreCache: z.boolean().optional(),
  })
  .refine((body) => (body.name ?? body.chartName) !== undefined, {
    message: 'validation.required',
    path: ['name'],
  })
  .refine((body) => body.end === undefined || body.end > body.start, {
    message: 'validation.range',
    path: ['end'],
  });
export type ChartDataRequest = z.infer<typeof chartDataRequestSchema>;

/**
 * A chart as the catalog defines it (spec 3 Chart config) plus Chart.js' data and options for it:
 * datasets with their look and the field whose column of `rows` holds their points (filled by the
 * client from a chart data answer), axes per unit, the time axis on the portal's wall clock with the
 * spec 9 tick limits. Labels are translationsScreen keys.
 */
export const chartConfigSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['line', 'bar', 'doughnut']),
  source: z.enum(['trending', 'quarterHour', 'day']),
  columns: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      color: z.string(),
      aggregate: z.enum(['mean', 'delta', 'last']),
    }),
  ),
  options: z.object({
    period: chartPeriodSchema,
    stacked: z.boolean().optional(),
    kw: z.boolean().optional(),
  }),
  chartJsData: z.object({
    labels: z.array(z.string()),
    datasets: z.array(z.record(z.string(), z.unknown())),
  }),
  chartJsOptions: z.record(z.string(), z.unknown()),
});
export type ChartConfig = z.infer<typeof chartConfigSchema>;

/** How one field of a chart is drawn and formatted. */
export const chartFieldConfigSchema = z.object({
  label: z.string(),
  unit: z.string(),
  color: z.string(),
  /** mean (with min/max) for signals, delta per bucket for counters, last for states. */
  aggregate: z.enum(['mean', 'delta', 'last']),
  /** Decimals to show (spec 9: power as kW 1, energy 2, percent 1). */
  decimals: z.number().int().min(0).max(6),
});
export type ChartFieldConfig = z.infer<typeof chartFieldConfigSchema>;

/** A moment on the time axis worth a marker: a set point written, or a fault. */
export const chartEventSchema = z.object({
  ts: z.number(),
  kind: z.enum(['write', 'fault']),
  /** write: the key written; fault: the fault's code text (E120). */
  key: z.string(),
  /** write: the login that wrote; fault: absent. */
  user: z.string().optional(),
  /** write: old and new value; fault: the fault's text. */
  text: z.string(),
});
export type ChartEvent = z.infer<typeof chartEventSchema>;

/**
 * An incident of the unit that overlaps the chart's window (issue 42), drawn as a band from its
 * opening to its resolution (to now while it lasts). Times in ms; `by` is the person's name as the
 * alarms list shows it, empty for the demo.
 */
export const chartIncidentSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(incidentKinds),
  severity: z.enum(incidentSeverities),
  /** The fault's code text (E120); null for offline. */
  code: z.string().nullable(),
  /** What it is, in the user's language. */
  text: z.string(),
  state: z.enum(incidentStates),
  openedAt: z.number(),
  acknowledged: z.object({ at: z.number(), by: z.string(), note: z.string() }).nullable(),
  /** By: null when the cause cleared by itself. */
  resolved: z.object({ at: z.number(), by: z.string().nullable(), note: z.string() }).nullable(),
});
export type ChartIncident = z.infer<typeof chartIncidentSchema>;

/** The most incidents one chart answer carries (the latest of its window). */
export const maxChartIncidents = 100;

export const chartDataResponseSchema = z.object({
  from: z.number(),
  to: z.number(),
  /** The chart definition as the catalog has it, with its Chart.js data and options. */
  config: chartConfigSchema,
  boardMap: z.object({ fields: z.array(z.string()) }),
  /** Bucket start in seconds → one value per field in `boardMap.fields` order; null where there is none. */
  rows: z.record(z.string(), z.array(z.number().nullable())),
  fieldConfig: z.record(z.string(), chartFieldConfigSchema),
  totalRows: z.number().int(),
  resolution: chartResolutionSchema,
  events: z.array(chartEventSchema),
  /** Spans in ms the unit was offline (shaded on the axis). */
  offline: z.array(z.object({ from: z.number(), to: z.number() })),
  /** The unit's incidents the user is told of that overlap the window, oldest first. */
  incidents: z.array(chartIncidentSchema).max(maxChartIncidents),
  /**
   * Asked for with `parameters.minMax: true` and not for raw samples: per row of `rows`, each mean
   * field's smallest and largest sample in the bucket; null for other fields and empty buckets.
   */
  ranges: z.record(z.string(), z.array(z.tuple([z.number(), z.number()]).nullable())).optional(),
});
export type ChartDataResponse = z.infer<typeof chartDataResponseSchema>;

/** Spec 7 "Measurement load": the p_* / e_* fields of the runtime analysis. */
export const measurementRequestSchema = z
  .object({
    sn: z.string().trim().min(1).max(32).optional(),
    start: moment,
    end: moment,
    fields: z.array(z.string().min(1).max(100)).min(1).max(20),
  })
  .refine((body) => body.end > body.start, { message: 'validation.range', path: ['end'] });
export type MeasurementRequest = z.infer<typeof measurementRequestSchema>;

export const measurementResponseSchema = z.object({
  from: z.number(),
  to: z.number(),
  fields: z.array(z.string()),
  /**
   * 15-minute bucket start in seconds → one value per field in `fields` order: mean power (W) for
   * p_* fields, energy in the bucket (kWh) for e_* fields; null where there is none.
   */
  rows: z.record(z.string(), z.array(z.number().nullable())),
  /** Energy per local day (YYYY-MM-DD) → kWh per e_* field. */
  days: z.record(z.string(), z.record(z.string(), z.number())),
  /** The unit's incidents the user is told of that overlap the window, oldest first. */
  incidents: z.array(chartIncidentSchema).max(maxChartIncidents),
});
export type MeasurementResponse = z.infer<typeof measurementResponseSchema>;
