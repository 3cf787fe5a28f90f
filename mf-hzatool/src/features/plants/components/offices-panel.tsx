import type { HzaCountyOffice } from '@portal/contracts';
import { ListPagination, SearchBox, Skeleton, useEndpointQuery, useScreenSize } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { CountyRow } from './county-row.js';

const perPage = 15;

/** Admins correct the county → main customs office table here (only partly verified, facts §4). */
export function OfficesPanel() {
  const intl = useIntl();
  const screen = useScreenSize();
  const offices = useEndpointQuery('hzatoolOffices');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const matches = (county: HzaCountyOffice) =>
    search === '' ||
    county.countyCode.startsWith(search) ||
    county.countyName.toLowerCase().includes(search.toLowerCase());
  const counties = offices.data?.counties.filter(matches) ?? [];
  const shown = counties.slice((page - 1) * perPage, page * perPage);

  return (
    <Card as="section" aria-labelledby="mfh-offices-title">
      <Card.Header className="bg-body">
        <h2 id="mfh-offices-title" className="h5 mb-0 d-flex align-items-center gap-2">
          <i className="bi bi-bank text-body-secondary" aria-hidden />
          <FormattedMessage id="mf.hzatool.offices.title" />
        </h2>
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-3">
        <Alert variant="warning" className="mb-0 small">
          <FormattedMessage id="mf.hzatool.offices.unverified" />
        </Alert>
        {offices.isPending ? (
          <Skeleton label={intl.formatMessage({ id: 'mf.hzatool.loading' })} lines={5} />
        ) : offices.isError ? (
          <Alert variant="danger" className="mb-0">
            {offices.error.message}
          </Alert>
        ) : (
          <>
            <SearchBox
              initial={search}
              onSearch={(text) => {
                setSearch(text);
                setPage(1);
              }}
              label={intl.formatMessage({ id: 'mf.hzatool.offices.search' })}
              placeholder={intl.formatMessage({ id: 'mf.hzatool.offices.search' })}
            />
            <Table responsive size="sm" className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="mf.hzatool.offices.county" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="mf.hzatool.offices.office" />
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">
                      <FormattedMessage id="mf.hzatool.offices.actions" />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((county) => (
                  <CountyRow key={county.countyCode} county={county} offices={offices.data.offices} />
                ))}
              </tbody>
            </Table>
            <ListPagination
              total={counties.length}
              page={page}
              perPage={perPage}
              onPage={setPage}
              compact={screen === 'small'}
            />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
