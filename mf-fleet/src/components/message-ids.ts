import type { MessageIdOf, adviceEvidenceMessages } from '@portal/web-kit';
import type { campaignMessages } from './campaign-messages.js';
import type { fleetMessages } from './messages.js';

/** Every message id of this app. react-intl accepts no other id here: a typo fails the type check. */
export type FleetMessageId = MessageIdOf<
  typeof fleetMessages | typeof campaignMessages | typeof adviceEvidenceMessages
>;

declare global {
  // react-intl's hook for typed ids (FormatjsIntl.Message) is a global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: FleetMessageId;
    }
  }
}
