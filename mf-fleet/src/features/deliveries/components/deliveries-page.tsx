import type { Delivery } from '@portal/contracts';
import {
  EmptyState,
  ListPagination,
  PageTitle,
  Skeleton,
  currentUserAtom,
  formats,
  useAtomValue,
  useEndpointQuery,
  useScreenSize,
} from '@portal/web-kit';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackToAlarms } from '../../../components/back-to-alarms.js';

const perPage = 25;

const stateLooks: Record<Delivery['state'], { bg: string; text?: 'dark'; icon: string }> = {
  queued: { bg: 'secondary', icon: 'bi-hourglass-split' },
  held: { bg: 'info', text: 'dark', icon: 'bi-moon' },
  sent: { bg: 'success', icon: 'bi-check2-circle' },
  failed: { bg: 'danger', icon: 'bi-x-circle' },
};

function DeliveryItem({ delivery }: { delivery: Delivery }) {
  const intl = useIntl();
  const when = (iso: string) => intl.formatDate(new Date(iso), formats.date.long);
  const look = stateLooks[delivery.state];
  return (
    <ListGroup.Item as="li" data-testid={`delivery-${delivery.id}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Badge bg={look.bg} text={look.text} className="d-inline-flex align-items-center gap-1">
          <i className={`bi ${look.icon}`} aria-hidden />
          <FormattedMessage id={`mf.fleet.deliveries.state.${delivery.state}`} />
        </Badge>
        {delivery.at ? (
          <span className="small text-body-secondary">
            <FormattedMessage
              id={`mf.fleet.deliveries.at.${delivery.state}`}
              values={{ at: when(delivery.at) }}
            />
          </span>
        ) : null}
        <span className="small text-body-secondary ms-auto">{when(delivery.createdAt)}</span>
      </div>
      <div className="fw-semibold text-break mt-1">{delivery.subject}</div>
      <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
        <span>
          <i className="bi bi-envelope me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.deliveries.column.to" />: {delivery.to}
        </span>
        {delivery.attempts > 0 ? (
          <span>
            <FormattedMessage id="mf.fleet.deliveries.attempts" values={{ count: delivery.attempts }} />
          </span>
        ) : null}
        {delivery.lastError ? (
          <span className="text-danger-emphasis">
            <FormattedMessage id="mf.fleet.deliveries.error" values={{ error: delivery.lastError }} />
          </span>
        ) : null}
      </div>
      {delivery.text === null ? null : (
        <details className="mt-1">
          <summary className="small">
            <FormattedMessage id="mf.fleet.deliveries.show" />
          </summary>
          <pre
            className="small bg-body-tertiary border rounded p-2 mt-1 mb-0 text-wrap"
            aria-label={intl.formatMessage(
              { id: 'mf.fleet.deliveries.textOf' },
              { subject: delivery.subject },
            )}
          >
            {delivery.text}
          </pre>
        </details>
      )}
    </ListGroup.Item>
  );
}

/**
 * /alarms/deliveries (issue 42): the messages the portal sent the user and what became of each —
 * waiting, held by quiet hours, sent, or failed with the reason and the number of tries. Admins may
 * read the whole outbox with the texts (a portal without SMTP keeps its mails there).
 */
export function DeliveriesPage() {
  const intl = useIntl();
  const id = useId();
  const user = useAtomValue(currentUserAtom);
  const small = useScreenSize() === 'small';
  const [everyone, setEveryone] = useState(false);
  const [page, setPage] = useState(0);
  const list = useEndpointQuery(
    'alarmDeliveries',
    { body: { everyone, limit: perPage, offset: page * perPage } },
    { keepPrevious: true },
  );
  if (!user) return null;
  return (
    <div className="d-flex flex-column gap-3" style={{ maxWidth: '60rem' }}>
      <BackToAlarms />
      <PageTitle icon="bi-envelope-check">
        <FormattedMessage id="mf.fleet.deliveries.title" />
      </PageTitle>
      <p className="mb-0 text-body-secondary">
        <FormattedMessage id="mf.fleet.deliveries.intro" />
      </p>
      {user.roles.includes('admin') ? (
        <Form.Check
          type="switch"
          id={`${id}-everyone`}
          label={intl.formatMessage({ id: 'mf.fleet.deliveries.everyone' })}
          checked={everyone}
          onChange={(event) => {
            setEveryone(event.target.checked);
            setPage(0);
          }}
        />
      ) : null}
      {list.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={5} />
      ) : list.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <FormattedMessage id="mf.fleet.deliveries.failed" values={{ message: list.error.message }} />
          <Button size="sm" variant="outline-danger" onClick={() => void list.refetch()}>
            <FormattedMessage id="mf.fleet.retry" />
          </Button>
        </Alert>
      ) : list.data.total === 0 ? (
        <EmptyState icon="bi-envelope" title={<FormattedMessage id="mf.fleet.deliveries.empty" />} live>
          <FormattedMessage id="mf.fleet.deliveries.emptyHint" />
        </EmptyState>
      ) : (
        <section
          className="d-flex flex-column gap-2"
          aria-label={intl.formatMessage({ id: 'mf.fleet.deliveries.list' })}
          aria-busy={list.isFetching}
        >
          <p className="small text-body-secondary mb-0" role="status">
            <FormattedMessage id="mf.fleet.deliveries.count" values={{ total: list.data.total }} />
          </p>
          <ListGroup as="ul">
            {list.data.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} />
            ))}
          </ListGroup>
          {list.data.total > perPage ? (
            <ListPagination
              total={list.data.total}
              page={page}
              perPage={perPage}
              onPage={setPage}
              compact={small}
            />
          ) : null}
        </section>
      )}
    </div>
  );
}
