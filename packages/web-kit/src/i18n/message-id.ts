import type { IntlShape } from 'react-intl';

/**
 * The message ids of the app being compiled: each app declares its catalogues' ids through
 * react-intl's FormatjsIntl.Message (src/app/message-ids.ts); without that declaration, any string.
 */
export type MessageId = FormatjsIntl.Message extends { ids: infer Ids extends string } ? Ids : string;

/** Whether an id built at run time (`footer.${name}`) has a text, narrowing it to a message id. */
export function hasMessage(intl: IntlShape, id: string): id is MessageId {
  return id in intl.messages;
}

type After<Id, Prefix extends string> = Id extends `${Prefix}${infer Rest}` ? Rest : never;

/** The endings of the message ids under a prefix ('mf.x.' → 'a' | 'b'), for ids built as prefix + ending. */
export type MessageIdsAfter<Prefix extends string> = After<MessageId, Prefix>;
