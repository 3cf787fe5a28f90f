import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { SaveWithOutcome } from '../../../components/save-with-outcome.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useSettingsForm } from '../hooks/use-settings-form.js';
import {
  ActivitiesFieldset,
  DhwLevelsFieldset,
  HolidayFieldset,
  SettingField,
} from './settings-fieldsets.js';

/** Spec 3: what operators set themselves: holiday mode, screensaver, activities, DHW levels. */
export function SettingsScreen({ menu }: ScreenProps) {
  // Another unit starts a new draft; the menu asked again in the background (after any action) does
  // not, so what the user types and the outcome of saving stay.
  return <SettingsForm key={menu.sn} {...{ menu }} />;
}

function SettingsForm({ menu }: ScreenProps) {
  const form = useSettingsForm(menu);
  return (
    <Card>
      <Card.Body>
        <Form onSubmit={(event) => void form.save(event)} noValidate className="d-flex flex-column gap-4">
          <HolidayFieldset form={form} />
          <div style={{ maxWidth: '18rem' }}>
            <SettingField form={form} name="screensaverSeconds" label="settings.screensaver" />
          </div>
          <ActivitiesFieldset form={form} />
          <DhwLevelsFieldset form={form} />
          <SaveWithOutcome busy={form.busy} outcome={form.outcome} />
        </Form>
      </Card.Body>
    </Card>
  );
}
