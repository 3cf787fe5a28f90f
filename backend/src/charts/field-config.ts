import type { ChartFieldConfig, Language } from '@portal/contracts';
import { type ChartDefinition, type UnitKind, findDataPointByKey } from '@portal/unit-catalog';

type Column = ChartDefinition['columns'][number];

/** Decimals shown per unit (spec 9: power as kW with 1, energy with 2, percent with 1). */
const decimalsByUnit: Record<string, number> = {
  W: 1,
  kW: 1,
  kWh: 2,
  Wh: 2,
  '%': 1,
  '°C': 1,
  K: 1,
  s: 0,
  h: 0,
};

export function fieldConfig(kind: UnitKind, column: Column, language: Language): ChartFieldConfig {
  const unit = findDataPointByKey(kind, column.field)?.unit ?? '';
  return {
    label: kind.screenTexts[column.label]?.[language] ?? column.label,
    unit,
    color: column.color,
    aggregate: column.aggregate,
    decimals: decimalsByUnit[unit] ?? 2,
  };
}

/**
 * A stored value in display units, to 4 decimals: more than any sensor resolves or a chart shows
 * (kW with 3), and half the bytes of full doubles on a chart of thousands of values.
 */
export function displayValue(raw: number, scale: number): number {
  return Math.round(raw * scale * 10_000) / 10_000;
}
