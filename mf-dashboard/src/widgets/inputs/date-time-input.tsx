import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useInputText } from './input-text.js';
import { StepperButton, type StepDirection, stepOnArrowKeys, useStepper } from './stepper.js';
import { minutesPerDay } from '@portal/unit-catalog/rules';
import { formatMinutes, parseTime } from './time.js';
import { clamp, type EditErrorKey, notValid, outOfRange } from './validation.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-mm-dd' of a moment in local time (the native date field's value). */
export function dateText(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function minutesOfDay(ms: number): number {
  const date = new Date(ms);
  return date.getHours() * 60 + date.getMinutes();
}

/** The moment of a local date ('yyyy-mm-dd') at a time of day, or null for no date. */
export function combineDateTime(date: string, minutes: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const moment = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Math.floor(minutes / 60),
    minutes % 60,
  );
  return Number.isNaN(moment.getTime()) ? null : moment.getTime();
}

export interface DateTimeInputProps {
  id: string;
  label: string;
  /** The moment in ms since the epoch. */
  value: number;
  /** Stepper size in minutes (default 10). */
  stepMinutes?: number | undefined;
  /** Bounds in ms since the epoch. */
  min?: number | undefined;
  max?: number | undefined;
  onChange: (value: number) => void;
  onError: (error: string | null) => void;
  disabled?: boolean | undefined;
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A date field and an hh:mm field whose steppers move the moment by `stepMinutes` (across midnight
 * too), clamped to min..max. Invalid or out-of-range entries are reported, never passed on.
 */
export function DateTimeInput(props: DateTimeInputProps) {
  const { id, label, value, min, max, disabled, hideLabel, className } = props;
  const text = useInputText();
  const moment = useMomentDraft(props);
  const error = moment.dateProblem ?? moment.timeProblem;

  return (
    <Form.Group className={className}>
      <Form.Label
        htmlFor={`${id}-date`}
        className={hideLabel ? 'visually-hidden' : 'small text-body-secondary mb-1'}
      >
        {label}
      </Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          id={`${id}-date`}
          type="date"
          style={{ flex: '1 1 9rem', minHeight: '2.375rem' }}
          value={moment.dateDraft ?? dateText(value)}
          min={min === undefined ? undefined : dateText(min)}
          max={max === undefined ? undefined : dateText(max)}
          disabled={disabled}
          isInvalid={moment.dateProblem !== null}
          onChange={(event) => moment.typeDate(event.target.value)}
        />
        <TimeStepper {...props} moment={moment} />
      </div>
      {error ? <div className="invalid-feedback d-block">{text(error)}</div> : null}
    </Form.Group>
  );
}

/**
 * The typed date and time and their problems, and the changes of the moment: typing either part
 * (passed on only when valid) and stepping (from the last valid moment, clamped).
 */
function useMomentDraft({ value, stepMinutes = 10, min, max, onChange, onError }: DateTimeInputProps) {
  const lower = min ?? Number.NEGATIVE_INFINITY;
  const upper = max ?? Number.POSITIVE_INFINITY;
  const [dateDraft, setDateDraft] = useState<string | null>(null);
  const [timeDraft, setTimeDraft] = useState<string | null>(null);
  const [dateProblem, setDateProblem] = useState<EditErrorKey | null>(null);
  const [timeProblem, setTimeProblem] = useState<EditErrorKey | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const reported = useRef<EditErrorKey | null>(null);

  const report = (date: EditErrorKey | null, time: EditErrorKey | null) => {
    setDateProblem(date);
    setTimeProblem(time);
    const next = date ?? time;
    if (reported.current !== next) {
      reported.current = next;
      onError(next);
    }
  };
  const problemOf = (moment: number | null) =>
    moment === null ? notValid : moment < lower || moment > upper ? outOfRange : null;

  const accept = (moment: number) => {
    latest.current = moment;
    onChange(moment);
  };

  const stepOnce = (direction: StepDirection): boolean => {
    const before = latest.current;
    const next = clamp(before + direction * stepMinutes * 60_000, lower, upper);
    setDateDraft(null);
    setTimeDraft(null);
    report(null, null);
    if (next === before) return false;
    accept(next);
    return true;
  };
  const stepper = useStepper(stepOnce);

  const typeDate = (typed: string) => {
    setDateDraft(typed);
    const moment = combineDateTime(typed, minutesOfDay(latest.current));
    const problem = problemOf(moment);
    report(problem, timeProblem);
    if (problem === null && moment !== null) {
      accept(moment);
      setDateDraft(null);
    }
  };

  const typeTime = (typed: string) => {
    setTimeDraft(typed);
    const minutes = parseTime(typed);
    const moment =
      minutes === null || minutes >= minutesPerDay
        ? null
        : combineDateTime(dateText(latest.current), minutes);
    const problem = problemOf(moment);
    report(dateProblem, problem);
    if (problem === null && moment !== null) accept(moment);
  };
  // Leaving the time field shows the moment's time again, unless the text still needs correcting.
  const leaveTime = () => {
    if (timeProblem === null) setTimeDraft(null);
  };

  return {
    lower,
    upper,
    dateDraft,
    timeDraft,
    dateProblem,
    timeProblem,
    stepOnce,
    stepper,
    typeDate,
    typeTime,
    leaveTime,
  };
}

/** The hh:mm field between the minus and plus buttons that step the whole moment. */
function TimeStepper({
  id,
  label,
  value,
  disabled,
  moment,
}: DateTimeInputProps & { moment: ReturnType<typeof useMomentDraft> }) {
  const text = useInputText();
  return (
    <InputGroup className="flex-nowrap" style={{ flex: '1 1 10rem' }}>
      <StepperButton
        direction={-1}
        label={text('mf.dashboard.input.decrease', { label })}
        disabled={disabled || value <= moment.lower}
        handlers={moment.stepper(-1)}
      />
      <Form.Control
        id={`${id}-time`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh:mm"
        aria-label={`${label} ${text('mf.dashboard.input.time')}`}
        className="text-center fw-semibold"
        style={{ minWidth: '4.5rem', fontVariantNumeric: 'tabular-nums' }}
        value={moment.timeDraft ?? formatMinutes(minutesOfDay(value))}
        disabled={disabled}
        isInvalid={moment.timeProblem !== null}
        onChange={(event) => moment.typeTime(event.target.value)}
        onBlur={moment.leaveTime}
        onKeyDown={stepOnArrowKeys(moment.stepOnce)}
      />
      <StepperButton
        direction={1}
        label={text('mf.dashboard.input.increase', { label })}
        disabled={disabled || value >= moment.upper}
        handlers={moment.stepper(1)}
      />
    </InputGroup>
  );
}
