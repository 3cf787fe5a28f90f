import { type DeviceActivity, type DeviceUserSettings, deviceActivities } from '@portal/contracts';
import { parseNumber } from '../../../components/field-errors.js';

/** The form's text fields, keyed by the settings' paths ('holiday.start', 'activities.sleep'). */
export type SettingsDraft = {
  holidayOn: boolean;
  'holiday.start': string;
  'holiday.end': string;
  'holiday.roomTemperature': string;
  'holiday.dhwTemperature': string;
  screensaverSeconds: string;
  'dhwLevels.reduced': string;
  'dhwLevels.comfort': string;
} & Record<`activities.${DeviceActivity}`, string>;

const today = () => new Date().toISOString().slice(0, 10);

export function draftOf(settings: DeviceUserSettings): SettingsDraft {
  const holiday = settings.holiday;
  return {
    holidayOn: holiday !== null,
    'holiday.start': holiday?.start ?? today(),
    'holiday.end': holiday?.end ?? today(),
    'holiday.roomTemperature': String(holiday?.roomTemperature ?? 15),
    'holiday.dhwTemperature': String(holiday?.dhwTemperature ?? 40),
    screensaverSeconds: String(settings.screensaverSeconds),
    'dhwLevels.reduced': String(settings.dhwLevels.reduced),
    'dhwLevels.comfort': String(settings.dhwLevels.comfort),
    ...(Object.fromEntries(
      deviceActivities.map((activity) => [`activities.${activity}`, String(settings.activities[activity])]),
    ) as Record<`activities.${DeviceActivity}`, string>),
  };
}

/** The draft as the request body; what is not a number becomes NaN, which the schema reports. */
export function settingsOf(draft: SettingsDraft) {
  return {
    holiday: draft.holidayOn
      ? {
          start: draft['holiday.start'],
          end: draft['holiday.end'],
          roomTemperature: parseNumber(draft['holiday.roomTemperature']),
          dhwTemperature: parseNumber(draft['holiday.dhwTemperature']),
        }
      : null,
    screensaverSeconds: parseNumber(draft.screensaverSeconds),
    activities: Object.fromEntries(
      deviceActivities.map((activity) => [activity, parseNumber(draft[`activities.${activity}`])]),
    ) as Record<DeviceActivity, number>,
    dhwLevels: {
      reduced: parseNumber(draft['dhwLevels.reduced']),
      comfort: parseNumber(draft['dhwLevels.comfort']),
    },
  };
}
