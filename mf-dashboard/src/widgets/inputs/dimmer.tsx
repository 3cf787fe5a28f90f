import { useUiText } from '@portal/web-kit';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { useInputText } from './input-text.js';
import { clamp, decimalsOf, roundTo } from './validation.js';

export interface DimmerProps {
  show: boolean;
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  step: number;
  unit?: string | undefined;
  /** 'Fertig': the chosen value, on the step grid and within min..max. */
  onDone: (value: number) => void;
  onCancel: () => void;
}

/** A value on the step grid from min, clamped to min..max (spec 5: the dimmer clamps). */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  const digits = Math.max(decimalsOf(step), decimalsOf(min));
  const snapped = step > 0 ? min + Math.round((value - min) / step) * step : value;
  return clamp(roundTo(snapped, digits), min, max);
}

/**
 * The HomeKit-style dimmer (spec 2): a centred overlay with a big readout and a tall rounded
 * vertical slider to drag, tap or move with the arrow keys, and a 'Fertig' button.
 */
export function Dimmer(props: DimmerProps) {
  const { show, label, min, max, step, unit, onDone, onCancel } = props;
  const ui = useUiText();
  const intl = useIntl();
  const text = useInputText();
  const titleId = useId();
  const track = useRef<HTMLDivElement>(null);
  const slider = useDimmerSlider(props, track);
  const { draft } = slider;

  const digits = decimalsOf(step);
  const format = (number: number) =>
    intl.formatNumber(number, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const withUnit = (number: number) => (unit ? `${format(number)} ${unit}` : format(number));

  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      size="sm"
      aria-labelledby={titleId}
      onEntered={() => track.current?.focus()}
    >
      <Modal.Header closeButton closeLabel={ui('close')} className="border-0 pb-0">
        <Modal.Title id={titleId} as="h2" className="fs-6 fw-semibold">
          {label}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column align-items-center gap-3 pt-2">
        <output className="display-5 fw-semibold lh-1" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format(draft)}
          {unit ? <span className="fs-4 fw-normal text-body-secondary ms-1">{unit}</span> : null}
        </output>
        <DimmerSlider
          trackRef={track}
          slider={slider}
          label={label}
          min={min}
          max={max}
          valueText={withUnit(draft)}
        />
        <small className="text-body-secondary">
          {text('mf.dashboard.input.range', { min: withUnit(min), max: withUnit(max) })}
        </small>
      </Modal.Body>
      <Modal.Footer className="border-0 pt-0 flex-nowrap">
        <DimmerButton variant="outline-secondary" onClick={onCancel}>
          {text('mf.dashboard.input.dimmer.cancel')}
        </DimmerButton>
        <DimmerButton variant="primary" onClick={() => onDone(draft)}>
          {text('mf.dashboard.input.dimmer.done')}
        </DimmerButton>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The value being chosen (from the input's value at each opening) and how the slider moves it:
 * dragging or tapping the track, the arrow, page, home and end keys; Enter is 'Fertig'.
 */
function useDimmerSlider(
  { show, value, min, max, step, onDone }: DimmerProps,
  track: RefObject<HTMLDivElement | null>,
) {
  const start = () => snapToStep(value ?? min, min, max, step);
  const [draft, setDraft] = useState(start);
  const [shown, setShown] = useState(show);
  // Each opening starts from the value the input has now.
  if (shown !== show) {
    setShown(show);
    if (show) setDraft(start());
  }
  const [dragging, setDragging] = useState(false);

  const set = (next: number) => setDraft(snapToStep(next, min, max, step));
  const fromPointer = (clientY: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.height <= 0) return;
    set(min + clamp((rect.bottom - clientY) / rect.height, 0, 1) * (max - min));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    fromPointer(event.clientY);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) fromPointer(event.clientY);
  };
  const endDrag = () => setDragging(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(step, (max - min) / 10);
    const moves: Record<string, () => number> = {
      ArrowUp: () => draft + step,
      ArrowRight: () => draft + step,
      ArrowDown: () => draft - step,
      ArrowLeft: () => draft - step,
      PageUp: () => draft + page,
      PageDown: () => draft - page,
      Home: () => min,
      End: () => max,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      set(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onDone(draft);
    }
  };

  return {
    draft,
    dragging,
    fraction: max > min ? (draft - min) / (max - min) : 1,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onKeyDown,
    },
  };
}

/** The tall rounded track: its fill and grip follow the value, without easing while dragged. */
function DimmerSlider({
  trackRef,
  slider,
  label,
  min,
  max,
  valueText,
}: {
  trackRef: RefObject<HTMLDivElement | null>;
  slider: ReturnType<typeof useDimmerSlider>;
  label: string;
  min: number;
  max: number;
  valueText: string;
}) {
  const { fraction, dragging } = slider;
  return (
    <div
      ref={trackRef}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={slider.draft}
      aria-valuetext={valueText}
      className="position-relative overflow-hidden shadow-sm focus-ring"
      style={{
        width: '6.5rem',
        height: 'min(18rem, 45vh)',
        borderRadius: '1.75rem',
        background: 'var(--mf-dimmer-track, var(--bs-secondary-bg))',
        border: 'var(--bs-border-width) solid var(--bs-border-color)',
        cursor: 'ns-resize',
        touchAction: 'none',
        userSelect: 'none',
      }}
      {...slider.handlers}
    >
      <div
        className="position-absolute bottom-0 start-0 end-0"
        style={{
          height: `${fraction * 100}%`,
          background: 'var(--mf-dimmer-fill, var(--bs-primary))',
          transition: dragging ? 'none' : 'height 0.15s ease-out',
        }}
      />
      <div
        className="position-absolute start-50 translate-middle-x rounded-pill"
        style={{
          bottom: `max(0.5rem, calc(${fraction * 100}% - 1rem))`,
          width: '2.5rem',
          height: '0.3rem',
          background: 'var(--mf-dimmer-grip, rgba(var(--bs-body-bg-rgb), 0.85))',
          transition: dragging ? 'none' : 'bottom 0.15s ease-out',
        }}
      />
    </div>
  );
}

function DimmerButton({
  variant,
  onClick,
  children,
}: {
  variant: 'primary' | 'outline-secondary';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant={variant} className="flex-fill" style={{ minHeight: '2.5rem' }} onClick={onClick}>
      {children}
    </Button>
  );
}
