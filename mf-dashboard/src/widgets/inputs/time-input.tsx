import { minutesPerDay } from '@portal/unit-catalog/rules';
import { useStepperTexts } from './input-text.js';
import { StepperField } from './stepper-field.js';
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
  const stepperTexts = useStepperTexts(label);
  const limits = { min, max, step };
  return (
    <StepperField<EditErrorKey>
      id={id}
      label={label}
      hideLabel={hideLabel}
      className={className}
      value={minutes}
      min={min}
      max={max}
      format={formatMinutes}
      parse={parseTime}
      check={(typed) => timeError(typed, limits)}
      step={(latest, _typed, direction) => stepMinutes(latest, direction, limits)}
      onChange={onChange}
      onError={onError}
      {...stepperTexts}
      disabled={disabled}
      input={{
        inputMode: 'numeric',
        placeholder: 'hh:mm',
        className: 'text-center fw-semibold',
        style: { minWidth: '4.5rem', fontVariantNumeric: 'tabular-nums' },
      }}
    />
  );
}
