import { EmptyState, Skeleton, SkeletonLine, useScreenSize, Link } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { type IncidentHistory as History, useIncidentHistory } from '../hooks/use-incident-history.js';
import { IncidentCards, IncidentTable } from './incident-entries.js';

/** The alarm list narrowed to this unit, every state (mf-fleet's /alarms). */
const alarmListOf = (sn: string) => `/alarms?${new URLSearchParams({ sn, state: 'all' }).toString()}`;

/**
 * The unit's incident history (issue 42) below its current messages: each incident with its start,
 * acknowledgement and end, newest first, more on request; live while the page is open.
 */
export function IncidentHistory({ sn }: { sn: string }) {
  const intl = useIntl();
  const small = useScreenSize() === 'small';
  const history = useIncidentHistory(sn);
  const title = intl.formatMessage({ id: 'mf.dashboard.errors.incidents.title' });
  const total = history.query.data?.total;
  return (
    <Card
      as="section"
      className="overflow-hidden"
      aria-label={title}
      aria-busy={history.query.isFetching}
      data-testid="incident-history"
    >
      <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2 py-3">
        <h2 className="h6 mb-0">{title}</h2>
        {total === undefined ? null : (
          <Badge bg="secondary" pill>
            {total}
          </Badge>
        )}
        <Link to={alarmListOf(sn)} className="ms-auto small text-decoration-none">
          <i className="bi bi-bell me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.errors.incidents.all" />
        </Link>
        <p className="w-100 small text-body-secondary mb-0">
          <FormattedMessage id="mf.dashboard.errors.incidents.intro" />
        </p>
      </Card.Header>
      <HistoryBody history={history} small={small} sn={sn} />
    </Card>
  );
}

function HistoryBody({ history, small, sn }: { history: History; small: boolean; sn: string }) {
  const intl = useIntl();
  const { query } = history;
  if (query.isPending)
    return (
      <Card.Body>
        <Skeleton label={intl.formatMessage({ id: 'mf.dashboard.errors.incidents.loading' })}>
          {[0, 1, 2].map((row) => (
            <div key={row} className="d-flex align-items-center gap-3 py-2">
              <SkeletonLine width="5rem" height="1.4em" className="flex-shrink-0" />
              <div className="flex-grow-1">
                <SkeletonLine width="40%" />
                <SkeletonLine width="75%" />
              </div>
            </div>
          ))}
        </Skeleton>
      </Card.Body>
    );
  if (query.isError)
    return (
      <Card.Body>
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3 mb-0">
          <FormattedMessage
            id="mf.dashboard.errors.incidents.failed"
            values={{ message: query.error.message }}
          />
          <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
            <FormattedMessage id="mf.dashboard.errors.incidents.retry" />
          </Button>
        </Alert>
      </Card.Body>
    );
  const { incidents, total } = query.data;
  if (incidents.length === 0)
    return (
      <EmptyState
        compact
        icon="bi-clock-history"
        title={intl.formatMessage({ id: 'mf.dashboard.errors.incidents.empty' })}
      >
        <FormattedMessage id="mf.dashboard.errors.incidents.emptyText" />
      </EmptyState>
    );
  const Entries = small ? IncidentCards : IncidentTable;
  return (
    <>
      <Entries incidents={incidents} now={query.dataUpdatedAt} />
      {total > incidents.length ? <MoreFooter history={history} sn={sn} /> : null}
    </>
  );
}

/** How many of how many are shown, and more of them (or the alarm list, past what one page shows). */
function MoreFooter({ history, sn }: { history: History; sn: string }) {
  const { incidents, total } = history.query.data ?? { incidents: [], total: 0 };
  return (
    <Card.Footer className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span className="small text-body-secondary" role="status">
        <FormattedMessage
          id="mf.dashboard.errors.incidents.shown"
          values={{ shown: incidents.length, total }}
        />
      </span>
      {history.hasMore ? (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={history.loadMore}
          disabled={history.loadingMore}
        >
          {history.loadingMore ? (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden />
          ) : (
            <i className="bi bi-chevron-down me-1" aria-hidden />
          )}
          <FormattedMessage id="mf.dashboard.errors.incidents.more" />
        </Button>
      ) : (
        <Link to={alarmListOf(sn)} className="btn btn-sm btn-outline-secondary">
          <FormattedMessage id="mf.dashboard.errors.incidents.all" />
        </Link>
      )}
    </Card.Footer>
  );
}
