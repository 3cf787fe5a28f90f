import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { SeverityBadge } from '../../../components/severity.js';
import { ActionsPart, MessagePart, StatePart, UnitPart, useTimeText } from './incident-parts.js';
import type { IncidentViewProps } from './incident-table.js';

/** The incidents as stacked cards (phones): the same parts as the table's row, one under another. */
export function IncidentCards({ incidents, onAction, showSerial }: IncidentViewProps) {
  const time = useTimeText();
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
      {incidents.map((incident) => (
        <li key={incident.id} data-testid={`incident-${incident.id}`}>
          <Card as="article" aria-label={`${incident.unitName}: ${incident.text}`}>
            <Card.Body className="d-flex flex-column gap-2 p-3">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <SeverityBadge severity={incident.severity} />
                <span className="small text-body-secondary">
                  <FormattedMessage id="mf.fleet.alarms.openedAt" values={{ at: time(incident.openedAt) }} />
                </span>
              </div>
              <MessagePart incident={incident} />
              <UnitPart incident={incident} showSerial={showSerial} />
              <StatePart incident={incident} />
              {onAction ? <ActionsPart incident={incident} onAction={onAction} /> : null}
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
