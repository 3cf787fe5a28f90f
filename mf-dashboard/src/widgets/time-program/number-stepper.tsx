import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useIntl } from 'react-intl';
import type { TimeProgramMessageId } from './messages.js';
import { TimeProgramText, useTimeProgramText } from './time-program-text.js';
import { cx, styles } from './time-program-styles.js';

// A numeric input with minus/plus steppers (spec 2): typing is checked against min, max and step
// (spec 5: out of range → 'outside the acceptable range', otherwise invalid → 'not valid'), steppers
// clamp. Only valid numbers reach onChange; errors go to the widget under `errorId`.

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
  const format = (v: number | undefined) =>
    v === undefined
      ? ''
      : intl.formatNumber(v, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: false,
        });

  const [input, setInput] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<TimeProgramMessageId | null>(null);
  // A new value from outside (another input, a removed switch moving up) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    if (parse(input) !== value) {
      setInput(format(value));
      setError(null);
    }
  }

  const report = useRef(props.onError);
  // eslint-disable-next-line react-hooks/refs -- the latest error callback, read by the effect below
  report.current = props.onError;
  useEffect(() => {
    report.current(errorId, error);
  }, [errorId, error]);
  // An input that goes away must not leave its error blocking the save.
  useEffect(() => () => report.current(errorId, null), [errorId]);

  const feedbackId = useId();

  const type = (next: string) => {
    setInput(next);
    const checked = checkNumber(next, { min, max, step });
    setError(checked.error);
    if (checked.value !== undefined && checked.value !== value) onChange(checked.value);
  };

  const stepBy = (direction: 1 | -1) => {
    const base = checkNumber(input, { min: -Infinity, max: Infinity, step }).value ?? value ?? min;
    const snapped = Math.round(base / step) * step;
    const next = Number(Math.min(max, Math.max(min, snapped + direction * step)).toFixed(decimals));
    setInput(format(next));
    setError(null);
    if (next !== value) onChange(next);
  };

  const current = parse(input) ?? value;
  return (
    <InputGroup size="sm" hasValidation className={cx(styles.stepper, className)}>
      <Button
        variant="outline-secondary"
        aria-label={text('mf.dashboard.timeProgram.stepper.decrease', { label })}
        disabled={current !== undefined && current <= min}
        onClick={() => stepBy(-1)}
      >
        <i className="bi bi-dash-lg" aria-hidden="true" />
      </Button>
      <Form.Control
        type="text"
        inputMode="decimal"
        aria-label={label}
        value={input}
        isInvalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error ? feedbackId : undefined}
        onChange={(event) => type(event.target.value)}
        className={styles.stepperInput}
      />
      {unit ? <InputGroup.Text className={styles.stepperUnit}>{unit}</InputGroup.Text> : null}
      <Button
        variant="outline-secondary"
        aria-label={text('mf.dashboard.timeProgram.stepper.increase', { label })}
        disabled={current !== undefined && current >= max}
        onClick={() => stepBy(1)}
      >
        <i className="bi bi-plus-lg" aria-hidden="true" />
      </Button>
      {error ? (
        <Form.Control.Feedback type="invalid" id={feedbackId}>
          <TimeProgramText id={error} />
        </Form.Control.Feedback>
      ) : null}
    </InputGroup>
  );
}
