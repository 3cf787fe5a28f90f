import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateDeviceError } from '../../../components/device-error.js';
import { refreshDeviceMenu } from '../../../components/device-menu.js';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';
import { HoldButton } from './hold-button.js';

/** After switching, the unit's state is asked for this often while it starts or stops … */
const followMs = 2000;
/** … for at most this long (a unit switched on may well stay idle without heat demand). */
const followLimitMs = 60_000;

/** Spec 4/9: switching the unit on or off by holding the power key 3 s. */
export function PowerScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const { power, running } = menu.status;
  const sn = menu.sn;
  const { busy, outcome, setOutcome, run } = useDeviceAction('devicePower', sn);

  // Switched off but still running (or on but not yet running): follow the unit until it settles.
  const [switchedAt, setSwitchedAt] = useState<number | null>(null);
  const settling = power !== running;
  useEffect(() => {
    if (switchedAt === null || !settling) return;
    const timer = setInterval(() => {
      if (Date.now() - switchedAt > followLimitMs) clearInterval(timer);
      else void refreshDeviceMenu(sn);
    }, followMs);
    return () => clearInterval(timer);
  }, [switchedAt, settling, sn]);

  async function switchPower() {
    const answer = await run({ params: { sn }, body: { on: !power } }, (switched) => ({
      success: true,
      text: intl.formatMessage({ id: switched.on ? 'power.on' : 'power.off' }),
    }));
    if (answer) setSwitchedAt(Date.now());
  }

  return (
    <Card>
      <Card.Body className="d-flex flex-column flex-sm-row gap-4 align-items-center align-items-sm-start">
        <HoldButton
          disabled={busy}
          onHeld={() => void switchPower()}
          onTooShort={() =>
            setOutcome({
              success: false,
              text: translateDeviceError(intl, { category: 'power', code: 'holdKey' }),
            })
          }
        />
        <div className="d-flex flex-column gap-2 flex-grow-1">
          <p className="fs-5 mb-0" data-testid="power-state">
            <FormattedMessage id={power ? 'power.on' : 'power.off'} />
          </p>
          <p className="mb-0" data-testid="power-running">
            <FormattedMessage id="status.running" />:{' '}
            <strong>
              <FormattedMessage id={running ? 'yes' : 'no'} />
            </strong>
          </p>
          {busy ? (
            <p role="status" className="mb-0">
              <FormattedMessage id="power.switching" />
            </p>
          ) : null}
          <OutcomeAlert outcome={outcome} />
        </div>
      </Card.Body>
    </Card>
  );
}
