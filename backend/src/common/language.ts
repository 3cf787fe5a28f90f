import type { Request } from 'express';
import { defaultLanguage, type Language, languages } from '@portal/contracts';

/** The caller's language: the user's setting, else the browser's preference, else German. */
export function requestLanguage(request: Request): Language {
  const userLanguage = request.user?.language;
  if (userLanguage && (languages as readonly string[]).includes(userLanguage))
    return userLanguage as Language;
  const accepted = request.acceptsLanguages('de', 'en');
  return accepted === 'en' ? 'en-gb' : defaultLanguage;
}
