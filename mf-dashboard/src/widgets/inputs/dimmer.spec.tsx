/// <reference types="@testing-library/jest-dom" />
import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { dashboardInit, renderPage } from '../../components/test-utils.js';
import { Dimmer, type DimmerProps, snapToStep } from './dimmer.js';
import { installPointerEvents } from './pointer-events.testing.js';

beforeAll(installPointerEvents);

function setup(props: Partial<DimmerProps> = {}, language: 'de-de' | 'en-gb' = 'de-de') {
  const onDone = jest.fn<(value: number) => void>();
  const onCancel = jest.fn<() => void>();
  renderPage(
    <Dimmer
      show
      label="Warmwasser"
      value={50}
      min={40}
      max={65}
      step={1}
      unit="°C"
      onDone={onDone}
      onCancel={onCancel}
      {...props}
    />,
    { init: dashboardInit({ language }) },
  );
  return { onDone, onCancel, slider: screen.getByRole('slider', { name: 'Warmwasser' }) };
}

describe('Dimmer', () => {
  it('is a centred dialog with a big readout and a vertical slider at the value', () => {
    const { slider } = setup();
    expect(
      screen.getByRole('dialog', { name: 'Warmwasser' }).closest('.modal')?.querySelector('.modal-dialog'),
    ).toHaveClass('modal-dialog-centered');
    expect(slider).toHaveAttribute('aria-orientation', 'vertical');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', '50 °C');
    // The readout; screen readers hear the slider's value text instead.
    expect(document.querySelector('.modal output')).toHaveTextContent('50°C');
  });

  it('moves with the arrow keys, Home and End, clamped to min..max', () => {
    const { slider } = setup({ value: 64 });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(slider).toHaveAttribute('aria-valuenow', '64');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '65');
  });

  it('starts from a value outside the range clamped into it', () => {
    const { slider } = setup({ value: 80 });
    expect(slider).toHaveAttribute('aria-valuenow', '65');
  });

  it('follows a tap and a drag along the track, clamped, on the step grid', () => {
    const { slider } = setup({ step: 5 });
    slider.getBoundingClientRect = () =>
      ({ top: 0, bottom: 200, height: 200, left: 0, right: 100, width: 100 }) as DOMRect;
    // 3/4 up the track: 40 + 0.75 × 25 = 58.75, on the 5 grid 60.
    fireEvent.pointerDown(slider, { clientY: 50 });
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    fireEvent.pointerMove(slider, { clientY: -300 });
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    fireEvent.pointerMove(slider, { clientY: 500 });
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    fireEvent.pointerUp(slider);
    fireEvent.pointerMove(slider, { clientY: 0 });
    expect(slider).toHaveAttribute('aria-valuenow', '40');
  });

  it('hands the chosen value over with Fertig', () => {
    const { slider, onDone, onCancel } = setup();
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(onDone).toHaveBeenCalledWith(52);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says Done in English and Enter finishes too', () => {
    const { slider, onDone } = setup({}, 'en-gb');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(onDone).toHaveBeenCalledWith(49);
  });

  it('cancels without a value', () => {
    const { onDone, onCancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('starts each opening from the value given then', () => {
    function Harness() {
      const [show, setShow] = useState(true);
      const [value, setValue] = useState(50);
      return (
        <>
          <button type="button" onClick={() => setShow(true)}>
            open
          </button>
          <Dimmer
            show={show}
            label="Warmwasser"
            value={value}
            min={40}
            max={65}
            step={1}
            onCancel={() => setShow(false)}
            onDone={(next) => {
              setValue(next + 5);
              setShow(false);
            }}
          />
        </>
      );
    }
    renderPage(<Harness />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    fireEvent.click(screen.getByRole('button', { name: 'open', hidden: true }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '56');
  });

  it('snaps to the step grid from min', () => {
    expect(snapToStep(21.26, 5, 30, 0.5)).toBe(21.5);
    expect(snapToStep(4, 5, 30, 0.5)).toBe(5);
    expect(snapToStep(31, 5, 30, 0.5)).toBe(30);
  });
});
