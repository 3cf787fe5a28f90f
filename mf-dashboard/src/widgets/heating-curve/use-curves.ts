import {
  type CurvePoint,
  type LinearCurve,
  dachsCurve,
  flowAt,
  minus10,
  plus15,
  slopeCurve,
} from '@portal/web-kit';
import type { ContentProps } from '../content-props.js';

// The heating curve content's parameters turned into curves (web-kit's calculation, shared with
// the device page's curve).

/** A live or buffered value as a number; text that holds one counts, anything else is unknown. */
export function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function allKnown<T extends Record<string, number | undefined>>(
  values: T,
): { [K in keyof T]: number } | undefined {
  return Object.values(values).every((v) => v !== undefined)
    ? (values as { [K in keyof T]: number })
    : undefined;
}

/** The day and night curves the parameters give (read through the edit buffer), with the Dachs curve's supports. */
export function useCurves(props: ContentProps<'heizkurve'>) {
  const p = props.content.parameters;
  const param = (key: string) => toNumber(props.edit.current(key));
  let day: LinearCurve | undefined;
  let night: LinearCurve | undefined;
  let supports: CurvePoint[] = [];
  if (p.variant === 'dachs') {
    const known = allKnown({
      plus15: param(p.plus15Key),
      minus10: param(p.minus10Key),
      lower: param(p.lowerKey),
      upper: param(p.upperKey),
    });
    const shiftDay = param(p.shiftDayKey);
    const shiftNight = param(p.shiftNightKey);
    if (known && shiftDay !== undefined) {
      const curve = dachsCurve({ ...known, shift: shiftDay });
      day = curve;
      supports = [plus15, minus10].map((outside) => ({ outside, flow: flowAt(curve, outside) }));
    }
    if (known && shiftNight !== undefined) night = dachsCurve({ ...known, shift: shiftNight });
  } else {
    const known = allKnown({ min: param(p.minKey), max: param(p.maxKey), slope: param(p.slopeKey) });
    if (known) day = slopeCurve(known);
  }
  return { day, night, supports };
}
