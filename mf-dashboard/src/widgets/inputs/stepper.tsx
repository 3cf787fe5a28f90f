import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import Button from 'react-bootstrap/Button';

/** Spec 9: a held stepper repeats every 100 ms. */
export const stepperRepeatMs = 100;
/** Spec 9: touch steps closer together than 10 ms are one step (a tap's duplicate events). */
export const touchThrottleMs = 10;

export type StepDirection = 1 | -1;

/**
 * Plus/minus buttons that step once on press and repeat while held. `onStep` returns false when
 * the value did not change (a bound was reached), which ends the repetition.
 */
export function useStepper(onStep: (direction: StepDirection) => boolean) {
  const stepRef = useRef(onStep);
  useEffect(() => {
    stepRef.current = onStep;
  });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const pressed = useRef(false);
  const lastTouch = useRef(Number.NEGATIVE_INFINITY);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => {
    window.addEventListener('pointerup', stop);
    window.addEventListener('blur', stop);
    return () => {
      stop();
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('blur', stop);
    };
  }, [stop]);

  return (direction: StepDirection) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pressed.current = true;
      if (event.pointerType === 'touch') {
        const now = Date.now();
        if (now - lastTouch.current < touchThrottleMs) return;
        lastTouch.current = now;
      }
      stop();
      if (!stepRef.current(direction)) return;
      timer.current = setInterval(() => {
        if (!stepRef.current(direction)) stop();
      }, stepperRepeatMs);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // Keyboard and assistive technology press buttons with a click and no pointer (detail 0); a
    // pointer's own click follows its pointerdown, which has stepped already.
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const byPointer = pressed.current && event.detail > 0;
      pressed.current = false;
      if (!byPointer) stepRef.current(direction);
    },
    // A long press on touch screens would open the context menu instead of repeating.
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  });
}

/** The arrow keys up and down step a stepper's text field once (no repetition: the key repeats). */
export const stepOnArrowKeys =
  (stepOnce: (direction: StepDirection) => unknown) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepOnce(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

/**
 * A minus or plus button of an input group: at least 40 × 38 px, a comfortable touch target, or
 * the small group's own size where the group is compact (the time program editor).
 */
export function StepperButton({
  direction,
  label,
  disabled,
  compact,
  handlers,
}: {
  direction: StepDirection;
  label: string;
  disabled?: boolean | undefined;
  compact?: boolean | undefined;
  handlers: ReturnType<ReturnType<typeof useStepper>>;
}) {
  return (
    <Button
      variant="outline-secondary"
      aria-label={label}
      disabled={disabled}
      className={compact ? undefined : 'd-inline-flex align-items-center justify-content-center px-2'}
      style={
        compact
          ? { touchAction: 'manipulation', userSelect: 'none' }
          : { minWidth: '2.5rem', minHeight: '2.375rem', touchAction: 'manipulation', userSelect: 'none' }
      }
      {...handlers}
    >
      <i className={direction < 0 ? 'bi bi-dash-lg' : 'bi bi-plus-lg'} aria-hidden />
    </Button>
  );
}
