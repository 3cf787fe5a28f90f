import type { Incident } from '@portal/contracts';
import { formatSerial, Link } from '@portal/web-kit';
import { AdviceEvidenceChart } from '@portal/web-kit/advice-evidence';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NoteAction } from './note-dialog.js';

/** An incident's time as the portal writes times (dd.mm.yyyy hh:mm). */
export function useTimeText(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => intl.formatDate(iso, { format: 'long' });
}

/** The unit: its name, serial (not for the demo, as in the header) and location, and its pages. */
export function UnitPart({ incident, showSerial }: { incident: Incident; showSerial: boolean }) {
  const intl = useIntl();
  return (
    <div className="d-flex flex-column">
      <span className="fw-semibold">{incident.unitName}</span>
      {showSerial ? (
        <span className="small text-body-secondary">
          <FormattedMessage id="mf.fleet.alarms.serial" values={{ sn: formatSerial(incident.sn) }} />
        </span>
      ) : null}
      {incident.locationName ? <span className="small">{incident.locationName}</span> : null}
      <nav
        className="d-flex flex-wrap gap-2 small"
        aria-label={intl.formatMessage({ id: 'mf.fleet.alarms.linksOf' }, { unit: incident.unitName })}
      >
        <Link to={`/${incident.sn}/dashboard`}>
          <FormattedMessage id="mf.fleet.alarms.dashboard" />
        </Link>
        <Link to={`/${incident.sn}/errors`}>
          <FormattedMessage id="mf.fleet.alarms.errors" />
        </Link>
      </nav>
    </div>
  );
}

/** What it is: the kind, the fault's code and text, and what to do. */
export function MessagePart({ incident }: { incident: Incident }) {
  return (
    <div className="d-flex flex-column">
      <span className="small text-body-secondary">
        <FormattedMessage id={`mf.fleet.alarms.kind.${incident.kind}`} />
        {incident.code ? ` · ${incident.code}` : null}
      </span>
      <span>{incident.text}</span>
      {incident.advice ? (
        <span className="small text-body-secondary">
          <FormattedMessage id="mf.fleet.alarms.advice" values={{ advice: incident.advice }} />
        </span>
      ) : null}
      {incident.evidence ? <AdviceEvidenceChart evidence={incident.evidence} /> : null}
    </div>
  );
}

function Note({ note }: { note: string }) {
  if (!note) return null;
  return (
    <span className="small fst-italic text-break">
      <FormattedMessage id="mf.fleet.alarms.note" values={{ note }} />
    </span>
  );
}

/** Where it stands: open, acknowledged by whom when (with the note), resolved or closed by whom when. */
export function StatePart({ incident }: { incident: Incident }) {
  const time = useTimeText();
  const { acknowledged, resolved } = incident;
  return (
    <div className="d-flex flex-column">
      <span className="fw-semibold">
        <FormattedMessage id={`mf.fleet.alarms.state.${incident.state}`} />
      </span>
      {acknowledged ? (
        <>
          <span className="small">
            <FormattedMessage
              id="mf.fleet.alarms.acknowledgedBy"
              values={{ name: acknowledged.by.name || acknowledged.by.login, at: time(acknowledged.at) }}
            />
          </span>
          <Note note={acknowledged.note} />
        </>
      ) : null}
      {resolved ? (
        <>
          <span className="small">
            {resolved.by ? (
              <FormattedMessage
                id="mf.fleet.alarms.closedBy"
                values={{ name: resolved.by.name || resolved.by.login, at: time(resolved.at) }}
              />
            ) : (
              <FormattedMessage id="mf.fleet.alarms.resolvedItself" values={{ at: time(resolved.at) }} />
            )}
          </span>
          <Note note={resolved.note} />
        </>
      ) : null}
    </div>
  );
}

/** The actions an incident's state allows: acknowledge an open one, close an open or acknowledged one. */
export function actionsOf(incident: Incident): NoteAction[] {
  if (incident.state === 'open') return ['acknowledge', 'close'];
  if (incident.state === 'acknowledged') return ['close'];
  return [];
}

/** The action buttons, each named with its incident for screen readers. */
export function ActionsPart({
  incident,
  onAction,
}: {
  incident: Incident;
  onAction: (incident: Incident, action: NoteAction) => void;
}) {
  const intl = useIntl();
  const values = { unit: incident.unitName, text: incident.text };
  return (
    <div className="d-flex flex-wrap gap-2">
      {actionsOf(incident).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'acknowledge' ? 'primary' : 'outline-secondary'}
          onClick={() => onAction(incident, action)}
          aria-label={intl.formatMessage({ id: `mf.fleet.action.${action}Of` }, values)}
        >
          <FormattedMessage id={`mf.fleet.action.${action}`} />
        </Button>
      ))}
    </div>
  );
}
