import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AccessLog, useAccessLog } from '../hooks/use-access-log.js';
import { AccessEntry } from './access-entry.js';
import { AccessFilterForm } from './access-filters.js';

/** The unit's access log for its owner: who read or changed it, filtered, paged, as CSV. */
export function AccessCard({ sn }: { sn: string }) {
  const intl = useIntl();
  const access = useAccessLog(sn);
  const title = intl.formatMessage({ id: 'mf.dashboard.settings.access.title' });
  return (
    <Card as="section" aria-label={title}>
      <Card.Header className="bg-body py-3 d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 flex-grow-1">
          <i className="bi bi-person-check me-2 text-body-secondary" aria-hidden />
          {title}
        </h2>
        <a className="btn btn-outline-secondary btn-sm" href={access.csvUrl} download>
          <i className="bi bi-filetype-csv me-2" aria-hidden />
          <FormattedMessage id="mf.dashboard.settings.access.csv" />
        </a>
      </Card.Header>
      <Card.Body className="border-bottom">
        <p className="text-body-secondary small">
          <FormattedMessage id="mf.dashboard.settings.access.intro" />
        </p>
        <AccessFilterForm access={access} />
      </Card.Body>
      <AccessList access={access} label={title} />
      <AccessPager access={access} />
    </Card>
  );
}

function AccessList({ access, label }: { access: AccessLog; label: string }) {
  const { log } = access;
  if (log.isError)
    return (
      <p className="p-3 mb-0 small text-danger-emphasis">
        <i className="bi bi-exclamation-triangle me-2" aria-hidden />
        <FormattedMessage id="mf.dashboard.settings.access.failed" />
      </p>
    );
  if (!log.data)
    return (
      <div className="p-3 text-center" role="status">
        <Spinner size="sm" />
      </div>
    );
  if (log.data.entries.length === 0)
    return (
      <p className="p-3 mb-0 text-body-secondary small">
        <FormattedMessage id="mf.dashboard.settings.access.empty" />
      </p>
    );
  return (
    <ListGroup variant="flush" as="ul" aria-label={label} aria-busy={log.isFetching}>
      {log.data.entries.map((entry) => (
        <AccessEntry key={entry.id} entry={entry} />
      ))}
    </ListGroup>
  );
}

function AccessPager({ access }: { access: AccessLog }) {
  const intl = useIntl();
  if (access.pages <= 1) return null;
  return (
    <Card.Footer className="bg-body d-flex align-items-center justify-content-between gap-2">
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={access.page <= 1}
        onClick={() => access.setPage(access.page - 1)}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.settings.access.previous' })}
      >
        <i className="bi bi-chevron-left" aria-hidden />
      </Button>
      <span className="small" aria-live="polite">
        <FormattedMessage
          id="mf.dashboard.settings.access.page"
          values={{ page: access.page, pages: access.pages }}
        />
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={access.page >= access.pages}
        onClick={() => access.setPage(access.page + 1)}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.settings.access.next' })}
      >
        <i className="bi bi-chevron-right" aria-hidden />
      </Button>
    </Card.Footer>
  );
}
