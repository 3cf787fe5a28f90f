import type { WebhookDeliveryState } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage, useIntl } from 'react-intl';

/** A time as the portal writes times (dd.mm.yyyy hh:mm). */
export function useTimeText(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => intl.formatDate(iso, { format: 'long' });
}

const looks = {
  sent: { bg: 'success', icon: 'bi-check-circle' },
  pending: { bg: 'secondary', icon: 'bi-hourglass-split' },
  failed: { bg: 'danger', icon: 'bi-x-circle' },
} as const;

/** A delivery's state in words with an icon, not colour alone. */
export function DeliveryStateBadge({ state }: { state: WebhookDeliveryState }) {
  const look = looks[state];
  return (
    <Badge bg={look.bg} className="d-inline-flex align-items-center gap-1">
      <i className={`bi ${look.icon}`} aria-hidden />
      <FormattedMessage id={`mf.fleet.webhooks.state.${state}`} />
    </Badge>
  );
}
