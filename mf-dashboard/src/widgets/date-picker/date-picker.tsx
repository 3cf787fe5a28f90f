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
export function DatePicker({ value, onChange, commissioning, now: nowProp, className }: DatePickerProps) {
  useWatcherCount('DatePicker');
  const intl = useIntl();
  const text = (id: DatePickerMessageId) => intl.formatMessage({ id });
  const id = useId();
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

  const shift = (direction: -1 | 1) => {
    if (canShift(current, direction, commissioning, now)) choose(shiftRange(current, direction));
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

  const calendarKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker(event.currentTarget);
    }
  };

  return (
    <div
      role="group"
      aria-label={text('mf.dashboard.datePicker.label')}
      className={['mfd-dp d-flex flex-wrap align-items-center gap-2', className].filter(Boolean).join(' ')}
    >
      <ToggleButtonGroup
        type="radio"
        name={`${id}-period`}
        size="sm"
        value={period}
        onChange={(next: ChartPeriod) => switchPeriod(next)}
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
        <InputGroup size="sm" className="mfd-dp__nav flex-nowrap">
          <Button
            variant="outline-secondary"
            aria-label={text(`mf.dashboard.datePicker.previous.${period}`)}
            title={text(`mf.dashboard.datePicker.previous.${period}`)}
            disabled={!canShift(current, -1, commissioning, now)}
            onClick={() => shift(-1)}
          >
            <i className="bi bi-chevron-left" aria-hidden="true" />
          </Button>
          <Form.Select
            aria-label={text('mf.dashboard.datePicker.select')}
            className="mfd-dp__select"
            value={String(current.start)}
            onChange={(event) => choose({ start: Number(event.target.value), period })}
          >
            {options.map((option) => (
              <option key={option.start} value={String(option.start)}>
                {formatPeriod(intl, option)}
              </option>
            ))}
          </Form.Select>
          <span
            className="mfd-dp__calendar btn btn-outline-secondary"
            title={text('mf.dashboard.datePicker.calendar')}
          >
            <i className="bi bi-calendar3" aria-hidden="true" />
            <input
              type="date"
              className="mfd-dp__calendar-input"
              aria-label={text('mf.dashboard.datePicker.calendar')}
              min={dateText(minDay)}
              max={dateText(now)}
              value={draft ?? dateText(clampDate(anchor, commissioning, now))}
              onChange={(event) => typeDate(event.target.value)}
              onBlur={() => setDraft(null)}
              onClick={(event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget)}
              onKeyDown={calendarKeys}
            />
          </span>
          <Button
            variant="outline-secondary"
            aria-label={text(`mf.dashboard.datePicker.next.${period}`)}
            title={text(`mf.dashboard.datePicker.next.${period}`)}
            disabled={!canShift(current, 1, commissioning, now)}
            onClick={() => shift(1)}
          >
            <i className="bi bi-chevron-right" aria-hidden="true" />
          </Button>
        </InputGroup>
      )}
    </div>
  );
}
