import {
  EmptyState,
  PageTitle,
  Skeleton,
  currentUserAtom,
  useAtomValue,
  useSearchParams,
} from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useId, useState } from 'react';
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
  // Another user's webhooks, as an admin reads them: shown, not changed.
  const foreign = state.login !== '' && state.login.toLowerCase() !== user.data.login.toLowerCase();
  return (
    <div className="d-flex flex-column gap-3">
      <BackToAlarms />
      <PageTitle icon="bi-broadcast">
        <FormattedMessage id="mf.fleet.webhooks.title" />
      </PageTitle>
      <p className="mb-0 text-body-secondary">
        <FormattedMessage id="mf.fleet.webhooks.intro" />
      </p>
      {user.roles.includes('admin') ? <OwnerPicker login={state.login} /> : null}
      {demo ? (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="mf.fleet.webhooks.demo" />
        </Alert>
      ) : foreign ? (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="mf.fleet.webhooks.foreign" values={{ login: state.login }} />
        </Alert>
      ) : (
        <AddWebhookForm mutation={state.create} count={state.list.length} />
      )}
      {state.created ? <SecretNotice created={state.created} onDone={state.forgetSecret} /> : null}
      <WebhooksResults state={state} readOnly={demo || foreign} />
    </div>
  );
}

/** Admins: whose webhooks and deliveries to read (a login; empty: their own). */
function OwnerPicker({ login }: { login: string }) {
  const intl = useIntl();
  const id = useId();
  const [, setSearch] = useSearchParams();
  const [typed, setTyped] = useState(login);
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSearch(typed.trim() ? { login: typed.trim() } : {});
      }}
    >
      <Form.Group controlId={`${id}-login`}>
        <Form.Label className="small mb-1">
          <FormattedMessage id="mf.fleet.webhooks.ofUser" />
        </Form.Label>
        <Form.Control
          size="sm"
          value={typed}
          maxLength={120}
          placeholder={intl.formatMessage({ id: 'mf.fleet.webhooks.ofUserHint' })}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Form.Group>
      <Button size="sm" type="submit" variant="outline-secondary">
        <FormattedMessage id="mf.fleet.webhooks.show" />
      </Button>
    </Form>
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
