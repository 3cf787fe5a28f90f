/// <reference types="@testing-library/jest-dom" />
import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../components/test-utils.js';
import { DateTimeInput, type DateTimeInputProps } from './date-time-input.js';
import { installPointerEvents } from './pointer-events.testing.js';
import { TimeInput, type TimeInputProps } from './time-input.js';

beforeAll(installPointerEvents);
afterEach(() => jest.useRealTimers());

function setupTime(props: Partial<TimeInputProps> = {}) {
  const onChange = jest.fn<(minutes: number) => void>();
  const onError = jest.fn<(error: string | null) => void>();
  function Harness() {
    const [minutes, setMinutes] = useState<number | undefined>(props.minutes ?? 7 * 60);
    return (
      <TimeInput
        id="switch-1"
        label="Schaltzeit"
        {...props}
        minutes={minutes}
        onChange={(next) => {
          onChange(next);
          setMinutes(next);
        }}
        onError={onError}
      />
    );
  }
  renderPage(<Harness />);
  return {
    onChange,
    onError,
    field: screen.getByRole('textbox', { name: 'Schaltzeit' }),
    minus: screen.getByRole('button', { name: 'Schaltzeit verringern' }),
    plus: screen.getByRole('button', { name: 'Schaltzeit erhöhen' }),
  };
}

describe('TimeInput', () => {
  it('shows hh:mm and steps in 10-minute steps by default', () => {
    const { onChange, field, plus, minus } = setupTime();
    expect(field).toHaveValue('07:00');
    fireEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(430);
    expect(field).toHaveValue('07:10');
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(410);
    expect(field).toHaveValue('06:50');
  });

  it('reaches 24:00 at the default max 1440 and clamps there', () => {
    const { onChange, field, plus } = setupTime({ minutes: 1430 });
    fireEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(1440);
    expect(field).toHaveValue('24:00');
    expect(plus).toBeDisabled();
    fireEvent.click(plus);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('cannot step below min', () => {
    const low = setupTime({ minutes: 0 });
    expect(low.minus).toBeDisabled();
    fireEvent.click(low.minus);
    expect(low.onChange).not.toHaveBeenCalled();
  });

  it('steps in `step` minutes and stops at max when held', () => {
    jest.useFakeTimers();
    const { onChange, plus, field } = setupTime({ minutes: 60, step: 30, max: 180 });
    fireEvent.pointerDown(plus, { pointerType: 'mouse', button: 0 });
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange.mock.calls).toEqual([[90], [120], [150], [180]]);
    expect(field).toHaveValue('03:00');
  });

  it('takes typed times on the grid and reports the rest', () => {
    const { onChange, onError, field } = setupTime({ max: 1200 });
    fireEvent.change(field, { target: { value: '7:35' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.notValid');
    expect(screen.getByText('nicht gültig')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '21:00' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.outOfRange');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '0730' } });
    expect(onError).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenLastCalledWith(450);
    fireEvent.blur(field);
    expect(field).toHaveValue('07:30');
  });
});

function setupDateTime(props: Partial<DateTimeInputProps> = {}) {
  const onChange = jest.fn<(value: number) => void>();
  const onError = jest.fn<(error: string | null) => void>();
  function Harness() {
    const [value, setValue] = useState(props.value ?? new Date(2024, 2, 10, 23, 50).getTime());
    return (
      <DateTimeInput
        id="holiday-start"
        label="Urlaubsbeginn"
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        onError={onError}
      />
    );
  }
  const { container } = renderPage(<Harness />);
  return {
    onChange,
    onError,
    date: container.querySelector<HTMLInputElement>('input[type="date"]')!,
    time: screen.getByRole('textbox', { name: 'Urlaubsbeginn Uhrzeit' }),
    minus: screen.getByRole('button', { name: 'Urlaubsbeginn verringern' }),
    plus: screen.getByRole('button', { name: 'Urlaubsbeginn erhöhen' }),
  };
}

describe('DateTimeInput', () => {
  it('shows the date and time and steps in 10 minutes across midnight', () => {
    const { onChange, date, time, plus, minus } = setupDateTime();
    expect(screen.getByLabelText('Urlaubsbeginn')).toBe(date);
    expect(date).toHaveValue('2024-03-10');
    expect(time).toHaveValue('23:50');
    fireEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 11, 0, 0).getTime());
    expect(date).toHaveValue('2024-03-11');
    expect(time).toHaveValue('00:00');
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 10, 23, 40).getTime());
  });

  it('clamps steps to min and max', () => {
    const max = new Date(2024, 2, 11, 0, 5).getTime();
    const { onChange, plus } = setupDateTime({ max, stepMinutes: 10 });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(onChange.mock.calls).toEqual([[new Date(2024, 2, 11, 0, 0).getTime()], [max]]);
    expect(plus).toBeDisabled();
  });

  it('takes a typed date and time, and reports invalid or out-of-range ones', () => {
    const min = new Date(2024, 2, 1).getTime();
    const { onChange, onError, date, time } = setupDateTime({ min });
    fireEvent.change(date, { target: { value: '2024-03-20' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 20, 23, 50).getTime());
    fireEvent.change(time, { target: { value: '08:15' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 20, 8, 15).getTime());
    fireEvent.change(time, { target: { value: '24:00' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.notValid');
    fireEvent.change(time, { target: { value: '08:20' } });
    expect(onError).toHaveBeenLastCalledWith(null);
    fireEvent.change(date, { target: { value: '2024-02-20' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.outOfRange');
    expect(screen.getByText('Der gewählte Wert liegt außerhalb des zulässigen Bereichs')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
