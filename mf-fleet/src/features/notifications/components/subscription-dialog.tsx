import type { AlarmFollow } from '@portal/contracts';
import { FormDialog, openModal } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage } from 'react-intl';
import { useSettingsWrite } from '../hooks/use-settings-write.js';
import { FollowFields } from './follow-fields.js';
import { type PickedScope, ScopePicker } from '../../../components/scope-picker.js';

/** An existing subscription (its scope fixed) or a new exception (picked in the dialog). */
export type Editing = { scope: 'all'; ref: ''; name: string } | PickedScope;

/** Edits what a scope follows; `editing` undefined: a new exception, starting from `follow`. */
export function openSubscriptionDialog(follow: AlarmFollow, editing?: Editing): Promise<unknown> {
  return openModal((close, zIndex) => (
    <SubscriptionDialog follow={follow} editing={editing} close={close} zIndex={zIndex} />
  ));
}

function SubscriptionDialog({
  follow: initial,
  editing,
  close,
  zIndex,
}: {
  follow: AlarmFollow;
  editing: Editing | undefined;
  close: () => void;
  zIndex: number;
}) {
  const [follow, setFollow] = useState(initial);
  const [picked, setPicked] = useState<PickedScope>();
  const [tried, setTried] = useState(false);
  const save = useSettingsWrite('alarmSubscribe', close);
  const target = editing ?? picked;
  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={
        editing ? (
          <FormattedMessage id="mf.fleet.notify.follow.dialogTitle" values={{ name: editing.name }} />
        ) : (
          <FormattedMessage id="mf.fleet.notify.follow.newTitle" />
        )
      }
      onCancel={close}
      onSubmit={() => {
        setTried(true);
        if (target) save.mutate({ body: { scope: target.scope, ref: target.ref, ...follow } });
      }}
      busy={save.isPending}
      submitText={<FormattedMessage id="mf.fleet.notify.save" />}
      cancelText={<FormattedMessage id="mf.fleet.action.cancel" />}
      alert={
        tried && !target ? (
          <Alert variant="danger" className="py-2">
            <FormattedMessage id="mf.fleet.notify.scope.choose" />
          </Alert>
        ) : null
      }
    >
      <div className="d-flex flex-column gap-4">
        {editing ? null : <ScopePicker picked={picked} onPick={setPicked} />}
        <FollowFields follow={follow} onChange={setFollow} />
      </div>
    </FormDialog>
  );
}
