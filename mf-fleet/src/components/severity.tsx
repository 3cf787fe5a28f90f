import type { IncidentSeverity } from '@portal/contracts';
import { SeverityBadge as Badge } from '@portal/web-kit';
import { FormattedMessage } from 'react-intl';

/** An incident's severity as web-kit draws it, named in the fleet's words. */
export function SeverityBadge({ severity }: { severity: IncidentSeverity }) {
  return (
    <Badge severity={severity}>
      <FormattedMessage id={`mf.fleet.alarms.severity.${severity}`} />
    </Badge>
  );
}
