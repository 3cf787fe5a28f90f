import type { ShopOffer } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisabledWithReason } from '../../../components/disabled-with-reason.js';
import { openOrderDialog } from './order-dialog.js';

/** Locations looked at for a real one: users with only virtual locations (no address yet) have few. */
const probeLimit = 100;

/**
 * Orders a catalogue entry for locations chosen in the dialog. Disabled, with the reason in a tooltip,
 * while the user may not order at all (`refusal`, e.g. the demo) or (spec 5) has no real (non-virtual)
 * location to book it for.
 */
export function OrderButton({ offer, refusal }: { offer: ShopOffer; refusal?: string }) {
  const intl = useIntl();
  const list = useEndpointQuery(
    'units',
    { body: { limit: probeLimit, offset: 0, filter: { sortByLocation: true } } },
    { enabled: refusal === undefined },
  );
  const noLocation =
    list.data !== undefined && !list.data.locations.some((location) => !location.locationVirtual);
  const reason =
    refusal ?? (noLocation ? intl.formatMessage({ id: 'mf.shop.order.noLocationToolTip' }) : undefined);
  const id = `no-order-${offer.service}`;
  const button = (
    <Button
      variant="primary"
      size="sm"
      disabled={list.data === undefined || reason !== undefined}
      onClick={() => void openOrderDialog(offer)}
      aria-describedby={reason ? id : undefined}
    >
      <i className="bi bi-cart me-1" aria-hidden />
      <FormattedMessage id="mf.shop.order.button" />
    </Button>
  );
  return reason ? (
    <DisabledWithReason id={id} reason={reason}>
      {button}
    </DisabledWithReason>
  ) : (
    button
  );
}
