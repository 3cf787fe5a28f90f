import { ApiError, useErrorText } from '@portal/web-kit';
import { useIntl } from 'react-intl';

/** A form's field errors: the field's path ('holiday.end') → a message key. */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The contracts' zod issues as field errors: their own keys (validation.device.*) stay, zod's
 * English default texts become the menu's "enter a valid value"; the first issue per field wins.
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message.startsWith('validation.') ? issue.message : 'field.invalid';
  }
  return errors;
}

/** A 400 answer's per-field keys (the server checks with the same schemas), else null. */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || Object.keys(error.fields).length === 0)
    return null;
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, keys]) => (keys[0] ? [[field, keys[0]]] : [])),
  );
}

/** A field error key in the menu's language; keys it does not know in the portal's (de/en). */
export function useFieldErrorText(): (key: string) => string {
  const intl = useIntl();
  const portalText = useErrorText();
  return (key) =>
    key in intl.messages ? intl.formatMessage({ id: key as 'field.invalid' }) : portalText(key);
}

/** A number typed with a decimal comma or point; NaN when it is none (the schema then says so). */
export function parseNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
}
