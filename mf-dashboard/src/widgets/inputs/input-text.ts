import { useIntl } from 'react-intl';
import type { InputMessageId } from './messages.js';

type Values = Record<string, string | number>;

/** `text(id, values)` for the inputs' own texts (typed ids of inputMessages). */
export function useInputText(): (id: InputMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** The portal language of the current locale: decides whether a decimal comma is accepted. */
export function useInputLanguage(): 'de-de' | 'en-gb' {
  return useIntl().locale.toLowerCase().startsWith('en') ? 'en-gb' : 'de-de';
}
