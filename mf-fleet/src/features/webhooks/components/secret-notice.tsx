import type { WebhookCreatedResponse } from '@portal/contracts';
import { SecretOnce } from '@portal/web-kit';
import { FormattedMessage } from 'react-intl';

const texts = {
  once: <FormattedMessage id="mf.fleet.webhooks.secret.once" />,
  label: <FormattedMessage id="mf.fleet.webhooks.secret.label" />,
  copy: <FormattedMessage id="mf.fleet.webhooks.secret.copy" />,
  copied: <FormattedMessage id="mf.fleet.webhooks.secret.copied" />,
  done: <FormattedMessage id="mf.fleet.webhooks.secret.done" />,
};

/** The new webhook's secret, in full this once, with a copy button. */
export function SecretNotice({ created, onDone }: { created: WebhookCreatedResponse; onDone: () => void }) {
  const title = (
    <FormattedMessage id="mf.fleet.webhooks.secret.title" values={{ url: created.webhook.url }} />
  );
  return (
    <SecretOnce
      secret={created.secret}
      texts={{ ...texts, title }}
      onDone={onDone}
      variant="success"
      heading="h2"
      className="mb-0"
    />
  );
}
