import type { ShopBooking } from '@portal/contracts';
import { EmptyState, Link } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { BookingItem } from './booking-item.js';

/** Bookings per location, locations in name order, each location's newest year first. */
export function groupByLocation(bookings: readonly ShopBooking[]): [string, ShopBooking[]][] {
  const groups = new Map<string, ShopBooking[]>();
  for (const booking of bookings) {
    groups.set(booking.locationName, [...(groups.get(booking.locationName) ?? []), booking]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, items]) => [name, items.toSorted((a, b) => b.year - a.year)]);
}

export function BookingsSection({
  bookings,
  onToggleLock,
  toolRefusal,
}: {
  bookings: readonly ShopBooking[];
  onToggleLock?: (booking: ShopBooking) => void;
  /** Why this user may not open the booked tools (the demo). */
  toolRefusal?: string;
}) {
  if (bookings.length === 0) {
    return (
      <Card>
        <EmptyState
          icon="bi-bag"
          title={<FormattedMessage id="mf.shop.bookings.empty" />}
          action={
            <Link to="/" className="btn btn-primary">
              <FormattedMessage id="mf.shop.toLocationList" />
            </Link>
          }
        >
          <FormattedMessage id="mf.shop.bookings.emptyHint" />
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="d-flex flex-column gap-3">
      {groupByLocation(bookings).map(([locationName, items]) => (
        <Card key={locationName} as="section" aria-label={locationName}>
          <Card.Header className="bg-body py-2">
            <h3 className="h6 mb-0 d-flex align-items-center gap-2">
              <i className="bi bi-geo-alt text-body-secondary" aria-hidden />
              {locationName}
            </h3>
          </Card.Header>
          <ul className="list-group list-group-flush">
            {items.map((booking) => (
              <BookingItem
                key={booking.orderServiceId}
                booking={booking}
                onToggleLock={onToggleLock}
                toolRefusal={toolRefusal}
              />
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
