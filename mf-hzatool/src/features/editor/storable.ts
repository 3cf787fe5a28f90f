import { type HzaApplication, hzaApplicationSchema } from '@portal/contracts';

/** A field the contract refuses, kept in the editor only: its path and message key. */
export interface UnsavedField {
  field: string;
  key: string;
}

/** What can be stored of the application, and what cannot (yet). */
export interface StorableSplit {
  stored: HzaApplication;
  unsaved: UnsavedField[];
}

type Path = readonly PropertyKey[];
type Tree = Record<PropertyKey, unknown> | unknown[];

/** The back end's rule (ZodPipe): a message that is a key is used, anything else is 'invalid'. */
const keyOf = (message: string) =>
  message.includes('.') && !message.includes(' ') ? message : 'validation.invalid';

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const part of path) value = isTree(value) ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  return value;
}

/** Marks for removal what an issue names: its value, or (a required field missing) its list entry. */
function remove(root: Tree, path: Path): void {
  let target = path;
  if (valueAt(root, path) === undefined) {
    const entry = path.findLastIndex((part) => typeof part === 'number');
    target = entry >= 0 ? path.slice(0, entry + 1) : path.slice(0, -1);
  }
  const parent = valueAt(root, target.slice(0, -1));
  const last = target.at(-1);
  if (last === undefined || !isTree(parent)) return;
  // List entries become holes first, so the other issues' indexes still point at their entries.
  if (Array.isArray(parent) && typeof last === 'number') parent[last] = undefined;
  else delete (parent as Record<PropertyKey, unknown>)[last];
}

function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((entry) => entry !== undefined).map(compact);
  if (!isTree(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, compact(entry)]));
}

/**
 * Splits the application into what the contract accepts and the fields it refuses (a customs
 * number of two digits, an aid row without its day). One refused field used to fail the whole save,
 * and with it everything typed later; now the rest is stored and the refused ones stay in the editor,
 * marked at the field, until they are right.
 */
export function splitStorable(application: HzaApplication): StorableSplit {
  // A JSON copy: the application is JSON data, and it is what the save sends.
  let draft = JSON.parse(JSON.stringify(application)) as Tree;
  const unsaved = new Map<string, string>();
  // Removing a refused value can leave its list entry without a required field: a second round
  // removes the entry. Nothing nests deeper than that.
  for (let round = 0; round < 4; round++) {
    const parsed = hzaApplicationSchema.safeParse(draft);
    if (parsed.success) return { stored: parsed.data, unsaved: toList(unsaved) };
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!unsaved.has(field)) unsaved.set(field, keyOf(issue.message));
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) remove(draft, [...issue.path, key]);
      else if (issue.path.length === 0) return { stored: {}, unsaved: toList(unsaved) };
      else remove(draft, issue.path);
    }
    draft = compact(draft) as Tree;
  }
  return { stored: {}, unsaved: toList(unsaved) };
}

const toList = (unsaved: ReadonlyMap<string, string>): UnsavedField[] =>
  [...unsaved].map(([field, key]) => ({ field, key }));
