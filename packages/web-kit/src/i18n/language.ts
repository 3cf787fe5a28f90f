import { type Language, defaultLanguage, languages } from '@portal/contracts/frontend';
import { atom } from 'jotai';
import { currentUserAtom } from '../state/session.js';

const storageKey = 'portal.language';

function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(storageKey);
    return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}

const chosenLanguageAtom = atom<Language | null>(storedLanguage());

/**
 * The UI language: the logged-in user's setting, else the one chosen on the login page (kept in
 * localStorage), else German.
 */
export const languageAtom = atom(
  (get): Language => get(currentUserAtom)?.language ?? get(chosenLanguageAtom) ?? defaultLanguage,
  (_get, set, language: Language) => {
    try {
      globalThis.localStorage?.setItem(storageKey, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set(chosenLanguageAtom, language);
  },
);

/** BCP 47 locale of a portal language ('de-de' → 'de-DE'). */
export function localeOf(language: Language): string {
  const [lang, region] = language.split('-');
  return `${lang}-${(region ?? '').toUpperCase()}`;
}
