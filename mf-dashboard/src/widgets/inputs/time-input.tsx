import { minutesPerDay } from '@portal/unit-catalog/rules';
import { EditStepperField } from './edit-stepper-field.js';
import { formatMinutes, parseTime, stepMinutes, timeError } from './time.js';

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
export function TimeInput({ minutes, min = 0, max = minutesPerDay, step = 10, ...field }: TimeInputProps) {
  const limits = { min, max, step };
  return (
    <EditStepperField
      {...field}
      value={minutes}
      min={min}
      max={max}
      format={formatMinutes}
      parse={parseTime}
      check={(typed) => timeError(typed, limits)}
      step={(latest, _typed, direction) => stepMinutes(latest, direction, limits)}
      input={{
        inputMode: 'numeric',
        placeholder: 'hh:mm',
        className: 'text-center fw-semibold',
        style: { minWidth: '4.5rem', fontVariantNumeric: 'tabular-nums' },
      }}
    />
  );
}
