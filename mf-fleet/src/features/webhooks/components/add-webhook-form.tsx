import { maxWebhooksPerUser, webhookUrlMaxLength } from '@portal/contracts';
import { ApiError, type EndpointMutation, TextField } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../hooks/use-webhooks.js';

/** Registers a webhook by its address; the server checks it (http/https, no credentials). */
export function AddWebhookForm({
  mutation,
  count,
}: {
  mutation: EndpointMutation<'webhookCreate'>;
  count: number;
}) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [url, setUrl] = useState('');
  const full = count >= maxWebhooksPerUser;
  const error = mutation.error;
  const fieldError = error instanceof ApiError ? error.fields.url?.[0] : undefined;
  return (
    <Form
      className="card card-body d-flex flex-column gap-2"
      aria-label={intl.formatMessage({ id: 'mf.fleet.webhooks.add' })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ body: { url: url.trim() } }, { onSuccess: () => setUrl('') });
      }}
    >
      <div className="row g-2 align-items-start">
        <div className="col-12 col-md">
          <TextField
            label={<FormattedMessage id="mf.fleet.webhooks.url" />}
            value={url}
            onChange={setUrl}
            error={fieldError}
            required
            maxLength={webhookUrlMaxLength}
            inputMode="text"
            autoComplete="url"
            help={<FormattedMessage id="mf.fleet.webhooks.urlHelp" values={{ max: maxWebhooksPerUser }} />}
            disabled={full}
          />
        </div>
        {/* Beside the field from tablets on, level with its input (below its label). */}
        <div className="col-12 col-md-auto mt-md-4 pt-md-2">
          <Button type="submit" disabled={full || mutation.isPending || url.trim() === ''}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.webhooks.add" />
          </Button>
        </div>
      </div>
      {error && !fieldError ? (
        <Alert variant="danger" className="py-2 mb-0">
          <FormattedMessage id="mf.fleet.action.failed" values={{ message: failureText(error) }} />
        </Alert>
      ) : null}
    </Form>
  );
}
