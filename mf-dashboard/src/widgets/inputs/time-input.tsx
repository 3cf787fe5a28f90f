import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useInputText } from './input-text.js';
import { StepperButton, type StepDirection, useStepper } from './stepper.js';
import { minutesPerDay } from '@portal/unit-catalog/rules';
import { formatMinutes, parseTime, stepMinutes, timeError } from './time.js';
import type { EditErrorKey } from './validation.js';

export interface TimeInputProps {
  id: string;
  label: string;
  /** Minutes since midnight; undefined while unknown. */
  minutes: number | undefined;
  min?: number | undefined;
  /** Default 1440, shown as 24:00 (the end of the day). */
  max?: number | undefined;
  /** Stepper and grid size in minutes (spec 5: 10-minute steps). */
  step?: number | undefined;
  onChange: (minutes: number) => void;
  onError: (error: string | null) => void;
  disabled?: boolean | undefined;
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/** A time of day as hh:mm with minus/plus steppers moving in `step` minutes, clamped to min..max. */
export function TimeInput({
  id,
  label,
  minutes,
  min = 0,
  max = minutesPerDay,
  step = 10,
  onChange,
  onError,
  disabled,
  hideLabel,
  className,
}: TimeInputProps) {
  const text = useInputText();
  const limits = { min, max, step };
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<EditErrorKey | null>(null);
  const latest = useRef(minutes);
  useEffect(() => {
    latest.current = minutes;
  }, [minutes]);
  const reported = useRef<EditErrorKey | null>(null);

  const report = (next: EditErrorKey | null) => {
    setError(next);
    if (reported.current !== next) {
      reported.current = next;
      onError(next);
    }
  };

  const stepOnce = (direction: StepDirection): boolean => {
    const before = latest.current;
    const next = stepMinutes(before, direction, limits);
    setDraft(null);
    report(null);
    if (next === before) return false;
    latest.current = next;
    onChange(next);
    return true;
  };
  const stepper = useStepper(stepOnce);

  const type = (typed: string) => {
    setDraft(typed);
    const problem = timeError(typed, limits);
    report(problem);
    const parsed = parseTime(typed);
    if (problem === null && parsed !== null) {
      latest.current = parsed;
      onChange(parsed);
    }
  };

  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className={hideLabel ? 'visually-hidden' : 'small text-body-secondary mb-1'}>
        {label}
      </Form.Label>
      <InputGroup hasValidation className="flex-nowrap">
        <StepperButton
          direction={-1}
          label={text('mf.dashboard.input.decrease', { label })}
          disabled={disabled || (minutes !== undefined && minutes <= min)}
          handlers={stepper(-1)}
        />
        <Form.Control
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="hh:mm"
          className="text-center fw-semibold"
          style={{ minWidth: '4.5rem', fontVariantNumeric: 'tabular-nums' }}
          value={draft ?? (minutes === undefined ? '' : formatMinutes(minutes))}
          disabled={disabled}
          isInvalid={error !== null}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (error === null) setDraft(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              stepOnce(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <StepperButton
          direction={1}
          label={text('mf.dashboard.input.increase', { label })}
          disabled={disabled || (minutes !== undefined && minutes >= max)}
          handlers={stepper(1)}
        />
        <Form.Control.Feedback type="invalid">{error ? text(error) : null}</Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
