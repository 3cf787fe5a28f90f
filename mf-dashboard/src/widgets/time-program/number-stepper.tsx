import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { StepperField } from '../inputs/stepper-field.js';
import type { TimeProgramMessageId } from './messages.js';
import { TimeProgramText, useTimeProgramText } from './time-program-text.js';
import { cx, styles } from './time-program-styles.js';

// The dashboard's stepper field in the time program's compact form (spec 2): typing is checked
// against min, max and step (spec 5: out of range → 'outside the acceptable range', otherwise
// invalid → 'not valid'), steppers clamp. Only valid numbers reach onChange; errors go to the
// widget under `errorId`.

export interface NumberStepperProps {
  /** Names the input's edit error (EditBuffer.setError). */
  errorId: string;
  /** The accessible name (visible labels sit beside the stepper). */
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  step: number;
  unit?: string;
  onChange: (value: number) => void;
  onError: (id: string, error: TimeProgramMessageId | null) => void;
  className?: string;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function parse(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : undefined;
}

function onGrid(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

export function checkNumber(
  text: string,
  limits: { min: number; max: number; step: number },
): { value: number; error: null } | { value: undefined; error: TimeProgramMessageId } {
  const value = parse(text);
  if (value === undefined) return { value: undefined, error: 'mf.dashboard.timeProgram.error.notValid' };
  if (value < limits.min || value > limits.max)
    return { value: undefined, error: 'mf.dashboard.timeProgram.error.range' };
  if (!onGrid(value, limits.step))
    return { value: undefined, error: 'mf.dashboard.timeProgram.error.notValid' };
  return { value, error: null };
}

export function NumberStepper(props: NumberStepperProps) {
  const { errorId, label, value, min, max, step, unit, onChange, className } = props;
  const intl = useIntl();
  const text = useTimeProgramText();
  const decimals = decimalsOf(step);
  const format = (v: number) =>
    intl.formatNumber(v, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });

  const report = useRef(props.onError);
  // eslint-disable-next-line react-hooks/refs -- the latest error callback, read by the effect below
  report.current = props.onError;
  // An input that goes away must not leave its error blocking the save.
  useEffect(() => () => report.current(errorId, null), [errorId]);

  return (
    <StepperField<TimeProgramMessageId>
      compact
      className={cx(styles.stepper, className)}
      label={label}
      value={value}
      min={min}
      max={max}
      format={format}
      parse={(typed) => parse(typed) ?? null}
      check={(typed) => checkNumber(typed, { min, max, step }).error}
      // Steps start from what is typed (even out of range), snapped to the step and clamped.
      step={(latest, typed, direction) => {
        const base = (typed === null ? undefined : parse(typed)) ?? latest ?? min;
        const snapped = Math.round(base / step) * step;
        return Number(Math.min(max, Math.max(min, snapped + direction * step)).toFixed(decimals));
      }}
      onChange={onChange}
      onError={(error) => report.current(errorId, error)}
      errorText={(error) => <TimeProgramText id={error} />}
      decreaseLabel={text('mf.dashboard.timeProgram.stepper.decrease', { label })}
      increaseLabel={text('mf.dashboard.timeProgram.stepper.increase', { label })}
      input={{ inputMode: 'decimal', className: styles.stepperInput }}
      unit={unit}
      unitClassName={styles.stepperUnit}
    />
  );
}
