import type { ReactElement } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

/**
 * A disabled control that says why it is off: a disabled button gets no pointer events, so the
 * tooltip hangs on a focusable wrapper that also names the reason for screen readers.
 */
export function DisabledWithReason({
  id,
  reason,
  children,
}: {
  id: string;
  reason: string;
  children: ReactElement;
}) {
  return (
    <OverlayTrigger overlay={<Tooltip id={id}>{reason}</Tooltip>}>
      <span className="d-inline-block" tabIndex={0} aria-label={reason}>
        {children}
      </span>
    </OverlayTrigger>
  );
}
