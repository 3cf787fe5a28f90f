import { formatSerial } from '@portal/web-kit';
import Spinner from 'react-bootstrap/Spinner';
import { UnitsText } from '../../../components/units-text.js';

/**
 * Covers the page while a unit connects (spec 4), above the portal header and below the modals
 * (z-index 999 and up), so nothing else can be clicked meanwhile.
 */
export function ConnectOverlay({ serial }: { serial: string }) {
  return (
    <div
      className="position-fixed top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center p-3"
      style={{
        zIndex: 950,
        background: 'rgba(var(--bs-body-bg-rgb), 0.75)',
        backdropFilter: 'blur(2px)',
      }}
      role="status"
      aria-live="polite"
      data-testid="connect-overlay"
    >
      <div className="bg-body border rounded-3 shadow px-4 py-3 d-flex align-items-center gap-3">
        <Spinner animation="border" style={{ color: 'var(--bs-primary)' }} aria-hidden />
        <div>
          <div className="fw-semibold">
            <UnitsText
              id="units.connect.overlayTitle"
              values={{ serial: <span className="text-nowrap">{formatSerial(serial)}</span> }}
            />
          </div>
          <div className="small text-body-secondary">
            <UnitsText id="units.connect.overlayText" />
          </div>
        </div>
      </div>
    </div>
  );
}
