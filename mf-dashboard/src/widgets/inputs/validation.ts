import {
  defaultEnumMax,
  defaultEnumMin,
  defaultNumericMax,
  defaultNumericMin,
  rawTypeRanges,
  utf8ByteLength,
} from '@portal/unit-catalog/rules';

// The front-end rules of spec 5 for edited values, on the catalog's own rules (defaults, raw type
// ranges, text length) from its rules-only entry, so this remote's bundle carries no unit kind. Pure,
// so inputs, the data widget frame and the time program editor can share them.

export const notValid = 'mf.dashboard.edit.notValid';
export const outOfRange = 'mf.dashboard.edit.outOfRange';
/** The message keys an input reports through onError / EditBuffer.setError. */
export type EditErrorKey = typeof notValid | typeof outOfRange;

export interface Bounds {
  min?: number | undefined;
  max?: number | undefined;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Fraction digits of a step or gain: 0.5 → 1, 0.25 → 2, 10 → 0 (at most 6). */
export function decimalsOf(value: number): number {
  for (let digits = 0; digits < 6; digits += 1) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled))) return digits;
  }
  return 6;
}

/** Rounds away binary noise: roundTo(0.1 + 0.2, 1) = 0.3. */
export function roundTo(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

/** The numeric bounds of a menuItem with the spec 5 defaults (-666..666). */
export function numericBounds(menuItem?: Bounds): { min: number; max: number } {
  return { min: menuItem?.min ?? defaultNumericMin, max: menuItem?.max ?? defaultNumericMax };
}

export type InputLanguage = 'de-de' | 'en-gb';

/**
 * A typed number, or null when the text is not one. German accepts the decimal comma (and the
 * point); English only the point, since its comma groups thousands. No grouping separators.
 */
export function parseNumeric(text: string, language: InputLanguage = 'de-de'): number | null {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  const pattern =
    language === 'de-de' ? /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/ : /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
  if (!pattern.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export interface NumericOptions {
  language?: InputLanguage;
  /** Fraction digits the value may have (integer data points store value / gain as an integer). */
  decimals?: number | undefined;
}

/**
 * Spec 5: valid only if a number within menuItem min and max (defaults -666..666); 'not valid' when
 * no number (or finer than `decimals`), 'outside the acceptable range' when out of bounds.
 */
export function numericError(
  text: string,
  menuItem?: Bounds,
  options: NumericOptions = {},
): EditErrorKey | null {
  const value = parseNumeric(text, options.language);
  if (value === null) return notValid;
  if (options.decimals !== undefined && roundTo(value, options.decimals) !== value) return notValid;
  const { min, max } = numericBounds(menuItem);
  return value < min || value > max ? outOfRange : null;
}

/** Spec 5: a text is valid only if its UTF-8 byte length is below the data point's length. */
export function textError(text: string, length: number): EditErrorKey | null {
  return utf8ByteLength(text) < length ? null : notValid;
}

/** Spec 5: enum options limited to indices between min (default 0) and max (default 999). */
export function enumOptions(values: readonly number[], menuItem?: Bounds): number[] {
  const min = menuItem?.min ?? defaultEnumMin;
  const max = menuItem?.max ?? defaultEnumMax;
  return values.filter((value) => value >= min && value <= max);
}

/** One stepper press: value ± step, rounded to the step's precision, clamped to min..max. */
export function stepValue(
  value: number | undefined,
  direction: 1 | -1,
  limits: { min: number; max: number; step: number },
): number {
  const base = value ?? clamp(0, limits.min, limits.max);
  const digits = Math.max(decimalsOf(limits.step), decimalsOf(base));
  return clamp(roundTo(base + direction * limits.step, digits), limits.min, limits.max);
}

export interface NumericDefinition {
  type: string;
  typeName: string;
  gain: number;
  menuItem?: (Bounds & { increment?: number | undefined }) | undefined;
}

export interface NumericLimits {
  min: number;
  max: number;
  step: number;
  /** Fraction digits a typed value may have: the gain's for integer types, else undefined. */
  decimals: number | undefined;
  /** Both bounds come from a menuItem (not the defaults): the dimmer makes sense. */
  bounded: boolean;
}

/**
 * The limits an input of a numeric data point uses: menuItem bounds (spec 5 defaults), narrowed by
 * a content's own menuItem and by what the raw type can hold (the backend rejects the rest), the
 * menuItem increment as step (else the gain).
 */
export function numericLimits(
  def: NumericDefinition,
  contentMenuItem?: NumericDefinition['menuItem'],
): NumericLimits {
  let { min, max } = numericBounds(def.menuItem);
  if (contentMenuItem?.min !== undefined) min = Math.max(min, contentMenuItem.min);
  if (contentMenuItem?.max !== undefined) max = Math.min(max, contentMenuItem.max);
  const integer = def.type !== 'float';
  if (integer) {
    const range = rawTypeRanges[def.typeName];
    if (range) {
      min = Math.max(min, roundTo(range[0] * def.gain, decimalsOf(def.gain)));
      max = Math.min(max, roundTo(range[1] * def.gain, decimalsOf(def.gain)));
    }
    if (def.type === 'uint') min = Math.max(min, 0);
  }
  const step = contentMenuItem?.increment ?? def.menuItem?.increment ?? def.gain;
  const bounded =
    (def.menuItem?.min ?? contentMenuItem?.min) !== undefined &&
    (def.menuItem?.max ?? contentMenuItem?.max) !== undefined;
  return { min, max, step, decimals: integer ? decimalsOf(def.gain) : undefined, bounded };
}
