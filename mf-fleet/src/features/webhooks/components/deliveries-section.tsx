import type { Webhook, WebhookDelivery } from '@portal/contracts';
import { Skeleton } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { FleetTable } from '../../../components/fleet-table.js';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { useDeliveries } from '../hooks/use-webhooks.js';
import { DeliveryStateBadge, useTimeText } from './delivery-parts.js';

const columns: FleetMessageId[] = [
  'mf.fleet.webhooks.column.time',
  'mf.fleet.webhooks.column.event',
  'mf.fleet.webhooks.column.state',
  'mf.fleet.webhooks.column.code',
  'mf.fleet.webhooks.column.attempts',
  'mf.fleet.webhooks.column.answer',
];

/** The last 100 deliveries of one webhook with the receiver's answers, newest first; reloads itself. */
export function DeliveriesSection({ webhook }: { webhook: Webhook }) {
  const intl = useIntl();
  const deliveries = useDeliveries(webhook.id);
  return (
    <section
      className="d-flex flex-column gap-2"
      aria-labelledby="webhook-deliveries-title"
      aria-busy={deliveries.isFetching}
    >
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0 text-break" id="webhook-deliveries-title">
          <FormattedMessage id="mf.fleet.webhooks.deliveries" values={{ url: webhook.url }} />
        </h2>
        <Button size="sm" variant="outline-secondary" onClick={() => void deliveries.refetch()}>
          <i className="bi bi-arrow-clockwise me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.webhooks.refresh" />
        </Button>
      </div>
      {deliveries.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={3} />
      ) : deliveries.isError ? (
        <Alert variant="danger" className="mb-0">
          <FormattedMessage
            id="mf.fleet.webhooks.deliveriesFailed"
            values={{ message: deliveries.error.message }}
          />
        </Alert>
      ) : deliveries.data.deliveries.length === 0 ? (
        <p className="text-body-secondary mb-0" role="status">
          <FormattedMessage id="mf.fleet.webhooks.noDeliveries" />
        </p>
      ) : (
        <DeliveriesTable deliveries={deliveries.data.deliveries} />
      )}
    </section>
  );
}

function DeliveriesTable({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  const time = useTimeText();
  return (
    <FleetTable columns={columns}>
      {deliveries.map((delivery) => (
        <tr key={delivery.id} data-testid={`delivery-${delivery.id}`}>
          <td className="text-nowrap">{time(delivery.sentAt ?? delivery.failedAt ?? delivery.createdAt)}</td>
          <td className="text-nowrap font-monospace small">{delivery.event}</td>
          <td>
            <div className="d-flex flex-column align-items-start gap-1">
              <DeliveryStateBadge state={delivery.state} />
              {delivery.nextAttemptAt && delivery.attempts > 0 ? (
                <span className="small text-body-secondary">
                  <FormattedMessage
                    id="mf.fleet.webhooks.nextAttempt"
                    values={{ at: time(delivery.nextAttemptAt) }}
                  />
                </span>
              ) : null}
            </div>
          </td>
          <td>{delivery.responseStatus ?? '–'}</td>
          <td>{delivery.attempts}</td>
          <td className="small" style={{ maxWidth: '24rem' }}>
            {delivery.lastError ? <div className="text-danger text-break">{delivery.lastError}</div> : null}
            {delivery.responseExcerpt ? (
              <code className="d-block text-break text-body-secondary">{delivery.responseExcerpt}</code>
            ) : null}
          </td>
        </tr>
      ))}
    </FleetTable>
  );
}
