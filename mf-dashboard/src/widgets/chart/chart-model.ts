import type { ChartDataResponse, ChartEvent, ChartFieldConfig, ChartIncident } from '@portal/contracts';
import type { ChartPeriod } from '../date-picker/chart-range.js';

// A chart answer turned into what the chart, its table and its exports show (spec 2 "Chart widget",
// spec 9): series per visible field, kW scaling, decimals and the tick limit per period.

/** The most axis labels per period (spec 9). */
export const tickLimits: Readonly<Record<ChartPeriod, number>> = { d: 8, w: 28, M: 40, y: 12, a: 12 };

/** What the user chose in the chart's option selectors. */
export interface ChartChoices {
  stacked: boolean;
  kw: boolean;
  /** Fields (as in boardMap.fields) the user hid. */
  hidden: readonly string[];
  /** Each bucket's smallest and largest sample as a band behind the mean (line charts). */
  minMax: boolean;
}

export interface ChartSeries {
  field: string;
  label: string;
  unit: string;
  color: string;
  /** Decimals shown on screen (spec 9: power in kW 1, energy 2, percent 1). */
  decimals: number;
  /** Decimals the values carry (kW: 3), for the table's copies and exports. */
  precision: number;
  /** [ms, value] in display units; null marks a gap. */
  points: [number, number | null][];
  /** [ms, min, max] when the answer has ranges for this field; nulls mark a gap. */
  range?: [number, number | null, number | null][];
}

export interface ChartModel {
  series: ChartSeries[];
  /** Bucket starts in ms, oldest first. */
  times: number[];
  events: ChartEvent[];
  offline: { from: number; to: number }[];
  /** The unit's incidents over the window (issue 42), oldest first. */
  incidents: ChartIncident[];
  empty: boolean;
}

const isPower = (config: ChartFieldConfig) => config.unit === 'W';

/** A field's unit as shown: power in kW when `kw` is on (value/1000, kept to 3 decimals). */
export function displayUnit(config: ChartFieldConfig, kw: boolean) {
  if (kw && isPower(config)) return { unit: 'kW', decimals: config.decimals, precision: 3, scale: 1000 };
  return { unit: config.unit, decimals: config.decimals, precision: config.decimals, scale: 1 };
}

/** Whether any field of the answer is a power, so the kW selector means something. */
export const hasPowerField = (answer: ChartDataResponse) => Object.values(answer.fieldConfig).some(isPower);

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function chartModel(
  answer: ChartDataResponse,
  choices: ChartChoices,
  label: (key: string) => string,
): ChartModel {
  const times = Object.keys(answer.rows)
    .map(Number)
    .sort((a, b) => a - b);
  const series = answer.boardMap.fields.flatMap((field, index): ChartSeries[] => {
    const config = answer.fieldConfig[field];
    if (!config || choices.hidden.includes(field)) return [];
    const { unit, decimals, precision, scale } = displayUnit(config, choices.kw);
    const shown = (value: number) => round(value / scale, scale === 1 ? 6 : 3);
    const points = times.map((seconds): [number, number | null] => {
      const value = answer.rows[String(seconds)]?.[index] ?? null;
      return [seconds * 1000, value === null ? null : shown(value)];
    });
    const ranges = answer.ranges;
    const range =
      ranges && times.some((seconds) => ranges[String(seconds)]?.[index])
        ? times.map((seconds): [number, number | null, number | null] => {
            const extremes = ranges[String(seconds)]?.[index];
            return extremes
              ? [seconds * 1000, shown(extremes[0]), shown(extremes[1])]
              : [seconds * 1000, null, null];
          })
        : undefined;
    return [
      {
        field,
        label: label(config.label),
        unit,
        color: config.color,
        decimals,
        precision,
        points,
        ...(range ? { range } : {}),
      },
    ];
  });
  const empty = series.every((one) => one.points.every(([, value]) => value === null));
  return {
    series,
    times: times.map((seconds) => seconds * 1000),
    events: answer.events,
    offline: answer.offline,
    incidents: answer.incidents,
    empty,
  };
}

/** The fields a user may show or hide, with their labels. */
export function chartFields(answer: ChartDataResponse, label: (key: string) => string) {
  return answer.boardMap.fields.flatMap((field) => {
    const config = answer.fieldConfig[field];
    return config ? [{ field, label: label(config.label) }] : [];
  });
}

/** For a doughnut: each series' total over the window (the sum of its buckets). */
export function seriesTotals(model: ChartModel): { label: string; color: string; value: number }[] {
  return model.series.map((one) => ({
    label: one.label,
    color: one.color,
    value: round(
      one.points.reduce((sum, [, value]) => sum + (value ?? 0), 0),
      one.decimals,
    ),
  }));
}
