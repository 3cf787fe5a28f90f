// Ring chart of spec 2: up to four concentric rings, each a value's share between its min and max.

/** One ring: a data point key, its range and a screen-text label. */
export interface RingSpec {
  key: string;
  min: number;
  max: number;
  label: string;
}

/** Outer diameters in px, first (outermost) ring first (spec 2). */
export const ringDiameters = [154, 134, 114, 94] as const;
export const maxRings = ringDiameters.length;
export const ringStroke = 8;

/** Spec 2: a values widget shows rings when it has 5, 7, or 9 or more data points. */
export function ringsShownFor(dataPointCount: number): boolean {
  return dataPointCount === 5 || dataPointCount === 7 || dataPointCount >= 9;
}

/** The value's share (0..1) of the range min..max, clamped; undefined while the value is unknown. */
export function ringShare(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (!(max > min)) return value >= max ? 1 : 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** Radius of ring `index` so its stroke sits inside its diameter. */
export function ringRadius(index: number): number {
  const diameter: number = ringDiameters[Math.min(Math.max(0, index), maxRings - 1)] ?? ringDiameters[0];
  return diameter / 2 - ringStroke / 2;
}
