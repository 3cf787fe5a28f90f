import type { ShopBooking } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link } from '@portal/web-kit';
import { DisabledWithReason } from '../../../components/disabled-with-reason.js';

/** The tool's page for the booked location and year, where the year may be edited. */
export const hzatoolLinkOf = (booking: ShopBooking) =>
  `/hzatool/${booking.locationUuid}?year=${booking.year}&edit=true`;

/** One booked service: a row of facts that wraps into a stacked card on narrow screens. */
export function BookingItem({
  booking,
  onToggleLock,
  toolRefusal,
}: {
  booking: ShopBooking;
  /** Given for users who may block and unblock bookings. */
  onToggleLock?: (booking: ShopBooking) => void;
  /** Why the tool does not open for this user: the button stays, disabled, saying so. */
  toolRefusal?: string;
}) {
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 gap-md-3 py-3">
      <div className="flex-grow-1" style={{ minWidth: 180 }}>
        <div className="fw-semibold">
          <FormattedMessage id={`mf.shop.service.${booking.service}`} /> {booking.year}
        </div>
        <dl className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-3">
          <div className="d-flex gap-1">
            <dt className="fw-normal">
              <FormattedMessage id="mf.shop.bookings.orderNumber" />:
            </dt>
            <dd className="mb-0 text-nowrap">{booking.orderNumber}</dd>
          </div>
          <div className="d-flex gap-1">
            <dt className="fw-normal">
              <FormattedMessage id="mf.shop.bookings.source" />:
            </dt>
            <dd className="mb-0">
              <FormattedMessage id={`mf.shop.bookings.source.${booking.source}`} />
            </dd>
          </div>
          <div className="d-flex gap-1">
            <dt className="fw-normal">
              <FormattedMessage id="mf.shop.bookings.price" />:
            </dt>
            <dd className="mb-0">
              <FormattedNumber value={booking.price} style="currency" currency="EUR" />
            </dd>
          </div>
        </dl>
      </div>
      <Badge bg={booking.blacklisted ? 'danger' : 'success'}>
        <FormattedMessage
          id={booking.blacklisted ? 'mf.shop.bookings.blacklisted' : 'mf.shop.bookings.active'}
        />
      </Badge>
      {booking.service === 'hzatool' && !booking.blacklisted ? (
        toolRefusal ? (
          <DisabledWithReason id={`no-tool-${booking.orderServiceId}`} reason={toolRefusal}>
            <Button size="sm" variant="outline-primary" disabled>
              <FormattedMessage id="mf.shop.bookings.openTool" />
            </Button>
          </DisabledWithReason>
        ) : (
          <Link to={hzatoolLinkOf(booking)} className="btn btn-sm btn-outline-primary">
            <FormattedMessage id="mf.shop.bookings.openTool" />
          </Link>
        )
      ) : null}
      {onToggleLock ? (
        <Button
          size="sm"
          variant={booking.blacklisted ? 'outline-secondary' : 'outline-danger'}
          onClick={() => onToggleLock(booking)}
        >
          <FormattedMessage
            id={booking.blacklisted ? 'mf.shop.bookings.deblacklist' : 'mf.shop.bookings.blacklist'}
          />
        </Button>
      ) : null}
    </li>
  );
}
