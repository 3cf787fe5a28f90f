import { EmptyState, showFailure, Skeleton, useEndpointQuery } from '@portal/web-kit';
import {
  type ShopExportFormat,
  type ShopServiceName,
  shopExportFormats,
  shopServiceNames,
} from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadExport } from '../download-export.js';
import { StatsChart } from './stats-chart.js';
import { type StatsFilter, StatsFilters } from './stats-filters.js';
import { StatsTable } from './stats-table.js';

const exportLabels = { csv: 'mf.shop.stats.csv', xlsx: 'mf.shop.stats.xlsx' } as const;

/** Bookings per month and service (partners and manufacturer staff), with the bookings' exports. */
export function StatsSection() {
  const intl = useIntl();
  const [filter, setFilter] = useState<StatsFilter>({ service: '', from: '', to: '' });
  const { service, from, to } = filter;
  const stats = useEndpointQuery(
    'shopServiceStats',
    { body: { service: service || undefined, from: from || undefined, to: to || undefined } },
    { keepPrevious: true },
  );
  const shown = service ? [service] : shopServiceNames;

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <StatsFilters filter={filter} onChange={(change) => setFilter((old) => ({ ...old, ...change }))} />
        <ExportButtons service={service} />
        {stats.isPending ? (
          <Skeleton label={intl.formatMessage({ id: 'mf.shop.loading' })} lines={4} />
        ) : stats.isError ? (
          <Alert variant="danger" className="mb-0">
            {stats.error.message}
          </Alert>
        ) : stats.data.months.length === 0 ? (
          <EmptyState compact icon="bi-bar-chart" title={<FormattedMessage id="mf.shop.stats.empty" />} />
        ) : (
          <>
            <StatsChart stats={stats.data} services={shown} />
            <StatsTable stats={stats.data} services={shown} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** The bookings' exports, of the service chosen above (all when none is). */
function ExportButtons({ service }: { service: ShopServiceName | '' }) {
  const intl = useIntl();
  const exportAs = (format: ShopExportFormat) => {
    downloadExport(format, service || undefined).catch((error: unknown) =>
      showFailure(intl.formatMessage({ id: 'mf.shop.stats.exportFailed' }), error),
    );
  };
  return (
    <div
      className="d-flex flex-wrap gap-2 align-items-center"
      role="group"
      aria-label={intl.formatMessage({ id: 'mf.shop.stats.export' })}
    >
      <span className="text-body-secondary small me-1">
        <FormattedMessage id="mf.shop.stats.export" />
      </span>
      {shopExportFormats.map((format) => (
        <Button key={format} size="sm" variant="outline-primary" onClick={() => exportAs(format)}>
          <i className="bi bi-download me-1" aria-hidden />
          <FormattedMessage id={exportLabels[format]} />
        </Button>
      ))}
    </div>
  );
}
