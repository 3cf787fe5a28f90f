import { deviceActivities } from '@portal/contracts';
import { TextField } from '@portal/web-kit';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/field-errors.js';
import type { DeviceMessageKey } from '../../../components/messages.js';
import type { SettingsForm } from '../hooks/use-settings-form.js';
import type { SettingsDraft } from './settings-draft.js';

type TextKey = Exclude<keyof SettingsDraft, 'holidayOn'>;

interface SettingFieldProps {
  form: SettingsForm;
  name: TextKey;
  label: DeviceMessageKey;
  type?: 'text' | 'date';
}

/** One text field of the draft, with its error in the menu's language. */
export function SettingField({
  form: { draft, setDraft, errors },
  name,
  label,
  type = 'text',
}: SettingFieldProps) {
  const intl = useIntl();
  const fieldText = useFieldErrorText();
  return (
    <TextField
      label={intl.formatMessage({ id: label })}
      value={draft[name]}
      onChange={(value) => setDraft({ ...draft, [name]: value })}
      error={errors[name]}
      messageText={fieldText}
      type={type}
      inputMode={type === 'text' ? 'numeric' : undefined}
    />
  );
}

/** Holiday mode: a switch, and while it is on the period and the temperatures held during it. */
export function HolidayFieldset({ form }: { form: SettingsForm }) {
  const intl = useIntl();
  const { draft, setDraft } = form;
  return (
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
            <SettingField form={form} name="holiday.start" label="settings.holidayStart" type="date" />
          </div>
          <div className="col-6 col-md-3">
            <SettingField form={form} name="holiday.end" label="settings.holidayEnd" type="date" />
          </div>
          <div className="col-6 col-md-3">
            <SettingField form={form} name="holiday.roomTemperature" label="settings.roomTemperature" />
          </div>
          <div className="col-6 col-md-3">
            <SettingField form={form} name="holiday.dhwTemperature" label="settings.dhwTemperature" />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

export function ActivitiesFieldset({ form }: { form: SettingsForm }) {
  return (
    <fieldset>
      <legend className="h6">
        <FormattedMessage id="settings.activities" />
      </legend>
      <div className="row g-2">
        {deviceActivities.map((activity) => (
          <div className="col-6 col-md-4 col-xl-2" key={activity}>
            <SettingField form={form} name={`activities.${activity}`} label={`activity.${activity}`} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function DhwLevelsFieldset({ form }: { form: SettingsForm }) {
  return (
    <fieldset>
      <legend className="h6">
        <FormattedMessage id="settings.dhwLevels" />
      </legend>
      <div className="row g-2">
        <div className="col-6 col-md-3">
          <SettingField form={form} name="dhwLevels.reduced" label="settings.reduced" />
        </div>
        <div className="col-6 col-md-3">
          <SettingField form={form} name="dhwLevels.comfort" label="settings.comfort" />
        </div>
      </div>
    </fieldset>
  );
}
