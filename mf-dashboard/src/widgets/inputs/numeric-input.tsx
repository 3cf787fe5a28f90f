import { type ReactNode, useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useIntl } from 'react-intl';
import { useInputLanguage, useInputText } from './input-text.js';
import { StepperButton, type StepDirection, useStepper } from './stepper.js';
import { decimalsOf, type EditErrorKey, numericError, parseNumeric, stepValue } from './validation.js';

export interface NumericInputProps {
  id: string;
  label: string;
  /** The current value (display units); undefined while unknown. */
  value: number | undefined;
  min: number;
  max: number;
  step: number;
  /** Fraction digits shown and allowed when typing; default: the step's. */
  decimals?: number | undefined;
  unit?: string | undefined;
  /** A valid value (typed, or stepped and clamped to min..max). */
  onChange: (value: number) => void;
  /** An edit error's message key while the typed text is invalid, null once it is valid again. */
  onError: (error: string | null) => void;
  disabled?: boolean | undefined;
  /** Keeps the label for screen readers only (the row shows it elsewhere). */
  hideLabel?: boolean | undefined;
  /** Extra buttons at the end of the input group (e.g. the dimmer's). */
  append?: ReactNode;
  className?: string | undefined;
}

/**
 * A number field with minus/plus steppers (spec 2): typed text is checked against min..max (spec 5)
 * and reported only when valid; steppers clamp and repeat while held (spec 9).
 */
export function NumericInput({
  id,
  label,
  value,
  min,
  max,
  step,
  decimals,
  unit,
  onChange,
  onError,
  disabled,
  hideLabel,
  append,
  className,
}: NumericInputProps) {
  const intl = useIntl();
  const text = useInputText();
  const language = useInputLanguage();
  const digits = decimals ?? decimalsOf(step);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<EditErrorKey | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const reported = useRef<EditErrorKey | null>(null);

  const report = (next: EditErrorKey | null) => {
    setError(next);
    if (reported.current !== next) {
      reported.current = next;
      onError(next);
    }
  };

  const format = (number: number) =>
    intl.formatNumber(number, {
      useGrouping: false,
      minimumFractionDigits: digits,
      // A live value finer than the step (a float) keeps up to 3 digits rather than being rounded.
      maximumFractionDigits: Math.max(digits, Math.min(decimalsOf(number), 3)),
    });

  const stepOnce = (direction: StepDirection): boolean => {
    const before = latest.current;
    const next = stepValue(before, direction, { min, max, step });
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
    const problem = numericError(typed, { min, max }, { language, decimals });
    report(problem);
    const parsed = parseNumeric(typed, language);
    if (problem === null && parsed !== null) {
      latest.current = parsed;
      onChange(parsed);
    }
  };

  const shown = draft ?? (value === undefined ? '' : format(value));
  const range = text('mf.dashboard.input.range', { min: format(min), max: format(max) });

  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className={hideLabel ? 'visually-hidden' : 'small text-body-secondary mb-1'}>
        {label}
      </Form.Label>
      <InputGroup hasValidation className="flex-nowrap">
        <StepperButton
          direction={-1}
          label={text('mf.dashboard.input.decrease', { label })}
          disabled={disabled || (value !== undefined && value <= min)}
          handlers={stepper(-1)}
        />
        <Form.Control
          type="text"
          // iOS's decimal keypad has no minus sign.
          inputMode={min < 0 ? 'text' : 'decimal'}
          autoComplete="off"
          className="text-center fw-semibold"
          style={{ minWidth: '4rem' }}
          value={shown}
          disabled={disabled}
          isInvalid={error !== null}
          aria-describedby={`${id}-range`}
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
        {unit ? <InputGroup.Text className="px-2">{unit}</InputGroup.Text> : null}
        <StepperButton
          direction={1}
          label={text('mf.dashboard.input.increase', { label })}
          disabled={disabled || (value !== undefined && value >= max)}
          handlers={stepper(1)}
        />
        {append}
        <Form.Control.Feedback type="invalid">{error ? text(error) : null}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id={`${id}-range`} className="d-block small">
        {unit ? `${range} ${unit}` : range}
      </Form.Text>
    </Form.Group>
  );
}
