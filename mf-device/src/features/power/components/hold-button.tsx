import { powerKeyHoldMs } from '@portal/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';

const progressStepMs = 100;
const holdKeys = [' ', 'Enter'];

/** Holding the key: how long it is held so far, and the pointer and key handlers that hold and let go. */
function useHold(props: { disabled: boolean; onHeld: () => void; onTooShort: () => void }) {
  const [heldMs, setHeldMs] = useState<number | null>(null);
  const timers = useRef<{ done: number; tick: number } | null>(null);

  function stop() {
    if (!timers.current) return false;
    clearTimeout(timers.current.done);
    clearInterval(timers.current.tick);
    timers.current = null;
    setHeldMs(null);
    return true;
  }

  function press() {
    if (props.disabled || timers.current) return;
    const started = Date.now();
    setHeldMs(0);
    timers.current = {
      done: window.setTimeout(() => {
        stop();
        props.onHeld();
      }, powerKeyHoldMs),
      tick: window.setInterval(() => setHeldMs(Date.now() - started), progressStepMs),
    };
  }

  function release() {
    if (stop()) props.onTooShort();
  }

  // Leaving the screen while holding switches nothing.
  useEffect(() => {
    const held = timers;
    return () => {
      if (!held.current) return;
      clearTimeout(held.current.done);
      clearInterval(held.current.tick);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!holdKeys.includes(event.key)) return;
    event.preventDefault();
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (!holdKeys.includes(event.key)) return;
    event.preventDefault();
    release();
  };

  return { heldMs, press, release, onKeyDown, onKeyUp };
}

/**
 * Spec 9: a key that acts only once held for 3 s, like the unit's own power key: pressed with the
 * pointer (mouse, finger) or with Space/Enter, with the time held shown. Letting go early calls
 * `onTooShort`.
 */
export function HoldButton(props: { disabled: boolean; onHeld: () => void; onTooShort: () => void }) {
  const intl = useIntl();
  const { heldMs, press, release, onKeyDown, onKeyUp } = useHold(props);
  const percent = heldMs === null ? 0 : Math.min(100, Math.round((heldMs / powerKeyHoldMs) * 100));
  return (
    <div className="d-flex flex-column align-items-center gap-2" style={{ width: '12rem' }}>
      <Button
        variant={heldMs === null ? 'outline-danger' : 'danger'}
        className="rounded-circle d-flex align-items-center justify-content-center"
        style={{ width: '7rem', height: '7rem', touchAction: 'none', userSelect: 'none' }}
        aria-label={intl.formatMessage({ id: 'power.button' })}
        aria-describedby="mfv-power-intro"
        aria-pressed={heldMs !== null}
        disabled={props.disabled}
        onPointerDown={press}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={release}
      >
        <i className="bi bi-power" style={{ fontSize: '3rem' }} aria-hidden />
      </Button>
      {/* Bootstrap's markup itself: react-bootstrap names the outer element, not the progressbar. */}
      <div
        className="progress w-100"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'power.progress' })}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar bg-danger" style={{ width: `${percent}%` }} />
      </div>
      <p id="mfv-power-intro" className="small text-body-secondary text-center mb-0">
        <FormattedMessage id="power.intro" />
      </p>
    </div>
  );
}
