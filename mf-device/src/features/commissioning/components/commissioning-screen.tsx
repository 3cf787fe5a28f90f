import { call, confirmDialog } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../components/device-error.js';
import { runDeviceAction } from '../../../components/device-menu.js';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';

/** Spec 4: save the current settings as the commissioning settings, or revert to them. */
export function CommissioningScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const savedAt = menu.status.commissioningSavedAt;

  async function run(action: 'save' | 'revert') {
    const confirmed = await confirmDialog({
      title: intl.formatMessage({ id: action === 'save' ? 'commissioning.save' : 'commissioning.revert' }),
      description: intl.formatMessage({
        id: action === 'save' ? 'commissioning.saveText' : 'commissioning.revertText',
      }),
      confirmText: intl.formatMessage({
        id: action === 'save' ? 'commissioning.save' : 'commissioning.revert',
      }),
      cancelText: intl.formatMessage({ id: 'cancel' }),
      variant: action === 'revert' ? 'warning' : 'primary',
    });
    if (!confirmed) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await runDeviceAction(menu.sn, () =>
        call('deviceCommissioning', { params: { sn: menu.sn }, body: { action } }),
      );
      const text =
        action === 'save'
          ? 'commissioning.saved'
          : answer.reverted
            ? 'commissioning.reverted'
            : 'commissioning.never';
      setOutcome({ success: action === 'save' || answer.reverted, text: intl.formatMessage({ id: text }) });
    } catch (error) {
      setOutcome({ success: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <p className="mb-0">
          <FormattedMessage id="commissioning.intro" />
        </p>
        <p className="mb-0 fw-semibold" data-testid="commissioning-saved-at">
          {savedAt === null ? (
            <FormattedMessage id="commissioning.never" />
          ) : (
            <FormattedMessage
              id="commissioning.savedAt"
              values={{ date: intl.formatDate(savedAt, { format: 'long' }) }}
            />
          )}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void run('save')}>
            <i className="bi bi-save me-1" aria-hidden />
            <FormattedMessage id="commissioning.save" />
          </Button>
          <Button
            variant="outline-warning"
            disabled={busy || savedAt === null}
            onClick={() => void run('revert')}
          >
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden />
            <FormattedMessage id="commissioning.revert" />
          </Button>
        </div>
        <OutcomeAlert outcome={outcome} />
      </Card.Body>
    </Card>
  );
}
