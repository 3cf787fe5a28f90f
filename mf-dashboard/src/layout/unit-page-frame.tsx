import { useErrorText, type ConnectedUnit, type UnitMetadata, formatSerial, Link } from '@portal/web-kit';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnitMetadata } from '../unit/use-metadata.js';
import { useUnit } from '../unit/use-unit.js';
import { UnitPageSkeleton } from './unit-page-skeleton.js';

/**
 * Loads the route's unit and shows placeholders or the reason it failed; renders the page when
 * ready. `withHeader`: the page draws its own header once loaded (dashboard, data page), so the
 * placeholders include one.
 */
export function UnitPageFrame({
  sn,
  withHeader = true,
  children,
}: {
  sn: string;
  withHeader?: boolean;
  children: (unit: ConnectedUnit, meta: UnitMetadata) => ReactNode;
}) {
  const load = useUnit(sn);
  const meta = useUnitMetadata();
  const errorText = useErrorText();
  const intl = useIntl();
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
      <UnitPageSkeleton
        withHeader={withHeader}
        label={intl.formatMessage({ id: 'mf.dashboard.unit.loading' }, { sn: formatSerial(sn) })}
      />
    );
  return <>{children(load.unit, meta)}</>;
}
