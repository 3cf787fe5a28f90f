import { useWatcherCount } from '@portal/web-kit';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import {
  type ChartPeriod,
  type ChartRange,
  canShift,
  chartPeriods,
  clampDate,
  dropdownOptions,
  earliestDate,
  periodStart,
  shiftRange,
} from './chart-range.js';
import './date-picker.css';
import type { DatePickerMessageId } from './messages.js';
import { formatPeriod } from './period-label.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-mm-dd' of a moment in local time (the native date field's value). */
function dateText(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a 'yyyy-mm-dd' text, or null when it is not a real date. */
function parseDateText(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date.getTime()
    : null;
}

/** Opens the browser's date picker where it can (a user click); typing still works elsewhere. */
function openPicker(input: HTMLInputElement): void {
  if (typeof input.showPicker !== 'function') return;
  try {
    input.showPicker();
  } catch {
    // Not allowed here (no user activation, cross-origin frame): the field still takes typing.
  }
}

export interface DatePickerProps {
  value: ChartRange;
  onChange: (range: ChartRange) => void;
  /** The unit's commissioning moment in ms; null when unknown (then 1 Jan 2018 is the limit). */
  commissioning: number | null;
  /** The current moment in ms (default: the clock); nothing after it can be chosen. */
  now?: number | undefined;
  className?: string | undefined;
}

/**
 * The charts' date picker (spec 2, 4, 5, 9): period buttons, previous/next arrows, a dropdown of the
 * latest periods and a calendar. Nothing before commissioning or after `now` can be reached; for
 * 'a' (all) the date controls give way to a note. Wraps into two rows on a phone.
 */
export function DatePicker(props: DatePickerProps) {
  useWatcherCount('DatePicker');
  const text = useDatePickerText();
  const id = useId();
  const picker = useDatePicker(props);
  const { period } = props.value;

  return (
    <div
      role="group"
      aria-label={text('mf.dashboard.datePicker.label')}
      className={['mfd-dp d-flex flex-wrap align-items-center gap-2', props.className]
        .filter(Boolean)
        .join(' ')}
    >
      <ToggleButtonGroup
        type="radio"
        name={`${id}-period`}
        size="sm"
        value={period}
        onChange={(next: ChartPeriod) => picker.switchPeriod(next)}
        aria-label={text('mf.dashboard.datePicker.periods')}
        className="mfd-dp__periods"
      >
        {chartPeriods.map((option) => (
          <ToggleButton key={option} id={`${id}-period-${option}`} value={option} variant="outline-primary">
            {text(`mf.dashboard.datePicker.period.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {period === 'a' ? (
        <div className="mfd-dp__nav d-flex align-items-center gap-2 small text-body-secondary px-1">
          <i className="bi bi-infinity" aria-hidden="true" />
          <span>{text('mf.dashboard.datePicker.all')}</span>
        </div>
      ) : (
        <PeriodNav picker={picker} period={period} />
      )}
    </div>
  );
}

function useDatePickerText() {
  const intl = useIntl();
  return (id: DatePickerMessageId) => intl.formatMessage({ id });
}

/**
 * The shown period and the ways to another: a period switch, a shift, the dropdown or a day typed
 * or picked in the calendar (kept as a draft while it is no day that can be chosen).
 */
function useDatePicker({ value, onChange, commissioning, now: nowProp }: DatePickerProps) {
  // eslint-disable-next-line react-hooks/purity -- the range may not go past this render's today
  const now = nowProp ?? Date.now();
  const { period } = value;
  const current: ChartRange = { start: periodStart(value.start, period), period };

  // The day last picked in the calendar or kept on a period switch, while it lies in the shown
  // period: switching day → week → day returns to it, not to the Monday.
  const [picked, setPicked] = useState<number | null>(null);
  const anchor = picked !== null && periodStart(picked, period) === current.start ? picked : current.start;

  const choose = (range: ChartRange, day: number | null = null) => {
    setPicked(day);
    if (range.start !== value.start || range.period !== value.period) onChange(range);
  };

  const switchPeriod = (next: ChartPeriod) => {
    const day = periodStart(clampDate(anchor, commissioning, now), 'd');
    choose({ start: periodStart(day, next), period: next }, day);
  };

  const canShiftTo = (direction: -1 | 1) => canShift(current, direction, commissioning, now);
  const shift = (direction: -1 | 1) => {
    if (canShiftTo(direction)) choose(shiftRange(current, direction));
  };

  const options = dropdownOptions(period, commissioning, now);
  if (period !== 'a' && !options.some((option) => option.start === current.start)) {
    options.push(current);
    options.sort((a, b) => b.start - a.start);
  }

  const minDay = periodStart(earliestDate(commissioning), 'd');
  const [draft, setDraft] = useState<string | null>(null);
  const typeDate = (typed: string) => {
    const day = parseDateText(typed);
    if (day === null || day < minDay || day > now) {
      setDraft(typed);
      return;
    }
    setDraft(null);
    choose({ start: periodStart(day, period), period }, day);
  };

  return {
    current,
    options,
    choose,
    switchPeriod,
    canShiftTo,
    shift,
    calendar: {
      min: dateText(minDay),
      max: dateText(now),
      value: draft ?? dateText(clampDate(anchor, commissioning, now)),
      typeDate,
      clearDraft: () => setDraft(null),
    },
  };
}

type DatePickerState = ReturnType<typeof useDatePicker>;

/** Previous, the dropdown of periods, the calendar and next. */
function PeriodNav({ picker, period }: { picker: DatePickerState; period: Exclude<ChartPeriod, 'a'> }) {
  const intl = useIntl();
  const text = useDatePickerText();
  return (
    <InputGroup size="sm" className="mfd-dp__nav flex-nowrap">
      <ShiftButton picker={picker} period={period} direction={-1} />
      <Form.Select
        aria-label={text('mf.dashboard.datePicker.select')}
        className="mfd-dp__select"
        value={String(picker.current.start)}
        onChange={(event) => picker.choose({ start: Number(event.target.value), period })}
      >
        {picker.options.map((option) => (
          <option key={option.start} value={String(option.start)}>
            {formatPeriod(intl, option)}
          </option>
        ))}
      </Form.Select>
      <CalendarButton {...picker.calendar} />
      <ShiftButton picker={picker} period={period} direction={1} />
    </InputGroup>
  );
}

function ShiftButton({
  picker,
  period,
  direction,
}: {
  picker: DatePickerState;
  period: Exclude<ChartPeriod, 'a'>;
  direction: -1 | 1;
}) {
  const text = useDatePickerText();
  const label = text(`mf.dashboard.datePicker.${direction < 0 ? 'previous' : 'next'}.${period}`);
  return (
    <Button
      variant="outline-secondary"
      aria-label={label}
      title={label}
      disabled={!picker.canShiftTo(direction)}
      onClick={() => picker.shift(direction)}
    >
      <i className={`bi ${direction < 0 ? 'bi-chevron-left' : 'bi-chevron-right'}`} aria-hidden="true" />
    </Button>
  );
}

/** A calendar icon over a native date field: a click or Enter opens the browser's date picker. */
function CalendarButton(calendar: DatePickerState['calendar']) {
  const text = useDatePickerText();
  const calendarKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker(event.currentTarget);
    }
  };
  return (
    <span
      className="mfd-dp__calendar btn btn-outline-secondary"
      title={text('mf.dashboard.datePicker.calendar')}
    >
      <i className="bi bi-calendar3" aria-hidden="true" />
      <input
        type="date"
        className="mfd-dp__calendar-input"
        aria-label={text('mf.dashboard.datePicker.calendar')}
        min={calendar.min}
        max={calendar.max}
        value={calendar.value}
        onChange={(event) => calendar.typeDate(event.target.value)}
        onBlur={calendar.clearDraft}
        onClick={(event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget)}
        onKeyDown={calendarKeys}
      />
    </span>
  );
}
