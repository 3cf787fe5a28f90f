import type { WebhookCreatedResponse } from '@portal/contracts';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FormattedMessage } from 'react-intl';

/** The new webhook's secret, in full this once, with a copy button. */
export function SecretNotice({ created, onDone }: { created: WebhookCreatedResponse; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };
  return (
    <Alert
      variant="success"
      className="mb-0 d-flex flex-column gap-2"
      role="region"
      aria-labelledby={`${id}-title`}
    >
      <h2 className="h6 mb-0" id={`${id}-title`}>
        <FormattedMessage id="mf.fleet.webhooks.secret.title" values={{ url: created.webhook.url }} />
      </h2>
      <p className="mb-0 small">
        <FormattedMessage id="mf.fleet.webhooks.secret.once" />
      </p>
      <Form.Label htmlFor={`${id}-secret`} className="mb-0 small fw-semibold">
        <FormattedMessage id="mf.fleet.webhooks.secret.label" />
      </Form.Label>
      <InputGroup>
        <Form.Control
          id={`${id}-secret`}
          readOnly
          value={created.secret}
          className="font-monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copy().catch(() => setCopied(false))}>
          <i className={`bi ${copied ? 'bi-check2' : 'bi-clipboard'} me-1`} aria-hidden />
          <FormattedMessage
            id={copied ? 'mf.fleet.webhooks.secret.copied' : 'mf.fleet.webhooks.secret.copy'}
          />
        </Button>
      </InputGroup>
      <div>
        <Button size="sm" variant="success" onClick={onDone}>
          <FormattedMessage id="mf.fleet.webhooks.secret.done" />
        </Button>
      </div>
    </Alert>
  );
}
