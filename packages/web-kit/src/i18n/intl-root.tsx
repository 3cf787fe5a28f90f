import { errorMessages, translateError } from '@portal/contracts/frontend';
import { useAtomValue } from '../state/portal-jotai.js';
import { type ReactNode, useEffect } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { reportInDevelopment } from '../util/report.js';
import { messagesAtom } from './catalogue.js';
import { formats } from './formats.js';
import { languageAtom, localeOf } from './language.js';

/**
 * A message id without a text in the current language is a defect: it fails the test that shows it,
 * is logged in development, and in production the id is shown as react-intl does.
 */
export function reportIntlError(error: { code: string; message: string }): void {
  if (error.code !== String(ReactIntlErrorCode.MISSING_TRANSLATION)) console.error(error);
  else if (process.env.NODE_ENV === 'test') throw new Error(error.message);
  else reportInDevelopment('Missing translation:', error.message);
}

/** react-intl with the portal's language, merged catalogues and the named formats of spec 9. */
export function PortalIntlProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const messages = useAtomValue(messagesAtom);
  // The page's language for screen readers and for hyphenation (CSS hyphens: auto needs it).
  useEffect(() => {
    document.documentElement.lang = localeOf(language);
  }, [language]);
  return (
    <IntlProvider
      locale={localeOf(language)}
      defaultLocale="de-DE"
      messages={messages[language]}
      formats={formats}
      defaultFormats={formats}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/** Translates an error key of the contracts (server answers, field keys) in the current language. */
export function useErrorText(): (key: string, params?: Record<string, string>) => string {
  const language = useAtomValue(languageAtom);
  return (key, params) => (key in errorMessages ? translateError(key, language, params) : key);
}
