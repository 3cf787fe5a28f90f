import type { AccessLogEntry } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';

const actionIcons: Record<AccessLogEntry['action'], string> = {
  connect: 'bi-plug',
  write: 'bi-pencil',
  deviceMenu: 'bi-tools',
  consent: 'bi-shield-check',
  export: 'bi-download',
  chartRead: 'bi-graph-up',
  alarmSent: 'bi-broadcast',
};

const shown = (value: unknown): string =>
  value === null || value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

/** What the access did, in words: connected, changed X from a to b, a device-menu action, … */
function AccessWhat({ entry }: { entry: AccessLogEntry }) {
  const { details } = entry;
  if (entry.action === 'write')
    return (
      <FormattedMessage
        id="mf.dashboard.settings.access.action.write"
        values={{
          key: <code>{shown(details.key)}</code>,
          old: <strong>{shown(details.oldValue)}</strong>,
          new: <strong>{shown(details.newValue)}</strong>,
        }}
      />
    );
  if (entry.action === 'deviceMenu')
    return (
      <FormattedMessage
        id="mf.dashboard.settings.access.action.deviceMenu"
        values={{ menuAction: shown(details.menuAction) }}
      />
    );
  return <FormattedMessage id={`mf.dashboard.settings.access.action.${entry.action}`} />;
}

/** One access: when, who (user, company, kind; the admin acting as them) and what. */
export function AccessEntry({ entry }: { entry: AccessLogEntry }) {
  const intl = useIntl();
  return (
    <ListGroup.Item as="li" className="d-flex gap-3 py-3" data-access={entry.action}>
      <i className={`bi ${actionIcons[entry.action]} fs-5 text-body-secondary`} aria-hidden />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <span className="fw-semibold text-break">{entry.login}</span>
          {entry.company && <span className="text-body-secondary small">{entry.company}</span>}
          <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-normal">
            <FormattedMessage id={`mf.dashboard.settings.access.kind.${entry.kind}`} />
            {entry.granteeId && ` #${entry.granteeId}`}
          </Badge>
          {entry.impersonatedBy && (
            <span className="small text-warning-emphasis">
              <FormattedMessage
                id="mf.dashboard.settings.access.impersonatedBy"
                values={{ admin: entry.impersonatedBy }}
              />
            </span>
          )}
          <time dateTime={entry.ts} className="ms-auto text-body-secondary small text-nowrap">
            {intl.formatDate(entry.ts, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
        <div className="text-break">
          <AccessWhat entry={entry} />
        </div>
      </div>
    </ListGroup.Item>
  );
}
