import type { AlarmFollow, AlarmSettingsResponse, AlarmSubscription } from '@portal/contracts';
import { confirmDialog } from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettingsWrite } from '../hooks/use-settings-write.js';
import { useChoiceText } from './follow-fields.js';
import { type Editing, openSubscriptionDialog } from './subscription-dialog.js';

/** One line per group: 'Fehler, Offline · Störung · E-Mail' reads as what arrives and how. */
function FollowSummary({ follow }: { follow: AlarmFollow }) {
  const text = useChoiceText();
  const intl = useIntl();
  const line = (group: 'kinds' | 'severities' | 'channels') =>
    follow[group].length === 0
      ? intl.formatMessage({ id: 'mf.fleet.notify.follow.nothing' })
      : follow[group].map((value) => text(group, value)).join(', ');
  return (
    <dl className="row small mb-0 mt-1">
      {(['kinds', 'severities', 'channels'] as const).map((group) => (
        <div key={group} className="col-12 col-md-4 d-flex gap-1">
          <dt className="fw-normal text-body-secondary">
            <FormattedMessage id={`mf.fleet.notify.${group}`} />:
          </dt>
          <dd className="mb-0">{line(group)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Edit, and remove (an exception) or reset (the own setting for all units). */
function RowActions({
  editing,
  follow,
  removable,
}: {
  editing: Editing;
  follow: AlarmFollow;
  removable: boolean;
}) {
  const intl = useIntl();
  const remove = useSettingsWrite('alarmUnsubscribe');
  const name = editing.name;
  const askRemove = async () => {
    const sure =
      editing.scope === 'all' ||
      (await confirmDialog({
        title: <FormattedMessage id="mf.fleet.notify.follow.removeTitle" />,
        description: <FormattedMessage id="mf.fleet.notify.follow.removeText" values={{ name }} />,
        confirmText: <FormattedMessage id="mf.fleet.notify.follow.remove" />,
        cancelText: <FormattedMessage id="mf.fleet.action.cancel" />,
        variant: 'danger',
      }));
    if (sure) remove.mutate({ body: { scope: editing.scope, ref: editing.ref } });
  };
  return (
    <div className="d-flex gap-2">
      <Button
        size="sm"
        variant="outline-primary"
        aria-label={intl.formatMessage({ id: 'mf.fleet.notify.follow.editOf' }, { name })}
        onClick={() => void openSubscriptionDialog(follow, editing)}
      >
        <i className="bi bi-pencil me-1" aria-hidden />
        <FormattedMessage id="mf.fleet.notify.follow.edit" />
      </Button>
      {removable ? (
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={intl.formatMessage(
            {
              id:
                editing.scope === 'all' ? 'mf.fleet.notify.follow.reset' : 'mf.fleet.notify.follow.removeOf',
            },
            { name },
          )}
          disabled={remove.isPending}
          onClick={() => void askRemove()}
        >
          <i
            className={`bi ${editing.scope === 'all' ? 'bi-arrow-counterclockwise' : 'bi-trash'} me-1`}
            aria-hidden
          />
          <FormattedMessage
            id={editing.scope === 'all' ? 'mf.fleet.notify.follow.reset' : 'mf.fleet.notify.follow.remove'}
          />
        </Button>
      ) : null}
    </div>
  );
}

function Row({
  editing,
  follow,
  isDefault,
  removable,
  readOnly,
}: {
  editing: Editing;
  follow: AlarmFollow;
  isDefault: boolean;
  removable: boolean;
  readOnly: boolean;
}) {
  const name = editing.name;
  return (
    <ListGroup.Item
      as="li"
      className="d-flex flex-wrap align-items-start gap-2"
      data-testid={`follow-${editing.scope}`}
    >
      <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <i
            className={`bi ${editing.scope === 'all' ? 'bi-collection' : editing.scope === 'unit' ? 'bi-cpu' : 'bi-geo-alt'} text-body-secondary`}
            aria-hidden
          />
          <span className="fw-semibold">{name}</span>
          {editing.scope === 'all' ? null : (
            <Badge bg="secondary-subtle" text="secondary-emphasis">
              <FormattedMessage id={`mf.fleet.notify.follow.${editing.scope}`} />
            </Badge>
          )}
          {isDefault ? (
            <Badge bg="light" text="dark" className="border">
              <FormattedMessage id="mf.fleet.notify.follow.default" />
            </Badge>
          ) : null}
        </div>
        <FollowSummary follow={follow} />
      </div>
      {readOnly ? null : <RowActions editing={editing} follow={follow} removable={removable} />}
    </ListGroup.Item>
  );
}

/** What the user receives: all their units first (their own setting or the default), then exceptions. */
export function SubscriptionList({
  settings,
  readOnly,
}: {
  settings: AlarmSettingsResponse;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const all = settings.subscriptions.find((s) => s.scope === 'all');
  const exceptions = settings.subscriptions.filter((s) => s.scope !== 'all');
  const allName = intl.formatMessage({ id: 'mf.fleet.notify.follow.all' });
  const followOf = (s: AlarmSubscription): AlarmFollow => ({
    kinds: s.kinds,
    severities: s.severities,
    channels: s.channels,
  });
  const wide = all ? followOf(all) : settings.defaults;
  return (
    <div className="d-flex flex-column gap-2">
      <ListGroup as="ul">
        <Row
          editing={{ scope: 'all', ref: '', name: allName }}
          follow={wide}
          isDefault={!all}
          removable={Boolean(all)}
          readOnly={readOnly}
        />
        {exceptions.map((s) => (
          <Row
            key={`${s.scope}:${s.ref}`}
            editing={{ scope: s.scope as 'unit' | 'location', ref: s.ref, name: s.name ?? s.ref }}
            follow={followOf(s)}
            isDefault={false}
            removable
            readOnly={readOnly}
          />
        ))}
      </ListGroup>
      {readOnly ? null : (
        <div>
          <Button variant="outline-primary" onClick={() => void openSubscriptionDialog(wide)}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.notify.follow.add" />
          </Button>
        </div>
      )}
    </div>
  );
}
