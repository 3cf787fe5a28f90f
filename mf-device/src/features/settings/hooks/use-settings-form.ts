import { type DeviceMenuResponse, deviceUserSettingsSchema } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf } from '../../../components/field-errors.js';
import { useDeviceAction } from '../../../components/use-device-action.js';
import { draftOf, settingsOf } from '../components/settings-draft.js';

/** The settings form's draft and its save: checked by the contracts' schema first, then written. */
export function useSettingsForm(menu: DeviceMenuResponse) {
  const intl = useIntl();
  const [draft, setDraft] = useState(() => draftOf(menu.settings.user));
  const { busy, outcome, setOutcome, errors, setErrors, run } = useDeviceAction(
    'deviceUserSettings',
    menu.sn,
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

  return { draft, setDraft, errors, busy, outcome, save };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
