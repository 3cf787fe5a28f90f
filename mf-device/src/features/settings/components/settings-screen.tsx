import { deviceActivities, deviceUserSettingsSchema } from '@portal/contracts';
import { TextField } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf, useFieldErrorText } from '../../../components/field-errors.js';
import type { DeviceMessageKey } from '../../../components/messages.js';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';
import { draftOf, type SettingsDraft, settingsOf } from './settings-draft.js';

type TextKey = Exclude<keyof SettingsDraft, 'holidayOn'>;

/** Spec 3: what operators set themselves: holiday mode, screensaver, activities, DHW levels. */
export function SettingsScreen({ menu }: ScreenProps) {
  // Another unit starts a new draft; the menu asked again in the background (after any action) does
  // not, so what the user types and the outcome of saving stay.
  return <SettingsForm key={menu.sn} {...{ menu }} />;
}

function SettingsForm({ menu }: ScreenProps) {
  const intl = useIntl();
  const fieldText = useFieldErrorText();
  const [draft, setDraft] = useState(() => draftOf(menu.settings.user));
  const { busy, outcome, setOutcome, errors, setErrors, run } = useDeviceAction(
    'deviceUserSettings',
    menu.sn,
  );

  const field = (key: TextKey, label: DeviceMessageKey, type: 'text' | 'date' = 'text') => (
    <TextField
      label={intl.formatMessage({ id: label })}
      value={draft[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      error={errors[key]}
      messageText={fieldText}
      type={type}
      inputMode={type === 'text' ? 'numeric' : undefined}
    />
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = deviceUserSettingsSchema.safeParse(settingsOf(draft));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const saved = await run({ params: { sn: menu.sn }, body: parsed.data }, () => ({
      success: true,
      text: intl.formatMessage({ id: 'settings.saved' }),
    }));
    if (saved) setDraft(draftOf(saved));
  }

  return (
    <Card>
      <Card.Body>
        <Form onSubmit={(event) => void save(event)} noValidate className="d-flex flex-column gap-4">
          <fieldset>
            <legend className="h6">
              <FormattedMessage id="settings.holiday" />
            </legend>
            <Form.Check
              type="switch"
              role="switch"
              id="mfv-holiday-on"
              label={intl.formatMessage({ id: 'settings.holidayOn' })}
              checked={draft.holidayOn}
              onChange={(event) => setDraft({ ...draft, holidayOn: event.target.checked })}
              className="mb-2"
            />
            {draft.holidayOn ? (
              <div className="row g-2">
                <div className="col-6 col-md-3">
                  {field('holiday.start', 'settings.holidayStart', 'date')}
                </div>
                <div className="col-6 col-md-3">{field('holiday.end', 'settings.holidayEnd', 'date')}</div>
                <div className="col-6 col-md-3">
                  {field('holiday.roomTemperature', 'settings.roomTemperature')}
                </div>
                <div className="col-6 col-md-3">
                  {field('holiday.dhwTemperature', 'settings.dhwTemperature')}
                </div>
              </div>
            ) : null}
          </fieldset>
          <div style={{ maxWidth: '18rem' }}>{field('screensaverSeconds', 'settings.screensaver')}</div>
          <fieldset>
            <legend className="h6">
              <FormattedMessage id="settings.activities" />
            </legend>
            <div className="row g-2">
              {deviceActivities.map((activity) => (
                <div className="col-6 col-md-4 col-xl-2" key={activity}>
                  {field(`activities.${activity}`, `activity.${activity}`)}
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="h6">
              <FormattedMessage id="settings.dhwLevels" />
            </legend>
            <div className="row g-2">
              <div className="col-6 col-md-3">{field('dhwLevels.reduced', 'settings.reduced')}</div>
              <div className="col-6 col-md-3">{field('dhwLevels.comfort', 'settings.comfort')}</div>
            </div>
          </fieldset>
          <div className="d-flex flex-column gap-2 align-items-start">
            <Button type="submit" disabled={busy}>
              <FormattedMessage id="save" />
            </Button>
            <OutcomeAlert outcome={outcome} />
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
