import type { CanipError } from '@portal/contracts';
import {
  EmptyState,
  type MessageId,
  Skeleton,
  SkeletonLine,
  confirmDialog,
  currentUserAtom,
  unitErrorsAtom,
  useErrorText,
  useScreenSize,
  useAtomValue,
  useParams,
} from '@portal/web-kit';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnitFeaturePage } from '../../../layout/unit-feature-page.js';
import { failureText, levelVariant, lightBadges, sortErrors, worstLevel } from '../error-kind.js';
import { useFaultInfo } from '../fault-info.js';
import { useFetchedErrors } from '../hooks/use-fetched-errors.js';
import { ErrorList } from './error-list.js';
import { IncidentHistory } from './incident-history.js';

/**
 * The errors page (/:sn/errors, spec 2): the unit's current errors and, for non-operators, the
 * unit's own history; below them the portal's history of its incidents (issue 42).
 */
export function ErrorsPage() {
  const { sn = '' } = useParams<'sn'>();
  const [reload, setReload] = useState(0);
  return (
    <UnitFeaturePage
      sn={sn}
      icon="bi-exclamation-triangle"
      titleId="mf.dashboard.errors.title"
      actions={() => (
        <Button variant="outline-secondary" size="sm" onClick={() => setReload((n) => n + 1)}>
          <i className="bi bi-arrow-clockwise me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.errors.refresh" />
        </Button>
      )}
    >
      {() => (
        <>
          <UnitErrors key={reload} sn={sn} />
          <IncidentHistory key={`history-${reload}`} sn={sn} />
        </>
      )}
    </UnitFeaturePage>
  );
}

/** While the error list is asked for: a card shaped like the list of current errors. */
function Waiting({ textId }: { textId: MessageId }) {
  const intl = useIntl();
  return (
    <Card>
      <Card.Body>
        <Skeleton label={intl.formatMessage({ id: textId })}>
          <SkeletonLine width="10rem" height="1.2em" className="mb-3" />
          {[0, 1, 2].map((row) => (
            <div key={row} className="d-flex align-items-center gap-3 py-2">
              <SkeletonLine width="1.5rem" height="1.5rem" className="flex-shrink-0" />
              <div className="flex-grow-1">
                <SkeletonLine width="35%" />
                <SkeletonLine width="70%" />
              </div>
            </div>
          ))}
        </Skeleton>
      </Card.Body>
    </Card>
  );
}

function UnitErrors({ sn }: { sn: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const small = useScreenSize() === 'small';
  const user = useAtomValue(currentUserAtom);
  const known = useAtomValue(unitErrorsAtom);
  // Spec 6: operators see only active errors and no details (the server filters too).
  const isOperator = user?.roles.includes('betreiber') ?? true;
  const infoOf = useFaultInfo();
  const fetched = useFetchedErrors(sn, (error) => {
    void confirmDialog({
      title: errorText('exception.error'),
      description: failureText(error, errorText('exception.error')),
      confirmText: intl.formatMessage({ id: 'mf.dashboard.errors.ok' }),
      variant: 'primary',
    });
  });
  if (fetched.state === 'loading') return <Waiting textId="mf.dashboard.errors.fetching" />;

  const all = fetched.state === 'done' ? fetched.errors : known;
  const visible = sortErrors(isOperator ? all.filter((error) => error.currentError) : all);
  const current = visible.filter((error) => error.currentError);
  const history = visible.filter((error) => !error.currentError);
  const note =
    fetched.state === 'failed' ? (
      <Alert variant="warning" className="mb-0 small">
        <i className="bi bi-info-circle me-2" aria-hidden />
        <FormattedMessage id="mf.dashboard.errors.fetchFailedNote" />
      </Alert>
    ) : null;

  if (visible.length === 0) {
    return (
      <>
        {note}
        <Card>
          <EmptyState
            icon="bi-check-circle"
            tone="success"
            heading={2}
            title={intl.formatMessage({ id: 'mf.dashboard.errors.empty' })}
          >
            <FormattedMessage id="mf.dashboard.errors.emptyText" />
          </EmptyState>
        </Card>
      </>
    );
  }

  return (
    <>
      {note}
      <Section
        titleId="mf.dashboard.errors.current"
        count={current.length}
        // Red only while a fault is active; a due maintenance or a notice is not one (issue 40, 33).
        variant={levelVariant[worstLevel(current.map((error) => infoOf(error).level)) ?? 'other']}
        errors={current}
        emptyId="mf.dashboard.errors.noCurrent"
        withDetails={!isOperator}
        small={small}
      />
      {isOperator ? null : (
        <Section
          titleId="mf.dashboard.errors.history"
          count={history.length}
          variant="secondary"
          errors={history}
          emptyId="mf.dashboard.errors.noHistory"
          withDetails
          small={small}
        />
      )}
    </>
  );
}

function Section(props: {
  titleId: MessageId;
  count: number;
  variant: string;
  errors: CanipError[];
  emptyId: MessageId;
  withDetails: boolean;
  small: boolean;
}): ReactNode {
  const intl = useIntl();
  const title = intl.formatMessage({ id: props.titleId });
  return (
    <Card as="section" className="overflow-hidden" aria-label={title}>
      <Card.Header className="bg-body d-flex align-items-center gap-2 py-3">
        <h2 className="h6 mb-0">{title}</h2>
        <Badge bg={props.variant} text={lightBadges.has(props.variant) ? 'dark' : undefined} pill>
          {props.count}
        </Badge>
      </Card.Header>
      {props.errors.length === 0 ? (
        <EmptyState
          compact
          tone="success"
          icon="bi-check2-circle"
          title={intl.formatMessage({ id: props.emptyId })}
        />
      ) : (
        <ErrorList errors={props.errors} withDetails={props.withDetails} small={props.small} />
      )}
    </Card>
  );
}
