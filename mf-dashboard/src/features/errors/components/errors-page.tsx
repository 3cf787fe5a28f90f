import type { CanipError } from '@portal/contracts';
import {
  type MessageId,
  confirmDialog,
  currentUserAtom,
  portalStore,
  unitErrorsAtom,
  useErrorText,
  useScreenSize,
} from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { UnitFeaturePage } from '../../../layout/unit-feature-page.js';
import { failureText, sortErrors } from '../error-kind.js';
import { useFetchedErrors } from '../hooks/use-fetched-errors.js';
import { ErrorList } from './error-list.js';

/** The errors page (/:sn/errors, spec 2): the unit's current errors and, for non-operators, history. */
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
      {() => <UnitErrors key={reload} sn={sn} />}
    </UnitFeaturePage>
  );
}

function Waiting({ textId }: { textId: MessageId }) {
  return (
    <Card className="shadow-sm border-0">
      <Card.Body className="d-flex align-items-center gap-3 text-body-secondary" role="status">
        <Spinner animation="border" size="sm" />
        <FormattedMessage id={textId} />
      </Card.Body>
    </Card>
  );
}

function UnitErrors({ sn }: { sn: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const small = useScreenSize() === 'small';
  const user = useAtomValue(currentUserAtom, { store: portalStore });
  const known = useAtomValue(unitErrorsAtom, { store: portalStore });
  // Spec 6: operators see only active errors and no details (the server filters too).
  const isOperator = user?.roles.includes('betreiber') ?? true;
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
        <Card className="shadow-sm border-0">
          <Card.Body className="text-center py-5">
            <i className="bi bi-check-circle text-success display-5" aria-hidden />
            <h2 className="h5 mt-3 mb-1">
              <FormattedMessage id="mf.dashboard.errors.empty" />
            </h2>
            <p className="text-body-secondary mb-0">
              <FormattedMessage id="mf.dashboard.errors.emptyText" />
            </p>
          </Card.Body>
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
        variant={current.length > 0 ? 'danger' : 'secondary'}
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
    <Card as="section" className="shadow-sm border-0 overflow-hidden" aria-label={title}>
      <Card.Header className="bg-body d-flex align-items-center gap-2 py-3">
        <h2 className="h6 mb-0">{title}</h2>
        <Badge bg={props.variant} pill>
          {props.count}
        </Badge>
      </Card.Header>
      {props.errors.length === 0 ? (
        <Card.Body className="text-body-secondary">
          <FormattedMessage id={props.emptyId} />
        </Card.Body>
      ) : (
        <ErrorList errors={props.errors} withDetails={props.withDetails} small={props.small} />
      )}
    </Card>
  );
}
