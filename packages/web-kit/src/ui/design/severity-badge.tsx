import type { IncidentSeverity } from '@portal/contracts';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';

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

/**
 * The severities' colours where no Bootstrap class reaches (a chart's bands): Bootstrap's danger,
 * warning and info, as the badges have them.
 */
export const severityColors: Record<IncidentSeverity, string> = {
  locking: '#dc3545',
  fault: '#dc3545',
  warning: '#ffc107',
  info: '#0dcaf0',
};

/**
 * An incident's severity: red for locking faults and faults, amber for warnings, blue for notices;
 * `children` names it in the app's words.
 */
export function SeverityBadge({ severity, children }: { severity: IncidentSeverity; children: ReactNode }) {
  const look = severityLooks[severity];
  return (
    <Badge bg={look.bg} text={look.text} className="d-inline-flex align-items-center gap-1 text-wrap">
      <i className={`bi ${look.icon}`} aria-hidden />
      {children}
    </Badge>
  );
}
