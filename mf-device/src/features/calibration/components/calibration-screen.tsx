import { call } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateDeviceError, useFailureText } from '../../../components/device-error.js';
import { runDeviceAction } from '../../../components/device-menu.js';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';

type State = { kind: 'idle' } | { kind: 'running' } | ({ kind: 'done' } & Outcome);

/** Spec 4: calibration, completed or 'Calibration failed!'. */
export function CalibrationScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function calibrate() {
    setState({ kind: 'running' });
    try {
      const answer = await runDeviceAction(menu.sn, () =>
        call('deviceCalibrate', { params: { sn: menu.sn }, body: {} }),
      );
      setState(
        answer.outcome === 'completed'
          ? { kind: 'done', success: true, text: intl.formatMessage({ id: 'calibration.completed' }) }
          : {
              kind: 'done',
              success: false,
              text: translateDeviceError(intl, { category: 'calibration', code: 'failed' }),
            },
      );
    } catch (error) {
      setState({ kind: 'done', success: false, text: failureText(error) });
    }
  }

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3 align-items-start">
        <p className="mb-0">
          <FormattedMessage id="calibration.intro" />
        </p>
        <Button disabled={state.kind === 'running'} onClick={() => void calibrate()}>
          <i className="bi bi-rulers me-1" aria-hidden />
          <FormattedMessage id="calibration.start" />
        </Button>
        {state.kind === 'running' ? (
          <div role="status" className="mb-0">
            <Spinner size="sm" className="me-2" aria-hidden />
            <FormattedMessage id="calibration.running" />
          </div>
        ) : null}
        <OutcomeAlert outcome={state.kind === 'done' ? state : null} />
      </Card.Body>
    </Card>
  );
}
