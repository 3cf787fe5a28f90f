// The value rules of spec 5 that browsers need as well, without any unit kind: the write validation
// (validate.ts), the kinds' time program structures and the dashboard's inputs all take them from
// here. Browsers import `@portal/unit-catalog/rules`, which bundles this file and utf8.ts only.

export { utf8ByteLength } from './utf8.js';

/** Spec 5 defaults when a menuItem leaves a bound open. */
export const defaultNumericMin = -666;
export const defaultNumericMax = 666;
export const defaultEnumMin = 0;
export const defaultEnumMax = 999;

/** timeOfDay values are minutes since midnight. */
export const minutesPerDay = 1440;

/** Spec 5 and 9: at most 6 switch points per time program day. */
export const maxSwitchesPerDay = 6;
/** A time program day's end, 24:00, in 10-minute units. */
export const endOfDay = 144;

/** What the unit's integer types hold; raw values outside are refused. */
export const rawTypeRanges: Readonly<Record<string, readonly [number, number]>> = {
  INT8: [-128, 127],
  UINT8: [0, 255],
  INT16: [-32768, 32767],
  UINT16: [0, 65535],
  INT32: [-2147483648, 2147483647],
  UINT32: [0, 4294967295],
};
