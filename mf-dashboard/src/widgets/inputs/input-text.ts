import type { UnitMetadata } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import type { InputMessageId } from './messages.js';

type Values = Record<string, string | number>;

/** `text(id, values)` for the inputs' own texts (typed ids of inputMessages). */
export function useInputText(): (id: InputMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** The texts a value input gives its stepper field: error messages and the two step buttons' labels. */
export function useStepperTexts(label: string) {
  const text = useInputText();
  return {
    errorText: (error: InputMessageId) => text(error),
    decreaseLabel: text('mf.dashboard.input.decrease', { label }),
    increaseLabel: text('mf.dashboard.input.increase', { label }),
  };
}

/** The portal language of the current locale: decides whether a decimal comma is accepted. */
export function useInputLanguage(): 'de-de' | 'en-gb' {
  return useIntl().locale.toLowerCase().startsWith('en') ? 'en-gb' : 'de-de';
}

/** Why the unit refused a written value: the catalogue's text of its write.* key. */
export function useRefusalReason(meta: UnitMetadata): (reason: string) => string {
  const text = useInputText();
  return (reason) => {
    const translated = meta.screenText(reason);
    return translated === reason ? text('mf.dashboard.input.refusedUnknown') : translated;
  };
}
