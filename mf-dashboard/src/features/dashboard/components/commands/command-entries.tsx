import type { CommandState, UnitCommand } from '@portal/contracts';
import { type UnitMetadata, confirmDialog } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { CommandSteps } from './command-steps.js';
import { CommandValues, useReasonText, useValuesSummary } from './command-values.js';

const long = { format: 'long' } as const;

/** Who asked for it and when; while queued, when it gives up. */
function CommandMeta({ command }: { command: UnitCommand }) {
  const intl = useIntl();
  return (
    <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-2">
      <span>
        <FormattedMessage
          id="mf.dashboard.commands.createdBy"
          values={{ name: command.createdBy, at: intl.formatDate(command.createdAt, long) }}
        />
      </span>
      {command.expiresAt ? (
        <span>
          ·{' '}
          <FormattedMessage
            id="mf.dashboard.commands.expires"
            values={{ at: intl.formatDate(command.expiresAt, long) }}
          />
        </span>
      ) : null}
      {command.campaignId !== null ? (
        <span>
          · <FormattedMessage id="mf.dashboard.commands.campaign" values={{ id: command.campaignId }} />
        </span>
      ) : null}
    </p>
  );
}

/**
 * A command on its way: its values, its steps, who and when; while it still waits for the unit,
 * Cancel (after a question), since only a command not yet sent can be taken back.
 */
export function PendingCommand({
  command,
  meta,
  onCancel,
  cancelling,
}: {
  command: UnitCommand;
  meta: UnitMetadata;
  onCancel: ((command: UnitCommand) => void) | undefined;
  cancelling: boolean;
}) {
  const intl = useIntl();
  const summary = useValuesSummary(meta);
  const ask = async () => {
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.dashboard.commands.cancelTitle' }),
      description: intl.formatMessage(
        { id: 'mf.dashboard.commands.cancelText' },
        { values: summary(command) },
      ),
      confirmText: intl.formatMessage({ id: 'mf.dashboard.commands.cancelConfirm' }),
      cancelText: intl.formatMessage({ id: 'mf.dashboard.commands.keep' }),
      variant: 'danger',
    });
    if (sure) onCancel?.(command);
  };
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-start gap-2">
      <div className="d-flex flex-column gap-1 flex-grow-1 mfd-min-w-0">
        <CommandValues command={command} meta={meta} />
        <CommandSteps state={command.state} />
        <CommandMeta command={command} />
      </div>
      {onCancel && command.state === 'queued' ? (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={cancelling}
          onClick={() => void ask()}
          aria-label={intl.formatMessage(
            { id: 'mf.dashboard.commands.cancelLabel' },
            { at: intl.formatDate(command.createdAt, long) },
          )}
        >
          <i className="bi bi-x-circle me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.commands.cancel" />
        </Button>
      ) : null}
    </ListGroup.Item>
  );
}

/** An outcome's colour and icon (Bootstrap's subtle tints, which every skin restyles). */
const outcomeLooks: Record<CommandState, { tone: string; icon: string }> = {
  queued: { tone: 'secondary', icon: 'bi-hourglass-split' },
  sent: { tone: 'info', icon: 'bi-send' },
  acknowledged: { tone: 'info', icon: 'bi-check' },
  confirmed: { tone: 'success', icon: 'bi-check-circle-fill' },
  failed: { tone: 'danger', icon: 'bi-x-octagon' },
  cancelled: { tone: 'secondary', icon: 'bi-slash-circle' },
  expired: { tone: 'warning', icon: 'bi-clock-history' },
};

function OutcomeBadge({ state }: { state: CommandState }) {
  const { tone, icon } = outcomeLooks[state];
  return (
    <span
      className={`badge rounded-pill border border-${tone}-subtle bg-${tone}-subtle text-${tone}-emphasis`}
    >
      <i className={`bi ${icon} me-1`} aria-hidden />
      <FormattedMessage id={`mf.dashboard.commands.state.${state}`} />
    </span>
  );
}

/** A finished command: its outcome, the values with what was read back, and why it failed. */
export function FinishedCommand({ command, meta }: { command: UnitCommand; meta: UnitMetadata }) {
  const intl = useIntl();
  const reasonText = useReasonText(meta);
  return (
    <ListGroup.Item as="li" className="d-flex flex-column gap-1">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <OutcomeBadge state={command.state} />
        <span className="small text-body-secondary">
          <FormattedMessage
            id="mf.dashboard.commands.endedAt"
            values={{ at: intl.formatDate(command.updatedAt, long) }}
          />
        </span>
      </div>
      <CommandValues command={command} meta={meta} />
      {command.reason ? (
        <p className="small text-danger-emphasis mb-0">{reasonText(command.reason)}</p>
      ) : null}
      <CommandMeta command={{ ...command, expiresAt: null }} />
    </ListGroup.Item>
  );
}
