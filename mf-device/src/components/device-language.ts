import { type DeviceMenuLanguage, deviceMenuLanguages } from '@portal/contracts';
import { languageAtom, atom } from '@portal/web-kit';

const storageKey = 'portal.device.language';

function isDeviceLanguage(value: unknown): value is DeviceMenuLanguage {
  return (deviceMenuLanguages as readonly unknown[]).includes(value);
}

function storedLanguage(): DeviceMenuLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(storageKey);
    return isDeviceLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

const chosenAtom = atom<DeviceMenuLanguage | null>(storedLanguage());

/**
 * The device menu's language (spec 9: de, it, en, nl, fr): the one picked in its header (kept in
 * localStorage), else the portal's language ('de-de' → 'de').
 */
export const deviceLanguageAtom = atom(
  (get): DeviceMenuLanguage => {
    const portal = get(languageAtom).slice(0, 2);
    return get(chosenAtom) ?? (isDeviceLanguage(portal) ? portal : 'de');
  },
  (_get, set, language: DeviceMenuLanguage) => {
    try {
      globalThis.localStorage?.setItem(storageKey, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set(chosenAtom, language);
  },
);

/** The picked language alone (null: follow the portal); tests reset it. */
export { chosenAtom as chosenDeviceLanguageAtom };
