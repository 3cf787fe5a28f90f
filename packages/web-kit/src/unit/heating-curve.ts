// Heating curve (spec 2, spec 3 Extra, spec 9): flow temperature over outside temperature, drawn from
// 20 °C down to -40 °C. Parameters arrive in display units (the catalog gains did the 0.01/0.1 scaling).
// Shared by the dashboard's heating-curve widget and the device menu's heating-curve screen.

export const outsideFrom = 20;
export const outsideTo = -40;
/** Spec 9: the view is 1200 wide by default and 140 high. */
export const defaultViewWidth = 1200;
export const viewHeight = 140;
/** The Dachs curve's support points (outside temperatures). */
export const plus15 = 15;
export const minus10 = -10;

/** flow(outside) = clamp(intercept + gradient × outside, lower, upper). */
export interface LinearCurve {
  intercept: number;
  gradient: number;
  lower: number;
  upper: number;
}

export interface CurvePoint {
  outside: number;
  flow: number;
}

export function clamp(value: number, lower: number, upper: number): number {
  return Math.min(Math.max(value, lower), upper);
}

export function flowAt(curve: LinearCurve, outside: number): number {
  return clamp(curve.intercept + curve.gradient * outside, curve.lower, curve.upper);
}

/** 'dachs': the line through (+15 °C, plus15) and (-10 °C, minus10), shifted, within lower..upper. */
export function dachsCurve(p: {
  plus15: number;
  minus10: number;
  shift: number;
  lower: number;
  upper: number;
}): LinearCurve {
  const gradient = (p.plus15 - p.minus10) / (plus15 - minus10);
  return { intercept: p.plus15 - gradient * plus15 + p.shift, gradient, lower: p.lower, upper: p.upper };
}

/** 'slope': flow = clamp(min + slope × (20 − outside), min, max). */
export function slopeCurve(p: { min: number; max: number; slope: number }): LinearCurve {
  return { intercept: p.min + p.slope * outsideFrom, gradient: -p.slope, lower: p.min, upper: p.max };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The curve from 20 °C to -40 °C: its ends and the bends where it meets a limit. */
export function curvePoints(curve: LinearCurve): CurvePoint[] {
  const outsides = [outsideFrom, outsideTo];
  if (curve.gradient !== 0)
    for (const limit of [curve.lower, curve.upper]) {
      const outside = (limit - curve.intercept) / curve.gradient;
      if (outside < outsideFrom && outside > outsideTo) outsides.push(round(outside));
    }
  return [...new Set(outsides)]
    .sort((a, b) => b - a)
    .map((outside) => ({ outside, flow: round(flowAt(curve, outside)) }));
}

/** The flow axis: whole tens around every value drawn, at least 20 K, ticks every 10 or 20 K. */
export function flowAxis(values: readonly number[]): { min: number; max: number; step: number } {
  if (values.length === 0) return { min: 20, max: 80, step: 20 };
  const min = Math.floor((Math.min(...values) - 2) / 10) * 10;
  let max = Math.max(Math.ceil((Math.max(...values) + 2) / 10) * 10, min + 20);
  if (max - min > 60 && (max - min) % 20 !== 0) max += 10;
  return { min, max, step: max - min > 60 ? 20 : 10 };
}
