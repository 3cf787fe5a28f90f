import type { DeviceErrorLevel } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/web-kit';
import { LockingFaultText } from '../../../components/locking-fault-text.js';
import type { ScreenProps } from '../../../components/screen-props.js';

const levelVariant: Record<DeviceErrorLevel, string> = {
  ok: 'success',
  warning: 'warning',
  error: 'danger',
  blocking: 'danger',
  locking: 'danger',
};

const levelIcon: Record<DeviceErrorLevel, string> = {
  ok: 'bi-check-circle',
  warning: 'bi-exclamation-triangle',
  error: 'bi-x-octagon',
  blocking: 'bi-slash-circle',
  locking: 'bi-lock',
};

function YesNo({ value }: { value: boolean }) {
  return <FormattedMessage id={value ? 'yes' : 'no'} />;
}

/**
 * Spec 4: the unit's error level, firmware and run state; the build kind only for those who may
 * enter installer mode (operators get plain words, no engineering terms). A level other than ok says
 * in a sentence what it means and leads to the unit's messages.
 */
export function OverviewScreen({ menu }: ScreenProps) {
  const { status } = menu;
  const level = status.errorLevel;
  return (
    <Card>
      <Card.Body>
        <div className="mb-3">
          <Badge
            bg={levelVariant[level]}
            text={level === 'warning' ? 'dark' : undefined}
            className="fs-6 px-3 py-2"
            data-testid="device-error-level"
          >
            <i className={`bi ${levelIcon[level]} me-2`} aria-hidden />
            <FormattedMessage id={`level.${level}`} />
          </Badge>
          {level !== 'ok' ? (
            <p className="mt-2 mb-0" data-testid="device-error-level-text">
              <FormattedMessage id={`level.text.${level}`} />{' '}
              <Link to={`/${encodeURIComponent(menu.sn)}/errors`}>
                <FormattedMessage id="status.details" />
              </Link>
            </p>
          ) : null}
        </div>
        <dl className="row mb-0">
          {menu.installerAllowed ? (
            <>
              <dt className="col-sm-4">
                <FormattedMessage id="status.build" />
              </dt>
              <dd className="col-sm-8" data-testid="device-build">
                <FormattedMessage id={`build.${status.build}`} />
              </dd>
            </>
          ) : null}
          <dt className="col-sm-4">
            <FormattedMessage id="status.firmware" />
          </dt>
          <dd className="col-sm-8">{status.firmware}</dd>
          <dt className="col-sm-4">
            <FormattedMessage id="status.power" />
          </dt>
          <dd className="col-sm-8" data-testid="device-power">
            <YesNo value={status.power} />
          </dd>
          <dt className="col-sm-4">
            <FormattedMessage id="status.running" />
          </dt>
          <dd className="col-sm-8" data-testid="device-running">
            <YesNo value={status.running} />
          </dd>
          <dt className="col-sm-4">
            <FormattedMessage id="status.lockingFault" />
          </dt>
          <dd className="col-sm-8 mb-0" data-testid="device-locking-fault">
            <LockingFaultText fault={status.lockingFault} />
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
