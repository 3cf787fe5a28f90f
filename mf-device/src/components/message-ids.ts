import type { DeviceMessageKey } from './messages.js';

declare global {
  // react-intl's hook for typed ids (FormatjsIntl.Message) is a global namespace: a typo in an id
  // of this remote fails the type check.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: DeviceMessageKey;
    }
  }
}
