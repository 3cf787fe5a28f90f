import { liveStatusAtom, useScreenSize, type LiveStatus, useAtomValue } from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { FormattedMessage } from 'react-intl';

const look: Record<LiveStatus, { bg: string; icon: string }> = {
  connected: { bg: 'success', icon: 'bi-broadcast' },
  connecting: { bg: 'info', icon: 'bi-arrow-repeat' },
  failed: { bg: 'warning', icon: 'bi-exclamation-triangle' },
};

/** Spec 4: connected (success), reconnecting (info), reconnect error (warning, firewall hint). */
export function LiveBadge() {
  const status = useAtomValue(liveStatusAtom);
  // Phones show the icon only: the header has no room for the word beside the serial.
  const small = useScreenSize() === 'small';
  return (
    <OverlayTrigger
      placement="bottom"
      overlay={<Tooltip id="live-status">{<FormattedMessage id={`header.ws.${status}`} />}</Tooltip>}
    >
      <Badge
        bg={look[status].bg}
        className="portal-live-badge"
        data-status={status}
        text={status === 'failed' ? 'dark' : undefined}
      >
        <i className={`bi ${look[status].icon}${small ? '' : ' me-1'}`} aria-hidden />
        <span className={small ? 'visually-hidden' : undefined}>
          <FormattedMessage id={`header.ws.short.${status}`} />
        </span>
      </Badge>
    </OverlayTrigger>
  );
}
