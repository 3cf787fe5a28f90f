import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { StepperButton, type StepDirection, stepOnArrowKeys, useStepper } from './stepper.js';
import './stepper-field.css';

// The one stepper field of the dashboard (spec 2, 5, 9): a labelled text field between minus and
// plus buttons. Typed text is checked and passed on only when valid; the buttons and the arrow keys
// step (repeating while held) and clamp. The number inputs, the time inputs and the time program
// editor differ only in how they format, parse, check and step, which they pass in.

export interface StepperFieldProps<E extends string> {
  label: string;
  /** Keeps the label for screen readers only (a row or column shows it elsewhere). */
  hideLabel?: boolean | undefined;
  /** The field's id (else a generated one); a hint below it is `${id}-range`. */
  id?: string | undefined;
  /** The current value; undefined while unknown. */
  value: number | undefined;
  min: number;
  max: number;
  format: (value: number) => string;
  /** The value of typed text, or null when it is none. */
  parse: (text: string) => number | null;
  /** The problem with typed text (a message key), or null when it is valid. */
  check: (text: string) => E | null;
  /** One step from the last valid value (or the typed text, when the field wants that). */
  step: (latest: number | undefined, typed: string | null, direction: StepDirection) => number;
  onChange: (value: number) => void;
  /** Called when the problem changes: a message key while the text is invalid, null once valid. */
  onError: (error: E | null) => void;
  errorText: (error: E) => ReactNode;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean | undefined;
  /**
   * A small group without a label element, named by aria-label (the time program editor, whose
   * rows and columns show the label); `className` then goes to the group itself.
   */
  compact?: boolean | undefined;
  className?: string | undefined;
  input?: {
    inputMode: 'decimal' | 'numeric' | 'text';
    placeholder?: string;
    className?: string;
    style?: CSSProperties;
  };
  unit?: string | undefined;
  unitClassName?: string | undefined;
  /** Extra buttons at the end of the group (the dimmer's). */
  append?: ReactNode;
  /** A line below the field (the allowed range); the field is described by it. */
  hint?: ReactNode;
}

export function StepperField<E extends string>(props: StepperFieldProps<E>) {
  const generated = useId();
  const id = props.id ?? generated;
  const state = useStepperDraft(props);
  const { error } = state;

  const hintId = `${id}-range`;
  const feedbackId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, error ? feedbackId : null].filter(Boolean).join(' ');

  const compact = props.compact === true;
  // Below the field, never beside it in the one-line group: there it took the input's width ("99"
  // showed as "9!", issue 40, 34). A compact group wraps, so there it follows the buttons.
  const feedback = (
    <Form.Control.Feedback type="invalid" id={feedbackId} className={error ? 'd-block' : undefined}>
      {error ? props.errorText(error) : null}
    </Form.Control.Feedback>
  );
  const group = (
    <StepperGroup
      {...props}
      id={id}
      compact={compact}
      state={state}
      describedBy={describedBy}
      feedback={compact ? feedback : null}
    />
  );
  if (compact) return group;
  return (
    <Form.Group controlId={id} className={props.className}>
      <Form.Label className={props.hideLabel ? 'visually-hidden' : 'small text-body-secondary mb-1'}>
        {props.label}
      </Form.Label>
      {group}
      {feedback}
      {props.hint ? (
        <Form.Text id={hintId} className="d-block small">
          {props.hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

/**
 * The field's typed text and its problem, and the two ways the value changes: typing (passed on
 * only when valid) and stepping (from the last valid value, clamped by `step`).
 */
function useStepperDraft<E extends string>(props: StepperFieldProps<E>) {
  const { value, parse, check, onChange } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<E | null>(null);
  const latest = useRef(value);
  const reported = useRef<E | null>(null);

  const report = (next: E | null) => {
    setError(next);
    if (reported.current !== next) {
      reported.current = next;
      props.onError(next);
    }
  };

  // A new value from outside (another field, a removed switch moving up) replaces valid typed text
  // that says something else; text still being corrected stays.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (draft !== null && error === null && parse(draft) !== value) setDraft(null);
  }
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const stepOnce = (direction: StepDirection): boolean => {
    const before = latest.current;
    const next = props.step(before, draft, direction);
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
    const problem = check(typed);
    report(problem);
    const parsed = parse(typed);
    if (problem === null && parsed !== null) {
      latest.current = parsed;
      onChange(parsed);
    }
  };
  // Leaving the field shows the value again, unless the text still needs correcting.
  const leave = () => {
    if (error === null) setDraft(null);
  };

  return { draft, error, stepOnce, stepper, type, leave };
}

type StepperDraft<E extends string> = ReturnType<typeof useStepperDraft<E>>;

/** The input group: minus, the text field, the unit, plus, and what the caller appends. */
function StepperGroup<E extends string>(
  props: StepperFieldProps<E> & {
    id: string;
    compact: boolean;
    state: StepperDraft<E>;
    describedBy: string;
    feedback: ReactNode;
  },
) {
  const { id, value, min, max, disabled, compact, state } = props;
  const { error } = state;
  return (
    <InputGroup
      hasValidation
      size={compact ? 'sm' : undefined}
      className={compact ? props.className : 'flex-nowrap'}
    >
      <StepperButton
        direction={-1}
        label={props.decreaseLabel}
        compact={compact}
        disabled={disabled || (value !== undefined && value <= min)}
        handlers={state.stepper(-1)}
      />
      <Form.Control
        type="text"
        id={compact ? id : undefined}
        aria-label={compact ? props.label : undefined}
        inputMode={props.input?.inputMode}
        placeholder={props.input?.placeholder}
        autoComplete="off"
        className={['mfd-stepper-input', props.input?.className].filter(Boolean).join(' ')}
        style={props.input?.style}
        value={state.draft ?? (value === undefined ? '' : props.format(value))}
        disabled={disabled}
        isInvalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={props.describedBy || undefined}
        onChange={(event) => state.type(event.target.value)}
        onBlur={state.leave}
        onKeyDown={stepOnArrowKeys(state.stepOnce)}
      />
      {props.unit ? (
        <InputGroup.Text className={props.unitClassName ?? 'px-2'}>{props.unit}</InputGroup.Text>
      ) : null}
      <StepperButton
        direction={1}
        label={props.increaseLabel}
        compact={compact}
        disabled={disabled || (value !== undefined && value >= max)}
        handlers={state.stepper(1)}
      />
      {props.append}
      {props.feedback}
    </InputGroup>
  );
}
