import type { ShopOffer } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { FormattedMessage, useIntl } from 'react-intl';
import { openOrderDialog } from './order-dialog.js';

/** Locations looked at for a real one: users with only virtual locations (no address yet) have few. */
const probeLimit = 100;

/**
 * Orders a catalogue entry for locations chosen in the dialog. Spec 5: disabled, with a tooltip, while
 * the user has no real (non-virtual) location to book it for.
 */
export function OrderButton({ offer }: { offer: ShopOffer }) {
  const intl = useIntl();
  const list = useEndpointQuery('units', {
    body: { limit: probeLimit, offset: 0, filter: { sortByLocation: true } },
  });
  const noLocation =
    list.data !== undefined && !list.data.locations.some((location) => !location.locationVirtual);
  const button = (
    <Button
      variant="primary"
      size="sm"
      disabled={list.data === undefined || noLocation}
      onClick={() => void openOrderDialog(offer)}
      aria-describedby={noLocation ? `no-location-${offer.service}` : undefined}
    >
      <i className="bi bi-cart me-1" aria-hidden />
      <FormattedMessage id="mf.shop.order.button" />
    </Button>
  );
  if (!noLocation) return button;
  const tip = intl.formatMessage({ id: 'mf.shop.order.noLocationToolTip' });
  // A disabled button gets no pointer events: the tooltip hangs on a focusable wrapper.
  return (
    <OverlayTrigger overlay={<Tooltip id={`no-location-${offer.service}`}>{tip}</Tooltip>}>
      <span className="d-inline-block" tabIndex={0} aria-label={tip}>
        {button}
      </span>
    </OverlayTrigger>
  );
}
