import type { MessageIdOf } from '@portal/web-kit';
import type { accountMessages } from '../features/account/messages.js';
import type { authMessages } from '../features/auth/messages.js';
import type { debugMessages } from '../features/debug/messages.js';
import type { shellMessages } from '../components/messages.js';

/** Every message id of this app. react-intl accepts no other id here: a typo fails the type check. */
export type ShellMessageId = MessageIdOf<
  typeof shellMessages | typeof authMessages | typeof accountMessages | typeof debugMessages
>;

declare global {
  // react-intl's hook for typed ids (FormatjsIntl.Message) is a global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: ShellMessageId;
    }
  }
}
