import type { ContentItem } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';

// The contract between a data widget and the contents it shows (spec 3 content types). Every
// content component takes ContentProps of its type; values are display units (raw × gain).

/** A widget's edit state as its contents see it (spec 4 "Widget edit mode"). */
export interface EditBuffer {
  /** The widget is in edit mode; contents show inputs only then. */
  active: boolean;
  /** The buffered value of a key, else its live value. */
  current: (key: string) => unknown;
  /** Buffers a value; array items are keyed 'Board.name[index]'. */
  set: (key: string, value: unknown) => void;
  /**
   * Reports an input's edit error (a message key of this remote, e.g. 'mf.dashboard.edit.notValid')
   * or clears it with null. `id` names the input; saving stays disabled while any error is set.
   */
  setError: (id: string, error: string | null) => void;
  /**
   * Whether a key (or an array's items, 'Board.name[i]') still shows its input. After a save the
   * unit refused in part only the refused keys stay in edit; the others show their new value.
   */
  editing: (key: string) => boolean;
  /** Why the unit refused the last save of a key (a write.* error key), else null. */
  refusal: (key: string) => string | null;
}

export type ContentOf<T extends ContentItem['type']> = Extract<ContentItem, { type: T }>;

export interface ContentProps<T extends ContentItem['type'] = ContentItem['type']> {
  content: ContentOf<T>;
  sn: string;
  /** Live display value of a key ('Board.name' or 'Board.name[3]'); undefined while unknown. */
  value: (key: string) => unknown;
  meta: UnitMetadata;
  edit: EditBuffer;
  /** The user's debug flag: debug colours and ranges (buffer tank, energy flow). */
  debug: boolean;
  /** The ring (0-3) of the widget's ring chart that shows this content's value, if any. */
  ring?: number;
}

/** An edit buffer that never edits: for contents shown outside a data widget. */
export const readOnlyEdit = (value: (key: string) => unknown): EditBuffer => ({
  active: false,
  current: value,
  set: () => undefined,
  setError: () => undefined,
  editing: () => false,
  refusal: () => null,
});
