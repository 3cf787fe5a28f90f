import type { Incident } from '@portal/contracts';
import {
  EmptyState,
  ListPagination,
  PageTitle,
  Skeleton,
  currentUserAtom,
  useAtomValue,
  useScreenSize,
  Link,
} from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { CampaignsLink } from '../../../components/campaigns-link.js';
import { type IncidentList, useIncidentList } from '../hooks/use-incident-list.js';
import { incidentsPerPage } from '../incident-filter.js';
import { AlarmFilters } from './alarm-filters.js';
import { IncidentCards } from './incident-cards.js';
import { IncidentTable } from './incident-table.js';
import { type NoteAction, openNoteDialog } from './note-dialog.js';

/**
 * /alarms (issue 42): the incidents of the units the user may see, newest first, filtered and paged,
 * with acknowledge and close for everyone but the demo; cards on phones. Reloads when one changes.
 */
export function AlarmsPage() {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const list = useIncidentList();
  const small = useScreenSize() === 'small';
  if (!user) return null;
  const demo = user.roles.includes('demo');
  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
        <PageTitle icon="bi-bell">
          <FormattedMessage id="mf.fleet.alarms.title" />
        </PageTitle>
        <nav
          className="ms-auto d-flex flex-wrap column-gap-3"
          aria-label={intl.formatMessage({ id: 'mf.fleet.alarms.more' })}
        >
          <Link to="/alarms/notifications">
            <i className="bi bi-sliders me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.alarms.notifications" />
          </Link>
          <Link to="/alarms/rules">
            <i className="bi bi-funnel me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.alarms.rulesLink" />
          </Link>
          <Link to="/alarms/webhooks">
            <i className="bi bi-broadcast me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.webhooks.link" />
          </Link>
          <Link to="/alarms/deliveries">
            <i className="bi bi-envelope-check me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.alarms.deliveries" />
          </Link>
          <CampaignsLink />
        </nav>
      </div>
      <AlarmFilters filter={list.filter} onChange={list.change} onReset={list.reset} />
      <IncidentResults
        list={list}
        small={small}
        showSerial={!demo}
        // The server refuses the demo's writes (403): the demo is not offered them.
        onAction={demo ? undefined : (incident, action) => void openNoteDialog(incident, action)}
      />
    </div>
  );
}

function IncidentResults({
  list: { incidents, filter, setPage },
  small,
  showSerial,
  onAction,
}: {
  list: IncidentList;
  small: boolean;
  showSerial: boolean;
  onAction: ((incident: Incident, action: NoteAction) => void) | undefined;
}) {
  const intl = useIntl();
  if (incidents.isPending)
    return <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={5} />;
  if (incidents.isError)
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <FormattedMessage id="mf.fleet.alarms.failed" values={{ message: incidents.error.message }} />
        <Button size="sm" variant="outline-danger" onClick={() => void incidents.refetch()}>
          <FormattedMessage id="mf.fleet.retry" />
        </Button>
      </Alert>
    );
  const { incidents: rows, total } = incidents.data;
  if (rows.length === 0)
    return (
      <EmptyState icon="bi-bell-slash" title={<FormattedMessage id="mf.fleet.alarms.empty" />} live>
        <FormattedMessage id="mf.fleet.alarms.emptyHint" />
      </EmptyState>
    );
  const View = small ? IncidentCards : IncidentTable;
  return (
    <section
      className="d-flex flex-column gap-2"
      aria-label={intl.formatMessage({ id: 'mf.fleet.alarms.list' })}
      aria-busy={incidents.isFetching}
    >
      <p className="small text-body-secondary mb-0" role="status">
        <FormattedMessage id="mf.fleet.alarms.count" values={{ total }} />
      </p>
      <View incidents={rows} onAction={onAction} showSerial={showSerial} />
      {total > incidentsPerPage ? (
        <ListPagination
          total={total}
          page={filter.page}
          perPage={incidentsPerPage}
          onPage={setPage}
          compact={small}
        />
      ) : null}
    </section>
  );
}
