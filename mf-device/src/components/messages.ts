import type { DeviceMenuLanguage } from '@portal/contracts';
import { type DeviceMessageKey, de } from './messages/de.js';
import { en } from './messages/en.js';
import { fr } from './messages/fr.js';
import { it } from './messages/it.js';
import { nl } from './messages/nl.js';

export type { DeviceMessageKey } from './messages/de.js';

/**
 * The device menu's own texts in its five languages (spec 9); the rest of the portal speaks de and
 * en only, so these do not go into the portal's catalogues but into the menu's own IntlProvider.
 */
export const deviceMessages: Record<DeviceMenuLanguage, Record<DeviceMessageKey, string>> = {
  de,
  it,
  en,
  nl,
  fr,
};

/** Each language's name in itself, for the language picker. */
export const languageNames: Record<DeviceMenuLanguage, string> = {
  de: 'Deutsch',
  it: 'Italiano',
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
};
