/// <reference types="@testing-library/jest-dom" />
import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dashboardInit, renderPage } from '../../components/test-utils.js';
import { NumericInput, type NumericInputProps } from './numeric-input.js';
import { installPointerEvents } from './pointer-events.testing.js';

beforeAll(installPointerEvents);
afterEach(() => jest.useRealTimers());

function setup(props: Partial<NumericInputProps> = {}, language: 'de-de' | 'en-gb' = 'de-de') {
  const onChange = jest.fn<(value: number) => void>();
  const onError = jest.fn<(error: string | null) => void>();
  function Harness() {
    const [value, setValue] = useState<number | undefined>(props.value ?? 50);
    return (
      <NumericInput
        id="setpoint"
        label="Sollwert"
        min={40}
        max={65}
        step={1}
        unit="°C"
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
  renderPage(<Harness />, { init: dashboardInit({ language }) });
  const field = screen.getByRole('textbox', { name: 'Sollwert' });
  const minus = screen.getByRole('button', {
    name: language === 'de-de' ? 'Sollwert verringern' : 'Decrease Sollwert',
  });
  const plus = screen.getByRole('button', {
    name: language === 'de-de' ? 'Sollwert erhöhen' : 'Increase Sollwert',
  });
  return { onChange, onError, field, minus, plus };
}

describe('NumericInput typing (spec 5)', () => {
  it('passes a valid number on, with the German decimal comma', () => {
    const { onChange, onError, field } = setup({ min: 5, max: 30, step: 0.5, value: 20 });
    expect(field).toHaveValue('20,0');
    fireEvent.change(field, { target: { value: '21,5' } });
    expect(onChange).toHaveBeenLastCalledWith(21.5);
    expect(onError).not.toHaveBeenCalled();
    expect(field).not.toHaveClass('is-invalid');
  });

  it('reports "nicht gültig" for no number and passes nothing on until it is valid again', () => {
    const { onChange, onError, field } = setup();
    fireEvent.change(field, { target: { value: '4x' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.notValid');
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveClass('is-invalid');
    expect(screen.getByText('nicht gültig')).toHaveClass('invalid-feedback');

    fireEvent.change(field, { target: { value: '45' } });
    expect(onError).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenLastCalledWith(45);
    expect(screen.queryByText('nicht gültig')).not.toBeInTheDocument();
  });

  it('reports values outside min..max with the spec text', () => {
    const { onChange, onError, field } = setup();
    fireEvent.change(field, { target: { value: '66' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.outOfRange');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Der gewählte Wert liegt außerhalb des zulässigen Bereichs')).toBeInTheDocument();
  });

  it('keeps the field its width: the message goes below the field, not into its one-line group (issue 40, 34)', () => {
    const { field } = setup();
    fireEvent.change(field, { target: { value: '99' } });
    const message = screen.getByText('Der gewählte Wert liegt außerhalb des zulässigen Bereichs');
    const group = field.closest('.input-group');
    expect(group).not.toContainElement(message);
    expect(group?.nextElementSibling).toBe(message);
    expect(message).toBeVisible();
    expect(field).toHaveValue('99');
    expect(field).toHaveAccessibleDescription(/Der gewählte Wert liegt außerhalb/);
    // The class that drops Bootstrap's warning icon (and its padding) from the narrow, centred field.
    expect(field).toHaveClass('mfd-stepper-input', 'is-invalid');
  });

  it('in English takes the point, not the comma, and uses the spec English text', () => {
    const { onChange, onError, field } = setup({ min: 5, max: 30, step: 0.5, value: 20 }, 'en-gb');
    expect(field).toHaveValue('20.0');
    fireEvent.change(field, { target: { value: '21,5' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.notValid');
    expect(screen.getByText('not valid')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '31' } });
    expect(screen.getByText('The selected values is outside the acceptable range')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '21.5' } });
    expect(onChange).toHaveBeenLastCalledWith(21.5);
    expect(onError).toHaveBeenLastCalledWith(null);
  });

  it('reports each change of error once, not every keystroke', async () => {
    const user = userEvent.setup();
    const { onError, field } = setup();
    await user.clear(field);
    await user.type(field, 'abc');
    expect(onError.mock.calls).toEqual([['mf.dashboard.edit.notValid']]);
  });

  it('steps with the arrow keys in the field', () => {
    const { onChange, field } = setup();
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(onChange.mock.calls).toEqual([[51], [52], [51]]);
    expect(field).toHaveValue('51');
  });
});

describe('NumericInput steppers', () => {
  it('step by `step` on click (keyboard) and clamp to min..max', () => {
    const { onChange, field, plus, minus } = setup({ value: 64 });
    fireEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(65);
    expect(field).toHaveValue('65');
    expect(plus).toBeDisabled();
    fireEvent.click(plus);
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(64);
  });

  it('clamp a live value beyond the bounds back into range', () => {
    const { onChange, minus } = setup({ value: 80 });
    fireEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(65);
  });

  it('step from the last valid value and clear an error', () => {
    const { onChange, onError, field, plus } = setup();
    fireEvent.change(field, { target: { value: '999' } });
    expect(onError).toHaveBeenLastCalledWith('mf.dashboard.edit.outOfRange');
    fireEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(51);
    expect(onError).toHaveBeenLastCalledWith(null);
    expect(field).toHaveValue('51');
  });

  it('repeat every 100 ms while held and stop on release (spec 9)', () => {
    jest.useFakeTimers();
    const { onChange, plus } = setup();
    fireEvent.pointerDown(plus, { pointerType: 'mouse', button: 0 });
    expect(onChange.mock.calls).toEqual([[51]]);
    act(() => jest.advanceTimersByTime(99));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenLastCalledWith(52);
    act(() => jest.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith(55);
    fireEvent.pointerUp(plus);
    // The click that follows a held press is no extra step.
    fireEvent.click(plus, { detail: 1 });
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('stop repeating when the pointer leaves the button', () => {
    jest.useFakeTimers();
    const { onChange, minus } = setup();
    fireEvent.pointerDown(minus, { pointerType: 'mouse', button: 0 });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.pointerLeave(minus);
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange.mock.calls).toEqual([[49], [48], [47]]);
  });

  it('stop repeating at the bound', () => {
    jest.useFakeTimers();
    const { onChange, plus } = setup({ value: 62 });
    fireEvent.pointerDown(plus, { pointerType: 'mouse', button: 0 });
    act(() => jest.advanceTimersByTime(2000));
    expect(onChange.mock.calls).toEqual([[63], [64], [65]]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('take touch presses closer than 10 ms as one step', () => {
    jest.useFakeTimers();
    const { onChange, plus } = setup();
    fireEvent.pointerDown(plus, { pointerType: 'touch' });
    fireEvent.pointerUp(plus, { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(5));
    fireEvent.pointerDown(plus, { pointerType: 'touch' });
    fireEvent.pointerUp(plus, { pointerType: 'touch' });
    expect(onChange.mock.calls).toEqual([[51]]);
    act(() => jest.advanceTimersByTime(10));
    fireEvent.pointerDown(plus, { pointerType: 'touch' });
    fireEvent.pointerUp(plus, { pointerType: 'touch' });
    expect(onChange.mock.calls).toEqual([[51], [52]]);
  });

  it('ignore the secondary mouse button', () => {
    const { onChange, plus } = setup();
    fireEvent.pointerDown(plus, { pointerType: 'mouse', button: 2 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('show the range and unit as a hint tied to the field', () => {
    const { field } = setup();
    expect(field).toHaveAccessibleDescription('40 bis 65 °C');
  });
});
