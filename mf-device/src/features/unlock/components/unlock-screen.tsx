import { TextField } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateDeviceError } from '../../../components/device-error.js';
import { LockingFaultText } from '../../../components/locking-fault-text.js';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';

/**
 * Spec 4/8: unlocking a locking fault. The installer types the code the unit shows; the unit checks
 * it and whether the cause is gone, and answers one of spec 8's outcomes.
 */
export function UnlockScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const { busy, outcome, run } = useDeviceAction('deviceUnlock', menu.sn);
  const fault = menu.status.lockingFault;
  const valid = /^\d{1,4}$/.test(code);

  async function unlock(event: FormEvent) {
    event.preventDefault();
    await run({ params: { sn: menu.sn }, body: { code: Number(code) } }, (answer) =>
      answer.outcome === 'unlocked'
        ? { success: true, text: intl.formatMessage({ id: 'unlock.unlocked' }) }
        : {
            success: false,
            text: translateDeviceError(intl, { category: 'unlock', code: answer.outcome }),
          },
    );
  }

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <p className="mb-0" data-testid="unlock-fault">
          <strong>
            <FormattedMessage id="status.lockingFault" />:
          </strong>{' '}
          <LockingFaultText fault={fault} />
        </p>
        <Form onSubmit={(event) => void unlock(event)} className="d-flex flex-wrap align-items-end gap-2">
          <div style={{ maxWidth: '14rem' }}>
            <TextField
              label={intl.formatMessage({ id: 'unlock.code' })}
              help={intl.formatMessage({ id: 'unlock.intro' })}
              value={code}
              onChange={(value) => setCode(value.trim())}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              required
            />
          </div>
          <Button type="submit" disabled={busy || !valid} className="mb-4">
            <i className="bi bi-unlock me-1" aria-hidden />
            <FormattedMessage id="unlock.submit" />
          </Button>
        </Form>
        <OutcomeAlert outcome={outcome} />
      </Card.Body>
    </Card>
  );
}
