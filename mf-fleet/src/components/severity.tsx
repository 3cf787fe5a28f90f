import type { IncidentSeverity } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';

/** How a severity looks: never colour alone, always its icon and its name too. */
export const severityLooks: Record<
  IncidentSeverity,
  { icon: string; bg: 'danger' | 'warning' | 'info'; text?: 'dark' }
> = {
  locking: { icon: 'bi-lock-fill', bg: 'danger' },
  fault: { icon: 'bi-x-octagon-fill', bg: 'danger' },
  warning: { icon: 'bi-exclamation-triangle-fill', bg: 'warning', text: 'dark' },
  info: { icon: 'bi-info-circle-fill', bg: 'info', text: 'dark' },
};

/** An incident's severity: red for locking faults and faults, amber for warnings, blue for notices. */
export function SeverityBadge({ severity }: { severity: IncidentSeverity }) {
  const look = severityLooks[severity];
  return (
    <Badge bg={look.bg} text={look.text} className="d-inline-flex align-items-center gap-1 text-wrap">
      <i className={`bi ${look.icon}`} aria-hidden />
      <FormattedMessage id={`mf.fleet.alarms.severity.${severity}`} />
    </Badge>
  );
}
