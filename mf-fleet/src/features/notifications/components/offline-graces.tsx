import type { AlarmSettingsResponse } from '@portal/contracts';
import { FormDialog, openModal } from '@portal/web-kit';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettingsWrite } from '../hooks/use-settings-write.js';
import { type PickedScope, ScopePicker } from '../../../components/scope-picker.js';

/** The graces offered: 5 minutes to a day (contracts' offlineGraceMinutes). */
const graceChoices = [5, 10, 15, 30, 60, 120, 240, 480, 720, 1440];

/** '15 Minuten', '4 Stunden'. */
function useDuration(): (minutes: number) => string {
  const intl = useIntl();
  return (minutes) =>
    minutes % 60 === 0
      ? intl.formatMessage({ id: 'mf.fleet.duration.hours' }, { count: minutes / 60 })
      : intl.formatMessage({ id: 'mf.fleet.duration.minutes' }, { count: minutes });
}

function GraceDialog({ close, zIndex }: { close: () => void; zIndex: number }) {
  const id = useId();
  const duration = useDuration();
  const [picked, setPicked] = useState<PickedScope>();
  const [minutes, setMinutes] = useState(60);
  const [tried, setTried] = useState(false);
  const save = useSettingsWrite('alarmOfflineGrace', close);
  return (
    <FormDialog
      zIndex={zIndex}
      title={<FormattedMessage id="mf.fleet.notify.grace.dialogTitle" />}
      onCancel={close}
      onSubmit={() => {
        setTried(true);
        if (picked) save.mutate({ body: { scope: picked.scope, ref: picked.ref, minutes } });
      }}
      busy={save.isPending}
      submitText={<FormattedMessage id="mf.fleet.notify.save" />}
      cancelText={<FormattedMessage id="mf.fleet.action.cancel" />}
      alert={
        tried && !picked ? (
          <Alert variant="danger" className="py-2">
            <FormattedMessage id="mf.fleet.notify.scope.choose" />
          </Alert>
        ) : null
      }
    >
      <div className="d-flex flex-column gap-3">
        <ScopePicker picked={picked} onPick={setPicked} />
        <Form.Group controlId={`${id}-minutes`}>
          <Form.Label className="fw-semibold">
            <FormattedMessage id="mf.fleet.notify.grace.minutes" />
          </Form.Label>
          <Form.Select value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
            {graceChoices.map((choice) => (
              <option key={choice} value={choice}>
                {duration(choice)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
    </FormDialog>
  );
}

/** Units' and locations' own graces before silence is an incident; shared by all who look after them. */
export function OfflineGraces({
  settings,
  readOnly,
}: {
  settings: AlarmSettingsResponse;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const duration = useDuration();
  const remove = useSettingsWrite('alarmOfflineGrace');
  return (
    <div className="d-flex flex-column gap-2">
      <p className="mb-0">
        <FormattedMessage
          id="mf.fleet.notify.grace.intro"
          values={{ minutes: settings.offlineGraceDefault }}
        />
      </p>
      {settings.offlineGraces.length === 0 ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="mf.fleet.notify.grace.none" />
        </p>
      ) : (
        <ListGroup as="ul">
          {settings.offlineGraces.map((grace) => {
            const name = grace.name ?? grace.ref;
            return (
              <ListGroup.Item
                as="li"
                key={`${grace.scope}:${grace.ref}`}
                className="d-flex flex-wrap align-items-center gap-2"
              >
                <i
                  className={`bi ${grace.scope === 'unit' ? 'bi-cpu' : 'bi-geo-alt'} text-body-secondary`}
                  aria-hidden
                />
                <span className="fw-semibold">{name}</span>
                <span className="text-body-secondary">
                  <FormattedMessage
                    id="mf.fleet.notify.grace.after"
                    values={{ duration: duration(grace.minutes) }}
                  />
                </span>
                {readOnly ? null : (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="ms-auto"
                    disabled={remove.isPending}
                    aria-label={intl.formatMessage({ id: 'mf.fleet.notify.grace.removeOf' }, { name })}
                    onClick={() =>
                      remove.mutate({ body: { scope: grace.scope, ref: grace.ref, minutes: null } })
                    }
                  >
                    <i className="bi bi-trash me-1" aria-hidden />
                    <FormattedMessage id="mf.fleet.notify.follow.remove" />
                  </Button>
                )}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
      {readOnly ? null : (
        <div>
          <Button
            variant="outline-primary"
            onClick={() => void openModal((close, zIndex) => <GraceDialog close={close} zIndex={zIndex} />)}
          >
            <i className="bi bi-plus-lg me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.notify.grace.add" />
          </Button>
        </div>
      )}
    </div>
  );
}
