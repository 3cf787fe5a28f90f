import type { LocationEntry } from '@portal/contracts';
import { hasMessage } from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

interface ServiceInfo {
  booked: boolean;
  bookable: boolean;
}

/** The booking state of one entry of Location.services (spec 3); unknown shapes count as neither. */
function serviceInfoOf(value: unknown): ServiceInfo {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { booked: record['booked'] === true, bookable: record['bookable'] === true };
}

/** Booked services with a screen of their own per location (spec 2: /hzatool/:uuid). */
const serviceRoutes: Record<string, string> = { hzatool: '/hzatool/' };

/**
 * The services of a location: booked ones (the tool opens for the location), bookable ones
 * (red for manufacturer staff, spec 6). Ordering itself is the shop remote's (/services).
 */
export function ServicesCell({
  location,
  brandUser,
}: {
  location: LocationEntry | null;
  brandUser: boolean;
}) {
  const intl = useIntl();
  if (!location) return null;
  const label = (name: string) => {
    const id = `units.service.${name}`;
    return hasMessage(intl, id) ? intl.formatMessage({ id }) : name;
  };
  const entries = Object.entries(location.services).map(([name, value]) => ({
    name,
    ...serviceInfoOf(value),
  }));
  return (
    <div className="d-flex flex-wrap gap-1">
      {entries.map(({ name, booked, bookable }) =>
        booked && serviceRoutes[name] ? (
          <Link
            key={name}
            to={`${serviceRoutes[name]}${encodeURIComponent(location.uuid)}`}
            className="badge text-bg-success fw-normal text-decoration-none"
          >
            <i className="bi bi-check2 me-1" aria-hidden />
            {label(name)}
          </Link>
        ) : booked ? (
          <Badge key={name} bg="success" className="fw-normal">
            <i className="bi bi-check2 me-1" aria-hidden />
            {label(name)}
          </Badge>
        ) : bookable ? (
          <Link
            key={name}
            to="/services"
            className={`badge fw-normal text-decoration-none border ${brandUser ? 'text-bg-danger' : 'text-primary-emphasis bg-primary-subtle border-primary-subtle'}`}
          >
            <i className="bi bi-cart me-1" aria-hidden />
            {label(name)}
          </Link>
        ) : (
          <Badge key={name} bg="" className="fw-normal text-body-secondary border">
            {label(name)}
          </Badge>
        ),
      )}
    </div>
  );
}
