import { useErrorText, type ConnectedUnit, type UnitMetadata, formatSerial } from '@portal/web-kit';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useUnitMetadata } from '../unit/use-metadata.js';
import { useUnit } from '../unit/use-unit.js';

/** Loads the route's unit and shows a spinner or the reason it failed; renders the page when ready. */
export function UnitPageFrame({
  sn,
  children,
}: {
  sn: string;
  children: (unit: ConnectedUnit, meta: UnitMetadata) => ReactNode;
}) {
  const load = useUnit(sn);
  const meta = useUnitMetadata();
  const errorText = useErrorText();
  if (load.state === 'failed')
    return (
      <Alert variant="danger" className="m-3">
        <Alert.Heading className="h5">
          <FormattedMessage id="mf.dashboard.unit.failed" values={{ sn: formatSerial(sn) }} />
        </Alert.Heading>
        <p>{errorText(load.error.key, { subject: formatSerial(sn) })}</p>
        <Link to="/" className="alert-link">
          <FormattedMessage id="mf.dashboard.unit.backToList" />
        </Link>
      </Alert>
    );
  if (load.state === 'loading' || !meta)
    return (
      <div
        className="d-flex justify-content-center align-items-center gap-2 p-5 text-body-secondary"
        role="status"
      >
        <Spinner size="sm" aria-hidden />
        <FormattedMessage id="mf.dashboard.unit.loading" values={{ sn: formatSerial(sn) }} />
      </div>
    );
  return <>{children(load.unit, meta)}</>;
}
