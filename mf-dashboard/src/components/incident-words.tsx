import type { IncidentSeverity } from '@portal/contracts';
import { SeverityBadge } from '@portal/web-kit';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// How this remote names an incident's parts (issue 42): its severity, how long it lasted, when.

const minuteMs = 60_000;

/** An incident's severity as web-kit draws it, in this remote's words. */
export function IncidentSeverityBadge({ severity }: { severity: IncidentSeverity }) {
  return (
    <SeverityBadge severity={severity}>
      <FormattedMessage id={`mf.dashboard.incident.severity.${severity}`} />
    </SeverityBadge>
  );
}

/** A span as people say it: '12 Min.', '2 Std. 5 Min.', '3 Tg. 4 Std.' (at least a minute). */
export function useDurationText(): (ms: number) => string {
  const intl = useIntl();
  return useCallback(
    (ms: number) => {
      const total = Math.max(1, Math.round(ms / minuteMs));
      const [days, hours, minutes] = [Math.floor(total / 1440), Math.floor(total / 60) % 24, total % 60];
      if (days > 0) return intl.formatMessage({ id: 'mf.dashboard.incident.days' }, { days, hours });
      if (hours > 0) return intl.formatMessage({ id: 'mf.dashboard.incident.hours' }, { hours, minutes });
      return intl.formatMessage({ id: 'mf.dashboard.incident.minutes' }, { minutes });
    },
    [intl],
  );
}

/** A moment as the portal writes times (dd.mm.yyyy hh:mm). */
export function useMomentText(): (at: number | string) => string {
  const intl = useIntl();
  return useCallback((at: number | string) => intl.formatDate(at, { format: 'long' }), [intl]);
}
