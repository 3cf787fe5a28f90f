import type { MeasurementResponse } from '@portal/contracts';
import { findKind, measurementFields } from '@portal/unit-catalog';

// The runtime analysis (spec 2 "/charts"): day curves of the p_* powers, own consumption and
// self-sufficiency of three days, and the e_* energy balance.

export const powerFields = measurementFields.map((field) => `p_${field}`);
export const energyFields = measurementFields.map((field) => `e_${field}`);

/** Whether units of this product group report the measurement fields (p_* / e_*). */
export function hasMeasurementFields(productGroup: string): boolean {
  const kind = findKind(productGroup);
  return (
    kind?.boards.some((board) => board.dataPoints.some((point) => point.name === powerFields[0])) ?? false
  );
}

/** Part of the generated power used on site: eigenverbrauch / (eigenverbrauch + netzeinspeisung). */
export function ownConsumptionShare(day: Readonly<Record<string, number>> | undefined): number | null {
  return share(day?.e_eigenverbrauch, day?.e_netzeinspeisung);
}

/** Part of the consumption covered on site: eigenverbrauch / (eigenverbrauch + netzbezug). */
export function selfSufficiencyShare(day: Readonly<Record<string, number>> | undefined): number | null {
  return share(day?.e_eigenverbrauch, day?.e_netzbezug);
}

function share(own: number | undefined, other: number | undefined): number | null {
  if (own === undefined || other === undefined || own + other <= 0) return null;
  return own / (own + other);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as the answer's `days` keys it (YYYY-MM-DD). */
export function dayKey(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The picked day and the two before it, newest first, as local midnights in ms. */
export function threeDays(day: number): number[] {
  const date = new Date(day);
  return [0, 1, 2].map((back) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate() - back).getTime(),
  );
}

/** The power curves of the picked day: per p_* field, [ms, kW] (null is a gap). */
export function dayCurves(answer: MeasurementResponse, from: number, to: number) {
  const times = Object.keys(answer.rows)
    .map((seconds) => Number(seconds) * 1000)
    .filter((ms) => ms >= from && ms < to)
    .sort((a, b) => a - b);
  return {
    times,
    curves: answer.fields.flatMap((field, index) =>
      field.startsWith('p_')
        ? [
            {
              field,
              points: times.map((ms): [number, number | null] => {
                const watts = answer.rows[String(ms / 1000)]?.[index] ?? null;
                return [ms, watts === null ? null : Math.round(watts) / 1000];
              }),
            },
          ]
        : [],
    ),
  };
}
