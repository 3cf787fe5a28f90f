import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EditStepperField } from './edit-stepper-field.js';
import { useInputLanguage, useInputText } from './input-text.js';
import { decimalsOf, numericError, parseNumeric, stepValue } from './validation.js';

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
export function NumericInput({ value, min, max, step, decimals, unit, append, ...field }: NumericInputProps) {
  const intl = useIntl();
  const text = useInputText();
  const language = useInputLanguage();
  const digits = decimals ?? decimalsOf(step);
  const format = (number: number) =>
    intl.formatNumber(number, {
      useGrouping: false,
      minimumFractionDigits: digits,
      // A live value finer than the step (a float) keeps up to 3 digits rather than being rounded.
      maximumFractionDigits: Math.max(digits, Math.min(decimalsOf(number), 3)),
    });
  const range = text('mf.dashboard.input.range', { min: format(min), max: format(max) });

  return (
    <EditStepperField
      {...field}
      value={value}
      min={min}
      max={max}
      format={format}
      parse={(typed) => parseNumeric(typed, language)}
      check={(typed) => numericError(typed, { min, max }, { language, decimals })}
      step={(latest, _typed, direction) => stepValue(latest, direction, { min, max, step })}
      // iOS's decimal keypad has no minus sign.
      input={{
        inputMode: min < 0 ? 'text' : 'decimal',
        className: 'text-center fw-semibold',
        style: { minWidth: '4rem' },
      }}
      unit={unit}
      append={append}
      hint={unit ? `${range} ${unit}` : range}
    />
  );
}
