import { clamp, type EditErrorKey, notValid, outOfRange } from './validation.js';

// Times of day as minutes since midnight, shown as hh:mm; 1440 (the end of the day in a time
// program, spec 9) shows 24:00.

const pad = (value: number) => String(value).padStart(2, '0');

export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * A typed time of day in minutes, or null: 'h:mm', 'hh:mm', 'hh.mm', 'hhmm', 'hmm' or 'hh' (so a
 * numeric keypad without ':' works); 24:00 is the only time after 23:59.
 */
export function parseTime(text: string): number | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export interface TimeLimits {
  min: number;
  max: number;
  step: number;
}

/** 'not valid' for no time or one off the step grid (10-minute steps), 'outside…' outside min..max. */
export function timeError(text: string, limits: TimeLimits): EditErrorKey | null {
  const minutes = parseTime(text);
  if (minutes === null || minutes % limits.step !== 0) return notValid;
  return minutes < limits.min || minutes > limits.max ? outOfRange : null;
}

/** One stepper press in `step` minutes, onto the step grid, clamped to min..max. */
export function stepMinutes(minutes: number | undefined, direction: 1 | -1, limits: TimeLimits): number {
  if (minutes === undefined) return clamp(0, limits.min, limits.max);
  const onGrid =
    direction > 0
      ? Math.floor(minutes / limits.step) * limits.step + limits.step
      : Math.ceil(minutes / limits.step) * limits.step - limits.step;
  return clamp(onGrid, limits.min, limits.max);
}
