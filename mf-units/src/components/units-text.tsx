import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UnitsMessageId } from './messages.js';

// routes.tsx registers unitsMessages (registerCatalogue) when the shell loads this remote.

type Values = Record<string, string | number>;

/** A text of this remote (typed id); values may be elements, e.g. a serial that must not wrap. */
export function UnitsText({
  id,
  values,
}: {
  id: UnitsMessageId;
  values?: Record<string, ReactNode>;
}): ReactNode {
  return <FormattedMessage id={id} values={values} />;
}

/** `text(id, values)` for attributes, toasts and other places that need a plain string. */
export function useUnitsText(): (id: UnitsMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
