import type { LocationEntry, ShopServiceName } from '@portal/contracts';
import { formatSerial } from '@portal/web-kit';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { rowLockOf } from './order-rules.js';

/** What the picker chooses for, and how a choice is reported. */
export interface LocationChoice {
  service: ShopServiceName;
  /** Chosen locations by uuid (kept across pages and searches). */
  chosen: ReadonlyMap<string, LocationEntry>;
  onToggle: (location: LocationEntry, on: boolean) => void;
  disabled: boolean;
}

/** One page of the picker: selection, units (a column from tablets up), location, price. */
export function LocationTable({
  locations,
  ...choice
}: LocationChoice & { locations: readonly LocationEntry[] }) {
  return (
    <Table hover size="sm" className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col" className="text-nowrap">
            <FormattedMessage id="mf.shop.order.column.selection" />
          </th>
          <th scope="col" className="d-none d-md-table-cell">
            <FormattedMessage id="mf.shop.order.column.units" />
          </th>
          <th scope="col">
            <FormattedMessage id="mf.shop.order.column.location" />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage id="mf.shop.order.column.price" />
          </th>
        </tr>
      </thead>
      <tbody>
        {locations.map((location) => (
          <LocationRow key={location.uuid} location={location} {...choice} />
        ))}
      </tbody>
    </Table>
  );
}

/** A location; booked and unbookable ones cannot be chosen and say why. */
function LocationRow({
  location,
  service,
  chosen,
  onToggle,
  disabled,
}: LocationChoice & { location: LocationEntry }) {
  const intl = useIntl();
  const offered = location.services[service];
  const lock = rowLockOf(offered);
  const id = `order-location-${location.uuid}`;
  const serials = location.hkas.map(formatSerial).join(', ');
  return (
    <tr data-location={location.uuid}>
      <td>
        <Form.Check
          id={id}
          checked={chosen.has(location.uuid)}
          disabled={disabled || lock !== null}
          onChange={(event) => onToggle(location, event.target.checked)}
          aria-label={intl.formatMessage({ id: 'mf.shop.order.choose' }, { location: location.name })}
        />
      </td>
      <td className="d-none d-md-table-cell small text-nowrap">{serials}</td>
      <td>
        <label htmlFor={id} className="d-block">
          <span className="fw-semibold">{location.name}</span>
          <span className="d-block small text-body-secondary">
            {location.strasse} {location.hausnummer}, {location.plz} {location.ort}
          </span>
          {/* Phones: the units under the location instead of a column of their own. */}
          <span className="d-block d-md-none small text-body-secondary">{serials}</span>
          {lock === 'booked' ? (
            <span className="d-block small text-success-emphasis">
              <i className="bi bi-check2-circle me-1" aria-hidden />
              <FormattedMessage id="mf.shop.order.booked" />
            </span>
          ) : lock === 'notBookable' && offered?.info ? (
            <span className="d-block small text-body-secondary">{offered.info}</span>
          ) : null}
        </label>
      </td>
      <td className="text-end text-nowrap">
        {lock === 'notBookable' ? (
          <span className="text-body-secondary">
            <FormattedMessage id="mf.shop.order.notBookable" />
          </span>
        ) : offered ? (
          <FormattedNumber value={offered.props.price} style="currency" currency="EUR" />
        ) : null}
      </td>
    </tr>
  );
}
