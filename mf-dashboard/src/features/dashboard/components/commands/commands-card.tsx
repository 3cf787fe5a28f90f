import type { UnitCommand } from '@portal/contracts';
import { type UnitMetadata, currentUserAtom, useAtomValue } from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCancelCommand, useUnitCommands } from '../../hooks/use-unit-commands.js';
import { FinishedCommand, PendingCommand } from './command-entries.js';

/**
 * Issue 44 on the unit's dashboard: the set-point commands still on their way (steps, expiry,
 * cancel) and, folded away, the last finished ones with their outcome. It appears while a command
 * waits or is on its way, and stays while the page is open once it appeared (so the end of what
 * one watched, or cancelled, shows); finished commands alone do not bring it back — their values
 * are on the page. Never for the demo (the server refuses it the list).
 */
export function CommandsCard({ sn, meta }: { sn: string; meta: UnitMetadata }) {
  const user = useAtomValue(currentUserAtom);
  const demo = user?.roles.includes('demo') ?? true;
  const commands = useUnitCommands(sn, !demo);
  const cancel = useCancelCommand();
  const [appeared, setAppeared] = useState(false);
  const pendingNow = commands.isSuccess && commands.data.pending.length > 0;
  // Set during render (React's pattern for state derived from props): no effect, no extra paint.
  if (pendingNow && !appeared) setAppeared(true);
  // A list that failed to load stays away: the dashboard's values matter more than this card, and
  // the next write or visit asks again.
  if (demo || !commands.isSuccess) return null;
  const { pending, recent } = commands.data;
  if (pending.length === 0 && (!appeared || recent.length === 0)) return null;
  const onCancel = (command: UnitCommand) =>
    cancel.mutate({ params: { sn, id: String(command.id) }, body: {} });
  return (
    <CommandsFrame pending={pending.length}>
      {pending.length > 0 ? (
        <ListGroup variant="flush" as="ul">
          {pending.map((command) => (
            <PendingCommand
              key={command.id}
              command={command}
              meta={meta}
              onCancel={onCancel}
              cancelling={cancel.isPending}
            />
          ))}
        </ListGroup>
      ) : null}
      {recent.length > 0 ? <RecentCommands commands={recent} meta={meta} /> : null}
    </CommandsFrame>
  );
}

function CommandsFrame({ pending, children }: { pending: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" className="mb-3 mfd-commands-card" aria-labelledby={titleId}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-2">
        <h2 className="h6 mb-0" id={titleId}>
          <i className="bi bi-send-check me-2" aria-hidden />
          <FormattedMessage
            id={pending > 0 ? 'mf.dashboard.commands.title' : 'mf.dashboard.commands.recentTitle'}
          />
        </h2>
        {pending > 0 ? (
          <Badge
            pill
            role="status"
            bg=""
            className="bg-info-subtle text-info-emphasis border border-info-subtle"
          >
            <FormattedMessage id="mf.dashboard.commands.pendingCount" values={{ count: pending }} />
          </Badge>
        ) : null}
      </Card.Header>
      {children}
    </Card>
  );
}

/** The last finished commands, folded by default: what happened, not what needs attention. */
function RecentCommands({ commands, meta }: { commands: readonly UnitCommand[]; meta: UnitMetadata }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Card.Footer className="p-0">
      <button
        type="button"
        className="btn btn-link w-100 text-start text-decoration-none px-3 py-2"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <i className={`bi ${open ? 'bi-chevron-down' : 'bi-chevron-right'} small me-2`} aria-hidden />
        {intl.formatMessage({ id: 'mf.dashboard.commands.recent' }, { count: commands.length })}
      </button>
      <Collapse in={open}>
        <div id={listId}>
          <ListGroup variant="flush" as="ul">
            {commands.map((command) => (
              <FinishedCommand key={command.id} command={command} meta={meta} />
            ))}
          </ListGroup>
        </div>
      </Collapse>
    </Card.Footer>
  );
}
