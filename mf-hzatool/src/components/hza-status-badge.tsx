import type { HzaStatus } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';

// The design system's status pill (web-kit tokens), in the colours of the unit states: grey for not
// started and for a year still running, amber for data missing, blue for ready, green once documents
// exist.
const looks: Record<HzaStatus, { state: string; icon: string }> = {
  notStarted: { state: 'offline', icon: 'bi-circle' },
  dataMissing: { state: 'warning', icon: 'bi-exclamation-circle' },
  yearOpen: { state: 'offline', icon: 'bi-hourglass-split' },
  ready: { state: 'idle', icon: 'bi-check-circle' },
  documents: { state: 'running', icon: 'bi-file-earmark-check' },
};

/** An application's status as a tinted pill with its icon. */
export function HzaStatusBadge({ status, booked = true }: { status: HzaStatus; booked?: boolean }) {
  const look = booked ? looks[status] : { state: 'offline', icon: 'bi-lock' };
  return (
    <span className="portal-status" data-state={look.state}>
      <i className={`bi ${look.icon}`} aria-hidden />
      <span className="text-wrap text-start">
        {booked ? (
          <FormattedMessage id={`mf.hzatool.status.${status}`} />
        ) : (
          <FormattedMessage id="mf.hzatool.status.notBooked" />
        )}
      </span>
    </span>
  );
}
