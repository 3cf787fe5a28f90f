import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountMessageId } from './messages.js';

// The shell's bootstrap registers accountMessages (registerCatalogue) before the first render.

type Values = Record<string, string | number>;

/** A text of this feature (typed id). */
export function AccountText({ id, values }: { id: AccountMessageId; values?: Values }): ReactNode {
  return <FormattedMessage id={id} values={values} />;
}

/** `text(id, values)` for attributes, toasts and other places that need a plain string. */
export function useAccountText(): (id: AccountMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
