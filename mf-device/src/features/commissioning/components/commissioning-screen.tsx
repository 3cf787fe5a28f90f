import { confirmDialog } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';

/** Spec 4: save the current settings as the commissioning settings, or revert to them. */
export function CommissioningScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const { busy, outcome, run } = useDeviceAction('deviceCommissioning', menu.sn);
  const savedAt = menu.status.commissioningSavedAt;

  async function commission(action: 'save' | 'revert') {
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
    await run({ params: { sn: menu.sn }, body: { action } }, (answer) => {
      const done = action === 'save' || answer.reverted;
      const text =
        action === 'save' ? 'commissioning.saved' : done ? 'commissioning.reverted' : 'commissioning.never';
      return { success: done, text: intl.formatMessage({ id: text }) };
    });
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
          <Button disabled={busy} onClick={() => void commission('save')}>
            <i className="bi bi-save me-1" aria-hidden />
            <FormattedMessage id="commissioning.save" />
          </Button>
          <Button
            variant="outline-warning"
            disabled={busy || savedAt === null}
            onClick={() => void commission('revert')}
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
