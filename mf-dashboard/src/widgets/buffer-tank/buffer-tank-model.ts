// Buffer tank picture (spec 2, spec 9): 2, 3 or 4 sensors from top to bottom, default 4; the debug
// colours of spec 4.

export const defaultSensors = 4;
/** What the Dachs and the tank's controller report for a sensor that is not fitted. */
export const absentSensorValue = 127;

export type SensorCount = 2 | 3 | 4;

/** The sensor count of the content: 2, 3 or 4; 4 when missing or out of range. */
export function sensorCount(sensors: unknown): SensorCount {
  return sensors === 2 || sensors === 3 ? sensors : defaultSensors;
}

export type Reading = { state: 'known'; celsius: number } | { state: 'unknown' } | { state: 'absent' };

export function readSensor(value: unknown): Reading {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { state: 'unknown' };
  if (value >= absentSensorValue) return { state: 'absent' };
  return { state: 'known', celsius: value };
}

/** Spec 4 buffer tank debug colours: under 10 very cold, under 20 cold, over 30 warm, over 70 hot. */
export type TankColour = 'very-cold' | 'cold' | 'normal' | 'warm' | 'hot';
export const tankColours: readonly TankColour[] = ['very-cold', 'cold', 'normal', 'warm', 'hot'];

export function tankColourClass(celsius: number): TankColour {
  if (celsius < 10) return 'very-cold';
  if (celsius < 20) return 'cold';
  if (celsius > 70) return 'hot';
  if (celsius > 30) return 'warm';
  return 'normal';
}

/** How warm a temperature looks in the picture: 0 at 15 °C or less, 1 at 75 °C or more. */
export function warmth(celsius: number): number {
  return Math.min(1, Math.max(0, (celsius - 15) / 60));
}

/** Heights (0 top .. 1 bottom) of n sensors spread evenly over the water column. */
export function sensorPositions(n: number): number[] {
  if (n <= 1) return n === 1 ? [0] : [];
  return Array.from({ length: n }, (_, i) => i / (n - 1));
}
