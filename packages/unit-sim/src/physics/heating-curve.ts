import { clamp } from './math.js';

// Flow set points from the two heating-curve forms of the catalog (facts section 4).

export interface DachsCurve {
  plus15C: number;
  minus10C: number;
  shiftK: number;
  lowerC: number;
  upperC: number;
}

/** Dachs: a line through the set points at +15 and -10 degC outside, shifted and clamped. */
export function dachsFlowSetpoint(outsideC: number, curve: DachsCurve): number {
  const flow = curve.minus10C + ((curve.plus15C - curve.minus10C) * (outsideC + 10)) / 25 + curve.shiftK;
  return clamp(flow, curve.lowerC, Math.max(curve.lowerC, curve.upperC));
}

/** Slope form: room set point plus slope times the gap to outside, clamped to [min, max]. */
export function slopeFlowSetpoint(
  outsideC: number,
  roomC: number,
  slope: number,
  minC: number,
  maxC: number,
): number {
  return clamp(roomC + slope * (roomC - outsideC), minC, Math.max(minC, maxC));
}
