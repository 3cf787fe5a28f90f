import { EmptyState, PageTitle, Skeleton, currentUserAtom, useAtomValue } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackToAlarms } from '../../../components/back-to-alarms.js';
import { type WebhooksState, useWebhooks } from '../hooks/use-webhooks.js';
import { AddWebhookForm } from './add-webhook-form.js';
import { DeliveriesSection } from './deliveries-section.js';
import { SecretNotice } from './secret-notice.js';
import { WebhookList } from './webhook-list.js';

/**
 * /alarms/webhooks (issue 42): the user's webhooks for alarm events — add one (its secret shows
 * once), switch it on and off, send a test, delete it — and the last deliveries of one of them.
 */
export function WebhooksPage() {
  const user = useAtomValue(currentUserAtom);
  const state = useWebhooks();
  if (!user) return null;
  const demo = user.roles.includes('demo');
  return (
    <div className="d-flex flex-column gap-3">
      <BackToAlarms />
      <PageTitle icon="bi-broadcast">
        <FormattedMessage id="mf.fleet.webhooks.title" />
      </PageTitle>
      <p className="mb-0 text-body-secondary">
        <FormattedMessage id="mf.fleet.webhooks.intro" />
      </p>
      {demo ? (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="mf.fleet.webhooks.demo" />
        </Alert>
      ) : (
        <AddWebhookForm mutation={state.create} count={state.list.length} />
      )}
      {state.created ? <SecretNotice created={state.created} onDone={state.forgetSecret} /> : null}
      <WebhooksResults state={state} readOnly={demo} />
    </div>
  );
}

function WebhooksResults({ state, readOnly }: { state: WebhooksState; readOnly: boolean }) {
  const intl = useIntl();
  const { webhooks, list, selected } = state;
  if (webhooks.isPending)
    return <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={3} />;
  if (webhooks.isError)
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <FormattedMessage id="mf.fleet.webhooks.failed" values={{ message: webhooks.error.message }} />
        <Button size="sm" variant="outline-danger" onClick={() => void webhooks.refetch()}>
          <FormattedMessage id="mf.fleet.retry" />
        </Button>
      </Alert>
    );
  if (list.length === 0)
    return (
      <EmptyState icon="bi-broadcast" title={<FormattedMessage id="mf.fleet.webhooks.empty" />} live>
        <FormattedMessage id="mf.fleet.webhooks.emptyHint" />
      </EmptyState>
    );
  return (
    <>
      <WebhookList state={state} readOnly={readOnly} />
      {selected ? <DeliveriesSection key={selected.id} webhook={selected} /> : null}
    </>
  );
}
