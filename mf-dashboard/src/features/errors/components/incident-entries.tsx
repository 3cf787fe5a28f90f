import type { Incident } from '@portal/contracts';
import { AdviceEvidenceChart } from '@portal/web-kit/advice-evidence';
import ListGroup from 'react-bootstrap/ListGroup';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { IncidentSeverityBadge, useDurationText, useMomentText } from '../../../components/incident-words.js';

// The unit's incidents (issue 42) as a table on wider screens and stacked entries on phones: what it
// was, when it started, who acknowledged it, how it ended and how long it lasted.

interface EntriesProps {
  incidents: readonly Incident[];
  /** Now (ms; when the list was loaded): an incident still there has lasted until then. */
  now: number;
}

function Note({ note }: { note: string }) {
  if (!note) return null;
  return (
    <div className="small fst-italic text-body-secondary text-break">
      <FormattedMessage id="mf.dashboard.incident.note" values={{ note }} />
    </div>
  );
}

/**
 * What it was: the code as the unit's list writes it, and the catalogue's text; an advice what to
 * check and its evidence as a small chart (Highcharts loads with the first one shown).
 */
function What({ incident }: { incident: Incident }) {
  return (
    <>
      {incident.code ? <div className="font-monospace fw-semibold small">{incident.code}</div> : null}
      <div>{incident.text}</div>
      {incident.kind === 'advice' && incident.advice ? (
        <div className="small text-body-secondary">
          <FormattedMessage id="mf.dashboard.incident.advice" values={{ advice: incident.advice }} />
        </div>
      ) : null}
      {incident.evidence ? <AdviceEvidenceChart evidence={incident.evidence} /> : null}
    </>
  );
}

/** Acknowledged when and by whom (the demo sees no names), with the note; a dash when not. */
function Acknowledged({ incident, withLabel }: { incident: Incident; withLabel?: boolean }) {
  const moment = useMomentText();
  const { acknowledged } = incident;
  if (!acknowledged) {
    if (withLabel) return null;
    return (
      <span className="text-body-secondary">
        <span aria-hidden>–</span>
        <span className="visually-hidden">
          <FormattedMessage id="mf.dashboard.errors.incidents.notAcknowledged" />
        </span>
      </span>
    );
  }
  const at = moment(acknowledged.at);
  const name = acknowledged.by.name || acknowledged.by.login;
  return (
    <div>
      {withLabel ? (
        <FormattedMessage
          id={name ? 'mf.dashboard.incident.acknowledgedBy' : 'mf.dashboard.incident.acknowledged'}
          values={{ at, name }}
        />
      ) : (
        <>
          <div className="text-nowrap">{at}</div>
          {name ? (
            <div className="small">
              <FormattedMessage id="mf.dashboard.errors.incidents.by" values={{ name }} />
            </div>
          ) : null}
        </>
      )}
      <Note note={acknowledged.note} />
    </div>
  );
}

/** 'Still there' in its severity's colour: red only for faults, as the current messages above. */
const ongoingTone: Record<Incident['severity'], string> = {
  locking: 'text-danger-emphasis',
  fault: 'text-danger-emphasis',
  warning: 'text-warning-emphasis',
  info: 'text-info-emphasis',
};

/** How it ended: closed by someone, or by itself; 'still there' while it lasts. */
function Resolved({ incident, withLabel }: { incident: Incident; withLabel?: boolean }) {
  const moment = useMomentText();
  const { resolved } = incident;
  if (!resolved)
    return (
      <span className={`fw-semibold text-nowrap ${ongoingTone[incident.severity]}`}>
        <i className="bi bi-record-circle me-1" aria-hidden />
        <FormattedMessage id="mf.dashboard.incident.ongoing" />
      </span>
    );
  const at = moment(resolved.at);
  const name = resolved.by ? resolved.by.name || resolved.by.login : null;
  if (withLabel)
    return (
      <div>
        {resolved.by === null ? (
          <FormattedMessage id="mf.dashboard.incident.resolvedItself" values={{ at }} />
        ) : (
          <FormattedMessage
            id={name ? 'mf.dashboard.incident.closedBy' : 'mf.dashboard.incident.closed'}
            values={{ at, name }}
          />
        )}
        <Note note={resolved.note} />
      </div>
    );
  return (
    <div>
      <div className="text-nowrap">{at}</div>
      <div className="small">
        {resolved.by === null ? (
          <FormattedMessage id="mf.dashboard.errors.incidents.byItself" />
        ) : name ? (
          <FormattedMessage id="mf.dashboard.errors.incidents.by" values={{ name }} />
        ) : null}
      </div>
      <Note note={resolved.note} />
    </div>
  );
}

/** How long it lasted, or 'for …' while it lasts. */
function useLasted(now: number): (incident: Incident) => string {
  const intl = useIntl();
  const duration = useDurationText();
  return (incident) => {
    const end = incident.resolved ? Date.parse(incident.resolved.at) : now;
    const text = duration(end - Date.parse(incident.openedAt));
    return incident.resolved
      ? text
      : intl.formatMessage({ id: 'mf.dashboard.incident.since' }, { duration: text });
  };
}

const columns = ['severity', 'text', 'opened', 'acknowledged', 'resolved', 'duration'] as const;

/** Tablets and desktops: one row per incident, newest first. */
export function IncidentTable({ incidents, now }: EntriesProps) {
  const moment = useMomentText();
  const lasted = useLasted(now);
  return (
    <div className="table-responsive">
      <Table hover className="mb-0 align-top">
        <thead className="table-light">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                <FormattedMessage id={`mf.dashboard.errors.incidents.column.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {incidents.map((incident) => (
            <tr key={incident.id} data-testid="incident-entry">
              <td>
                <IncidentSeverityBadge severity={incident.severity} />
              </td>
              <td style={{ minWidth: '11rem' }}>
                <What incident={incident} />
              </td>
              <td className="text-nowrap">{moment(incident.openedAt)}</td>
              <td>
                <Acknowledged incident={incident} />
              </td>
              <td>
                <Resolved incident={incident} />
              </td>
              <td className="mfd-incident-duration text-nowrap">{lasted(incident)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Phones: each incident stacked, its times as sentences. */
export function IncidentCards({ incidents, now }: EntriesProps) {
  const moment = useMomentText();
  const lasted = useLasted(now);
  return (
    <ListGroup variant="flush" as="ul" className="mb-0">
      {incidents.map((incident) => (
        <ListGroup.Item
          as="li"
          key={incident.id}
          data-testid="incident-entry"
          className="d-flex flex-column gap-1 py-3"
        >
          <div className="d-flex align-items-start justify-content-between gap-2">
            <IncidentSeverityBadge severity={incident.severity} />
            <span className="mfd-incident-duration small text-body-secondary text-nowrap">
              {lasted(incident)}
            </span>
          </div>
          <What incident={incident} />
          <div className="small d-flex flex-column gap-1">
            <div>
              <FormattedMessage
                id="mf.dashboard.incident.started"
                values={{ at: moment(incident.openedAt) }}
              />
            </div>
            <Acknowledged incident={incident} withLabel />
            <Resolved incident={incident} withLabel />
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
