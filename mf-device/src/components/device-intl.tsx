import { formats, useAtomValue } from '@portal/web-kit';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { deviceLanguageAtom } from './device-language.js';
import { deviceMessages } from './messages.js';

/**
 * The device menu's own intl subtree in its language. `lang` on the wrapper tells screen readers
 * (the page's html lang stays the portal's).
 */
export function DeviceIntlProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(deviceLanguageAtom);
  return (
    <IntlProvider locale={language} defaultLocale="de" messages={deviceMessages[language]} formats={formats}>
      <div lang={language}>{children}</div>
    </IntlProvider>
  );
}
