import { type LocationEntry, type ShopServiceName, orderPickerPageSize } from '@portal/contracts';
import {
  EmptyState,
  ListPagination,
  SearchBox,
  Skeleton,
  formatSerial,
  useEndpointQuery,
} from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ShopMessageId } from '../../../components/message-ids.js';
import { rowLockOf } from './order-rules.js';

interface Props {
  service: ShopServiceName;
  /** Chosen locations by uuid (kept across pages and searches). */
  chosen: ReadonlyMap<string, LocationEntry>;
  onToggle: (location: LocationEntry, on: boolean) => void;
  disabled: boolean;
}

/**
 * The Orders dialog's location picker (spec 2): selection, units, location; ten per page; the
 * search waits for a pause in typing. Booked and unbookable locations cannot be chosen.
 */
export function LocationPicker({ service, chosen, onToggle, disabled }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useEndpointQuery(
    'units',
    {
      body: {
        limit: orderPickerPageSize,
        offset: page * orderPickerPageSize,
        filter: { sortByLocation: true, search: search || undefined },
      },
    },
    { keepPrevious: true },
  );
  const text = (id: ShopMessageId) => intl.formatMessage({ id });
  const locations = list.data?.locations ?? [];

  return (
    <div className="d-flex flex-column gap-3">
      <SearchBox
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        label={text('mf.shop.order.search')}
        placeholder={text('mf.shop.order.searchPlaceholder')}
      />
      {list.isPending ? (
        <Skeleton label={text('mf.shop.loading')} lines={4} />
      ) : list.isError ? (
        <Alert variant="danger" className="mb-0">
          {list.error.message}
        </Alert>
      ) : locations.length === 0 ? (
        <EmptyState icon="bi-geo-alt" title={text('mf.shop.order.noHits')} />
      ) : (
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
            {locations.map((location) => {
              const offered = location.services[service];
              const lock = rowLockOf(offered);
              const id = `order-location-${location.uuid}`;
              const serials = location.hkas.map(formatSerial).join(', ');
              return (
                <tr key={location.uuid} data-location={location.uuid}>
                  <td>
                    <Form.Check
                      id={id}
                      checked={chosen.has(location.uuid)}
                      disabled={disabled || lock !== null}
                      onChange={(event) => onToggle(location, event.target.checked)}
                      aria-label={intl.formatMessage(
                        { id: 'mf.shop.order.choose' },
                        { location: location.name },
                      )}
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
            })}
          </tbody>
        </Table>
      )}
      {list.data && list.data.totalRows > orderPickerPageSize ? (
        <ListPagination
          total={list.data.totalRows}
          page={page}
          perPage={orderPickerPageSize}
          onPage={setPage}
          compact
        />
      ) : null}
    </div>
  );
}
