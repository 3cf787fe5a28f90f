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
import Form from 'react-bootstrap/Form';
import { useId, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopMessageId } from '../../../components/message-ids.js';
import { downloadExport } from '../download-export.js';
import { StatsChart } from './stats-chart.js';

const exportLabels = { csv: 'mf.shop.stats.csv', xlsx: 'mf.shop.stats.xlsx' } as const;

/** A month of the statistics' range; empty means open. */
function MonthField(props: {
  id: string;
  label: ShopMessageId;
  value: string;
  min?: string;
  max?: string;
  onChange: (month: string) => void;
}) {
  return (
    <Form.Group className="col-6 col-md-4" controlId={props.id}>
      <Form.Label className="small mb-1">
        <FormattedMessage id={props.label} />
      </Form.Label>
      <Form.Control
        size="sm"
        type="month"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form.Group>
  );
}

/** Bookings per month and service (partners and manufacturer staff), with the bookings' exports. */
export function StatsSection() {
  const intl = useIntl();
  const ids = useId();
  const [service, setService] = useState<ShopServiceName | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const stats = useEndpointQuery(
    'shopServiceStats',
    { body: { service: service || undefined, from: from || undefined, to: to || undefined } },
    { keepPrevious: true },
  );
  const shown = service ? [service] : shopServiceNames;

  const exportAs = (format: ShopExportFormat) => {
    downloadExport(format, service || undefined).catch((error: unknown) =>
      showFailure(intl.formatMessage({ id: 'mf.shop.stats.exportFailed' }), error),
    );
  };

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <div className="row g-2">
          <Form.Group className="col-12 col-md-4" controlId={`${ids}-service`}>
            <Form.Label className="small mb-1">
              <FormattedMessage id="mf.shop.bookings.service" />
            </Form.Label>
            <Form.Select
              size="sm"
              value={service}
              onChange={(event) => setService(event.target.value as ShopServiceName | '')}
            >
              <option value="">{intl.formatMessage({ id: 'mf.shop.stats.allServices' })}</option>
              {shopServiceNames.map((name) => (
                <option key={name} value={name}>
                  {intl.formatMessage({ id: `mf.shop.service.${name}` })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <MonthField
            id={`${ids}-from`}
            label="mf.shop.stats.from"
            value={from}
            max={to}
            onChange={setFrom}
          />
          <MonthField id={`${ids}-to`} label="mf.shop.stats.to" value={to} min={from} onChange={setTo} />
        </div>
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
            {/* Wide tables scroll sideways on phones instead of squeezing the figures. */}
            <div className="table-responsive">
              <Table size="sm" className="mb-0 align-middle">
                <caption className="visually-hidden">
                  <FormattedMessage id="mf.shop.stats.title" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="mf.shop.stats.month" />
                    </th>
                    {shown.map((name) => (
                      <th scope="col" className="text-end" key={name}>
                        <FormattedMessage id={`mf.shop.service.${name}`} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {stats.data.months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row" className="fw-normal text-nowrap">
                        {month.month}
                      </th>
                      {shown.map((name) => (
                        <td className="text-end" key={name}>
                          {month.counts[name] ?? 0}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">
                      <FormattedMessage id="mf.shop.stats.total" />
                    </th>
                    {shown.map((name) => (
                      <td className="text-end fw-semibold" key={name}>
                        {stats.data.totals[name] ?? 0}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </Table>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
