import { errorMessages } from '@portal/contracts';
import { ApiError } from '@portal/web-kit';

/** Message keys per field name (the first one wins), as the backend's 400 answers carry them. */
export type FieldErrors = Partial<Record<string, string>>;

/** The parts of a zod issue we read (this remote does not depend on zod itself). */
interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly errors?: readonly (readonly IssueLike[])[];
}

const isKey = (message: string) => message in errorMessages;

/**
 * The message key of an issue. A union (e.g. "empty or an e-mail address") reports its branches'
 * issues nested; the first branch message that is one of our keys is the useful one.
 */
function keyOf(issue: IssueLike): string {
  if (isKey(issue.message)) return issue.message;
  for (const branch of issue.errors ?? []) {
    for (const inner of branch) if (isKey(inner.message)) return inner.message;
  }
  return 'validation.invalid';
}

/** The first message key per top-level field of a failed parse of a shared schema. */
export function fieldErrorsOf(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= keyOf(issue);
  }
  return errors;
}

/** The server's per-field keys of a 400 answer restricted to the fields a form shows (else empty). */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, keys] of Object.entries(error.fields)) {
    if (fields.includes(field)) errors[field] = keys[0] ?? 'validation.invalid';
  }
  return errors;
}

/** The message of a failed call: the server's translated text, else the error's own. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
