import { appInfoAtom, currentUserAtom, useAtomValue, Link } from '@portal/web-kit';
import {
  type LocationEntry,
  type LocationService,
  type ShopServiceName,
  shopServiceNames,
} from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWhitelist } from '../hooks/use-whitelist.js';
import { shopRulesOf } from '../shop-rules.js';
import { openOrderDialog } from './order-dialog.js';

const isServiceName = (name: string): name is ShopServiceName =>
  (shopServiceNames as readonly string[]).includes(name);

/**
 * The services column of the start page (spec 2 Unit list service buttons, 6): booked services open
 * their tool, bookable ones open the Orders dialog for the location (red for the manufacturer's
 * staff); admins and hza_admins may instead unlock one free of charge (after 'Sicher?') or open the
 * tool. Exposed to mf-units as `mf_shop/location-services`.
 */
export function LocationServices({ location }: { location: LocationEntry }) {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  if (!user || location.locationVirtual) return null;
  const rules = shopRulesOf(user, app);
  const entries = Object.entries(location.services).filter(
    (entry): entry is [ShopServiceName, LocationService] => isServiceName(entry[0]),
  );
  return (
    <div className="d-flex flex-wrap gap-1">
      {entries.map(([name, service]) => (
        <ServiceButton
          key={name}
          name={name}
          service={service}
          location={location}
          staff={rules.staff}
          mayWhitelist={rules.mayBlacklist}
        />
      ))}
    </div>
  );
}

interface ServiceButtonProps {
  name: ShopServiceName;
  service: LocationService;
  location: LocationEntry;
  staff: boolean;
  mayWhitelist: boolean;
}

/** One service of the location: booked, not bookable, or to order (admins: a menu with more). */
function ServiceButton({ name, service, location, staff, mayWhitelist }: ServiceButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `mf.shop.service.${name}` });
  const toolUrl =
    name === 'hzatool' ? `/hzatool/${encodeURIComponent(location.uuid)}?year=${service.year}` : null;
  const whitelist = useWhitelist(label, service, location);

  if (service.booked)
    return <BookedBadge name={name} label={label} year={service.year} to={service.orderURL ?? toolUrl} />;
  if (!service.bookable) {
    return (
      <OverlayTrigger overlay={<Tooltip>{service.info || label}</Tooltip>}>
        <Badge bg="" className="fw-normal text-body-secondary border" tabIndex={0} data-service={name}>
          {label} · <FormattedMessage id="mf.shop.order.notBookable" />
        </Badge>
      </OverlayTrigger>
    );
  }

  const order = () =>
    void openOrderDialog({ service: name, year: service.year, props: service.props }, location);
  const look = staff ? 'danger' : 'outline-primary';
  const text = (
    <>
      <i className="bi bi-cart me-1" aria-hidden />
      {label} {service.year}
    </>
  );
  if (!mayWhitelist)
    return (
      <Button size="sm" variant={look} className="py-0 text-nowrap" onClick={order} data-service={name}>
        {text}
      </Button>
    );
  return (
    <Dropdown data-service={name}>
      <Dropdown.Toggle size="sm" variant={look} className="py-0 text-nowrap">
        {text}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => void whitelist()}>
          <i className="bi bi-unlock me-2" aria-hidden />
          <FormattedMessage id="mf.shop.order.whitelist" />
        </Dropdown.Item>
        {toolUrl ? (
          <Dropdown.Item as={Link} to={toolUrl}>
            <i className="bi bi-box-arrow-up-right me-2" aria-hidden />
            <FormattedMessage id="mf.shop.bookings.openTool" />
          </Dropdown.Item>
        ) : null}
        <Dropdown.Item as="button" onClick={order}>
          <i className="bi bi-cart me-2" aria-hidden />
          <FormattedMessage id="mf.shop.order.button" />
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** A booked service: a link to its tool or order where there is one, else a plain badge. */
function BookedBadge(props: { name: ShopServiceName; label: string; year: number; to: string | null }) {
  const content = (
    <>
      <i className="bi bi-check2 me-1" aria-hidden />
      {props.label} {props.year}
    </>
  );
  return props.to ? (
    <Link
      to={props.to}
      className="badge text-bg-success fw-normal text-decoration-none"
      data-service={props.name}
    >
      {content}
    </Link>
  ) : (
    <Badge bg="success" className="fw-normal" data-service={props.name}>
      {content}
    </Badge>
  );
}
