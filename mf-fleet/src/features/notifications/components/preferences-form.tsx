import { type AlarmPreferences, type QuietHours, reminderHours } from '@portal/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettingsWrite } from '../hooks/use-settings-write.js';

const night = { from: '22:00', to: '07:00', lockingPasses: true };

/** Mails held in a daily window (which may cross midnight); locking faults may pass. */
function QuietHoursFields({
  quiet,
  readOnly,
  onChange,
}: {
  quiet: QuietHours | null;
  readOnly: boolean;
  onChange: (quiet: QuietHours | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const changeQuiet = (patch: Partial<QuietHours>) => quiet && onChange({ ...quiet, ...patch });
  return (
    <fieldset disabled={readOnly}>
      <legend className="fs-6 fw-semibold">
        <FormattedMessage id="mf.fleet.notify.prefs.quiet" />
      </legend>
      <Form.Check
        type="switch"
        id={`${id}-quiet`}
        label={intl.formatMessage({ id: 'mf.fleet.notify.prefs.quietOn' })}
        checked={quiet !== null}
        onChange={(event) => onChange(event.target.checked ? night : null)}
        aria-describedby={`${id}-quiet-help`}
      />
      <Form.Text id={`${id}-quiet-help`} className="d-block mb-2">
        <FormattedMessage id="mf.fleet.notify.prefs.quietHelp" />
      </Form.Text>
      {quiet ? (
        <div className="d-flex flex-wrap align-items-end gap-3 ps-md-4">
          {(['from', 'to'] as const).map((end) => (
            <Form.Group key={end} controlId={`${id}-${end}`}>
              <Form.Label className="small mb-1">
                <FormattedMessage id={`mf.fleet.notify.prefs.${end}`} />
              </Form.Label>
              <Form.Control
                type="time"
                required
                value={quiet[end]}
                onChange={(event) => changeQuiet({ [end]: event.target.value })}
              />
            </Form.Group>
          ))}
          <Form.Check
            id={`${id}-locking`}
            className="mb-2"
            label={intl.formatMessage({ id: 'mf.fleet.notify.prefs.lockingPasses' })}
            checked={quiet.lockingPasses}
            onChange={(event) => changeQuiet({ lockingPasses: event.target.checked })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** Quiet hours, a mail each or a daily digest, reminders: saved together. */
export function PreferencesForm({ saved, readOnly }: { saved: AlarmPreferences; readOnly: boolean }) {
  const intl = useIntl();
  const id = useId();
  const [preferences, setPreferences] = useState(saved);
  const save = useSettingsWrite('alarmPreferences');
  const change = (patch: Partial<AlarmPreferences>) => setPreferences({ ...preferences, ...patch });
  return (
    <Form
      className="d-flex flex-column gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ body: preferences });
      }}
    >
      <QuietHoursFields
        quiet={preferences.quietHours}
        readOnly={readOnly}
        onChange={(quietHours) => change({ quietHours })}
      />
      <fieldset disabled={readOnly}>
        <legend className="fs-6 fw-semibold">
          <FormattedMessage id="mf.fleet.notify.prefs.email" />
        </legend>
        {(['each', 'digest'] as const).map((mode) => (
          <Form.Check
            key={mode}
            type="radio"
            name={`${id}-email`}
            id={`${id}-email-${mode}`}
            label={intl.formatMessage({ id: `mf.fleet.notify.prefs.${mode}` })}
            checked={preferences.email === mode}
            onChange={() => change({ email: mode })}
          />
        ))}
      </fieldset>
      <Form.Group controlId={`${id}-reminders`} style={{ maxWidth: '22rem' }}>
        <Form.Label className="fw-semibold">
          <FormattedMessage id="mf.fleet.notify.prefs.reminders" />
        </Form.Label>
        <Form.Select
          disabled={readOnly}
          value={preferences.reminderHours}
          onChange={(event) =>
            change({ reminderHours: Number(event.target.value) as AlarmPreferences['reminderHours'] })
          }
        >
          {reminderHours.map((hours) => (
            <option key={hours} value={hours}>
              {hours === 0
                ? intl.formatMessage({ id: 'mf.fleet.notify.prefs.reminderNone' })
                : intl.formatMessage(
                    { id: 'mf.fleet.notify.prefs.reminderEvery' },
                    { duration: intl.formatMessage({ id: 'mf.fleet.duration.hours' }, { count: hours }) },
                  )}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {readOnly ? null : (
        <div>
          <Button type="submit" disabled={save.isPending}>
            <FormattedMessage id="mf.fleet.notify.save" />
          </Button>
        </div>
      )}
    </Form>
  );
}
