import type { UnitsMessageId } from './messages.js';

// react-intl accepts only this remote's message ids here: a typo fails the type check.
declare global {
  // react-intl's hook for typed ids (FormatjsIntl.Message) is a global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: UnitsMessageId;
    }
  }
}
