import { act, render, screen } from '@testing-library/react';
import { ScrollRegion } from './scroll-region.js';

/** jsdom lays nothing out: the test sets the sizes a browser would measure, and fires the observer. */
let observed: () => void = () => undefined;
class MeasuringObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

function setContentWidth(element: HTMLElement, scrollWidth: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
}

beforeAll(() => {
  globalThis.ResizeObserver = MeasuringObserver as unknown as typeof ResizeObserver;
});

afterAll(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

test('a box whose content does not fit is a named tab stop; once it fits it is none', () => {
  render(
    <ScrollRegion label="Messwerte">
      <table />
    </ScrollRegion>,
  );
  const box = screen.getByRole('table').parentElement!;
  expect(box).not.toHaveAttribute('tabindex');
  expect(screen.queryByRole('region')).toBeNull();

  setContentWidth(box, 600);
  act(() => observed());
  expect(screen.getByRole('region', { name: 'Messwerte' })).toHaveAttribute('tabindex', '0');

  setContentWidth(box, 300);
  act(() => observed());
  expect(box).not.toHaveAttribute('tabindex');
  expect(screen.queryByRole('region')).toBeNull();
});

test('without a label a scrolling box is still reachable by keyboard', () => {
  render(
    <ScrollRegion>
      <table />
    </ScrollRegion>,
  );
  const box = screen.getByRole('table').parentElement!;
  setContentWidth(box, 900);
  act(() => observed());
  expect(box).toHaveAttribute('tabindex', '0');
  expect(box).not.toHaveAttribute('role');
});
