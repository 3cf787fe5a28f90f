import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateDeviceError } from '../../../components/device-error.js';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';

/** Spec 4: calibration, completed or 'Calibration failed!'. */
export function CalibrationScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const { busy, outcome, run } = useDeviceAction('deviceCalibrate', menu.sn);

  async function calibrate() {
    await run({ params: { sn: menu.sn }, body: {} }, (answer) =>
      answer.outcome === 'completed'
        ? { success: true, text: intl.formatMessage({ id: 'calibration.completed' }) }
        : { success: false, text: translateDeviceError(intl, { category: 'calibration', code: 'failed' }) },
    );
  }

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3 align-items-start">
        <p className="mb-0">
          <FormattedMessage id="calibration.intro" />
        </p>
        <Button disabled={busy} onClick={() => void calibrate()}>
          <i className="bi bi-rulers me-1" aria-hidden />
          <FormattedMessage id="calibration.start" />
        </Button>
        {busy ? (
          <div role="status" className="mb-0">
            <Spinner size="sm" className="me-2" aria-hidden />
            <FormattedMessage id="calibration.running" />
          </div>
        ) : null}
        <OutcomeAlert outcome={outcome} />
      </Card.Body>
    </Card>
  );
}
