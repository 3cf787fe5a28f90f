import type { Webhook } from '@portal/contracts';
import { confirmDialog } from '@portal/web-kit';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type WebhooksState, useFailureText } from '../hooks/use-webhooks.js';
import { DeliveryStateBadge, useTimeText } from './delivery-parts.js';

/** The user's webhooks, each with its switch, test, delete and the choice to show its deliveries. */
export function WebhookList({ state, readOnly }: { state: WebhooksState; readOnly: boolean }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const failed = [state.update, state.remove, state.test].find((mutation) => mutation.isError)?.error;
  return (
    <section
      className="d-flex flex-column gap-2"
      aria-label={intl.formatMessage({ id: 'mf.fleet.webhooks.list' })}
    >
      {failed ? (
        <Alert variant="danger" className="py-2 mb-0">
          <FormattedMessage id="mf.fleet.action.failed" values={{ message: failureText(failed) }} />
        </Alert>
      ) : null}
      <ul className="list-group">
        {state.list.map((webhook) => (
          <WebhookItem
            key={webhook.id}
            webhook={webhook}
            state={state}
            readOnly={readOnly}
            selected={state.selected?.id === webhook.id}
          />
        ))}
      </ul>
    </section>
  );
}

interface ItemProps {
  webhook: Webhook;
  state: WebhooksState;
  readOnly: boolean;
  selected: boolean;
}

function WebhookItem({ webhook, state, readOnly, selected }: ItemProps) {
  const intl = useIntl();
  const time = useTimeText();
  const id = useId();
  const busy = state.update.isPending || state.remove.isPending;
  return (
    <li
      className={`list-group-item d-flex flex-column gap-2${selected ? ' list-group-item-light' : ''}`}
      aria-labelledby={`${id}-url`}
      data-testid={`webhook-${webhook.id}`}
    >
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div className="d-flex flex-column" style={{ minWidth: 0 }}>
          <h2 className="h6 mb-0 text-break font-monospace" id={`${id}-url`}>
            {webhook.url}
          </h2>
          <span className="small text-body-secondary">
            <FormattedMessage
              id="mf.fleet.webhooks.meta"
              values={{ secret: webhook.secretHint, created: time(webhook.createdAt) }}
            />
          </span>
          {webhook.lastDelivery ? (
            <span className="small d-flex align-items-center gap-1">
              <FormattedMessage
                id="mf.fleet.webhooks.lastDelivery"
                values={{ at: time(webhook.lastDelivery.at) }}
              />
              <DeliveryStateBadge state={webhook.lastDelivery.state} />
            </span>
          ) : null}
        </div>
        <Form.Check
          type="switch"
          id={`${id}-active`}
          label={intl.formatMessage({ id: 'mf.fleet.webhooks.active' })}
          checked={webhook.active}
          disabled={readOnly || busy}
          aria-describedby={`${id}-url`}
          onChange={(event) =>
            state.update.mutate({
              params: { id: String(webhook.id) },
              body: { active: event.target.checked },
            })
          }
        />
      </div>
      <WebhookActions
        webhook={webhook}
        state={state}
        readOnly={readOnly}
        selected={selected}
        urlId={`${id}-url`}
      />
    </li>
  );
}

/** Show its deliveries; send a test and delete (with a confirmation) for its owner. */
function WebhookActions({ webhook, state, readOnly, selected, urlId }: ItemProps & { urlId: string }) {
  const intl = useIntl();
  const params = { id: String(webhook.id) };
  const remove = async () => {
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.fleet.webhooks.delete.title' }),
      description: intl.formatMessage({ id: 'mf.fleet.webhooks.delete.text' }, { url: webhook.url }),
      confirmText: intl.formatMessage({ id: 'mf.fleet.webhooks.delete' }),
      cancelText: intl.formatMessage({ id: 'mf.fleet.action.cancel' }),
      variant: 'danger',
    });
    if (sure) state.remove.mutate({ params });
  };
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={selected ? 'secondary' : 'outline-secondary'}
        aria-pressed={selected}
        aria-describedby={urlId}
        onClick={() => state.choose(webhook.id)}
      >
        <i className="bi bi-list-ul me-1" aria-hidden />
        <FormattedMessage id="mf.fleet.webhooks.showDeliveries" />
      </Button>
      {readOnly ? null : (
        <>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={!webhook.active || state.test.isPending}
            aria-describedby={urlId}
            onClick={() => {
              state.choose(webhook.id);
              state.test.mutate({ params, body: {} });
            }}
          >
            <i className="bi bi-send me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.webhooks.test" />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={state.remove.isPending}
            aria-describedby={urlId}
            onClick={() => void remove()}
          >
            <i className="bi bi-trash me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.webhooks.delete" />
          </Button>
        </>
      )}
    </div>
  );
}
