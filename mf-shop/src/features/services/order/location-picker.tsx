import { orderPickerPageSize } from '@portal/contracts';
import { EmptyState, ListPagination, SearchBox, Skeleton, useEndpointQuery } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useIntl } from 'react-intl';
import type { ShopMessageId } from '../../../components/message-ids.js';
import { type LocationChoice, LocationTable } from './location-table.js';

/**
 * The Orders dialog's location picker (spec 2): selection, units, location; ten per page; the
 * search waits for a pause in typing. Booked and unbookable locations cannot be chosen.
 */
export function LocationPicker({ service, chosen, onToggle, disabled }: LocationChoice) {
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
        <LocationTable
          locations={locations}
          service={service}
          chosen={chosen}
          onToggle={onToggle}
          disabled={disabled}
        />
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
