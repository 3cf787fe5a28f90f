import { type Language, defaultLanguage, languageCookie, languages } from '@portal/contracts/frontend';
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

/**
 * The choice also goes into a cookie: the server draws the logged-out page's login form in it
 * (ADR 0030). A year, as long as a choice in storage lasts in practice.
 */
function mirrorInCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

const chosen = storedLanguage();
// A choice made before the cookie existed reaches the server from the next page on.
if (chosen) mirrorInCookie(chosen);
const chosenLanguageAtom = atom<Language | null>(chosen);

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
    mirrorInCookie(language);
    set(chosenLanguageAtom, language);
  },
);

/** BCP 47 locale of a portal language ('de-de' → 'de-DE'). */
export function localeOf(language: Language): string {
  const [lang, region] = language.split('-');
  return `${lang}-${(region ?? '').toUpperCase()}`;
}
